import fc from 'fast-check';
import { CLOCK, HALF_ROOT_THREE } from './clock.js';
import { COMPASS_6, COMPASS_8, HALF_ROOT_TWO } from './compass.js';
import {
  clockwiseSteps,
  headingDirection,
  headingSeparation,
  moveAlongHeading,
  nearestHeading,
  normalizeHeading,
  oppositeHeading,
  relativeBearing,
  turnHeading,
  type CompassRose,
} from './rose.js';
import { PROPERTY_RUNS, point } from './test-arbitraries.js';
import { cross, dot, length, lengthSquared, negate, sub, vec } from './vector.js';

const ROSES: [string, CompassRose][] = [
  ['CLOCK', CLOCK],
  ['COMPASS_6', COMPASS_6],
  ['COMPASS_8', COMPASS_8],
];

describe('the clock (SY-GEO-2)', () => {
  it('uses R = 0.8660254037844386 exactly, which is half of Math.sqrt(3)', () => {
    expect(HALF_ROOT_THREE).toBe(0.8660254037844386);
    expect(2 * HALF_ROOT_THREE).toBe(Math.sqrt(3));
  });

  it('is the SY-GEO-2 table, hour 0 = +y, clockwise, hour 3 = +x', () => {
    const R = 0.8660254037844386;
    expect(CLOCK.directions).toEqual([
      { x: 0, y: 1 },
      { x: 0.5, y: R },
      { x: R, y: 0.5 },
      { x: 1, y: 0 },
      { x: R, y: -0.5 },
      { x: 0.5, y: -R },
      { x: 0, y: -1 },
      { x: -0.5, y: -R },
      { x: -R, y: -0.5 },
      { x: -1, y: 0 },
      { x: -R, y: 0.5 },
      { x: -0.5, y: R },
    ]);
  });

  it('SY-EX-2: moving along hours gives the worked example to the last bit', () => {
    const afterInertia = moveAlongHeading(CLOCK, vec(12, 10), 10, 4);
    expect(afterInertia).toEqual(vec(8.535898384862247, 12));
    expect(moveAlongHeading(CLOCK, afterInertia, 1, 2)).toEqual(
      vec(9.535898384862247, 13.732050807568877),
    );
  });

  it('turns clockwise for starboard (+) and counter-clockwise for port (-)', () => {
    expect(turnHeading(CLOCK, 0, -2)).toBe(10); // SY-EX-2: TURN PORT 2 from course 0
    expect(turnHeading(CLOCK, 11, 3)).toBe(2);
    expect(turnHeading(CLOCK, 3, 12)).toBe(3);
    expect(oppositeHeading(CLOCK, 1)).toBe(7);
    expect(normalizeHeading(CLOCK, 12)).toBe(0); // "hour 12 is written 0"
    expect(normalizeHeading(CLOCK, -1)).toBe(11);
    expect(Object.is(normalizeHeading(CLOCK, -12), 0)).toBe(true);
  });

  it('measures steps between hours', () => {
    expect(clockwiseSteps(CLOCK, 10, 1)).toBe(3);
    expect(clockwiseSteps(CLOCK, 1, 10)).toBe(9);
    expect(headingSeparation(CLOCK, 1, 10)).toBe(3);
    expect(headingSeparation(CLOCK, 0, 6)).toBe(6);
  });

  it('rejects fractional headings', () => {
    expect(() => headingDirection(CLOCK, 1.5)).toThrow(RangeError);
    expect(() => headingDirection(CLOCK, Number.NaN)).toThrow(RangeError);
  });
});

describe('the 6- and 8-point compasses', () => {
  it('COMPASS_6 is the even hours of the clock', () => {
    COMPASS_6.directions.forEach((d, k) => expect(d).toEqual(CLOCK.directions[2 * k]));
  });

  it('COMPASS_8 is 45° steps from north with the correctly rounded √2/2', () => {
    expect(HALF_ROOT_TWO).toBe(Math.SQRT1_2);
    expect(HALF_ROOT_TWO).toBe(Math.sqrt(0.5));
    expect(headingDirection(COMPASS_8, 0)).toEqual(vec(0, 1));
    expect(headingDirection(COMPASS_8, 1)).toEqual(vec(HALF_ROOT_TWO, HALF_ROOT_TWO));
    expect(headingDirection(COMPASS_8, 2)).toEqual(vec(1, 0));
    expect(headingDirection(COMPASS_8, 6)).toEqual(vec(-1, 0));
    expect(turnHeading(COMPASS_8, 7, 2)).toBe(1);
  });
});

describe.each(ROSES)('%s table', (_name, rose) => {
  it('holds unit vectors evenly spaced clockwise, each the negation of its opposite', () => {
    // The test may use trigonometry to check the table; Math.cos(π/3) itself is off by 3 ulps.
    const step = (2 * Math.PI) / rose.points;
    rose.directions.forEach((d, h) => {
      expect(Math.abs(length(d) - 1)).toBeLessThan(1e-15);
      expect(d.x).toBeCloseTo(Math.sin(h * step), 14);
      expect(d.y).toBeCloseTo(Math.cos(h * step), 14);
      const opposite = rose.directions[(h + rose.points / 2) % rose.points];
      const minus = negate(d);
      expect(opposite.x === minus.x && opposite.y === minus.y).toBe(true); // 0 and -0 alike
    });
  });

  it('lists the exact cos² of every step count up to a right angle', () => {
    const step = (2 * Math.PI) / rose.points;
    expect(rose.cosSquaredOfSteps.length).toBe(Math.floor(rose.points / 4) + 1);
    rose.cosSquaredOfSteps.forEach((c2, k) => {
      expect(c2).toBeCloseTo(Math.cos(k * step) ** 2, 15);
      expect(c2 * 4).toBe(Math.round(c2 * 4)); // quarters: exact binary fractions
    });
  });

  it('nearestHeading picks the direction with the largest dot product (property)', () => {
    fc.assert(
      fc.property(point, (v) => {
        const h = nearestHeading(rose, v);
        if (lengthSquared(v) === 0) {
          expect(h).toBeNull();
          return;
        }
        expect(h).not.toBeNull();
        const best = dot(v, rose.directions[h ?? 0]);
        rose.directions.forEach((d) => expect(dot(v, d)).toBeLessThanOrEqual(best));
      }),
      PROPERTY_RUNS,
    );
  });

  it('nearestHeading of each direction (scaled) is that heading', () => {
    rose.directions.forEach((d, h) => {
      expect(nearestHeading(rose, vec(d.x * 7.5, d.y * 7.5))).toBe(h);
    });
  });

  it('turning is a group action: turn by a then b = turn by a + b, and clockwiseSteps inverts it', () => {
    const heading = fc.integer({ min: -50, max: 50 });
    fc.assert(
      fc.property(heading, heading, heading, (h, a, b) => {
        expect(turnHeading(rose, turnHeading(rose, h, a), b)).toBe(turnHeading(rose, h, a + b));
        expect(clockwiseSteps(rose, h, turnHeading(rose, h, a))).toBe(normalizeHeading(rose, a));
        expect(headingSeparation(rose, h, a)).toBe(headingSeparation(rose, a, h));
        expect(headingSeparation(rose, h, a)).toBeLessThanOrEqual(rose.points / 2);
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('nearestHeading on exact ties', () => {
  it('goes to the lower-numbered heading', () => {
    // (1, 1) is 45°: exactly between hours 1 and 2, and exactly compass-8 heading 1.
    expect(nearestHeading(CLOCK, vec(1, 1))).toBe(1);
    expect(nearestHeading(CLOCK, vec(-1, -1))).toBe(7);
    expect(nearestHeading(COMPASS_8, vec(1, 1))).toBe(1);
  });
});

describe('relativeBearing', () => {
  it('gives the o’clock position of a target relative to facing', () => {
    const origin = vec(10, 10);
    expect(relativeBearing(CLOCK, origin, 0, vec(10, 20))).toBe(0);
    expect(relativeBearing(CLOCK, origin, 0, vec(20, 10))).toBe(3);
    expect(relativeBearing(CLOCK, origin, 3, vec(10, 20))).toBe(9);
    expect(relativeBearing(CLOCK, origin, 6, vec(10, 20))).toBe(6);
    expect(relativeBearing(CLOCK, origin, 4, origin)).toBeNull();
  });

  it('is starboard (1..5) exactly when the target lies clockwise of facing (property)', () => {
    fc.assert(
      fc.property(point, fc.integer({ min: 0, max: 11 }), point, (o, facing, t) => {
        const rel = relativeBearing(CLOCK, o, facing, t);
        if (rel === null || rel === 0 || rel === 6) return;
        const side = cross(headingDirection(CLOCK, facing), sub(t, o));
        expect(side < 0).toBe(rel < 6);
      }),
      PROPERTY_RUNS,
    );
  });
});
