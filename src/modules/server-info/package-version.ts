import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The version in the project's package.json, found by walking up from this file: the same code
 * runs from src/ (tests) and dist/src/ (built).
 */
export function packageVersion(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'salvo' && pkg.version) return pkg.version;
    } catch {
      // No package.json here: keep walking up.
    }
    if (dirname(dir) === dir) throw new Error('package.json of salvo not found');
  }
}
