import type { IncomingMessage } from 'node:http';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/config.js';
import { formatGraphQLError, limitError } from './graphql-errors.js';
import { describeRootTypes } from './graphql-schema.js';
import { LIMIT_RULES, PARSE_OPTIONS } from './graphql-limits.js';
import { graphqlWsOptions } from './graphql-ws.js';
import { GRAPHQL_PATH } from './http-pipeline.js';
import { ProblemCode } from './problem.js';

/** What resolvers find in their context: the HTTP request, or the WebSocket connection. */
export interface GraphQLContext {
  req?: Request;
  res?: Response;
  /** graphql-ws: the connection's parameters (API key) and its upgrade request. */
  connectionParams?: Record<string, unknown>;
  extra?: { request: IncomingMessage };
}

interface ContextInput {
  req?: Request;
  res?: Response;
  connectionParams?: Record<string, unknown>;
  extra?: { request: IncomingMessage };
}

/** A subscription needs a connection that stays open: over HTTP it cannot run, so it is refused. */
const refuseSubscriptionsOverHttp: ApolloServerPlugin = {
  requestDidStart: () =>
    Promise.resolve({
      didResolveOperation: ({ operation }) => {
        if (operation?.operation !== 'subscription') return Promise.resolve();
        return Promise.reject(
          limitError(
            ProblemCode.subscriptionOverHttp,
            `Subscriptions run over WebSocket (graphql-ws, on ${GRAPHQL_PATH}), not HTTP POST.`,
          ),
        );
      },
    }),
};

/**
 * Code-first GraphQL at /graphql: queries and mutations over HTTP, subscriptions over graphql-ws on
 * the same path. The schema lives in memory; `npm run schema` writes it to schema.gql, so a
 * running server never writes into its own source tree.
 */
export function graphqlModule(config: AppConfig): DynamicModule {
  return GraphQLModule.forRoot<ApolloDriverConfig>({
    driver: ApolloDriver,
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    transformSchema: describeRootTypes,
    // The schema is public (schema.gql is committed): bots and tools may introspect it.
    introspection: true,
    // GraphiQL is served from the installed packages (graphiql.ts), not Apollo's CDN pages.
    graphiql: false,
    subscriptions: { 'graphql-ws': graphqlWsOptions(config, GRAPHQL_PATH) },
    // Document limits (graphql-limits.ts); graphql-ws applies the same in graphql-ws.ts.
    parseOptions: PARSE_OPTIONS,
    validationRules: [...LIMIT_RULES],
    plugins: [refuseSubscriptionsOverHttp],
    allowBatchedHttpRequests: false,
    context: ({ req, res, connectionParams, extra }: ContextInput): GraphQLContext =>
      extra ? { connectionParams, extra } : { req, res },
    // Errors are converted by ProblemFilter and formatGraphQLError, not by Nest's defaults.
    autoTransformHttpErrors: false,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
  });
}
