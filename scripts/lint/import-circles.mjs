/* global console, process */
// `npm run lint` (lint:circles): no import circles, type-only imports included. A circle makes
// module load order matter and hides which file owns a concept; this check keeps them from
// coming back. `node scripts/lint/import-circles.mjs [globs...]` checks other files instead.
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';

/** Everything the project compiles or runs. */
export const PROJECT = [
  'src/**/*.ts',
  'bench/**/*.ts',
  'scripts/**/*.ts',
  'scripts/**/*.mjs',
  'test/**/*.ts',
  'migrations/**/*.ts',
];

/** Not checked: dependencies, and the fixtures that must contain a circle (the test of this check). */
export const PROJECT_EXCLUDE = /node_modules|test\/lint\/fixtures/;

/** The import circles among the files `globs` match (and the files they import). */
export async function importCircles(globs, exclude = /node_modules/) {
  const tree = await parseDependencyTree(globs, { transform: false, exclude });
  return parseCircular(tree);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const globs = process.argv.slice(2);
  const circles = globs.length
    ? await importCircles(globs)
    : await importCircles(PROJECT, PROJECT_EXCLUDE);
  if (circles.length > 0) {
    console.error(`Import circles (${circles.length}):\n${prettyCircular(circles, '  ')}`);
    process.exitCode = 1;
  }
}
