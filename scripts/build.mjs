/* global console */
// Fast build for `npm start` and the Docker image: compiles TypeScript to dist/ with SWC,
// file by file, without type checking (`npm run typecheck` and CI do that; `npm run build:tsc`
// is the full tsc build with declarations). Same layout as tsc: src/main.ts -> dist/src/main.js.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { transformFile } from '@swc/core';

// examples: the demo (scripts/demo.ts) plays with the example bot client.
const ROOTS = ['src', 'migrations', 'scripts', 'bench', 'examples'];
const OUT = 'dist';

/** Mirrors tsconfig.json: ES2022, ESM, legacy decorators with metadata (NestJS, TypeORM). */
const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6', strict: true },
  sourceMaps: true,
};

async function sources(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return (
    entries
      // As tsconfig.build.json: no tests, declarations or test helpers (test-*.ts).
      .filter(
        (e) => e.isFile() && /\.ts$/.test(e.name) && !/(\.(spec|d)\.ts|^test-.*)$/.test(e.name),
      )
      .map((e) => join(e.parentPath, e.name))
  );
}

const started = Date.now();
await rm(OUT, { recursive: true, force: true });
const files = (await Promise.all(ROOTS.map(sources))).flat();
await Promise.all(
  files.map(async (file) => {
    const target = join(OUT, file.replace(/\.ts$/, '.js'));
    const { code, map } = await transformFile(file, {
      ...options,
      sourceFileName: relative(dirname(target), file),
    });
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
    await writeFile(`${target}.map`, map);
  }),
);
console.log(`built ${files.length} files into ${OUT}/ in ${Date.now() - started} ms`);
