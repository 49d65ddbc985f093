/**
 * Stratoyager's search bot: the engine's determinized search (bots/search.ts), playing forward
 * with the heuristic pilot to the start of the next turn but one, and judging a playout cut short
 * there by the points each side would score (SY-VIC-3) plus the damage done so far.
 */
import type { Seat } from '../../../core/contract.js';
import type { Ruleset } from '../../../core/contract.js';
import { SEARCH_BUDGET, searchBot, type SearchOptions } from '../../../bots/search.js';
import type { GameState } from '../model.js';
import { scores } from '../rules/victory.js';
import { unitType } from '../units/index.js';
import { SHIELD_LEVEL } from './assess.js';
import { heuristicBot } from './heuristic.js';

/** Points of lead that make a win about three times likelier than a loss. */
const SCALE = 100;

/**
 * Damage done, in points: each lost structure point as its share of the unit, and each lost
 * shield level as `SHIELD_LEVEL` of one (shields go first: a playout of a turn or two often takes
 * nothing else), half counted.
 */
function damageDone(state: GameState, side: number): number {
  let done = 0;
  for (const u of state.units) {
    if (u.side === side || u.structure <= 0) continue;
    const type = unitType(u.typeId);
    const lost = type.structure - u.structure + (type.maxShields - u.shields) * SHIELD_LEVEL;
    done += (lost / type.structure) * type.points * 0.5;
  }
  return done;
}

/** How likely `seat` is to win from `state`: a logistic of its lead. */
export function evaluate(state: GameState, seat: Seat): number {
  const points = scores(state, null);
  const other = seat === 0 ? 1 : 0;
  const lead = points[seat] + damageDone(state, seat) - points[other] - damageDone(state, other);
  return 1 / (1 + Math.exp(-lead / SCALE));
}

/**
 * The generic budget, but each playout also stops at the start of the turn after next (`turns:
 * 2`): in a dogfight that comes before the 16 orders, so a playout is judged between turns, when
 * both sides have moved and fired, not half way through a turn after one side's shots and before
 * the other's. There it gives 62–64 policy orders a searched decision against 99–100, and won 123
 * dogfights of 300 against the base's 119: as strong, for a third less work
 * (docs/decisions/0023-search-bot-candidates-and-budget.md, ninth pass). Where a turn is longer (pilot-episode) the 16 orders still stop a playout first:
 * no more work than before anywhere.
 */
export const STRATOYAGER_SEARCH_BUDGET = { ...SEARCH_BUDGET, turns: 2 };

/** `options` over the built-in budget, to measure others. */
export function stratoyagerSearchBot(
  ruleset: Ruleset<GameState, unknown>,
  options: Partial<SearchOptions<GameState>> = {},
) {
  return searchBot(ruleset, {
    ...STRATOYAGER_SEARCH_BUDGET,
    policy: heuristicBot,
    evaluate,
    ...options,
  });
}
