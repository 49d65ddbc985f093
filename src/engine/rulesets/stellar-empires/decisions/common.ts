/** What every Stellar Empires decision kind shares: ids, unit checks and the codes of spec 7.6. */
import type { Seat } from '../../../core/contract.js';
import { problem, type Problem } from '../../../core/problems.js';
import { unactedUnits } from '../flow.js';
import { unitShips } from '../rules/ships.js';
import type { SeState, Side } from '../state.js';

export const OrderCodes = {
  unknownUnit: 'E_UNKNOWN_UNIT',
  notOwner: 'E_NOT_OWNER',
  alreadyMoved: 'E_UNIT_ALREADY_MOVED',
  alreadyFired: 'E_UNIT_ALREADY_FIRED',
  incomplete: 'E_SQUADRON_INCOMPLETE',
  unknownShip: 'E_UNKNOWN_SHIP',
  fallOut: 'E_FALL_OUT_INVALID',
  schema: 'E_INVALID_SCHEMA',
} as const;

export function decisionId(s: SeState, kind: string): string {
  return `t${s.turn}.${s.phase}.${kind}.${s.acted.length}`;
}

export const unitIdSchema = { type: 'string', minLength: 1, maxLength: 32 } as const;

/** SE-MOV-3, SE-HIT-1: the unit must be one of the seat's units that has not acted this phase. */
export function unitProblems(s: SeState, seat: Seat, unit: string): Problem[] {
  const ships = unitShips(s, unit);
  if (ships.length === 0)
    return [problem(OrderCodes.unknownUnit, `no unit "${unit}" in play`, '/unit')];
  if (ships[0].side !== seat)
    return [problem(OrderCodes.notOwner, `${unit} belongs to the other side`, '/unit')];
  if (!unactedUnits(s, seat as Side).includes(unit))
    return [
      problem(
        s.phase === 'combat' ? OrderCodes.alreadyFired : OrderCodes.alreadyMoved,
        `${unit} has already acted this phase`,
        '/unit',
      ),
    ];
  return [];
}

export function firstUnit(s: SeState, seat: Seat): string {
  return unactedUnits(s, seat as Side)[0];
}
