/** Escort and squadron screens (SE-HIT-10, SE-HIT-11). */
import { distance, distanceSquaredToSegment, segment, type Vec } from '../../../geometry/index.js';
import type { SeState, ShipState } from '../state.js';
import { position } from './bearings.js';
import { squadronOf } from './ships.js';
import { RANGE_EPSILON } from './to-hit.js';

/**
 * SE-HIT-10: squadron mates of the target strictly closer to the attack origin than the target
 * (a mate at the same distance does not screen, SE-Q-23).
 */
export function escorts(s: SeState, origin: Vec, target: ShipState): number {
  const squadron = squadronOf(s, target);
  if (!squadron) return 0;
  const d = distance(origin, position(target));
  return s.ships.filter(
    (m) =>
      m.squadron === squadron.id &&
      m.id !== target.id &&
      m.status === 'active' &&
      distance(origin, position(m)) < d - RANGE_EPSILON,
  ).length;
}

/**
 * SE-HIT-11 (SE-Q-24): other squadrons of the target's side with a ship in play within 2 inches of
 * the segment from `start` to the target squadron's command ship and nearer to `start` than it.
 */
export function squadronScreens(s: SeState, start: Vec, target: ShipState): number {
  const squadron = squadronOf(s, target);
  if (!squadron) return 0;
  const command = s.ships.find((x) => x.id === squadron.commandShip);
  if (!command) return 0;
  const end = position(command);
  const line = segment(start, end);
  const reach = distance(start, end);
  let screens = 0;
  for (const other of s.squadrons) {
    if (other.id === squadron.id || other.side !== squadron.side) continue;
    const screening = s.ships.some(
      (x) =>
        x.squadron === other.id &&
        x.status === 'active' &&
        distanceSquaredToSegment(line, position(x)) <= 4 + RANGE_EPSILON &&
        distance(start, position(x)) < reach - RANGE_EPSILON,
    );
    if (screening) screens += 1;
  }
  return screens;
}
