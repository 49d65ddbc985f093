/**
 * A Billion Suns' measuring rules (spec 1.4) on top of the shared geometry kit: centre-to-centre
 * distances, inclusive "within", strict "more than", degree arcs and the table rectangle.
 */
import {
  degreesBetween,
  distance,
  GEOMETRY_EPSILON,
  isWithinArcDegrees,
  isWithinDistance,
  moveAlongDegrees,
  normalizeDegrees,
} from '../../../geometry/index.js';
import type { Circle, Point, Table } from '../state.js';

/** ABS-Q-12: primary arc 45° in total, auxiliary 180°, objects 360°. */
export const PRIMARY_HALF_ARC = 22.5;
export const AUXILIARY_HALF_ARC = 90;
export const OBJECT_HALF_ARC = 180;

/** ABS-ACT-9 scan range, ABS-BG-4 coherency link. */
export const SCAN_RANGE = 3;
export const COHERENCY_LINK = 3;
/** ABS-JUMP-10: exclusion around planetoids, measured from the edge. */
export const PLANETOID_EXCLUSION = 10;
/** ABS-JUMP-2 (iii): spacing of a new jump point from other objects. */
export const JUMP_POINT_SPACING = 3;

export { degreesBetween as pivotAmount, distance, normalizeDegrees };

/** "Within r": distance ≤ r, boundary included (spec 0). */
export function within(a: Point, b: Point, r: number): boolean {
  return isWithinDistance(a, b, r);
}

/** "Under x": strictly less, with the tolerance on the side of "not under". */
export function isUnder(x: number, limit: number): boolean {
  return x < limit - GEOMETRY_EPSILON;
}

export function inRange(a: Point, b: Point, min: number, max: number): boolean {
  if (!within(a, b, max)) return false;
  return min <= 0 || distance(a, b) >= min - GEOMETRY_EPSILON;
}

export function inArc(origin: Point, heading: number, halfArc: number, target: Point): boolean {
  if (halfArc >= 180) return true;
  return isWithinArcDegrees(origin, heading, halfArc, target);
}

/** Spec 1.4: on the table when 0 ≤ x ≤ width and 0 ≤ y ≤ height. */
export function onTable(table: Table, p: Point): boolean {
  return (
    p.x >= -GEOMETRY_EPSILON &&
    p.y >= -GEOMETRY_EPSILON &&
    p.x <= table.width + GEOMETRY_EPSILON &&
    p.y <= table.height + GEOMETRY_EPSILON
  );
}

/** Distance from a point to a circle's edge (negative inside). */
export function edgeDistance(circle: Circle, p: Point): number {
  return distance(circle, p) - circle.radius;
}

/** ABS-JUMP-10: more than 10″ from the edge of every planetoid. */
export function clearOfPlanetoids(table: Table, p: Point): boolean {
  return table.planetoids.every(
    (pl) => edgeDistance(pl, p) > PLANETOID_EXCLUSION + GEOMETRY_EPSILON,
  );
}

/** ABS-OBJ-9: inside a zone when the distance to its centre is at most its radius. */
export function inZone(zone: Circle, p: Point): boolean {
  return within(zone, p, zone.radius);
}

/**
 * Where a straight move ends. Positions are kept to 1e-9″ so that state stays tidy and equal
 * moves give equal numbers on every run.
 */
export function moveFrom(p: Point, heading: number, dist: number): Point {
  const q = moveAlongDegrees(p, heading, dist);
  return { x: tidy(q.x), y: tidy(q.y) };
}

export function tidy(v: number): number {
  const r = Math.round(v * 1e9) / 1e9;
  return r === 0 ? 0 : r;
}

/**
 * ABS-BG-4: the number of connected groups of the graph that links points within 3″. One group
 * means the battlegroup is in coherency.
 */
export function coherencyGroups(points: readonly Point[]): number {
  const n = points.length;
  const seen = new Array<boolean>(n).fill(false);
  let groups = 0;
  for (let i = 0; i < n; i++) {
    if (seen[i]) continue;
    groups++;
    const stack = [i];
    seen[i] = true;
    while (stack.length > 0) {
      const a = stack.pop()!;
      for (let b = 0; b < n; b++) {
        if (!seen[b] && within(points[a], points[b], COHERENCY_LINK)) {
          seen[b] = true;
          stack.push(b);
        }
      }
    }
  }
  return groups;
}
