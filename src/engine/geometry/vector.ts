import { GEOMETRY_EPSILON } from './tolerance.js';

/** A point or a displacement on the table, in IEEE-754 doubles (SY-GEO-1). Coordinates: x right, y up. */
export interface Vec {
  readonly x: number;
  readonly y: number;
}

export function vec(x: number, y: number): Vec {
  return { x, y };
}

export const ZERO: Vec = Object.freeze(vec(0, 0));

export function add(a: Vec, b: Vec): Vec {
  return vec(a.x + b.x, a.y + b.y);
}

export function sub(a: Vec, b: Vec): Vec {
  return vec(a.x - b.x, a.y - b.y);
}

export function scale(v: Vec, factor: number): Vec {
  return vec(v.x * factor, v.y * factor);
}

export function negate(v: Vec): Vec {
  return vec(-v.x, -v.y);
}

export function dot(a: Vec, b: Vec): number {
  return a.x * b.x + a.y * b.y;
}

/**
 * The z component of the 3D cross product. Positive when b lies counter-clockwise of a (y up), so a
 * clockwise (starboard) turn from a to b gives a negative value.
 */
export function cross(a: Vec, b: Vec): number {
  return a.x * b.y - a.y * b.x;
}

export function lengthSquared(v: Vec): number {
  return dot(v, v);
}

/** Math.sqrt only: it is correctly rounded, so every engine agrees on the result (SY-GEO-3). */
export function length(v: Vec): number {
  return Math.sqrt(lengthSquared(v));
}

export function distanceSquared(a: Vec, b: Vec): number {
  return lengthSquared(sub(b, a));
}

export function distance(a: Vec, b: Vec): number {
  return Math.sqrt(distanceSquared(a, b));
}

/**
 * The unit vector along v, or null for a vector with no direction (zero, or so short that its squared
 * length underflows). Null rather than a throw: coincident pegs are a reachable game state, and the
 * caller must decide what a direction-less displacement means.
 */
export function normalize(v: Vec): Vec | null {
  const len = length(v);
  return len === 0 || !Number.isFinite(len) ? null : vec(v.x / len, v.y / len);
}

/** The point a fraction t of the way from a to b (t = 0 gives a, t = 1 gives b). */
export function lerp(a: Vec, b: Vec, t: number): Vec {
  return vec(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

/** Component-wise equality within epsilon (absolute, in table units). */
export function vecEquals(a: Vec, b: Vec, epsilon = GEOMETRY_EPSILON): boolean {
  return Math.abs(a.x - b.x) <= epsilon && Math.abs(a.y - b.y) <= epsilon;
}
