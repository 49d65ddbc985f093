/* global console, process */
// `npm run lint:deps`: every dependency in package.json is used somewhere, checked rather than
// guessed. A package counts as used when a source, test, script or config file names it in
// quotes (an import, a require, a transport or preset name: 'pino-pretty', 'ts-jest'), when a
// package.json script runs one of its binaries, when a used dependency needs it as a (non-optional)
// peer, or, for @types/<x>, when <x> is used (or is node or jest). Exits 1, naming them, if any is
// not. NEEDED lists, each with its reason, what no such rule can see.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

const ROOTS = ['src', 'test', 'scripts', 'bench', 'examples', 'clients', 'migrations'];
const ROOT_FILES = ['jest.config.js', 'eslint.config.js', 'redocly.yaml', 'Dockerfile'];
const SKIP = /(^|\/)(node_modules|dist|generated)(\/|$)/;
const TYPES_FOR_GLOBALS = new Set(['node', 'jest']);
const NEEDED = {
  // @nestjs/apollo's driver imports it (its Express integration) without declaring it.
  '@as-integrations/express5': '@nestjs/apollo',
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const declared = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
];

async function files() {
  const out = [...ROOT_FILES];
  for (const root of ROOTS) {
    let entries = [];
    try {
      entries = await readdir(root, { withFileTypes: true, recursive: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const path = join(e.parentPath, e.name);
      if (e.isFile() && !SKIP.test(path) && /\.(ts|mts|mjs|js|json|ya?ml)$/.test(e.name)) {
        out.push(path);
      }
    }
  }
  return out;
}

const text = (await files()).map((f) => readFileSync(f, 'utf8')).join('\n');
const named = (name) => {
  const quoted = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`['"\`]${quoted}(/[^'"\`]*)?['"\`]`).test(text);
};

function manifestOf(name) {
  try {
    return JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8'));
  } catch {
    return {};
  }
}
function binariesOf(name) {
  const manifest = manifestOf(name);
  if (typeof manifest.bin === 'string') return [name.split('/').pop()];
  return Object.keys(manifest.bin ?? {});
}
/** The peers a package cannot work without. */
function requiredPeersOf(name) {
  const { peerDependencies = {}, peerDependenciesMeta = {} } = manifestOf(name);
  return Object.keys(peerDependencies).filter((peer) => !peerDependenciesMeta[peer]?.optional);
}
const scripts = Object.values(pkg.scripts ?? {}).join('\n');
const runs = (name) =>
  binariesOf(name).some((bin) =>
    new RegExp(`(^|[\\s;&|(])(npx )?${bin}(\\s|$)`, 'm').test(scripts),
  );

const directly = (name) => {
  if (name.startsWith('@types/')) {
    const of = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
    return TYPES_FOR_GLOBALS.has(of) || (declared.includes(of) ? directly(of) : named(of));
  }
  return name in NEEDED || named(name) || runs(name);
};
const direct = declared.filter(directly);
const peers = new Set(direct.flatMap(requiredPeersOf));

const unused = declared.filter((name) => !direct.includes(name) && !peers.has(name));
if (unused.length > 0) {
  console.error(`Dependencies nothing uses (remove them from package.json): ${unused.join(', ')}`);
  process.exit(1);
}
console.log(`lint:deps: all ${declared.length} dependencies are used.`);
