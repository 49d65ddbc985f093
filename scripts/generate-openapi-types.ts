/** `npm run openapi:types`: writes the API's TypeScript types for the typed bot client. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { OPENAPI_TYPES_FILE, renderOpenApiTypes } from './openapi-types.js';

await mkdir(dirname(OPENAPI_TYPES_FILE), { recursive: true });
await writeFile(OPENAPI_TYPES_FILE, await renderOpenApiTypes());
console.log(`wrote ${OPENAPI_TYPES_FILE}`);
