/**
 * The empty PGlite data folder that `npm install` dumps (scripts/pglite-template.mjs, which says
 * why): a new embedded database loads it instead of running initdb. Looked for below the folder
 * the server starts in, as `npm start` and the Docker image do.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The same path as the install script's (a test holds them together). */
export const PGLITE_TEMPLATE = 'node_modules/.cache/salvo/pglite-template.tar';

export function installedPgliteTemplate(root: string = process.cwd()): string | undefined {
  const path = join(root, PGLITE_TEMPLATE);
  return existsSync(path) ? path : undefined;
}
