/**
 * Once per `jest` run, before the e2e suites: the PGlite seed they load instead of an initdb
 * (self-contained: Jest loads this file outside its module mapping).
 *
 * A freshly initialised PGlite data directory, dumped once and reused: creating one costs about
 * 4 s of CPU (initdb), loading the dump well under 1 s. Kept in node_modules/.cache between runs,
 * keyed by the PGlite version that wrote it.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const ROOT = resolve(import.meta.dirname, '..');

async function pgliteVersion(): Promise<string> {
  const pkg = JSON.parse(
    await readFile(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

async function pgliteSeedPath(): Promise<string> {
  return join(ROOT, 'node_modules/.cache/salvo', `pglite-${await pgliteVersion()}-empty.tar`);
}

/** The seed's path, creating the dump first if this PGlite version has none yet. */
async function ensurePgliteSeed(): Promise<string> {
  const path = await pgliteSeedPath();
  if (
    await stat(path).then(
      () => true,
      () => false,
    )
  )
    return path;
  const db = await PGlite.create('memory://');
  try {
    const dump = await db.dumpDataDir('none');
    await mkdir(dirname(path), { recursive: true });
    // Written aside, then renamed: a concurrent run never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  } finally {
    await db.close();
  }
  return path;
}

export default async function globalSetup(): Promise<void> {
  process.env.SALVO_TEST_PGLITE_SEED = await ensurePgliteSeed();
}
