/**
 * The Expanse for the search bot: a battle cut short is judged by each side's ships still in the
 * fight (EX-VIC-1), each worth less for the hull and system losses it has taken.
 */
import { oddsOfLead, type Evaluation } from '../../../bots/evaluation.js';
import type { ExpanseState } from '../battle.js';
import { defeatedShip } from '../rules/round.js';

/** What a loss box costs a ship's worth: a hull loss twice a system's. */
const HULL_LOSS = 0.2;
const SYSTEM_LOSS = 0.1;

function strength(state: ExpanseState, side: string): number {
  let sum = 0;
  for (const ship of state.ships) {
    if (ship.side !== side || defeatedShip(ship, false, state.outOfControl.includes(ship.id)))
      continue;
    const l = ship.losses;
    const systems = l.manoeuvrability + l.sensors + l.weapons;
    sum += Math.max(0.2, 1 - HULL_LOSS * l.hull - SYSTEM_LOSS * systems);
  }
  return sum;
}

export const evaluate: Evaluation<ExpanseState> = (state, seat) => {
  const mine = state.sides[seat]?.id;
  const others = state.sides.filter((s) => s.id !== mine).map((s) => strength(state, s.id));
  const lead = strength(state, mine) - Math.max(0, ...others);
  return oddsOfLead(lead, 0.5);
};
