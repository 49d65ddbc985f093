/** When retries happen: doubling from `baseMs`, never more than `maxMs` apart. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** The delay before the next attempt, after `failures` failed attempts (1 or more). */
export function retryDelayMs(backoff: Backoff, failures: number): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 40);
  return Math.min(backoff.baseMs * 2 ** exponent, backoff.maxMs);
}
