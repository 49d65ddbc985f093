/**
 * A private build of the service for tests that run it as separate processes: the project's own
 * build script, run in a temporary folder that links to the sources, so it never replaces the
 * dist/ a developer or another test may be running.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const LINKED = ['src', 'migrations', 'scripts', 'bench', 'node_modules', 'package.json'];

export interface PrivateBuild {
  /** The built `main.js`. */
  main: string;
  remove(): Promise<void>;
}

export async function buildPrivately(): Promise<PrivateBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-build-'));
  for (const entry of LINKED) await symlink(join(ROOT, entry), join(dir, entry));
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  }
  return {
    main: join(dir, 'dist/src/main.js'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
