import fc from 'fast-check';
import { COMPASS_6 } from './compass.js';
import {
  HEX_DIRECTIONS,
  axial,
  axialToCube,
  cubeRound,
  cubeToAxial,
  hexAdd,
  hexAtPoint,
  hexCenter,
  hexDistance,
  hexEquals,
  hexScale,
  hexSubtract,
  type Axial,
} from './hex.js';
import { PROPERTY_RUNS } from './test-arbitraries.js';
import { add, distance, scale, vec } from './vector.js';

const coord = fc.integer({ min: -1000, max: 1000 });
const hex: fc.Arbitrary<Axial> = fc.tuple(coord, coord).map(([q, r]) => axial(q, r));
const neighbours = (h: Axial): Axial[] => HEX_DIRECTIONS.map((d) => hexAdd(h, d));

describe('axial and cube coordinates', () => {
  it('convert both ways, with s = -q - r and no negative zeros', () => {
    expect(axialToCube(axial(2, -5))).toEqual({ q: 2, r: -5, s: 3 });
    expect(cubeToAxial({ q: 2, r: -5, s: 3 })).toEqual(axial(2, -5));
    const origin = axialToCube(axial(0, 0));
    expect(Object.is(origin.s, 0)).toBe(true);
    expect(Object.is(axial(-0, -0).q, 0)).toBe(true);
    fc.assert(
      fc.property(hex, (h) => {
        const c = axialToCube(h);
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToAxial(c)).toEqual(h);
      }),
      PROPERTY_RUNS,
    );
  });

  it('add, subtract and scale', () => {
    expect(hexAdd(axial(1, 2), axial(3, -4))).toEqual(axial(4, -2));
    expect(hexSubtract(axial(1, 2), axial(3, -4))).toEqual(axial(-2, 6));
    expect(hexScale(axial(1, -2), 3)).toEqual(axial(3, -6));
    expect(hexEquals(axial(1, 2), axial(1, 2))).toBe(true);
    expect(hexEquals(axial(1, 2), axial(2, 1))).toBe(false);
  });
});

describe('hex distance (SITS-GEO-2)', () => {
  it('matches the SITS worked examples', () => {
    expect(hexDistance(axial(0, 0), axial(4, -2))).toBe(4); // SITS-EX: sector boundary example
    expect(hexDistance(axial(0, 0), axial(-1, -3))).toBe(4); // SITS-EX: consolidation (a)
    expect(hexDistance(axial(0, 0), axial(-2, -80))).toBe(82); // SITS-EX: RoC shortcut (b)
    expect(hexDistance(axial(13, 3), axial(0, 0))).toBe(16);
  });

  it('is a metric on the grid (property)', () => {
    fc.assert(
      fc.property(hex, hex, hex, (a, b, c) => {
        const ab = hexDistance(a, b);
        expect(Number.isInteger(ab)).toBe(true);
        expect(ab).toBe(hexDistance(b, a));
        expect(ab === 0).toBe(hexEquals(a, b));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(ab + hexDistance(b, c));
        expect(hexDistance(hexAdd(a, c), hexAdd(b, c))).toBe(ab); // translation invariant
      }),
      PROPERTY_RUNS,
    );
  });

  it('is the fewest neighbour steps: a step changes it by exactly one, or not at all (property)', () => {
    fc.assert(
      fc.property(hex, hex, fc.integer({ min: 0, max: 5 }), (a, b, d) => {
        const change = hexDistance(hexAdd(a, HEX_DIRECTIONS[d]), b) - hexDistance(a, b);
        expect([-1, 0, 1]).toContain(change);
        if (!hexEquals(a, b)) {
          // Some neighbour of a is one step closer to b.
          expect(neighbours(a).some((n) => hexDistance(n, b) === hexDistance(a, b) - 1)).toBe(true);
        }
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('hex directions and neighbours (SITS-GEO-1)', () => {
  it('are A..F clockwise from up, in axial steps', () => {
    expect(HEX_DIRECTIONS).toEqual([
      axial(0, -1),
      axial(1, -1),
      axial(1, 0),
      axial(0, 1),
      axial(-1, 1),
      axial(-1, 0),
    ]);
  });

  it('opposite directions (A/D, B/E, C/F) cancel; every neighbour is one step away', () => {
    for (let d = 0; d < 3; d += 1) {
      expect(hexAdd(HEX_DIRECTIONS[d], HEX_DIRECTIONS[d + 3])).toEqual(axial(0, 0));
    }
    const h = axial(3, -7);
    const around = neighbours(h);
    expect(new Set(around.map((n) => `${n.q},${n.r}`)).size).toBe(6);
    for (const n of around) expect(hexDistance(h, n)).toBe(1);
  });

  it('point the same way as the 6-point compass on the plane', () => {
    const rootThree = Math.sqrt(3);
    HEX_DIRECTIONS.forEach((d, k) => {
      const c = hexCenter(d);
      const expected = scale(COMPASS_6.directions[k], rootThree);
      expect(c.x).toBeCloseTo(expected.x, 14);
      expect(c.y).toBeCloseTo(expected.y, 14);
    });
  });
});

describe('hexes on the plane', () => {
  it('centres neighbours √3 × size apart', () => {
    expect(hexCenter(axial(0, 0))).toEqual(vec(0, 0));
    expect(distance(hexCenter(axial(2, 1), 2), hexCenter(axial(3, 1), 2))).toBeCloseTo(
      2 * Math.sqrt(3),
      12,
    );
  });

  it('finds the hex around a point near its centre (property)', () => {
    const offset = fc.tuple(
      fc.double({ min: -0.8, max: 0.8, noNaN: true }),
      fc.double({ min: -0.8, max: 0.8, noNaN: true }),
    );
    fc.assert(
      fc.property(hex, offset, fc.constantFrom(1, 0.5, 3), (h, [dx, dy], size) => {
        // At most 0.48 × size along each axis, 0.68 × size in all: inside the inscribed circle,
        // whose radius is √3/2 × size.
        const p = add(hexCenter(h, size), scale(vec(dx, dy), size * 0.6));
        expect(hexAtPoint(p, size)).toEqual(h);
      }),
      PROPERTY_RUNS,
    );
  });

  it('rounds fractional cube positions to a valid, nearest hex', () => {
    expect(cubeRound({ q: 0.4, r: -0.3, s: -0.1 })).toEqual({ q: 0, r: 0, s: 0 });
    expect(cubeRound({ q: 1.6, r: -0.7, s: -0.9 })).toEqual({ q: 2, r: -1, s: -1 });
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (q, r) => {
          const c = cubeRound({ q, r, s: -q - r });
          expect(c.q + c.r + c.s).toBe(0);
          expect(Math.abs(c.q - q)).toBeLessThanOrEqual(1);
          expect(Math.abs(c.r - r)).toBeLessThanOrEqual(1);
        },
      ),
      PROPERTY_RUNS,
    );
  });
});
