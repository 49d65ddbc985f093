/**
 * What one GraphQL document may ask for, checked before anything runs: nesting depth, aliases,
 * directives, tokens and an estimated cost (graphql-armor's validation rules; the token limit
 * is graphql's own parser option). Without them, 5,000 aliases of one field took 9 s of CPU
 * and 22 MB. The same rules serve HTTP (Apollo) and graphql-ws.
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError, ParseOptions, ValidationContext, ValidationRule } from 'graphql';
import { limitError } from './graphql-errors.js';
import { ProblemCode } from './problem.js';

/**
 * The limits, documented in the README. The schema nests 5 levels at most and its fullest
 * query (`matches` with every field) costs about 150: these leave room for what clients really
 * send, and for GraphiQL's introspection query (depth 15, about 600 tokens). Introspection is
 * left out of the cost: graphql's own MaxIntrospectionDepthRule bounds it.
 */
export const GRAPHQL_LIMITS = {
  depth: 20,
  aliases: 30,
  directives: 20,
  tokens: 3000,
  cost: 2000,
} as const;

/** armor's rules report through this: our code instead of its generic validation error. */
function refuseWith(code: string) {
  return {
    // Report rather than throw: a thrown error would end validation as an unexpected failure.
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(limitError(code, error.message.replace(/^Syntax Error: /, ''))),
    ],
  };
}

const armor = new ApolloArmor({
  maxDepth: {
    n: GRAPHQL_LIMITS.depth,
    // Depth as the answer nests: a fragment is not a level of its own.
    flattenFragments: true,
    ignoreIntrospection: false,
    ...refuseWith(ProblemCode.queryTooDeep),
  },
  maxAliases: { n: GRAPHQL_LIMITS.aliases, ...refuseWith(ProblemCode.tooManyAliases) },
  maxDirectives: { n: GRAPHQL_LIMITS.directives, ...refuseWith(ProblemCode.tooManyDirectives) },
  costLimit: {
    maxCost: GRAPHQL_LIMITS.cost,
    ...refuseWith(ProblemCode.queryTooCostly),
  },
  // graphql's parser counts tokens itself (parseOptions below), before any plugin could.
  maxTokens: { enabled: false },
  // The schema is public (schema.gql): "did you mean" helps bot authors and reveals nothing.
  blockFieldSuggestion: { enabled: false },
}).protect();

/** Run after graphql's own rules, over HTTP and over graphql-ws. */
export const LIMIT_RULES: readonly ValidationRule[] = armor.validationRules;

export const PARSE_OPTIONS: ParseOptions = { maxTokens: GRAPHQL_LIMITS.tokens };
