/** `npm run schema`: writes schema.gql (the GraphQL SDL) from the code-first resolvers. */
import { writeFile } from 'node:fs/promises';
import { renderSchema, SCHEMA_FILE } from '../src/common/graphql-schema.js';
import { withStandaloneApp } from './standalone-app.js';

await withStandaloneApp(async (app) => {
  await writeFile(SCHEMA_FILE, renderSchema(app));
  console.log(`wrote ${SCHEMA_FILE}`);
});
