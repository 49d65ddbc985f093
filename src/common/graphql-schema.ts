import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

export const SCHEMA_FILE = 'schema.gql';

/** The SDL of the running schema, as committed in schema.gql. */
export function renderSchema(app: INestApplication): string {
  const { schema } = app.get(GraphQLSchemaHost);
  return (
    '# Generated from the code-first resolvers by `npm run schema`. Do not edit by hand.\n\n' +
    `${printSchema(lexicographicSortSchema(schema))}\n`
  );
}
