import fc from 'fast-check';
import {
  canonicalSegment,
  closestPointOnSegment,
  distanceSquaredToSegment,
  projectOntoSegment,
  segment,
  segmentDistanceSquared,
  segmentsIntersect,
} from './segment.js';
import { PROPERTY_RUNS, gridPoint, point } from './test-arbitraries.js';
import { distanceSquared, lerp, vec } from './vector.js';

const s = (ax: number, ay: number, bx: number, by: number) => segment(vec(ax, ay), vec(bx, by));

describe('segments', () => {
  it('project points onto the segment, clamped to its ends', () => {
    const ab = s(0, 0, 10, 0);
    expect(projectOntoSegment(ab, vec(3, 5))).toBe(0.3);
    expect(projectOntoSegment(ab, vec(-3, 5))).toBe(0);
    expect(projectOntoSegment(ab, vec(13, 5))).toBe(1);
    expect(closestPointOnSegment(ab, vec(3, 5))).toEqual(vec(3, 0));
    expect(closestPointOnSegment(ab, vec(13, 5))).toEqual(vec(10, 0));
    expect(distanceSquaredToSegment(ab, vec(3, 5))).toBe(25);
    expect(distanceSquaredToSegment(ab, vec(13, 4))).toBe(25);
  });

  it('treat a zero-length segment as its point', () => {
    const p = s(2, 2, 2, 2);
    expect(projectOntoSegment(p, vec(5, 6))).toBe(0);
    expect(distanceSquaredToSegment(p, vec(5, 6))).toBe(25);
    expect(segmentsIntersect(p, s(0, 0, 4, 4))).toBe(true);
    expect(segmentsIntersect(p, s(0, 0, 4, 0))).toBe(false);
    expect(segmentsIntersect(p, s(2, 2, 2, 2))).toBe(true);
  });

  it('intersect when they cross, touch, or overlap; not when apart', () => {
    expect(segmentsIntersect(s(0, 0, 4, 4), s(0, 4, 4, 0))).toBe(true); // X
    expect(segmentsIntersect(s(0, 0, 4, 0), s(2, 0, 2, 3))).toBe(true); // T, touching
    expect(segmentsIntersect(s(0, 0, 4, 0), s(4, 0, 6, 3))).toBe(true); // shared endpoint
    expect(segmentsIntersect(s(0, 0, 4, 0), s(2, 0, 6, 0))).toBe(true); // collinear overlap
    expect(segmentsIntersect(s(0, 0, 4, 0), s(5, 0, 6, 0))).toBe(false); // collinear, apart
    expect(segmentsIntersect(s(0, 0, 4, 0), s(0, 1, 4, 1))).toBe(false); // parallel
    expect(segmentsIntersect(s(0, 0, 4, 0), s(2, 1e-10, 2, 3))).toBe(true); // within EPS
    expect(segmentsIntersect(s(0, 0, 4, 0), s(2, 1e-8, 2, 3))).toBe(false);
    expect(segmentDistanceSquared(s(0, 0, 4, 0), s(6, 3, 9, 3))).toBe(13);
  });

  it('canonical order is the same for both directions', () => {
    const a = vec(1, 5);
    const b = vec(1, 2);
    expect(canonicalSegment(segment(a, b))).toEqual(canonicalSegment(segment(b, a)));
    expect(canonicalSegment(segment(a, b)).start).toEqual(b);
  });

  it('segment distance is symmetric, direction-free, and never above any sampled distance (property)', () => {
    const anyPoint = fc.oneof(point, gridPoint);
    fc.assert(
      fc.property(anyPoint, anyPoint, anyPoint, anyPoint, (a, b, c, d) => {
        const st = segmentDistanceSquared(segment(a, b), segment(c, d));
        expect(segmentDistanceSquared(segment(c, d), segment(a, b))).toBeCloseTo(st, 9);
        expect(segmentDistanceSquared(segment(b, a), segment(d, c))).toBeCloseTo(st, 9);
        expect(segmentsIntersect(segment(a, b), segment(c, d))).toBe(
          segmentsIntersect(segment(d, c), segment(b, a)),
        );
        let sampled = Infinity;
        for (let i = 0; i <= 20; i += 1) {
          const p = lerp(a, b, i / 20);
          for (let j = 0; j <= 20; j += 1) {
            sampled = Math.min(sampled, distanceSquared(p, lerp(c, d, j / 20)));
          }
        }
        expect(st).toBeLessThanOrEqual(sampled + 1e-9);
      }),
      PROPERTY_RUNS,
    );
  });
});
