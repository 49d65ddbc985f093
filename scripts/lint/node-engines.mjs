/* global console, process */
// `npm run lint:engines`: every installed package (package-lock.json) accepts the oldest Node that
// package.json's `engines` allows. KNOWN lists the exceptions with why they still work there;
// anything else fails. Uses the semver package npm itself installs with the tools.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const semver = createRequire(import.meta.url)('semver');
// Exceptions with why they still work on the oldest Node allowed; today none: package.json's
// overrides pin @graphql-tools (utils 12.0.1, whose promise-helpers ^1 wants Node >= 16) and
// file-type 21.3.4 (Node >= 20; @nestjs/common uses it only in FileTypeValidator, which Salvo does not).
const KNOWN = {};

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
