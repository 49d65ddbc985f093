/**
 * A Billion Suns for the search bot: a game cut short is judged by profit (ABS-SCORE-6, credits
 * now) and, at half its Cost, each ship still in play or in reserve, less the share of its
 * structural integrity its damage has used up (ABS-DMG-2): a ship earns on later contracts and
 * breaks a profit tie (ABS-SCORE-7).
 */
import { oddsOfLead, type Evaluation } from '../../bots/evaluation.js';
import { classCost, shipStats } from './rules/units.js';
import type { AbsState, Seat } from './state.js';

/** What a ship in hand is worth, in credits, as a share of its Cost. */
const FLEET_SHARE = 0.5;
/** A lead of this many credits makes a win about three times likelier than a loss. */
const SCALE = 3;

function worth(state: AbsState, seat: Seat): number {
  let fleet = 0;
  for (const ship of Object.values(state.ships)) {
    if (ship.ceo !== seat || ship.destroyed) continue;
    const integrity = Math.max(1, shipStats(state, ship).silhouette);
    fleet += classCost(ship.classId) * Math.max(0, 1 - ship.damage / integrity);
  }
  return state.ceos[seat].credits + FLEET_SHARE * fleet;
}

export const evaluate: Evaluation<AbsState> = (state, seat) => {
  const others = state.ceos.filter((c) => c.seat !== seat && !c.resigned);
  const lead = worth(state, seat) - Math.max(...others.map((c) => worth(state, c.seat)));
  return oddsOfLead(lead, SCALE);
};
