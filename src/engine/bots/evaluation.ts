import type { Seat } from '../core/contract.js';

/**
 * A ruleset's judgement of a game cut short: how likely `seat` is to win from `state`, 0..1. The
 * search bot asks it where a playout stops at its horizon; without one such a playout counts as
 * a draw, so only games that end within the horizon tell its candidates apart.
 */
export type Evaluation<S = unknown> = (state: S, seat: Seat) => number;

/** A lead turned into odds: ½ when level, ¾ at a lead of `scale` × ln 3, towards 1 beyond. */
export function oddsOfLead(lead: number, scale: number): number {
  return 1 / (1 + Math.exp(-lead / scale));
}
