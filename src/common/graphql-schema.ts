import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

export const SCHEMA_FILE = 'schema.gql';

/** The SDL of the running schema, as committed in schema.gql. */
export function renderSchema(app: INestApplication): string {
  const { schema } = app.get(GraphQLSchemaHost);
  return (
    '# Generated from the code-first resolvers by `npm run schema`. Do not edit by hand.\n\n' +
    `${printSchema(lexicographicSortSchema(schema))}\n`
  );
}

const ROOT_DESCRIPTIONS = {
  query: 'Reads: the catalog, matches, decisions, event logs and replays.',
  mutation: 'Writes: players, matches, seats, invitations and orders.',
  subscription:
    'Live feeds over graphql-ws on the same path: match events, phases and decisions as they happen.',
} as const;

/**
 * Code-first resolvers cannot describe the root types themselves; graphql-schema-linter (in
 * `npm run lint`) wants every type described.
 */
export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  for (const [kind, type] of Object.entries(roots)) {
    if (type && !type.description) type.description = ROOT_DESCRIPTIONS[kind as keyof typeof roots];
  }
  return schema;
}
