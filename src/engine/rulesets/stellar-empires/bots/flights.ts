/**
 * The heuristic's flights. A flight built to fight flights (an anti-fighter weapon design: a
 * dogfight bonus, SE-FTR-15, and a damage penalty against ships, SE-FTR-16) hunts the enemy's
 * flights and fights ships only when none is left; every other flight goes for the nearest enemy
 * ship. Sent at ships, light anti-fighter flights scratch armor and shields with 1D8−2 while the
 * enemy's strike fighters they were built to stop work the carrier over unopposed.
 */
import { distance } from '../../../geometry/index.js';
import { weaponDesign } from '../data/data.js';
import {
  focusedFighterCombat,
  movesToward,
  nearestEnemyShip,
} from '../decisions/fighter-orders.js';
import { position } from '../rules/bearings.js';
import { dogfights } from '../rules/level2/fighters/dogfights.js';
import type { FighterAttack, FlightState } from '../rules/level2/fighters/flight-state.js';
import { activeFlights, typeOf } from '../rules/level2/fighters/flights.js';
import type { FighterMove } from '../rules/level2/fighters/moves.js';
import type { SeState, Side } from '../state.js';

export function huntsFlights(f: FlightState): boolean {
  const d = weaponDesign(typeOf(f).weapon_design);
  return d.dogfight_bonus > d.damage_bonus;
}

function nearestTo<T extends { x: number; y: number }>(
  f: FlightState,
  among: readonly T[],
): T | undefined {
  let best: T | undefined;
  let bestRange = Infinity;
  for (const x of among) {
    const range = distance(position(f), position(x));
    if (range < bestRange) [best, bestRange] = [x, range];
  }
  return best;
}

/** Where a flight heads: a hunter at the nearest enemy flight, else at the nearest enemy ship. */
function quarry(s: SeState, f: FlightState): { x: number; y: number } | undefined {
  const prey = huntsFlights(f) ? nearestTo(f, activeFlights(s, (1 - f.side) as Side)) : undefined;
  return prey ?? nearestEnemyShip(s, f);
}

/** Up to `limit` of the side's unmoved flights, each straight at its quarry (SE-FTR-5). */
export function flightMoves(s: SeState, side: Side, limit: number): FighterMove[] {
  return movesToward(s, side, limit, (f) => quarry(s, f));
}

/**
 * SE-FTR-14..16: hunters outside a dogfight attack the nearest free enemy flight in range; the
 * rest attack their nearest enemy in range, and dogfight remainders go to the weakest flight.
 */
export function fighterCombat(s: SeState, side: Side) {
  const fighting = new Set(
    dogfights(s)
      .flat()
      .map((f) => f.id),
  );
  const free = activeFlights(s, (1 - side) as Side).filter((e) => !fighting.has(e.id));
  const attacks: FighterAttack[] = [];
  for (const f of activeFlights(s, side)) {
    if (fighting.has(f.id) || !huntsFlights(f)) continue;
    const inRange = free.filter((e) => distance(position(f), position(e)) <= typeOf(f).range);
    const prey = nearestTo(f, inRange);
    if (prey) attacks.push({ flight: f.id, target: prey.id });
  }
  return { ...focusedFighterCombat(s, side), ...(attacks.length > 0 ? { attacks } : {}) };
}
