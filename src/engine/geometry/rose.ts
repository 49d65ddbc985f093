import { add, dot, lengthSquared, scale, vec, type Vec } from './vector.js';

/**
 * A set of headings evenly spaced clockwise around the compass, heading 0 pointing along +y: the
 * 12-hour clock of Stratoyager, and the 6- and 8-point compasses. Headings are integers; any integer
 * is accepted and taken modulo the number of points, so "hour 12" is hour 0.
 *
 * Every table is written out as constants, never computed with sin/cos, so that every JavaScript
 * engine moves a unit to the same bits (SY-GEO-3).
 */
export interface CompassRose {
  readonly points: number;
  /** Unit vectors, indexed by heading. The direction opposite heading h is exactly its negation. */
  readonly directions: readonly Vec[];
  /**
   * cos² of k steps for every k up to a right angle, as exact fractions (1, 0.75, 0.25, 0 for the
   * clock). The arc tests compare squared cosines (SY-GEO-5); squaring a rounded direction component
   * would not give them (R*R is 0.7499999999999999, not 0.75).
   */
  readonly cosSquaredOfSteps: readonly number[];
}

export function defineRose(
  directions: readonly Vec[],
  cosSquaredOfSteps: readonly number[],
): CompassRose {
  return Object.freeze({
    points: directions.length,
    directions: Object.freeze(directions.map((d) => Object.freeze(vec(d.x, d.y)))),
    cosSquaredOfSteps: Object.freeze([...cosSquaredOfSteps]),
  });
}

/** The heading as an index 0..points-1. Throws on a non-integer: a fractional heading is a bug. */
export function normalizeHeading(rose: CompassRose, heading: number): number {
  if (!Number.isSafeInteger(heading)) {
    throw new RangeError(`heading ${heading} is not an integer`);
  }
  // `+ 0` turns -0 into 0, so that equal headings compare equal under Object.is too.
  return (((heading % rose.points) + rose.points) % rose.points) + 0;
}

export function headingDirection(rose: CompassRose, heading: number): Vec {
  return rose.directions[normalizeHeading(rose, heading)];
}

/** Turns by a number of steps, clockwise (starboard) when positive, counter-clockwise when negative. */
export function turnHeading(rose: CompassRose, heading: number, steps: number): number {
  return normalizeHeading(rose, normalizeHeading(rose, heading) + normalizeHeading(rose, steps));
}

export function oppositeHeading(rose: CompassRose, heading: number): number {
  return turnHeading(rose, heading, rose.points / 2);
}

/** How many steps clockwise lead from one heading to the other: 0..points-1. */
export function clockwiseSteps(rose: CompassRose, from: number, to: number): number {
  return normalizeHeading(rose, normalizeHeading(rose, to) - normalizeHeading(rose, from));
}

/** The smaller number of steps between two headings, either way round: 0..points/2. */
export function headingSeparation(rose: CompassRose, a: number, b: number): number {
  const steps = clockwiseSteps(rose, a, b);
  return Math.min(steps, rose.points - steps);
}

/**
 * Moves a distance along a heading, computed as `x + d*DIR.x`, `y + d*DIR.y` and nothing else, so that
 * the result is the same bits as the rule text's formula (SY-GEO-3).
 */
export function moveAlongHeading(rose: CompassRose, from: Vec, heading: number, dist: number): Vec {
  return add(from, scale(headingDirection(rose, heading), dist));
}

/**
 * The heading closest to the direction of v, found by comparing dot products (no trigonometry).
 * Exact ties (v halfway between two headings) go to the lower-numbered heading. Null for a vector
 * with no direction: zero, or so short that its squared length underflows (as normalize).
 */
export function nearestHeading(rose: CompassRose, v: Vec): number | null {
  if (lengthSquared(v) === 0) return null;
  let best = 0;
  let bestDot = dot(v, rose.directions[0]);
  for (let h = 1; h < rose.points; h += 1) {
    const d = dot(v, rose.directions[h]);
    if (d > bestDot) {
      best = h;
      bestDot = d;
    }
  }
  return best;
}

/**
 * Where a target lies as seen from an observer, in steps clockwise from the observer's facing
 * (0..points-1; on the clock, "2 o'clock" is 2). Null when the target is on the observer's position.
 */
export function relativeBearing(
  rose: CompassRose,
  origin: Vec,
  facing: number,
  target: Vec,
): number | null {
  const heading = nearestHeading(rose, vec(target.x - origin.x, target.y - origin.y));
  return heading === null ? null : clockwiseSteps(rose, facing, heading);
}
