import fc from 'fast-check';
import {
  isPointInCircle,
  isPointInCircleInterior,
  segmentEntersCircleInterior,
  segmentIntersectsCircle,
  type Circle,
} from './circle.js';
import { distanceSquaredToSegment, segment } from './segment.js';
import { PROPERTY_RUNS, point } from './test-arbitraries.js';
import { add, scale, vec } from './vector.js';

const rock: Circle = { center: vec(10, 10), radius: 2 };
const s = (ax: number, ay: number, bx: number, by: number) => segment(vec(ax, ay), vec(bx, by));

describe('circles', () => {
  it('the closed disc holds its rim; the open disc does not', () => {
    expect(isPointInCircle(vec(12, 10), rock)).toBe(true);
    expect(isPointInCircleInterior(vec(12, 10), rock)).toBe(false);
    expect(isPointInCircle(vec(10, 10), rock)).toBe(true);
    expect(isPointInCircleInterior(vec(10, 10), rock)).toBe(true);
    expect(isPointInCircle(vec(12.001, 10), rock)).toBe(false);
    expect(isPointInCircleInterior(vec(11.999, 10), rock)).toBe(true);
  });

  it('SY-HIT-2: a tangent line of sight touches the circle but is not blocked', () => {
    const tangent = s(0, 12, 20, 12);
    expect(segmentIntersectsCircle(tangent, rock)).toBe(true);
    expect(segmentEntersCircleInterior(tangent, rock)).toBe(false);
    const justInside = s(0, 11.999, 20, 11.999);
    expect(segmentEntersCircleInterior(justInside, rock)).toBe(true);
    const withinTolerance = s(0, 12 - 5e-10, 20, 12 - 5e-10);
    expect(segmentEntersCircleInterior(withinTolerance, rock)).toBe(false);
  });

  it('uses the segment, not its line: a sight line that stops short is clear', () => {
    const short = s(0, 10, 7.9, 10);
    expect(segmentIntersectsCircle(short, rock)).toBe(false);
    expect(segmentEntersCircleInterior(short, rock)).toBe(false);
    expect(segmentEntersCircleInterior(s(0, 10, 8.5, 10), rock)).toBe(true);
  });

  it('a segment from the rim outward touches but does not enter; inward enters', () => {
    expect(segmentIntersectsCircle(s(12, 10, 15, 10), rock)).toBe(true);
    expect(segmentEntersCircleInterior(s(12, 10, 15, 10), rock)).toBe(false);
    expect(segmentEntersCircleInterior(s(12, 10, 11, 10), rock)).toBe(true);
  });

  it('a zero-length segment behaves as its point', () => {
    for (const p of [vec(10, 10), vec(12, 10), vec(13, 10), vec(11.5, 10)]) {
      expect(segmentIntersectsCircle(segment(p, p), rock)).toBe(isPointInCircle(p, rock));
      expect(segmentEntersCircleInterior(segment(p, p), rock)).toBe(
        isPointInCircleInterior(p, rock),
      );
    }
  });

  const circle = fc
    .tuple(point, fc.double({ min: 0.1, max: 20, noNaN: true }))
    .map(([center, radius]): Circle => ({ center, radius }));

  it('sight lines tangent to a circle are never blocked but always touch (property)', () => {
    const along = fc.double({ min: -30, max: 30, noNaN: true });
    fc.assert(
      fc.property(
        circle,
        fc.double({ min: 0, max: 6.28, noNaN: true }),
        along,
        along,
        (c, a, s1, s2) => {
          // The test may use trigonometry to place the tangent; the code under test does not.
          const n = vec(Math.cos(a), Math.sin(a));
          const t = vec(-n.y, n.x);
          const touch = add(c.center, scale(n, c.radius));
          const sight = segment(add(touch, scale(t, s1)), add(touch, scale(t, s2)));
          expect(segmentEntersCircleInterior(sight, c)).toBe(false);
          if (s1 * s2 <= 0) expect(segmentIntersectsCircle(sight, c)).toBe(true);
        },
      ),
      PROPERTY_RUNS,
    );
  });

  it('is symmetric even with the radius tuned to where rounding could differ by direction (property)', () => {
    fc.assert(
      fc.property(point, point, point, (center, a, b) => {
        // The distance from the centre to the segment, as the forward and the reversed computation
        // would round it; radii within a few ulps of the larger put the threshold between the two.
        const forward = Math.sqrt(distanceSquaredToSegment(segment(a, b), center));
        const reversed = Math.sqrt(distanceSquaredToSegment(segment(b, a), center));
        const base = Math.max(forward, reversed) + 1e-9;
        for (let k = -4; k <= 4; k += 1) {
          const c: Circle = { center, radius: base + k * Number.EPSILON * Math.max(1, base) };
          expect(segmentEntersCircleInterior(segment(b, a), c)).toBe(
            segmentEntersCircleInterior(segment(a, b), c),
          );
          expect(segmentIntersectsCircle(segment(b, a), c)).toBe(
            segmentIntersectsCircle(segment(a, b), c),
          );
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it('is symmetric, and entering implies touching (property)', () => {
    fc.assert(
      fc.property(circle, point, point, (c, a, b) => {
        const enters = segmentEntersCircleInterior(segment(a, b), c);
        expect(segmentEntersCircleInterior(segment(b, a), c)).toBe(enters);
        expect(segmentIntersectsCircle(segment(b, a), c)).toBe(
          segmentIntersectsCircle(segment(a, b), c),
        );
        if (enters) expect(segmentIntersectsCircle(segment(a, b), c)).toBe(true);
        if (isPointInCircleInterior(a, c)) expect(enters).toBe(true);
      }),
      PROPERTY_RUNS,
    );
  });
});
