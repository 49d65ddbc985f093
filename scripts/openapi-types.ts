/**
 * TypeScript types of the REST API, generated from openapi/openapi.json by openapi-typescript:
 * the typed bot client in examples/bot-client compiles against them, so a change of the API that
 * breaks clients breaks the build. Formatted with the project's Prettier settings so the file
 * is stable and diffable.
 */
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';

export const OPENAPI_TYPES_FILE = 'clients/typescript/src/generated/openapi.ts';
const SOURCE = 'openapi/openapi.json';

export async function renderOpenApiTypes(documentText?: string): Promise<string> {
  const document = JSON.parse(documentText ?? (await readFile(SOURCE, 'utf8'))) as OpenAPI3;
  const ast = await openapiTS(document, { alphabetize: true });
  const header = `${COMMENT_HEADER}// Source: ${SOURCE}. Regenerate with \`npm run openapi:types\`.\n\n`;
  const options = await prettier.resolveConfig(OPENAPI_TYPES_FILE);
  return prettier.format(header + astToString(ast), {
    ...options,
    filepath: OPENAPI_TYPES_FILE,
  });
}
