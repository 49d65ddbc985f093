import { headingDirection, type CompassRose } from './rose.js';
import { GEOMETRY_EPSILON as EPS } from './tolerance.js';
import { dot, lengthSquared, negate, sub, type Vec } from './vector.js';

/*
 * Arcs centred on a rose heading, tested without trigonometry by comparing c = v·F against |v|²,
 * exactly as SY-GEO-5 and SY-GEO-6 write it. The tolerance is applied to the squared cosine, so it is
 * tightest at 45° (about 1e-9 rad) and loosest at 0° and 90° (about 3e-5 rad).
 *
 * A closed arc of k steps is exactly the complement of the open arc of (points/2 - k) steps around the
 * opposite heading. That makes arcs wider than a right angle computable from the narrow ones, and makes
 * "FORE", the sides and "AFT" partition the plane without gaps or overlaps.
 *
 * The origin itself is in no arc: a point has no direction from itself (SY-GEO-5 asks n2 > 0, SY-GEO-6
 * puts it in no FORE or AFT). Nor is a target so close that n2 underflows to 0. Rulesets that count
 * the origin inside every arc check for coincidence first.
 */

function checkHalfWidth(rose: CompassRose, halfWidthSteps: number): void {
  if (!Number.isInteger(halfWidthSteps) || halfWidthSteps < 0 || halfWidthSteps > rose.points / 2) {
    throw new RangeError(
      `arc half-width ${halfWidthSteps} is not an integer in 0..${rose.points / 2} steps`,
    );
  }
}

function closedContains(rose: CompassRose, v: Vec, axis: Vec, halfWidthSteps: number): boolean {
  const cosSquared = rose.cosSquaredOfSteps[halfWidthSteps];
  if (cosSquared === undefined) {
    return !openContains(rose, v, negate(axis), rose.points / 2 - halfWidthSteps);
  }
  const c = dot(v, axis);
  const n2 = lengthSquared(v);
  // At a right angle, c*c carries no sign information; the tolerance band straddles the boundary line
  // so that this stays the complement of the open half-plane behind.
  if (cosSquared === 0) return c >= 0 || c * c <= EPS * n2;
  return c >= 0 && c * c >= cosSquared * n2 - EPS * n2;
}

function openContains(rose: CompassRose, v: Vec, axis: Vec, halfWidthSteps: number): boolean {
  const cosSquared = rose.cosSquaredOfSteps[halfWidthSteps];
  if (cosSquared === undefined) {
    return !closedContains(rose, v, negate(axis), rose.points / 2 - halfWidthSteps);
  }
  const c = dot(v, axis);
  const n2 = lengthSquared(v);
  return c > 0 && c * c > cosSquared * n2 + EPS * n2;
}

/**
 * Whether target lies within halfWidthSteps of the heading `facing`, seen from origin, boundaries
 * included. Stratoyager's front arc (SY-GEO-5) is `isInClosedArc(CLOCK, A.pos, A.facing, 1, T)`, bit
 * for bit the same comparison.
 */
export function isInClosedArc(
  rose: CompassRose,
  origin: Vec,
  facing: number,
  halfWidthSteps: number,
  target: Vec,
): boolean {
  checkHalfWidth(rose, halfWidthSteps);
  const v = sub(target, origin);
  if (lengthSquared(v) === 0) return false; // SY-GEO-5's n2 > 0, underflow included
  return closedContains(rose, v, headingDirection(rose, facing), halfWidthSteps);
}

/**
 * Whether target lies strictly within halfWidthSteps of the heading `facing`, boundaries excluded.
 * Stratoyager's FORE aspect (SY-GEO-6) is `isInOpenArc(CLOCK, D.pos, D.facing, 1, P)` and AFT is the
 * same around `oppositeHeading(CLOCK, D.facing)`.
 */
export function isInOpenArc(
  rose: CompassRose,
  origin: Vec,
  facing: number,
  halfWidthSteps: number,
  target: Vec,
): boolean {
  checkHalfWidth(rose, halfWidthSteps);
  const v = sub(target, origin);
  if (lengthSquared(v) === 0) return false; // SY-GEO-5's n2 > 0, underflow included
  return openContains(rose, v, headingDirection(rose, facing), halfWidthSteps);
}
