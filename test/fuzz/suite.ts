/**
 * The fuzz campaign as an e2e suite (CI): a few hundred generated requests through one door of
 * the real service, in the database mode the environment names. `FUZZ_REQUESTS` and `FUZZ_SEED`
 * change the count and the seed; the seed is fixed by default so that CI stays reproducible
 * (`npm run fuzz` draws a fresh one each run).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { describeFailure, formatReport, runFuzz, type Door } from './runner.js';

const DEFAULT_SEED = 20_261_125;

export function describeFuzz(door: Door, defaultRequests: number): void {
  const requests = Number(process.env.FUZZ_REQUESTS ?? defaultRequests);
  const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);

  describe(`fuzz: ${door}, driven by the published document`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ listen: true });
    });
    afterAll(async () => {
      await t?.close();
    });

    it(`${requests} generated requests (seed ${seed}): no answer ≥ 500, and /health answers after`, async () => {
      const base = t.url as string;
      const report = await runFuzz({
        base,
        requests,
        seed,
        doors: [door],
        concurrency: 4,
        batch: 250,
        timeoutMs: 30_000,
      });
      process.stdout.write(`${formatReport(report, base)}\n`);
      expect(report.failures.map((f) => describeFailure(f, base))).toEqual([]);
      expect(report.healthy).toBe(true);
      expect(report.sent).toBe(requests);
    }, 300_000);
  });
}
