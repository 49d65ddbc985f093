/** How a bot seat whose decisions keep failing is tried again. */
export interface RetryPolicy {
  /** The wait after the first failure; it doubles with each failure after, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures in a row after which the ruleset's default order is played for the seat. */
  attempts: number;
}

/** About half a minute of tries (2 + 4 + 8 + 16 s) before the default order. */
export const BOT_RETRY: RetryPolicy = { firstDelayMs: 2_000, maxDelayMs: 30_000, attempts: 5 };

/**
 * The bot seats of this instance whose last plays failed, and when each may be tried again. Per
 * instance: another instance sweeping the same match keeps its own count, which at worst brings
 * the default order sooner.
 */
export class BotRetries {
  private readonly failing = new Map<string, { failures: number; retryAt: number }>();

  constructor(private readonly policy: RetryPolicy = BOT_RETRY) {}

  /** Whether the seat is waiting out its backoff at `now`. */
  waiting(matchId: string, seat: number, now: number): boolean {
    const entry = this.failing.get(key(matchId, seat));
    return entry !== undefined && now < entry.retryAt;
  }

  /** Records a failure at `now`; returns how many in a row, this one included. */
  failed(matchId: string, seat: number, now: number): number {
    const failures = (this.failing.get(key(matchId, seat))?.failures ?? 0) + 1;
    const delay = Math.min(this.policy.firstDelayMs * 2 ** (failures - 1), this.policy.maxDelayMs);
    this.failing.set(key(matchId, seat), { failures, retryAt: now + delay });
    return failures;
  }

  /** Whether the seat has failed so often in a row that its bot is given up on for now. */
  exhausted(matchId: string, seat: number): boolean {
    return (this.failing.get(key(matchId, seat))?.failures ?? 0) >= this.policy.attempts;
  }

  /** The seat played (or was played for): its next failure counts from one again. */
  settled(matchId: string, seat: number): void {
    this.failing.delete(key(matchId, seat));
  }

  /** The match no longer needs its bots (it ended). */
  forget(matchId: string): void {
    for (const k of this.failing.keys()) if (k.startsWith(`${matchId}/`)) this.failing.delete(k);
  }
}

const key = (matchId: string, seat: number): string => `${matchId}/${seat}`;
