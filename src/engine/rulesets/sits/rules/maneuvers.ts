/**
 * Facing and roll changes (SITS-MOV-10..13): a pivot turns the ship a hexside per `pivotTime`
 * segments, a roll a quarter-turn per `rollTime`, both counted in step 6 from the segment they are
 * ordered in. With the altitude module a pivot may instead pitch the bow up or down (SITS-ALT-5).
 */
import type { Pitch, PivotDir, RollDir, ShipState } from '../state.js';
import type { RollAngle } from './arcs.js';
import { directionAt, directionIndex } from './directions.js';

export function startPivot(ship: ShipState, dir: PivotDir, hexsides: number): void {
  ship.pivot = { dir, hexsidesLeft: hexsides, progress: 0 };
}

export function startRoll(ship: ShipState, dir: RollDir, quarters: number): void {
  ship.roll = { dir, quartersLeft: quarters, progress: 0 };
}

/** SITS-ALT-5: one pitch step from LEVEL, or back to it; null if it would go past UP or DOWN. */
export function pitchAfter(pitch: Pitch, dir: 'up' | 'down'): Pitch | null {
  if (dir === 'up') return pitch === 'DOWN' ? 'LEVEL' : pitch === 'LEVEL' ? 'UP' : null;
  return pitch === 'UP' ? 'LEVEL' : pitch === 'LEVEL' ? 'DOWN' : null;
}

/** One hexside (or pitch step) completed: a completed pivot for SITS-THR-6 (c). */
function turnOneStep(ship: ShipState, dir: PivotDir): void {
  if (dir === 'cw' || dir === 'ccw') {
    ship.facing = directionAt(directionIndex(ship.facing) + (dir === 'cw' ? 1 : -1));
  } else if (ship.altitude) {
    ship.altitude.pitch = pitchAfter(ship.altitude.pitch, dir) ?? ship.altitude.pitch;
  }
  ship.pivotCompleted = true;
}

/** SITS-MOV-11: step 6 progress of a pivot; returns the hexsides completed (0 or 1). */
export function progressPivot(ship: ShipState): number {
  const p = ship.pivot;
  if (!p) return 0;
  p.progress += 1;
  if (p.progress < ship.pivotTime) return 0;
  turnOneStep(ship, p.dir);
  p.progress = 0;
  p.hexsidesLeft -= 1;
  if (p.hexsidesLeft <= 0) ship.pivot = null;
  return 1;
}

/** SITS-MOV-12: step 6 progress of a roll; each quarter is ±90° (rolls never break thrust). */
export function progressRoll(ship: ShipState): number {
  const r = ship.roll;
  if (!r) return 0;
  r.progress += 1;
  if (r.progress < ship.rollTime) return 0;
  ship.rollAngle = ((((ship.rollAngle + (r.dir === 'cw' ? 90 : -90)) % 360) + 360) %
    360) as RollAngle;
  r.progress = 0;
  r.quartersLeft -= 1;
  if (r.quartersLeft <= 0) ship.roll = null;
  return 1;
}
