/* global console, process */
// `npm run lint:engines`: every installed package (package-lock.json) accepts the oldest Node that
// package.json's `engines` allows. KNOWN lists the exceptions with why they still work there;
// anything else fails. Uses the semver package npm itself installs with the tools.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const semver = createRequire(import.meta.url)('semver');
const KNOWN = {
  // From @graphql-tools/utils 12.1: works on Node 20 (the test suites run there); the fix is an
  // npm override of @graphql-tools/utils to 12.0.1, whose promise-helpers ^1 wants Node >= 16.
  'node_modules/@whatwg-node/promise-helpers': '>=22.15.0',
  // From @nestjs/common 12.5 (its FileTypeValidator only, which Salvo does not use); the fix is an
  // npm override of file-type to 21.3.4 (Node >= 20).
  'node_modules/file-type': '>=22',
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const oldest = semver.minVersion(pkg.engines.node).version;
const refusing = Object.entries(lock.packages)
  .filter(([path, p]) => path && p.engines?.node && !semver.satisfies(oldest, p.engines.node))
  .filter(([path, p]) => KNOWN[path] !== p.engines.node);
if (refusing.length > 0) {
  for (const [path, p] of refusing)
    console.error(`${path}@${p.version} wants Node ${p.engines.node}`);
  console.error(`These do not accept Node ${oldest}, the oldest package.json's engines allows.`);
  process.exit(1);
}
console.log(
  `lint:engines: every package accepts Node ${oldest} (known exceptions: ${Object.keys(KNOWN).length}).`,
);
