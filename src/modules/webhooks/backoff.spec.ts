import { retryDelayMs } from './backoff.js';

describe('webhook retry backoff', () => {
  it('doubles from the base and stops at the maximum', () => {
    const backoff = { baseMs: 30_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(backoff, n))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(backoff, 12)).toBe(3_600_000);
    expect(retryDelayMs(backoff, 10_000)).toBe(3_600_000);
  });

  it('with the defaults, keeps trying for more than a day in a few dozen attempts', () => {
    const backoff = { baseMs: 30_000, maxMs: 3_600_000 };
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3_600_000) elapsed += retryDelayMs(backoff, ++attempts);
    expect(attempts).toBeLessThan(40);
  });
});
