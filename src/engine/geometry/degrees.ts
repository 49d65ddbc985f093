import { add, scale, vec, type Vec } from './vector.js';

/*
 * Headings in degrees for rulesets that measure free angles (A Billion Suns 1.4): [0, 360), 0 = +x,
 * counter-clockwise positive. This is the only module of the kit that uses trigonometry; rulesets
 * that forbid it (Stratoyager, SY-GEO-3) use a CompassRose instead.
 */

/**
 * Slack on inclusive angular boundaries, in degrees. atan2 of a point placed exactly on an arc edge can
 * come back an ulp or two past it (e.g. 22.500000000000004); the edge must still count as inside.
 */
export const ANGLE_EPSILON_DEGREES = 1e-9;

const RADIANS_PER_DEGREE = Math.PI / 180;

/** Any finite angle as its equivalent in [0, 360). */
export function normalizeDegrees(degrees: number): number {
  if (!Number.isFinite(degrees)) throw new RangeError(`angle ${degrees} is not finite`);
  const r = ((degrees % 360) + 360) % 360;
  // A tiny negative angle wraps to 360 itself after rounding; `+ 0` turns -0 into 0.
  return r === 360 ? 0 : r + 0;
}

/**
 * The unit vector of a heading. The four axis headings are exact (cos 90° is not 6e-17), so a ship
 * flying straight along an axis does not drift off it.
 */
export function directionOfDegrees(heading: number): Vec {
  const h = normalizeDegrees(heading);
  if (h === 0) return vec(1, 0);
  if (h === 90) return vec(0, 1);
  if (h === 180) return vec(-1, 0);
  if (h === 270) return vec(0, -1);
  const radians = h * RADIANS_PER_DEGREE;
  return vec(Math.cos(radians), Math.sin(radians));
}

export function moveAlongDegrees(from: Vec, heading: number, dist: number): Vec {
  return add(from, scale(directionOfDegrees(heading), dist));
}

/** The heading of the line from one point to another, in [0, 360); null when the points coincide. */
export function bearingDegrees(from: Vec, to: Vec): number | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return null;
  return normalizeDegrees(Math.atan2(dy, dx) / RADIANS_PER_DEGREE);
}

/**
 * The signed turn from one heading to another, in (-180, 180], counter-clockwise positive. Both are
 * normalized before subtracting, so swapping them negates the result exactly (apart from ±180, which
 * is 180 both ways) and the pivot amount below is the same bits in either order.
 */
export function signedDegreesBetween(from: number, to: number): number {
  const d = normalizeDegrees(to) - normalizeDegrees(from);
  if (d > 180) return d - 360;
  if (d <= -180) return d + 360;
  return d;
}

/** The smallest absolute difference between two headings, in [0, 180]: ABS's pivot amount. */
export function degreesBetween(a: number, b: number): number {
  return Math.abs(signedDegreesBetween(a, b));
}

/**
 * ABS's off-axis angle: how far target lies from the heading of a ship at origin, in [0, 180]. Null
 * when target is on origin (the rules put such a point inside every arc).
 */
export function offAxisDegrees(origin: Vec, heading: number, target: Vec): number | null {
  const bearing = bearingDegrees(origin, target);
  return bearing === null ? null : degreesBetween(heading, bearing);
}

/**
 * Whether target is within halfWidth degrees either side of heading, boundaries included. A target
 * on origin is inside every arc (A Billion Suns 1.4).
 */
export function isWithinArcDegrees(
  origin: Vec,
  heading: number,
  halfWidth: number,
  target: Vec,
): boolean {
  const offAxis = offAxisDegrees(origin, heading, target);
  return offAxis === null || offAxis <= halfWidth + ANGLE_EPSILON_DEGREES;
}

/**
 * Converts a compass angle (clockwise from +y, as in Stellar Empires SE-GEN-10) to this module's
 * convention (counter-clockwise from +x), and back: the mapping is its own inverse.
 */
export function swapDegreesConvention(degrees: number): number {
  return normalizeDegrees(90 - degrees);
}

/**
 * The compass bearing from one point to another: degrees clockwise from +y (north), in [0, 360),
 * as Stellar Empires measures it (SE-GEN-11). Null when the points coincide.
 */
export function compassBearingDegrees(from: Vec, to: Vec): number | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return null;
  return normalizeDegrees(Math.atan2(dx, dy) / RADIANS_PER_DEGREE);
}

/**
 * Where a target lies relative to a compass heading, in (-180, 180], clockwise (starboard)
 * positive. Null when the target is on the origin.
 */
export function relativeCompassBearing(
  origin: Vec,
  headingDegrees: number,
  target: Vec,
): number | null {
  const bearing = compassBearingDegrees(origin, target);
  if (bearing === null) return null;
  return signedDegreesBetween(headingDegrees, bearing);
}
