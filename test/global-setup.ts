/**
 * Once per `jest` run, before the e2e suites: the PGlite template they load instead of an initdb
 * (self-contained: Jest loads this file outside its module mapping). `npm install` normally made
 * it already; this makes it when install scripts were skipped or PGlite changed.
 */
import { resolve } from 'node:path';
import { ensurePgliteTemplate } from '../scripts/pglite-template.mjs';

export default async function globalSetup(): Promise<void> {
  process.env.SALVO_TEST_PGLITE_SEED = await ensurePgliteTemplate(
    resolve(import.meta.dirname, '..'),
  );
}
