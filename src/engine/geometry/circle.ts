import { canonicalSegment, distanceSquaredToSegment, type Segment } from './segment.js';
import { GEOMETRY_EPSILON as EPS } from './tolerance.js';
import { distanceSquared, type Vec } from './vector.js';

export interface Circle {
  readonly center: Vec;
  readonly radius: number;
}

/**
 * The closed disc: inside or on the rim, "distance ≤ radius" in the squared form of SY-GEO-4. This is
 * the test for a unit ending its move inside an obstacle or on its boundary (SY-OBS-2).
 */
export function isPointInCircle(p: Vec, circle: Circle): boolean {
  return distanceSquared(p, circle.center) <= circle.radius * circle.radius + EPS;
}

/** The open disc: strictly inside, the rim and its tolerance band excluded (the form of SY-HIT-2). */
export function isPointInCircleInterior(p: Vec, circle: Circle): boolean {
  return Math.sqrt(distanceSquared(p, circle.center)) < circle.radius - EPS;
}

/** Whether any point of the segment lies in the closed disc (a tangent segment touches it). */
export function segmentIntersectsCircle(s: Segment, circle: Circle): boolean {
  const d2 = distanceSquaredToSegment(canonicalSegment(s), circle.center);
  return d2 <= circle.radius * circle.radius + EPS;
}

/**
 * Whether the segment passes through the open disc: its minimum distance to the centre is
 * `< radius - EPS` (SY-HIT-2). A tangent line of sight grazes the rim and is not blocked. Computed on
 * the canonical segment, so the answer is the same from either end.
 */
export function segmentEntersCircleInterior(s: Segment, circle: Circle): boolean {
  const d2 = distanceSquaredToSegment(canonicalSegment(s), circle.center);
  return Math.sqrt(d2) < circle.radius - EPS;
}
