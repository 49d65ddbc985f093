/* global Buffer, console, process */
// The embedded database's starting point: an empty PGlite data folder (a fresh initdb), dumped
// once per PGlite version. `npm install` makes it (postinstall), so a first `npm start` loads it
// in about a second instead of running initdb in WASM (7-10 s of CPU); the e2e tests start every
// database from it too. Without it (install scripts turned off) the server runs initdb itself:
// slower, same result. Plain JavaScript: it runs at install time, before anything is compiled,
// and in the production image, which has no dev tools.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the template lives below a project root; the server looks for it at this path. */
export const PGLITE_TEMPLATE = 'node_modules/.cache/salvo/pglite-template.tar';

function installedPgliteVersion(root) {
  const pkg = join(root, 'node_modules/@electric-sql/pglite/package.json');
  return JSON.parse(readFileSync(pkg, 'utf8')).version;
}

/** The template's path, (re)making it when missing or written by another PGlite version. */
export async function ensurePgliteTemplate(root) {
  const path = join(root, PGLITE_TEMPLATE);
  const version = installedPgliteVersion(root);
  const madeBy = await readFile(`${path}.version`, 'utf8').catch(() => null);
  if (madeBy === version && existsSync(path)) return path;
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create('memory://');
  try {
    const dump = await db.dumpDataDir('none');
    await mkdir(join(path, '..'), { recursive: true });
    // Written aside, then renamed: a concurrent run never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    await writeFile(`${path}.version`, version);
  } finally {
    await db.close();
  }
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  try {
    const path = await ensurePgliteTemplate(process.cwd());
    console.log(`embedded database template ready: ${path} (${Date.now() - started} ms)`);
  } catch (error) {
    // Never fails the install: the server can still initialise its database itself.
    console.log(
      `embedded database template not made (${String(error)}); first start will be slower`,
    );
  }
}
