/**
 * Flight-level shorthands (SE-D-24), so a bot need not address every flight: `toward` moves the
 * side's unmoved flights (up to the batch limit) straight at a target, as far as their thrust
 * allows and no nearer than 1 inch; `attack_nearest` has every flight outside a dogfight attack
 * the nearest enemy ship in its range, else the nearest enemy flight outside a dogfight.
 */
import { distance } from '../../../geometry/index.js';
import { position } from '../rules/bearings.js';
import { dogfights } from '../rules/level2/fighters/dogfights.js';
import { namedDogfights, rankingWish } from '../rules/level2/fighters/dogfight-allocations.js';
import type {
  DogfightAllocation,
  FighterAttack,
  FlightState,
} from '../rules/level2/fighters/flight-state.js';
import { activeFlights, typeOf } from '../rules/level2/fighters/flights.js';
import { thrustCost, type FighterMove } from '../rules/level2/fighters/moves.js';
import { hasCommand } from '../rules/level2/command-mods.js';
import {
  bayLost,
  baysOf,
  doorsFit,
  flightsAboard,
  launchFlightProblems,
  type BayLaunch,
} from '../rules/level2/fighters/bays.js';
import type { SeState, ShipState } from '../state.js';

/** A ship or flight id, or "nearest" (the nearest enemy ship of each flight). */
export const towardSchema = {
  type: 'string',
  description:
    'move up to the batch limit of your unmoved flights straight at this ship or flight ("nearest": each at its nearest enemy ship)',
} as const;

export function nearestEnemyShip(s: SeState, f: FlightState) {
  return s.ships
    .filter((x) => x.status === 'active' && x.side !== f.side)
    .sort((a, b) => distance(position(f), position(a)) - distance(position(f), position(b)))[0];
}

/** The point `f` reaches heading at `to`, stopping 1" short, within its thrust (asteroids double). */
function stepToward(s: SeState, f: FlightState, to: { x: number; y: number }): FighterMove | null {
  const d = distance(position(f), position(to));
  if (d <= 1) return null;
  let reach = Math.min(typeOf(f).thrust, d - 1);
  for (let i = 0; i < 20; i++) {
    const p = { x: f.x + ((to.x - f.x) * reach) / d, y: f.y + ((to.y - f.y) * reach) / d };
    if (thrustCost(s, f, p) <= typeOf(f).thrust) return { flight: f.id, to: p };
    reach *= 0.8;
  }
  return null;
}

export function towardMoves(s: SeState, side: 0 | 1, target: string, limit: number): FighterMove[] {
  const fixed =
    s.ships.find((x) => x.id === target && x.status === 'active') ??
    activeFlights(s).find((f) => f.id === target);
  return movesToward(s, side, limit, (f) =>
    target === 'nearest' ? nearestEnemyShip(s, f) : fixed,
  );
}

/** Up to `limit` of the side's unmoved flights, each straight at where `aim` sends it (SE-FTR-5). */
export function movesToward(
  s: SeState,
  side: 0 | 1,
  limit: number,
  aim: (f: FlightState) => { x: number; y: number } | undefined,
): FighterMove[] {
  const out: FighterMove[] = [];
  for (const f of activeFlights(s, side)) {
    if (out.length >= limit) break;
    if (f.movedTurn === s.turn) continue;
    const to = aim(f);
    const m = to ? stepToward(s, f, to) : null;
    if (m) out.push(m);
  }
  return out;
}

export function nearestAttacks(s: SeState, side: 0 | 1): FighterAttack[] {
  const fighting = new Set(
    dogfights(s)
      .flat()
      .map((f) => f.id),
  );
  const out: FighterAttack[] = [];
  for (const f of activeFlights(s, side)) {
    if (fighting.has(f.id)) continue;
    const inRange = (p: { x: number; y: number }) =>
      distance(position(f), position(p)) <= typeOf(f).range;
    const ship = nearestEnemyShip(s, f);
    if (ship && inRange(ship)) {
      out.push({ flight: f.id, target: ship.id });
      continue;
    }
    const flight = activeFlights(s, (1 - side) as 0 | 1)
      .filter((e) => !fighting.has(e.id) && inRange(e))
      .sort((a, b) => distance(position(f), position(a)) - distance(position(f), position(b)))[0];
    if (flight) out.push({ flight: f.id, target: flight.id });
  }
  return out;
}

/**
 * SE-FTR-15: in each of the side's dogfights, the remainder's hits go first to the enemy flights
 * with the fewest hits left (the likeliest to be destroyed), then in id order.
 */
export function focusAllocations(s: SeState, side: 0 | 1): DogfightAllocation[] {
  const out: DogfightAllocation[] = [];
  for (const d of namedDogfights(s)) {
    if (!d.flights.some((f) => f.side === side)) continue;
    const ranked = d.flights.filter((f) => f.side !== side).sort((a, b) => a.hits - b.hits);
    out.push({ dogfight: d.id, hits_to: rankingWish(ranked) });
  }
  return out;
}

/** Free flights at the nearest enemy; in dogfights the remainder at the weakest enemy first. */
export function focusedFighterCombat(
  s: SeState,
  side: 0 | 1,
): { attack_nearest: true; dogfight_allocations?: DogfightAllocation[] } {
  const allocations = focusAllocations(s, side);
  return {
    attack_nearest: true,
    ...(allocations.length > 0 ? { dogfight_allocations: allocations } : {}),
  };
}

/** Every flight aboard that the doors let out this turn, bay by bay in id order (SE-FTR-8). */
export function fullLaunch(s: SeState, ship: ShipState): BayLaunch[] {
  const out = doorLoads(s, ship, hasCommand(ship, 'SCRAMBLE_FIGHTERS'));
  return launchFlightProblems(s, ship, out, '').length === 0 ? out : [];
}

/** How many flights aboard the doors would let out this turn, at launch or scramble rates. */
export function flightsLaunchable(s: SeState, ship: ShipState, scramble: boolean): number {
  return doorLoads(s, ship, scramble).reduce((n, l) => n + l.flights.length, 0);
}

function doorLoads(s: SeState, ship: ShipState, scramble: boolean): BayLaunch[] {
  if (!s.options.level2) return [];
  const out: BayLaunch[] = [];
  for (const bay of baysOf(ship)) {
    if (bayLost(ship, bay.id)) continue;
    const flights: string[] = [];
    const sizes: string[] = [];
    for (const f of flightsAboard(s, ship.id, bay.id)) {
      if (!doorsFit(bay, scramble, [...sizes, typeOf(f).size])) continue;
      flights.push(f.id);
      sizes.push(typeOf(f).size);
    }
    if (flights.length > 0) out.push({ bay: bay.id, flights });
  }
  return out;
}
