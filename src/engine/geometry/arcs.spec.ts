import fc from 'fast-check';
import { isInClosedArc, isInOpenArc } from './arcs.js';
import { CLOCK } from './clock.js';
import { COMPASS_6, COMPASS_8 } from './compass.js';
import { headingDirection, oppositeHeading, type CompassRose } from './rose.js';
import { PROPERTY_RUNS, gridPoint, point } from './test-arbitraries.js';
import { add, lengthSquared, scale, sub, vec, type Vec } from './vector.js';

const EPS = 1e-9;
const R = 0.8660254037844386;

/** SY-GEO-5 written out literally, as the rule text has it. */
function syFrontArc(a: Vec, facing: number, t: Vec): boolean {
  const F = CLOCK.directions[facing];
  const v = { x: t.x - a.x, y: t.y - a.y };
  const c = v.x * F.x + v.y * F.y;
  const n2 = v.x * v.x + v.y * v.y;
  return n2 > 0 && c >= 0 && c * c >= 0.75 * n2 - EPS * n2;
}

/** SY-GEO-6 written out literally. */
function syAspect(d: Vec, facing: number, p: Vec): 'FORE' | 'AFT' | 'SIDE' {
  const F = CLOCK.directions[facing];
  const u = { x: p.x - d.x, y: p.y - d.y };
  const c = u.x * F.x + u.y * F.y;
  const n2 = u.x * u.x + u.y * u.y;
  if (c > 0 && c * c > 0.75 * n2 + EPS * n2) return 'FORE';
  if (c < 0 && c * c > 0.75 * n2 + EPS * n2) return 'AFT';
  return 'SIDE';
}

function aspect(d: Vec, facing: number, p: Vec): 'FORE' | 'AFT' | 'SIDE' {
  if (isInOpenArc(CLOCK, d, facing, 1, p)) return 'FORE';
  if (isInOpenArc(CLOCK, d, oppositeHeading(CLOCK, facing), 1, p)) return 'AFT';
  return 'SIDE';
}

const hour = fc.integer({ min: 0, max: 11 });

/** Points on the hour lines from an origin: exactly the arc boundaries, as rules place them. */
const onHourLine = fc
  .tuple(point, hour, fc.double({ min: 0.001, max: 50, noNaN: true }))
  .map(([o, h, d]) => ({ origin: o, target: add(o, scale(CLOCK.directions[h], d)), h }));

describe('front arc (SY-GEO-5)', () => {
  it('SY-EX-19: exactly 30° off the nose is in arc; a little beyond is not', () => {
    expect(isInClosedArc(CLOCK, vec(10, 10), 0, 1, vec(12, 10 + 4 * R))).toBe(true);
    expect(isInClosedArc(CLOCK, vec(10, 10), 0, 1, vec(12.1, 10 + 4 * R))).toBe(false);
    expect(isInClosedArc(CLOCK, vec(10, 10), 0, 1, vec(8, 10 + 4 * R))).toBe(true);
  });

  it('SY-EX-30: the Blackbuck at (20, 20) is outside the Guardian’s arc at facing 0, inside at 1', () => {
    expect(isInClosedArc(CLOCK, vec(12, 10), 0, 1, vec(12, 20))).toBe(true);
    expect(isInClosedArc(CLOCK, vec(12, 10), 0, 1, vec(20, 20))).toBe(false);
    expect(isInClosedArc(CLOCK, vec(12, 10), 1, 1, vec(20, 20))).toBe(true);
  });

  it('a target on the shooter’s own peg is in no arc (n2 > 0)', () => {
    expect(isInClosedArc(CLOCK, vec(3, 3), 0, 1, vec(3, 3))).toBe(false);
    expect(isInClosedArc(CLOCK, vec(3, 3), 0, 6, vec(3, 3))).toBe(false);
  });

  it('equals the literal SY-GEO-5 formula bit for bit, on random points (property)', () => {
    fc.assert(
      fc.property(point, hour, point, (a, facing, t) => {
        expect(isInClosedArc(CLOCK, a, facing, 1, t)).toBe(syFrontArc(a, facing, t));
      }),
      PROPERTY_RUNS,
    );
  });

  it('equals the literal formula on the hour lines, where the boundary cases live (property)', () => {
    fc.assert(
      fc.property(onHourLine, hour, ({ origin, target }, facing) => {
        expect(isInClosedArc(CLOCK, origin, facing, 1, target)).toBe(
          syFrontArc(origin, facing, target),
        );
      }),
      PROPERTY_RUNS,
    );
  });

  it('holds the hour lines 11, 0 and 1 of facing, and no other (boundaries inside)', () => {
    fc.assert(
      fc.property(onHourLine, hour, ({ origin, target, h }, facing) => {
        const offset = (h - facing + 12) % 12;
        expect(isInClosedArc(CLOCK, origin, facing, 1, target)).toBe(
          offset === 0 || offset === 1 || offset === 11,
        );
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('aspect (SY-GEO-6)', () => {
  it('SY-EX-17 and SY-EX-16: FORE, side and AFT of a unit facing 0', () => {
    expect(aspect(vec(10, 10), 0, vec(10, 15))).toBe('FORE');
    expect(aspect(vec(10, 10), 0, vec(15, 10))).toBe('SIDE');
    expect(aspect(vec(10, 10), 0, vec(10, 5))).toBe('AFT');
    expect(aspect(vec(10, 10), 0, vec(10, 4))).toBe('AFT');
  });

  it('SY-EX-30: a launch from (12, 10) at a target at (20, 20) facing 3 strikes a side sector', () => {
    expect(aspect(vec(20, 20), 3, vec(12, 10))).toBe('SIDE');
  });

  it('puts sector boundaries in the side sectors', () => {
    const d = vec(0, 0);
    expect(aspect(d, 0, CLOCK.directions[1])).toBe('SIDE');
    expect(aspect(d, 0, CLOCK.directions[11])).toBe('SIDE');
    expect(aspect(d, 0, CLOCK.directions[5])).toBe('SIDE');
    expect(aspect(d, 0, CLOCK.directions[7])).toBe('SIDE');
    expect(aspect(d, 0, d)).toBe('SIDE');
  });

  it('equals the literal SY-GEO-6 formulas (property)', () => {
    fc.assert(
      fc.property(point, hour, point, (d, facing, p) => {
        expect(aspect(d, facing, p)).toBe(syAspect(d, facing, p));
      }),
      PROPERTY_RUNS,
    );
    fc.assert(
      fc.property(onHourLine, hour, ({ origin, target }, facing) => {
        expect(aspect(origin, facing, target)).toBe(syAspect(origin, facing, target));
      }),
      PROPERTY_RUNS,
    );
  });
});

const ROSES: [string, CompassRose][] = [
  ['CLOCK', CLOCK],
  ['COMPASS_6', COMPASS_6],
  ['COMPASS_8', COMPASS_8],
];

describe.each(ROSES)('arcs on %s', (_name, rose) => {
  const heading = fc.integer({ min: 0, max: rose.points - 1 });
  const halfWidth = fc.integer({ min: 0, max: rose.points / 2 });
  const anyPoint = fc.oneof(point, gridPoint);

  it('a closed arc is the complement of the open arc opposite (property)', () => {
    fc.assert(
      fc.property(anyPoint, heading, halfWidth, anyPoint, (o, f, k, t) => {
        if (lengthSquared(sub(t, o)) === 0) return; // the apex is in no arc, open or closed
        const closed = isInClosedArc(rose, o, f, k, t);
        const oppositeOpen = isInOpenArc(rose, o, oppositeHeading(rose, f), rose.points / 2 - k, t);
        expect(closed).toBe(!oppositeOpen);
      }),
      PROPERTY_RUNS,
    );
  });

  it('open ⊆ closed, and arcs grow with their width (property)', () => {
    fc.assert(
      fc.property(anyPoint, heading, halfWidth, anyPoint, (o, f, k, t) => {
        if (isInOpenArc(rose, o, f, k, t)) expect(isInClosedArc(rose, o, f, k, t)).toBe(true);
        if (k < rose.points / 2 && isInClosedArc(rose, o, f, k, t)) {
          expect(isInOpenArc(rose, o, f, k + 1, t)).toBe(true);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it('is symmetric: mirroring the target across the facing line keeps it in or out (property)', () => {
    fc.assert(
      fc.property(heading, halfWidth, fc.integer({ min: 1, max: 60 }), (f, k, j) => {
        // Mirror pairs built exactly: the directions f+j and f-j (in steps), scaled by the same length.
        const steps = j % rose.points;
        const left = scale(headingDirection(rose, f - steps), 3);
        const right = scale(headingDirection(rose, f + steps), 3);
        const o = vec(0, 0);
        expect(isInClosedArc(rose, o, f, k, left)).toBe(isInClosedArc(rose, o, f, k, right));
        expect(isInOpenArc(rose, o, f, k, left)).toBe(isInOpenArc(rose, o, f, k, right));
      }),
      PROPERTY_RUNS,
    );
  });

  it('contains a direction k steps away exactly when k ≤ half-width (closed) or < (open)', () => {
    for (let f = 0; f < rose.points; f += 1) {
      for (let k = 0; k <= rose.points / 2; k += 1) {
        for (let j = 0; j < rose.points; j += 1) {
          const target = scale(rose.directions[j], 2.5);
          const away = Math.min(
            (j - f + rose.points) % rose.points,
            (f - j + rose.points) % rose.points,
          );
          expect(isInClosedArc(rose, vec(0, 0), f, k, target)).toBe(away <= k);
          expect(isInOpenArc(rose, vec(0, 0), f, k, target)).toBe(away < k);
        }
      }
    }
  });

  it('rejects a half-width that is not a whole number of steps up to half the rose', () => {
    expect(() => isInClosedArc(rose, vec(0, 0), 0, 1.5, vec(1, 1))).toThrow(RangeError);
    expect(() => isInOpenArc(rose, vec(0, 0), 0, rose.points / 2 + 1, vec(1, 1))).toThrow(
      RangeError,
    );
    expect(() => isInOpenArc(rose, vec(0, 0), 0, -1, vec(1, 1))).toThrow(RangeError);
  });
});

describe('wide and right-angle arcs', () => {
  it('a 90° half-width closed arc is the half-plane ahead, boundary line included', () => {
    expect(isInClosedArc(CLOCK, vec(0, 0), 0, 3, vec(5, 0))).toBe(true);
    expect(isInClosedArc(CLOCK, vec(0, 0), 0, 3, vec(-5, 0))).toBe(true);
    expect(isInClosedArc(CLOCK, vec(0, 0), 0, 3, vec(5, -0.01))).toBe(false);
    expect(isInOpenArc(CLOCK, vec(0, 0), 0, 3, vec(5, 0))).toBe(false);
    expect(isInOpenArc(CLOCK, vec(0, 0), 0, 3, vec(5, 0.01))).toBe(true);
  });

  it('a full closed arc holds everything but the apex; an empty open arc holds nothing', () => {
    expect(isInClosedArc(CLOCK, vec(0, 0), 0, 6, vec(0, -1))).toBe(true);
    expect(isInOpenArc(CLOCK, vec(0, 0), 0, 0, vec(0, 1))).toBe(false);
    expect(isInClosedArc(CLOCK, vec(0, 0), 0, 0, vec(0, 1))).toBe(true);
    expect(isInOpenArc(CLOCK, vec(0, 0), 0, 6, vec(0, -1))).toBe(false);
    expect(isInOpenArc(CLOCK, vec(0, 0), 0, 6, vec(0.01, -1))).toBe(true);
  });
});
