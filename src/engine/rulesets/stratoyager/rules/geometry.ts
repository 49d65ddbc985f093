/**
 * Stratoyager's geometry on the shared kit: the clock (SY-GEO-2), moves (SY-GEO-3), the front arc
 * (SY-GEO-5), the table (SY-GEO-7), overlaps (SY-GEO-8) and obstacles (SY-OBS-1, SY-OBS-2).
 */
import {
  CLOCK,
  isCloserThan,
  isInClosedArc,
  isPointInRectangle,
  isPointInShape,
  type Rectangle,
} from '../../../geometry/index.js';
import type { GameConfig, Hour, Obstacle, UnitState, Vec } from '../model.js';

/** The hour as 0..11 (non-negative modulo). */
export function hour(h: number): Hour {
  // Most hours given are already 1..11. Only whole ones come back as they are: `(h + 12) % 12`
  // rounds a fraction, and -0 is made 0.
  if (h > 0 && h < 12 && Number.isInteger(h)) return h;
  return ((h % 12) + 12) % 12;
}

export function isHour(h: unknown): h is Hour {
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 && h <= 11;
}

/** DIR[h] of SY-GEO-2, exactly. */
export function dir(h: Hour): Vec {
  return CLOCK.directions[hour(h)];
}

/** `pos + d * DIR[h]`, computed as `x + d*DIR.x`, `y + d*DIR.y` (SY-GEO-3). */
export function moveAlong(p: Vec, h: Hour, d: number): Vec {
  const D = CLOCK.directions[hour(h)];
  return { x: p.x + d * D.x, y: p.y + d * D.y };
}

/** SY-GEO-5: T is in A's front arc (±1 hour of A's facing, boundaries inside). */
export function inFrontArc(a: UnitState, target: Vec): boolean {
  return a.pos !== null && isInClosedArc(CLOCK, a.pos, a.facing, 1, target);
}

export function tableOf(config: GameConfig): Rectangle {
  return { width: config.tableWidth, height: config.tableLength };
}

/** SY-GEO-7. */
export function onTable(config: GameConfig, p: Vec): boolean {
  return isPointInRectangle(p, tableOf(config));
}

/** SY-GEO-8: pegs closer than the base diameter. */
export function overlapping(config: GameConfig, a: Vec, b: Vec): boolean {
  return isCloserThan(a, b, config.unitBaseDiameter);
}

/** SY-OBS-2: inside an obstacle or on its boundary. */
export function inObstacle(obstacles: readonly Obstacle[], p: Vec): boolean {
  for (const o of obstacles) if (isPointInShape(p, o.shape)) return true;
  return false;
}

export function samePoint(a: Vec, b: Vec): boolean {
  return a.x === b.x && a.y === b.y;
}
