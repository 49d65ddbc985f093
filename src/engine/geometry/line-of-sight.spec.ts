import fc from 'fast-check';
import { hasLineOfSight } from './line-of-sight.js';
import {
  isPointInShape,
  isPointInShapeInterior,
  segmentEntersShapeInterior,
  segmentIntersectsShape,
  type Shape,
} from './shape.js';
import { segment } from './segment.js';
import { PROPERTY_RUNS, gridPoint, point } from './test-arbitraries.js';
import { vec } from './vector.js';

const asteroid: Shape = { kind: 'circle', center: vec(12, 18), radius: 2 };
const station: Shape = {
  kind: 'polygon',
  points: [vec(4, 8), vec(8, 8), vec(8, 10), vec(6, 10), vec(6, 12), vec(4, 12)],
};
const obstacles = [asteroid, station];

describe('line of sight (SY-HIT-2)', () => {
  it('is clear with no obstacles, and between a point and itself', () => {
    expect(hasLineOfSight(vec(0, 0), vec(24, 36), [])).toBe(true);
    expect(hasLineOfSight(vec(1, 1), vec(1, 1), obstacles)).toBe(true);
  });

  it('is blocked by the interior of any obstacle', () => {
    expect(hasLineOfSight(vec(12, 10), vec(12, 30), obstacles)).toBe(false); // through the asteroid
    expect(hasLineOfSight(vec(2, 9), vec(10, 9), obstacles)).toBe(false); // through the station
    expect(hasLineOfSight(vec(5, 0), vec(5, 36), obstacles)).toBe(false);
  });

  it('is not blocked by grazing a boundary', () => {
    expect(hasLineOfSight(vec(14, 10), vec(14, 30), obstacles)).toBe(true); // tangent to the asteroid
    expect(hasLineOfSight(vec(0, 8), vec(12, 8), obstacles)).toBe(true); // along the station's side
    expect(hasLineOfSight(vec(8, 12), vec(6, 10), obstacles)).toBe(true); // into the notch corner
    expect(hasLineOfSight(vec(8, 13), vec(5, 10), obstacles)).toBe(false); // on into the arm
    expect(hasLineOfSight(vec(6, 10), vec(8, 10), obstacles)).toBe(true); // along the notch floor
  });

  it('dispatches shape tests by kind', () => {
    expect(isPointInShape(vec(14, 18), asteroid)).toBe(true);
    expect(isPointInShapeInterior(vec(14, 18), asteroid)).toBe(false);
    expect(isPointInShape(vec(8, 9), station)).toBe(true);
    expect(isPointInShapeInterior(vec(8, 9), station)).toBe(false);
    expect(isPointInShapeInterior(vec(5, 11), station)).toBe(true);
    expect(isPointInShape(vec(7, 11), station)).toBe(false);
    expect(segmentIntersectsShape(segment(vec(14, 10), vec(14, 30)), asteroid)).toBe(true);
    expect(segmentEntersShapeInterior(segment(vec(14, 10), vec(14, 30)), asteroid)).toBe(false);
    expect(segmentIntersectsShape(segment(vec(0, 8), vec(12, 8)), station)).toBe(true);
    expect(segmentEntersShapeInterior(segment(vec(0, 8), vec(12, 8)), station)).toBe(false);
  });

  it('is symmetric: A sees B exactly when B sees A (property)', () => {
    const gridCircle: fc.Arbitrary<Shape> = fc
      .tuple(gridPoint, fc.integer({ min: 1, max: 4 }))
      .map(([center, radius]) => ({ kind: 'circle', center, radius }));
    const anyPoint = fc.oneof(point, gridPoint);
    fc.assert(
      fc.property(fc.array(gridCircle, { maxLength: 3 }), anyPoint, anyPoint, (circles, a, b) => {
        const shapes = [...circles, station];
        expect(hasLineOfSight(b, a, shapes)).toBe(hasLineOfSight(a, b, shapes));
      }),
      PROPERTY_RUNS,
    );
  });

  it('an endpoint strictly inside an obstacle is always blocked (property)', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        for (const shape of obstacles) {
          if (isPointInShapeInterior(a, shape)) expect(hasLineOfSight(a, b, [shape])).toBe(false);
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
