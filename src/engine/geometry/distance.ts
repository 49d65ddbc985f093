import { GEOMETRY_EPSILON } from './tolerance.js';
import { distanceSquared, type Vec } from './vector.js';

/**
 * "Distance ≤ r", compared in squares so that no square root can round a boundary case the wrong way:
 * `dx² + dy² <= r² + EPS` (SY-GEO-4). A point exactly at range r is within it.
 */
export function isWithinDistance(a: Vec, b: Vec, range: number): boolean {
  return distanceSquared(a, b) <= range * range + GEOMETRY_EPSILON;
}

/**
 * "Closer than s", strictly, with the tolerance on the side of "not closer": `d² < s² - EPS`
 * (SY-GEO-8). Two pegs exactly s apart are not closer than s.
 */
export function isCloserThan(a: Vec, b: Vec, separation: number): boolean {
  return distanceSquared(a, b) < separation * separation - GEOMETRY_EPSILON;
}
