/**
 * Plays simulated games: the same in a worker thread or in the caller's own thread. A game is a
 * pure function of the plan and its index, which is what makes a run reproducible whatever the
 * number of workers. This module reads no registry: a worker that knows its ruleset's module
 * loads that ruleset alone (light-table.ts).
 */
import type { Bot } from '../engine/bots/bot.js';
import { playOut } from '../engine/bots/play-out.js';
import type { Ruleset } from '../engine/core/contract.js';
import { Match } from '../engine/core/match.js';
import { rngFromSeed, type Rng } from '../engine/core/rng.js';
import { botInSeat, gameSeed, type SimulationPlan } from './plan.js';

/** How one game went. `error` set means it did not finish properly and has no result. */
export interface GameRecord {
  index: number;
  /** Bots (indices into `plan.bots`) that won; empty for a draw. */
  winners: number[];
  /** Seats that won: to see whether a seat is favoured. */
  winningSeats: number[];
  draw: boolean;
  reason: string;
  turns: number;
  orders: number;
  error?: string;
}

/** What a player of the plan needs, resolved once rather than per game. */
export interface Table {
  plan: SimulationPlan;
  ruleset: Ruleset;
  bots: Bot[];
}

export function playGame(table: Table, index: number): GameRecord {
  const seed = gameSeed(table.plan, index);
  const record: GameRecord = {
    index,
    winners: [],
    winningSeats: [],
    draw: false,
    reason: '',
    turns: 0,
    orders: 0,
  };
  let match: Match | undefined;
  try {
    match = Match.create(
      table.ruleset,
      { rulesetId: table.ruleset.id, scenarioId: table.plan.scenarioId },
      seed,
    );
    if (match.seats !== table.bots.length)
      throw new Error(`the match has ${match.seats} seats for ${table.bots.length} bots`);
    const rngs: Rng[] = Array.from({ length: match.seats }, (_, seat) =>
      rngFromSeed(seed, `seat-${seat}`),
    );
    record.orders = play(table, index, match, rngs);
    record.turns = match.phase().turn;
    const outcome = match.outcome()!;
    record.winningSeats = [...outcome.winners].sort((a, b) => a - b);
    record.winners = record.winningSeats.map((seat) => botInSeat(table.plan, index, seat));
    record.draw = outcome.draw || outcome.winners.length === 0;
    record.reason = outcome.reason;
  } catch (err) {
    record.error = err instanceof Error ? err.message : String(err);
    record.orders = match?.lastOrderSeq ?? 0;
  }
  return record;
}

function play(table: Table, index: number, match: Match, rngs: Rng[]): number {
  return playOut(
    match,
    (seat) => table.bots[botInSeat(table.plan, index, seat)],
    rngs,
    table.plan.maxOrders,
  );
}
