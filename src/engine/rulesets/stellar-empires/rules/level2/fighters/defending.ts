/**
 * Fighters defending (SE-FTR-17): a flight within its range of a friendly ship and within 1 inch of
 * the line from the attacker to that ship adds one close-defense die for that ship against that
 * attacker, of the type its Fighters tech gives (SE-INT-2), with +1 to the roll.
 */
import { distance, distanceSquaredToSegment, segment, vec } from '../../../../../geometry/index.js';
import { interceptDieSides } from '../../../data/data.js';
import type { PendingHit, SeState, ShipState } from '../../../state.js';
import { position } from '../../bearings.js';
import { flightById, typeOf } from './flights.js';

/** Where a flight's die is counted in the spent pools: one per attacking unit. */
export function flightPoolKey(flight: string): string {
  return `flight:${flight}`;
}

/** Why the flight cannot add its die to this hit on `target`; null when it can. */
export function flightDefenceProblem(
  s: SeState,
  target: ShipState,
  hit: PendingHit,
  flight: string,
  count: number,
): string | null {
  const f = flightById(s, flight);
  if (!f || f.status !== 'active' || f.side !== target.side)
    return `${flight} is not a friendly flight on the table`;
  if (count > 1) return 'a flight adds one die (SE-FTR-17)';
  if ((s.spent[flightPoolKey(flight)]?.close ?? 0) > 0)
    return `${flight} has defended against this unit`;
  if (distance(position(f), position(target)) > typeOf(f).range + 1e-6)
    return `${flight} is beyond its range of ${target.id}`;
  const line = segment(vec(hit.origin.x, hit.origin.y), position(target));
  if (Math.sqrt(distanceSquaredToSegment(line, position(f))) > 1 + 1e-6)
    return `${flight} is not within 1" of the line of fire`;
  return null;
}

/** SE-FTR-17: the flight's die: its Fighters tech's type, +1 to the roll. */
export function flightDie(s: SeState, flight: string): { sides: number; modifier: number } {
  const f = flightById(s, flight)!;
  return { sides: interceptDieSides(typeOf(f).tech), modifier: 1 };
}

/** Flights that could defend `target` against `hit` now. */
export function defendingFlights(s: SeState, target: ShipState, hit: PendingHit): string[] {
  return (s.fighters?.flights ?? [])
    .filter((f) => flightDefenceProblem(s, target, hit, f.id, 1) === null)
    .map((f) => f.id);
}
