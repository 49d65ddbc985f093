/**
 * GraphQL side of the error model: the same codes as REST, in `extensions.code`. Errors from our
 * resolvers arrive already converted by the exception filter; Apollo's own (parse, validation)
 * are renamed here, and anything else is masked as INTERNAL.
 */
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ProblemCode, type ProblemDocument } from './problem.js';

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

export function problemToGraphQLError(problem: ProblemDocument): GraphQLError {
  const { detail, type: _type, title: _title, instance: _instance, ...extensions } = problem;
  const error = new GraphQLError(detail, { extensions });
  Object.defineProperty(error, OURS, { value: true });
  return error;
}

function isOurs(error: unknown): boolean {
  const original = (error as { originalError?: unknown } | undefined)?.originalError;
  return Boolean(
    (error as Record<symbol, unknown> | undefined)?.[OURS] ||
    (original as Record<symbol, unknown> | undefined)?.[OURS],
  );
}

/** Apollo's `formatError`. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  if (isOurs(error)) return { ...formatted, extensions };
  const apolloCode =
    typeof extensions.code === 'string' ? APOLLO_CODES[extensions.code] : undefined;
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
