/** `npm run openapi`: writes openapi/openapi.json from the controllers. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { OPENAPI_FILE, renderOpenApi } from '../src/common/openapi.js';
import { withStandaloneApp } from './standalone-app.js';

await withStandaloneApp(async (app) => {
  await mkdir(dirname(OPENAPI_FILE), { recursive: true });
  await writeFile(OPENAPI_FILE, renderOpenApi(app));
  console.log(`wrote ${OPENAPI_FILE}`);
});
