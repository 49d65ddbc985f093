/**
 * Stratoyager's search bot: the engine's determinized search (bots/search.ts), playing forward
 * with the heuristic pilot, and judging a playout cut short by the points each side would score
 * (SY-VIC-3) plus the damage done so far.
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

/** `options` over the built-in budget, to measure others. */
export function stratoyagerSearchBot(
  ruleset: Ruleset<GameState, unknown>,
  options: Partial<SearchOptions<GameState>> = {},
) {
  return searchBot(ruleset, { ...SEARCH_BUDGET, policy: heuristicBot, evaluate, ...options });
}
