import fc from 'fast-check';
import { PROPERTY_RUNS, point } from './test-arbitraries.js';
import {
  ZERO,
  add,
  cross,
  distance,
  distanceSquared,
  dot,
  length,
  lengthSquared,
  lerp,
  negate,
  normalize,
  scale,
  sub,
  vec,
  vecEquals,
} from './vector.js';

const near = (a: number, b: number, tolerance = 1e-9): boolean =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));

describe('vectors', () => {
  it('add, sub, scale, negate work component-wise', () => {
    expect(add(vec(1, 2), vec(3, -5))).toEqual(vec(4, -3));
    expect(sub(vec(1, 2), vec(3, -5))).toEqual(vec(-2, 7));
    expect(scale(vec(1.5, -2), 2)).toEqual(vec(3, -4));
    expect(negate(vec(1.5, -2))).toEqual(vec(-1.5, 2));
  });

  it('dot and cross follow the y-up convention: counter-clockwise is positive', () => {
    expect(dot(vec(1, 2), vec(3, 4))).toBe(11);
    expect(cross(vec(1, 0), vec(0, 1))).toBe(1);
    expect(cross(vec(0, 1), vec(1, 0))).toBe(-1); // from +y clockwise to +x: starboard
  });

  it('length, squared length and distance', () => {
    expect(lengthSquared(vec(3, 4))).toBe(25);
    expect(length(vec(3, 4))).toBe(5);
    expect(distance(vec(1, 1), vec(4, 5))).toBe(5);
    expect(distanceSquared(vec(1, 1), vec(4, 5))).toBe(25);
  });

  it('normalize gives a unit vector, and null for a vector with no direction', () => {
    expect(normalize(vec(3, 4))).toEqual(vec(0.6, 0.8));
    expect(normalize(ZERO)).toBeNull();
    expect(normalize(vec(-0, 0))).toBeNull();
    expect(normalize(vec(1e-200, 0))).toBeNull(); // its square underflows: no usable direction
  });

  it('lerp hits both ends', () => {
    expect(lerp(vec(1, 2), vec(5, -2), 0)).toEqual(vec(1, 2));
    expect(lerp(vec(1, 2), vec(5, -2), 1)).toEqual(vec(5, -2));
    expect(lerp(vec(1, 2), vec(5, -2), 0.25)).toEqual(vec(2, 1));
  });

  it('vecEquals compares within epsilon, inclusive', () => {
    expect(vecEquals(vec(1, 1), vec(1 + 1e-10, 1 - 1e-10))).toBe(true);
    expect(vecEquals(vec(1, 1), vec(1 + 1e-8, 1))).toBe(false);
    expect(vecEquals(vec(0, 0), vec(0.5, 0), 0.5)).toBe(true);
    expect(vecEquals(vec(0, 0), vec(0, 0.50001), 0.5)).toBe(false);
  });

  describe('identities (property)', () => {
    it('a + b - b = a, and add commutes', () => {
      fc.assert(
        fc.property(point, point, (a, b) => {
          expect(add(a, b)).toEqual(add(b, a));
          expect(vecEquals(sub(add(a, b), b), a, 1e-12)).toBe(true);
        }),
        PROPERTY_RUNS,
      );
    });

    it('dot is symmetric, cross antisymmetric, and |a|² = a·a', () => {
      fc.assert(
        fc.property(point, point, (a, b) => {
          // === rather than toBe: 0 and -0 are the same number here.
          expect(dot(a, b) === dot(b, a)).toBe(true);
          expect(cross(a, b) === -cross(b, a)).toBe(true);
          expect(cross(a, a) === 0).toBe(true);
          expect(lengthSquared(a)).toBe(dot(a, a));
        }),
        PROPERTY_RUNS,
      );
    });

    it('Lagrange: (a·b)² + (a×b)² = |a|²|b|²', () => {
      fc.assert(
        fc.property(point, point, (a, b) => {
          const lhs = dot(a, b) ** 2 + cross(a, b) ** 2;
          const rhs = lengthSquared(a) * lengthSquared(b);
          expect(near(lhs, rhs, 1e-12)).toBe(true);
        }),
        PROPERTY_RUNS,
      );
    });

    it('distance is symmetric and obeys the triangle inequality', () => {
      fc.assert(
        fc.property(point, point, point, (a, b, c) => {
          expect(distance(a, b)).toBe(distance(b, a));
          expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c) + 1e-12);
        }),
        PROPERTY_RUNS,
      );
    });

    it('scaling scales the length', () => {
      fc.assert(
        fc.property(point, fc.double({ min: -10, max: 10, noNaN: true }), (a, k) => {
          expect(near(length(scale(a, k)), Math.abs(k) * length(a), 1e-12)).toBe(true);
        }),
        PROPERTY_RUNS,
      );
    });

    it('a normalized non-zero vector has length 1 and the same direction', () => {
      fc.assert(
        fc.property(
          point.filter((a) => lengthSquared(a) > 1e-12),
          (a) => {
            const u = normalize(a);
            expect(u).not.toBeNull();
            if (u === null) return;
            expect(near(length(u), 1, 1e-15)).toBe(true);
            expect(Math.abs(cross(u, a))).toBeLessThanOrEqual(1e-12 * length(a));
            expect(dot(u, a)).toBeGreaterThan(0);
          },
        ),
        PROPERTY_RUNS,
      );
    });
  });
});
