import fc from 'fast-check';
import {
  bearingDegrees,
  degreesBetween,
  directionOfDegrees,
  isWithinArcDegrees,
  moveAlongDegrees,
  normalizeDegrees,
  offAxisDegrees,
  signedDegreesBetween,
  swapDegreesConvention,
} from './degrees.js';
import { PROPERTY_RUNS, point } from './test-arbitraries.js';
import { add, length, scale, vec } from './vector.js';

const angle = fc.double({ min: -1000, max: 1000, noNaN: true });
const heading = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });

describe('degrees (A Billion Suns 1.4: [0, 360), 0 = +x, counter-clockwise)', () => {
  it('normalizes any finite angle into [0, 360)', () => {
    expect(normalizeDegrees(-90)).toBe(270);
    expect(normalizeDegrees(360)).toBe(0);
    expect(normalizeDegrees(720.5)).toBe(0.5);
    expect(normalizeDegrees(-1e-17)).toBe(0); // would round to 360 itself
    expect(Object.is(normalizeDegrees(-0), 0)).toBe(true);
    expect(() => normalizeDegrees(Number.NaN)).toThrow(RangeError);
    expect(() => normalizeDegrees(Infinity)).toThrow(RangeError);
    fc.assert(
      fc.property(angle, (a) => {
        const n = normalizeDegrees(a);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(360);
      }),
      PROPERTY_RUNS,
    );
  });

  it('gives exact axis directions, so straight moves along an axis do not drift', () => {
    expect(directionOfDegrees(0)).toEqual(vec(1, 0));
    expect(directionOfDegrees(90)).toEqual(vec(0, 1));
    expect(directionOfDegrees(180)).toEqual(vec(-1, 0));
    expect(directionOfDegrees(-90)).toEqual(vec(0, -1));
    expect(moveAlongDegrees(vec(20, 20), 90, 6)).toEqual(vec(20, 26));
    const d = directionOfDegrees(45);
    expect(d.x).toBeCloseTo(Math.SQRT1_2, 15);
    expect(d.y).toBeCloseTo(Math.SQRT1_2, 15);
  });

  it('directions are unit vectors whose bearing is the heading (property)', () => {
    fc.assert(
      fc.property(heading, (h) => {
        const d = directionOfDegrees(h);
        expect(Math.abs(length(d) - 1)).toBeLessThan(1e-15);
        expect(degreesBetween(bearingDegrees(vec(0, 0), d) ?? NaN, h)).toBeLessThan(1e-9);
      }),
      PROPERTY_RUNS,
    );
  });

  it('measures bearings counter-clockwise from +x, null between coincident points', () => {
    const o = vec(5, 5);
    expect(bearingDegrees(o, vec(6, 5))).toBe(0);
    expect(bearingDegrees(o, vec(5, 6))).toBe(90);
    expect(bearingDegrees(o, vec(4, 5))).toBe(180);
    expect(bearingDegrees(o, vec(5, 4))).toBe(270);
    expect(bearingDegrees(o, vec(6, 6))).toBe(45);
    expect(bearingDegrees(o, o)).toBeNull();
  });

  it('pivot amount: the smallest difference, in [0, 180]', () => {
    expect(degreesBetween(350, 10)).toBe(20);
    expect(degreesBetween(10, 350)).toBe(20);
    expect(degreesBetween(0, 180)).toBe(180);
    expect(degreesBetween(90, 90)).toBe(0);
    expect(signedDegreesBetween(350, 10)).toBe(20);
    expect(signedDegreesBetween(10, 350)).toBe(-20);
    expect(signedDegreesBetween(0, 180)).toBe(180);
    expect(signedDegreesBetween(180, 0)).toBe(180);
  });

  it('pivot amount is symmetric, in [0, 180], and obeys the triangle inequality (property)', () => {
    fc.assert(
      fc.property(angle, angle, angle, (a, b, c) => {
        const ab = degreesBetween(a, b);
        expect(ab).toBe(degreesBetween(b, a));
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(180);
        expect(degreesBetween(a, c)).toBeLessThanOrEqual(ab + degreesBetween(b, c) + 1e-9);
        const signed = signedDegreesBetween(a, b);
        expect(signed).toBeGreaterThan(-180);
        expect(signed).toBeLessThanOrEqual(180);
        if (signed !== 180) expect(signedDegreesBetween(b, a) === -signed).toBe(true);
      }),
      PROPERTY_RUNS,
    );
  });

  it('ABS-EX-19: off-axis 0 is in a ±90° arc, off-axis 180 is not', () => {
    const cv = vec(20, 20);
    expect(offAxisDegrees(cv, 0, vec(24, 20))).toBe(0);
    expect(offAxisDegrees(cv, 0, vec(16, 20))).toBe(180);
    expect(isWithinArcDegrees(cv, 0, 90, vec(24, 20))).toBe(true);
    expect(isWithinArcDegrees(cv, 0, 90, vec(16, 20))).toBe(false);
  });

  it('ABS-EX-17: the recon wing heading 270 has the fighter wing below it dead ahead', () => {
    expect(offAxisDegrees(vec(21.5, 22), 270, vec(21.5, 20))).toBe(0);
  });

  it('counts the arc boundary as inside, and a point at distance 0 inside every arc', () => {
    const o = vec(0, 0);
    expect(isWithinArcDegrees(o, 0, 90, vec(0, 5))).toBe(true);
    expect(isWithinArcDegrees(o, 0, 90, vec(-1e-6, 5))).toBe(false);
    expect(isWithinArcDegrees(o, 0, 22.5, scale(directionOfDegrees(22.5), 10))).toBe(true);
    expect(isWithinArcDegrees(o, 0, 22.5, scale(directionOfDegrees(22.5001), 10))).toBe(false);
    expect(isWithinArcDegrees(o, 123, 0, o)).toBe(true);
    expect(offAxisDegrees(o, 123, o)).toBeNull();
  });

  it('a point placed on either arc edge is inside; a little beyond is not (property)', () => {
    const halfWidth = fc.oneof(
      fc.constantFrom(0, 22.5, 45, 90, 135, 180),
      fc.double({ min: 0, max: 179, noNaN: true }),
    );
    fc.assert(
      fc.property(point, heading, halfWidth, fc.boolean(), (o, h, w, left) => {
        const edge = left ? h + w : h - w;
        const beyond = left ? edge + 1e-6 : edge - 1e-6;
        expect(isWithinArcDegrees(o, h, w, add(o, scale(directionOfDegrees(edge), 7)))).toBe(true);
        if (w < 180 - 1e-6) {
          expect(isWithinArcDegrees(o, h, w, add(o, scale(directionOfDegrees(beyond), 7)))).toBe(
            false,
          );
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it('arcs are symmetric about the heading (property)', () => {
    fc.assert(
      fc.property(heading, fc.double({ min: 0, max: 180, noNaN: true }), (h, off) => {
        const o = vec(3, 4);
        const a = offAxisDegrees(o, h, add(o, directionOfDegrees(h + off))) ?? NaN;
        const b = offAxisDegrees(o, h, add(o, directionOfDegrees(h - off))) ?? NaN;
        expect(Math.abs(a - b)).toBeLessThan(1e-9);
        expect(Math.abs(a - off)).toBeLessThan(1e-9);
      }),
      PROPERTY_RUNS,
    );
  });

  it('swaps compass degrees (clockwise from +y) and standard degrees, both ways', () => {
    expect(swapDegreesConvention(0)).toBe(90); // north
    expect(swapDegreesConvention(90)).toBe(0); // east
    expect(swapDegreesConvention(180)).toBe(270); // south
    expect(swapDegreesConvention(270)).toBe(180); // west
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), (d) => {
        expect(swapDegreesConvention(swapDegreesConvention(d))).toBe(d);
      }),
      PROPERTY_RUNS,
    );
  });
});
