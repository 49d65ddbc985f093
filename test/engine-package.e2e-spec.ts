/**
 * The engine as a library: the package's `./engine` export, built as `npm run build:engine` builds
 * it (JavaScript and .d.ts), imported by a separate TypeScript program (test/engine-package/
 * consumer.ts) that type-checks against the shipped declarations only, then runs.
 */
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve('.');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
// Inside the project, so the package's own dependencies resolve from its node_modules.
const WORK = join(
  realpathSync(join(ROOT, 'node_modules')),
  '.cache',
  `salvo-engine-package-${process.pid}`,
);

describe('the engine as a typed library (salvo/engine)', () => {
  afterAll(() => rm(WORK, { recursive: true, force: true }));

  it('type-checks a separate program against the shipped .d.ts, and runs it', async () => {
    const pkg = join(WORK, 'salvo');
    const consumer = join(WORK, 'consumer');
    await run(process.execPath, [TSC, '-p', 'tsconfig.engine.json', '--outDir', join(pkg, 'dist')]);
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as Record<string, unknown>;
    const { name, type, exports, license } = manifest;
    expect(license).toBe('Apache-2.0');
    await writeFile(join(pkg, 'package.json'), JSON.stringify({ name, type, exports, license }));

    await mkdir(join(consumer, 'node_modules'), { recursive: true });
    await symlink(pkg, join(consumer, 'node_modules', 'salvo'), 'dir');
    await cp('test/engine-package', consumer, { recursive: true });
    await writeFile(join(consumer, 'package.json'), '{ "type": "module" }');

    const { stdout: files } = await run(process.execPath, [
      TSC,
      '-p',
      join(consumer, 'tsconfig.json'),
      '--listFiles',
    ]);
    // The engine's types came from the shipped declarations, not from its sources.
    expect(files).toContain(join(pkg, 'dist', 'src', 'engine', 'index.d.ts'));
    expect(files).not.toMatch(/src\/engine\/[\w/-]+\.ts\n/);

    const { stdout } = await run(process.execPath, [join(consumer, 'out', 'consumer.js')]);
    expect(JSON.parse(stdout)).toEqual({
      rulesets: expect.any(Number),
      over: true,
      events: expect.any(Number),
      verified: true,
    });
  }, 180_000);
});
