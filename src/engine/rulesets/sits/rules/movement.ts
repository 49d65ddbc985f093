/**
 * Steps 1 and 6 of a segment for one ship: placing the future position marker from the movement
 * grid (SITS-MOV-8, vertically SITS-ALT-6), and moving to it (SITS-MOV-9).
 */
import type { ShipState } from '../state.js';
import { futurePosition, remainderSplit, SEGMENTS_PER_TURN } from './movement-grid.js';
import { components } from './vectors.js';

/**
 * SITS-ALT-6: levels climbed (signed) in a segment. The vertical remainder is the second vector of
 * a split whose first is the horizontal remainders' sum, less 8 above 8.
 */
export function verticalMoves(ship: ShipState, segment: number): number {
  const alt = ship.altitude;
  if (!alt || alt.vertical === 0) return 0;
  const v = Math.abs(alt.vertical);
  let levels = Math.floor(v / SEGMENTS_PER_TURN);
  let horizontal = components(ship.velocity).reduce((n, c) => n + (c.count % SEGMENTS_PER_TURN), 0);
  if (horizontal > SEGMENTS_PER_TURN) horizontal -= SEGMENTS_PER_TURN;
  const split = remainderSplit(horizontal, v % SEGMENTS_PER_TURN)[segment - 1];
  levels += split.filter((m) => m === 'S').length;
  return Math.sign(alt.vertical) * levels;
}

/** Step 1: fpm = pos + the segment's moves (SITS-MOV-8); fz likewise with the altitude module. */
export function placeFutureMarker(ship: ShipState, segment: number): void {
  ship.fpm = futurePosition(ship.pos, ship.velocity, segment);
  if (ship.altitude) ship.altitude.fz = ship.altitude.z + verticalMoves(ship, segment);
}

/** Step 6: the ship moves to its marker (SITS-MOV-9); any number may share a hex. */
export function moveToMarker(ship: ShipState): void {
  ship.pos = { ...ship.fpm };
  if (ship.altitude) ship.altitude.z = ship.altitude.fz;
}
