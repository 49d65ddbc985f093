import { GEOMETRY_EPSILON as EPS } from './tolerance.js';
import { cross, distanceSquared, dot, lerp, sub, type Vec } from './vector.js';

/** A straight piece of line between two points; start === end is a single point. */
export interface Segment {
  readonly start: Vec;
  readonly end: Vec;
}

export function segment(start: Vec, end: Vec): Segment {
  return { start, end };
}

/**
 * The same segment with its endpoints in a fixed order (by x, then y). Tests that should not depend
 * on direction (A sees B iff B sees A) compute on this, so rounding is identical both ways.
 */
export function canonicalSegment(s: Segment): Segment {
  const { start: a, end: b } = s;
  return a.x < b.x || (a.x === b.x && a.y <= b.y) ? s : segment(b, a);
}

/** Where on the segment's line p projects, as a fraction 0..1 of the way from start to end. */
export function projectOntoSegment(s: Segment, p: Vec): number {
  const d = sub(s.end, s.start);
  const dd = dot(d, d);
  if (dd === 0) return 0;
  const t = dot(sub(p, s.start), d) / dd;
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

export function closestPointOnSegment(s: Segment, p: Vec): Vec {
  const t = projectOntoSegment(s, p);
  // The endpoints themselves, not lerp's rounding of them.
  return t === 0 ? s.start : t === 1 ? s.end : lerp(s.start, s.end, t);
}

export function distanceSquaredToSegment(s: Segment, p: Vec): number {
  return distanceSquared(p, closestPointOnSegment(s, p));
}

/** True when the segments cross at a single point interior to both (signs strictly opposite). */
function crossProperly(s: Segment, t: Segment): boolean {
  const d = sub(s.end, s.start);
  const e = sub(t.end, t.start);
  const o1 = cross(d, sub(t.start, s.start));
  const o2 = cross(d, sub(t.end, s.start));
  const o3 = cross(e, sub(s.start, t.start));
  const o4 = cross(e, sub(s.end, t.start));
  return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
}

/** The smallest squared distance between any point of one segment and any point of the other. */
export function segmentDistanceSquared(s: Segment, t: Segment): number {
  if (crossProperly(s, t)) return 0;
  return Math.min(
    distanceSquaredToSegment(s, t.start),
    distanceSquaredToSegment(s, t.end),
    distanceSquaredToSegment(t, s.start),
    distanceSquaredToSegment(t, s.end),
  );
}

/** Whether two segments touch or cross, within the kit's tolerance (touching counts). */
export function segmentsIntersect(s: Segment, t: Segment): boolean {
  return segmentDistanceSquared(s, t) <= EPS * EPS;
}
