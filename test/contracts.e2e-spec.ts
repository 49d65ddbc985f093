/**
 * The committed API descriptions match the code: openapi/openapi.json (REST) and schema.gql
 * (GraphQL SDL). When this fails, regenerate with the npm script it names and commit the result.
 */
import { readFile } from 'node:fs/promises';
import { renderSchema, SCHEMA_FILE } from '../src/common/graphql-schema.js';
import { OPENAPI_FILE, renderOpenApi } from '../src/common/openapi.js';
import { startTestApp, type TestApp } from './helpers/app.js';

async function expectCommitted(file: string, generated: string, script: string): Promise<void> {
  const committed = await readFile(file, 'utf8').catch(() => null);
  if (committed === generated) return;
  const lines = [committed?.split('\n') ?? [], generated.split('\n')];
  const at = lines[1].findIndex((line, i) => line !== lines[0][i]);
  throw new Error(
    committed === null
      ? `${file} is missing: run \`${script}\` and commit it.`
      : `${file} is stale (first difference at line ${at + 1}): run \`${script}\` and commit it.\n` +
          `  committed: ${lines[0][at] ?? '(end of file)'}\n  generated: ${lines[1][at]}`,
  );
}

describe('committed API descriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('openapi/openapi.json is what the code generates (npm run openapi)', async () => {
    await expectCommitted(OPENAPI_FILE, renderOpenApi(t.app), 'npm run openapi');
  });

  it('schema.gql is what the code generates (npm run schema)', async () => {
    await expectCommitted(SCHEMA_FILE, renderSchema(t.app), 'npm run schema');
  });

  it('serves the same document at /docs/openapi.json, and Swagger UI at /docs', async () => {
    const res = await t.http.get('/docs/openapi.json').expect(200);
    expect(`${JSON.stringify(res.body, null, 2)}\n`).toBe(renderOpenApi(t.app));
    const ui = await t.http.get('/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
  });
});
