/**
 * SITS for the search bot: a game cut short is judged by the victory points each side would score
 * now (SITS-END-5: damage taken as its share of the hull, a kill in full).
 */
import { oddsOfLead, type Evaluation } from '../../../bots/evaluation.js';
import { victoryPoints } from '../rules/end.js';
import { shipClass, shipsInOrder, type SitsState } from '../state.js';

/** A lead of a tenth of all the ships' cost makes a win about three times likelier than a loss. */
const SCALE_SHARE = 0.1;

export const evaluate: Evaluation<SitsState> = (state, seat) => {
  const mine = state.seatSides[seat];
  const points = victoryPoints(state);
  const others = Object.keys(points).filter((side) => side !== mine);
  const lead = points[mine] - Math.max(...others.map((side) => points[side]));
  const total = shipsInOrder(state).reduce((n, s) => n + shipClass(state, s).cost, 0);
  return oddsOfLead(lead, Math.max(1, total * SCALE_SHARE));
};
