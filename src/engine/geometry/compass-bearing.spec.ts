import fc from 'fast-check';
import {
  compassBearingDegrees,
  relativeCompassBearing,
  swapDegreesConvention,
  bearingDegrees,
} from './degrees.js';
import { PROPERTY_RUNS, point } from './test-arbitraries.js';
import { vec } from './vector.js';

describe('compass bearings (Stellar Empires SE-GEN-10/11: clockwise from +y)', () => {
  it('measures clockwise from north, exactly on the axes and diagonals', () => {
    const o = vec(0, 0);
    expect(compassBearingDegrees(o, vec(0, 5))).toBe(0);
    expect(compassBearingDegrees(o, vec(5, 0))).toBe(90);
    expect(compassBearingDegrees(o, vec(0, -5))).toBe(180);
    expect(compassBearingDegrees(o, vec(-5, 0))).toBe(270);
    expect(compassBearingDegrees(o, vec(3, 3))).toBe(45);
    expect(compassBearingDegrees(o, vec(3, -3))).toBe(135);
    expect(compassBearingDegrees(o, o)).toBeNull();
  });

  it('relative bearings are in (-180, 180], starboard positive', () => {
    // Facing east (90): a point due south is 90 to starboard, due north 90 to port, behind is 180.
    expect(relativeCompassBearing(vec(0, 0), 90, vec(0, -2))).toBe(90);
    expect(relativeCompassBearing(vec(0, 0), 90, vec(0, 2))).toBe(-90);
    expect(relativeCompassBearing(vec(0, 0), 90, vec(-2, 0))).toBe(180);
    expect(relativeCompassBearing(vec(0, 0), 90, vec(2, 0))).toBe(0);
    expect(relativeCompassBearing(vec(1, 1), 0, vec(1, 1))).toBeNull();
  });

  it('agrees with the counter-clockwise convention through swapDegreesConvention (property)', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ccw = bearingDegrees(a, b);
        const cw = compassBearingDegrees(a, b);
        if (ccw === null || cw === null) return ccw === cw;
        const diff = Math.abs(swapDegreesConvention(ccw) - cw);
        return Math.min(diff, 360 - diff) < 1e-9;
      }),
      PROPERTY_RUNS,
    );
  });
});
