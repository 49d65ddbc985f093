import type { IncomingMessage } from 'node:http';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { formatGraphQLError } from './graphql-errors.js';
import { GRAPHQL_PATH } from './http-pipeline.js';

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

/**
 * Code-first GraphQL at /graphql: queries and mutations over HTTP, subscriptions over graphql-ws on
 * the same path. The schema lives in memory; `npm run schema` writes it to schema.gql, so a
 * running server never writes into its own source tree.
 */
export function graphqlModule(): DynamicModule {
  return GraphQLModule.forRoot<ApolloDriverConfig>({
    driver: ApolloDriver,
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    // The schema is public (schema.gql is committed): bots and tools may introspect it.
    introspection: true,
    graphiql: true,
    subscriptions: { 'graphql-ws': { path: GRAPHQL_PATH } },
    context: ({ req, res, connectionParams, extra }: ContextInput): GraphQLContext =>
      extra ? { connectionParams, extra } : { req, res },
    // Errors are converted by ProblemFilter and formatGraphQLError, not by Nest's defaults.
    autoTransformHttpErrors: false,
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
  });
}
