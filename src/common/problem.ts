/**
 * One error model for both doors (REST and GraphQL). Services throw `ApiProblem`; `toProblem` turns
 * anything thrown into a `ProblemDocument` (RFC 9457 plus a stable `code`), which the REST filter
 * sends as application/problem+json and the GraphQL layer as `extensions`.
 */
import { HttpException, HttpStatus } from '@nestjs/common';

/** Stable codes clients switch on. Rulesets and services may add their own (UPPER_SNAKE). */
export const ProblemCode = {
  badRequest: 'BAD_REQUEST',
  validationFailed: 'VALIDATION_FAILED',
  malformedJson: 'MALFORMED_JSON',
  jsonTooDeep: 'JSON_TOO_DEEP',
  malformedQuery: 'MALFORMED_QUERY',
  invalidQuery: 'INVALID_QUERY',
  subscriptionOverHttp: 'SUBSCRIPTION_OVER_HTTP',
  queryTooDeep: 'QUERY_TOO_DEEP',
  tooManyAliases: 'TOO_MANY_ALIASES',
  tooManyDirectives: 'TOO_MANY_DIRECTIVES',
  tooManyTokens: 'TOO_MANY_TOKENS',
  queryTooCostly: 'QUERY_TOO_COSTLY',
  tooManyStreams: 'TOO_MANY_STREAMS',
  tooManySubscriptions: 'TOO_MANY_SUBSCRIPTIONS',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  notReady: 'NOT_READY',
  databaseBusy: 'DATABASE_BUSY',
  rulesUnavailable: 'RULES_UNAVAILABLE',
} as const;

/** One thing wrong with a request. `path` is a JSON Pointer into the request body ("" = all). */
export interface FieldProblem {
  path: string;
  code: string;
  message: string;
}

export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  code: string;
  errors?: FieldProblem[];
  requestId?: string;
  [extension: string]: unknown;
}

/** The code a bare HTTP status gets when nobody chose a more specific one. */
const CODE_BY_STATUS: Record<number, string> = {
  400: ProblemCode.badRequest,
  401: ProblemCode.unauthenticated,
  403: ProblemCode.forbidden,
  404: ProblemCode.notFound,
  405: ProblemCode.methodNotAllowed,
  409: ProblemCode.conflict,
  413: ProblemCode.payloadTooLarge,
  415: ProblemCode.unsupportedMediaType,
  422: ProblemCode.validationFailed,
  429: ProblemCode.rateLimited,
  503: ProblemCode.notReady,
};

const INTERNAL_DETAIL = 'An unexpected error occurred. It has been logged with the request id.';

const DATABASE_BUSY_RETRY_SECONDS = 1;
const DATABASE_BUSY_DETAIL =
  'Every database connection stayed busy for the whole wait: nothing of the request ran. Retry in ' +
  `${DATABASE_BUSY_RETRY_SECONDS} s.`;

/**
 * The errors that mean no connection was had at all, so nothing of the request reached the
 * database: a burst outlasting the pool's wait (pg-pool's messages) or a server out of
 * connections (SQLSTATE 53300). The client may safely retry them, so they are not a 500.
 */
function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.message === 'timeout exceeded when trying to connect' ||
    error.message.startsWith('Connection terminated due to connection timeout') ||
    (error as { code?: unknown }).code === '53300'
  );
}

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? ProblemCode.internal : ProblemCode.badRequest);
}

/** A problem type URI per code: stable, and documented in the README's error section. */
export function problemType(code: string): string {
  return `urn:salvo:problem:${code.toLowerCase().replace(/_/g, '-')}`;
}

/** The exception services throw: everything a client needs to understand a refusal. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: FieldProblem[] = [],
    /** Extra members for the problem document (RFC 9457 extensions), e.g. `{ matchId }`. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'ApiProblem';
  }

  static validation(errors: FieldProblem[], detail?: string): ApiProblem {
    const summary =
      detail ??
      `${errors.length} invalid field${errors.length === 1 ? '' : 's'}: ` +
        errors.map((e) => e.path || '(body)').join(', ');
    return new ApiProblem(HttpStatus.BAD_REQUEST, ProblemCode.validationFailed, summary, errors);
  }

  static notFound(detail: string): ApiProblem {
    return new ApiProblem(HttpStatus.NOT_FOUND, ProblemCode.notFound, detail);
  }

  static conflict(code: string, detail: string): ApiProblem {
    return new ApiProblem(HttpStatus.CONFLICT, code, detail);
  }
}

/** body-parser's errors carry `type`; they are the client's fault, with fixed meanings. */
const BODY_PARSER_ERRORS: Record<string, { status: number; code: string; detail?: string }> = {
  'entity.parse.failed': {
    status: 400,
    code: ProblemCode.malformedJson,
    detail: 'The request body is not valid JSON.',
  },
  'entity.too.large': { status: 413, code: ProblemCode.payloadTooLarge },
  'entity.verify.failed': { status: 400, code: ProblemCode.badRequest },
  'encoding.unsupported': { status: 415, code: ProblemCode.unsupportedMediaType },
  'charset.unsupported': { status: 415, code: ProblemCode.unsupportedMediaType },
  'request.aborted': { status: 400, code: ProblemCode.badRequest },
  'request.size.invalid': { status: 400, code: ProblemCode.badRequest },
  'stream.encoding.set': { status: 500, code: ProblemCode.internal },
};

interface BodyParserError {
  type: string;
  status?: number;
  limit?: number;
  message?: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    (error as { type: string }).type in BODY_PARSER_ERRORS
  );
}

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null) {
    const message = (response as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.map(String).join('; ');
  }
  return fallback;
}

/** The standard reason phrase for a status ("Not Found"), used as the problem's title. */
function titleFor(status: number): string {
  const name = HttpStatus[status] as string | undefined;
  if (!name) return status >= 500 ? 'Internal Server Error' : 'Bad Request';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
    .replace('Payload Too Large', 'Content Too Large');
}

export interface ProblemContext {
  /** The request target, e.g. `/api/v1/matches/123`. */
  instance?: string;
  requestId?: string;
}

function document(
  status: number,
  code: string,
  detail: string,
  context: ProblemContext,
  errors: FieldProblem[] = [],
  extensions: Record<string, unknown> = {},
): ProblemDocument {
  const problem: ProblemDocument = {
    ...extensions,
    type: problemType(code),
    title: titleFor(status),
    status,
    detail,
    code,
  };
  if (context.instance !== undefined) problem.instance = context.instance;
  if (errors.length > 0) problem.errors = errors;
  if (context.requestId !== undefined) problem.requestId = context.requestId;
  return problem;
}

/**
 * Anything thrown, as the problem a client may see. Unknown errors become a 500 `INTERNAL` problem
 * that reveals nothing of the error itself (the caller logs it).
 */
export function toProblem(error: unknown, context: ProblemContext = {}): ProblemDocument {
  if (error instanceof ApiProblem) {
    return document(
      error.status,
      error.code,
      error.detail,
      context,
      error.errors,
      error.extensions,
    );
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const detail =
      status >= 500 ? INTERNAL_DETAIL : messageOf(error.getResponse(), titleFor(status));
    // Nest's router says "Cannot GET /x?query" for a route it does not have: the path will do.
    const noRoute = /^Cannot ([A-Z]+) ([^\s?]+)\S*$/.exec(detail);
    return document(
      status,
      codeForStatus(status),
      noRoute ? `No route ${noRoute[1]} ${noRoute[2]}.` : detail,
      context,
    );
  }
  if (isBodyParserError(error)) {
    const known = BODY_PARSER_ERRORS[error.type];
    const detail =
      known.code === ProblemCode.payloadTooLarge && error.limit !== undefined
        ? `The request body exceeds the limit of ${error.limit} bytes.`
        : (known.detail ??
          (known.status >= 500 ? INTERNAL_DETAIL : (error.message ?? titleFor(known.status))));
    return document(known.status, known.code, detail, context);
  }
  if (isDatabaseBusy(error)) {
    return document(503, ProblemCode.databaseBusy, DATABASE_BUSY_DETAIL, context, [], {
      retryAfter: DATABASE_BUSY_RETRY_SECONDS,
    });
  }
  return document(500, ProblemCode.internal, INTERNAL_DETAIL, context);
}
