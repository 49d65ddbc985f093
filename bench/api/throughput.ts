/**
 * Accepted orders per second through one door: `concurrency` drivers, each playing whole matches
 * (a fresh one when its match ends) by asking each seat for its decision and answering it with a
 * legal order, until the time is up. Only what happens after the warm-up counts.
 */
import {
  ApiError,
  matchStatus,
  registerPlayer,
  startMatch,
  type Door,
  type Player,
} from './client.js';
import { now, summarize, type LatencySummary } from './stats.js';

export interface ThroughputOptions {
  seconds: number;
  warmupSeconds: number;
  concurrency: number;
  scenarioId: string;
}

export interface ThroughputResult {
  door: Door['name'];
  seconds: number;
  concurrency: number;
  ordersAccepted: number;
  ordersPerSecond: number;
  matchesFinished: number;
  refused: number;
  /** Server errors (5xx) and lost identities (401 for a valid key): the API failing. */
  errorCount: number;
  /** The first few of them. */
  errors: string[];
  /** POST /orders or submitOrder, from send to answer. */
  submitLatencyMs: LatencySummary;
  /** Fetching the decision then submitting: one move as a bot sees it. */
  decideAndSubmitLatencyMs: LatencySummary;
}

function pick(decision: { choices: unknown[] | null; example: unknown }): unknown {
  const { choices } = decision;
  return choices && choices.length > 0
    ? choices[Math.floor(Math.random() * choices.length)]
    : decision.example;
}

export async function measureThroughput(
  base: string,
  door: Door,
  options: ThroughputOptions,
): Promise<ThroughputResult> {
  const started = now();
  const counting = started + options.warmupSeconds * 1000;
  const deadline = counting + options.seconds * 1000;
  const submit: number[] = [];
  const move: number[] = [];
  let accepted = 0;
  let finished = 0;
  let refused = 0;

  const errors: string[] = [];
  const failed = (error: unknown): void => {
    errors.push(error instanceof Error ? error.message.slice(0, 300) : String(error));
  };

  /** Plays one match to its end (or the deadline). Server errors abandon it. */
  async function play(seats: Player[]): Promise<void> {
    const matchId = await startMatch(base, seats[0], seats[1], options.scenarioId);
    while (now() < deadline) {
      let moved = false;
      for (const player of seats) {
        const t0 = now();
        const decision = await door.decision(matchId, player);
        if (!decision) continue;
        const t1 = now();
        try {
          await door.submit(matchId, player, decision, pick(decision));
        } catch (error) {
          // A refusal (4xx other than a lost identity) is the API working; anything else is not.
          if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401)
            throw error;
          refused++;
          continue;
        }
        const t2 = now();
        moved = true;
        if (t0 >= counting && t2 <= deadline) {
          accepted++;
          submit.push(t2 - t1);
          move.push(t2 - t0);
        }
      }
      if (moved) continue;
      if ((await matchStatus(base, matchId)) !== 'active') {
        if (now() >= counting) finished++;
        return;
      }
      // Active with nothing owed by either seat: a step is resolving; ask again shortly.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async function driver(index: number): Promise<void> {
    let seats: Player[] | null = null;
    while (now() < deadline) {
      try {
        seats ??= [
          await registerPlayer(base, `bench-${door.name}-${index}-a`),
          await registerPlayer(base, `bench-${door.name}-${index}-b`),
        ];
        await play(seats);
      } catch (error) {
        failed(error);
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => driver(i)));
  return {
    door: door.name,
    seconds: options.seconds,
    concurrency: options.concurrency,
    ordersAccepted: accepted,
    ordersPerSecond: Math.round((accepted / options.seconds) * 10) / 10,
    matchesFinished: finished,
    refused,
    errorCount: errors.length,
    errors: errors.slice(0, 5),
    submitLatencyMs: summarize(submit),
    decideAndSubmitLatencyMs: summarize(move),
  };
}
