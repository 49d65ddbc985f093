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

/**
 * Odds from features weighed by a fit to outcomes (a logistic regression): the weighted sum is the
 * lead, in units where 1 is one unit of log-odds.
 */
export function fittedOdds(features: readonly number[], weights: readonly number[]): number {
  return oddsOfLead(
    features.reduce((n, x, i) => n + weights[i] * x, 0),
    1,
  );
}

/** How far into its turn limit a game is, 0 at the first turn's start to 1 at the limit. */
export function shareOfTurnsPlayed(turn: number, turnLimit: number): number {
  return Math.min(1, Math.max(0, (turn - 1) / Math.max(1, turnLimit)));
}

/**
 * `f` of the side `mine` less the best of the other sides' (a feature of a fitted evaluation with
 * two sides or more); 0 stands for a side not in `sides`, or for the others when there are none.
 */
export function leadOverBestOther(
  sides: readonly string[],
  mine: string | undefined,
  f: (side: string) => number,
): number {
  let own = 0;
  let best = Number.NEGATIVE_INFINITY;
  for (const side of sides) {
    const value = f(side);
    if (side === mine) own = value;
    else best = Math.max(best, value);
  }
  return own - (best === Number.NEGATIVE_INFINITY ? 0 : best);
}
