/**
 * GraphQL side of the error model: the same codes as REST, in `extensions.code`. Errors from our
 * resolvers arrive already converted by the exception filter; Apollo's own (parse, validation)
 * are renamed here, and anything else is masked as INTERNAL.
 */
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ApiProblem, ProblemCode, toProblem, type ProblemDocument } from './problem.js';

/** Marks errors whose extensions we built, so formatting passes them through untouched. */
const OURS = Symbol('salvo.problem');

const APOLLO_CODES: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: ProblemCode.malformedQuery,
  GRAPHQL_VALIDATION_FAILED: ProblemCode.invalidQuery,
  BAD_USER_INPUT: ProblemCode.validationFailed,
  OPERATION_RESOLUTION_FAILURE: ProblemCode.invalidQuery,
  BAD_REQUEST: ProblemCode.badRequest,
  PERSISTED_QUERY_NOT_FOUND: ProblemCode.badRequest,
  PERSISTED_QUERY_NOT_SUPPORTED: ProblemCode.badRequest,
};

/** graphql's parser's words when `maxTokens` stops it (see graphql-limits.ts). */
// graphql 16 says "more that", later versions "more than".
const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] (\d+) tokens/;

export function problemToGraphQLError(problem: ProblemDocument): GraphQLError {
  const { detail, type: _type, title: _title, instance: _instance, ...extensions } = problem;
  const error = new GraphQLError(detail, { extensions });
  Object.defineProperty(error, OURS, { value: true });
  return error;
}

/**
 * A refusal of the request as a whole, before anything ran (a limit passed, a subscription over
 * HTTP): the problem's code, and over HTTP the status (Apollo reads `extensions.http`).
 */
export function limitError(code: string, detail: string, status = 400): GraphQLError {
  const problem = toProblem(new ApiProblem(status, code, detail));
  return problemToGraphQLError({ ...problem, http: { status } });
}

/** graphql's own refusal of a document (syntax, validation), with our code for it. */
export function requestError(error: GraphQLError, code: string): GraphQLError {
  if (oursOf(error)) return error;
  const ours = new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code, status: 400 },
  });
  Object.defineProperty(ours, OURS, { value: true });
  return ours;
}

/** graphql's parse error, with our code: TOO_MANY_TOKENS when `maxTokens` stopped it. */
export function syntaxError(error: GraphQLError): GraphQLError {
  const tokens = TOKEN_LIMIT.exec(error.message);
  return tokens
    ? limitError(ProblemCode.tooManyTokens, `The document has more than ${tokens[1]} tokens.`)
    : requestError(error, ProblemCode.malformedQuery);
}

/** The error we built, whether given as is or wrapped by Apollo or graphql (originalError). */
function oursOf(error: unknown): GraphQLError | null {
  let current: unknown = error;
  for (let hops = 0; hops < 3 && current; hops++) {
    if ((current as Record<symbol, unknown>)[OURS]) return current as GraphQLError;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}

function withoutTransport(extensions: Record<string, unknown>): Record<string, unknown> {
  const { stacktrace: _stacktrace, http: _http, ...rest } = extensions;
  return rest;
}

/** Apollo's `formatError`; graphql-ws errors go through it too. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const ours = oursOf(error);
  if (ours) {
    return {
      ...formatted,
      message: ours.message,
      extensions: withoutTransport({ ...ours.extensions }),
    };
  }
  const extensions = withoutTransport({ ...formatted.extensions });
  const apolloCode =
    typeof extensions.code === 'string' ? APOLLO_CODES[extensions.code] : undefined;
  if (apolloCode === ProblemCode.malformedQuery && TOKEN_LIMIT.test(formatted.message)) {
    const tooMany = syntaxError(new GraphQLError(formatted.message));
    return { message: tooMany.message, extensions: withoutTransport({ ...tooMany.extensions }) };
  }
  if (apolloCode) {
    return { ...formatted, extensions: { code: apolloCode, status: 400 } };
  }
  return {
    message: 'An unexpected error occurred.',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ProblemCode.internal, status: 500 },
  };
}
