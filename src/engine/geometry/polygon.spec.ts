import fc from 'fast-check';
import {
  isPointInPolygon,
  isPointInPolygonInterior,
  isSimplePolygon,
  locatePointInPolygon,
  polygonSignedArea,
  type Polygon,
} from './polygon.js';
import { PROPERTY_RUNS, point } from './test-arbitraries.js';
import { cross, sub, vec } from './vector.js';

const poly = (...xy: number[]): Polygon =>
  Array.from({ length: xy.length / 2 }, (_, i) => vec(xy[2 * i], xy[2 * i + 1]));

const square = poly(0, 0, 4, 0, 4, 4, 0, 4);
/** An L: the square with its top-right quarter cut away; (2, 2) is the reflex vertex. */
const ell = poly(0, 0, 4, 0, 4, 2, 2, 2, 2, 4, 0, 4);

describe('point in polygon', () => {
  it('classifies inside, boundary and outside for a square', () => {
    expect(locatePointInPolygon(vec(2, 2), square)).toBe('inside');
    expect(locatePointInPolygon(vec(4, 2), square)).toBe('boundary');
    expect(locatePointInPolygon(vec(0, 0), square)).toBe('boundary');
    expect(locatePointInPolygon(vec(2, 4 + 5e-10), square)).toBe('boundary');
    expect(locatePointInPolygon(vec(2, 4 + 1e-8), square)).toBe('outside');
    expect(locatePointInPolygon(vec(5, 2), square)).toBe('outside');
  });

  it('handles a non-convex polygon: the notch of the L is outside', () => {
    expect(locatePointInPolygon(vec(1, 3), ell)).toBe('inside');
    expect(locatePointInPolygon(vec(3, 1), ell)).toBe('inside');
    expect(locatePointInPolygon(vec(3, 3), ell)).toBe('outside');
    expect(locatePointInPolygon(vec(2, 2), ell)).toBe('boundary');
    expect(locatePointInPolygon(vec(3, 2), ell)).toBe('boundary');
    // A ray cast from (1, 2) passes exactly through the reflex vertex: the classic pitfall.
    expect(locatePointInPolygon(vec(1, 2), ell)).toBe('inside');
    expect(locatePointInPolygon(vec(-1, 2), ell)).toBe('outside');
    expect(locatePointInPolygon(vec(-1, 4), ell)).toBe('outside');
  });

  it('SY-OBS-2: the closed polygon includes its boundary; the interior does not', () => {
    expect(isPointInPolygon(vec(4, 2), square)).toBe(true);
    expect(isPointInPolygonInterior(vec(4, 2), square)).toBe(false);
    expect(isPointInPolygonInterior(vec(3.9, 2), square)).toBe(true);
    expect(isPointInPolygon(vec(4.1, 2), square)).toBe(false);
  });

  it('does not depend on winding or on the starting vertex (property)', () => {
    const reversed = [...ell].reverse();
    const rotated = [...ell.slice(3), ...ell.slice(0, 3)];
    fc.assert(
      fc.property(point, (p) => {
        const q = vec(p.x / 10, p.y / 10); // mostly around the L
        const expected = locatePointInPolygon(q, ell);
        expect(locatePointInPolygon(q, reversed)).toBe(expected);
        expect(locatePointInPolygon(q, rotated)).toBe(expected);
      }),
      PROPERTY_RUNS,
    );
  });

  it('agrees with half-plane tests on a convex polygon away from its edges (property)', () => {
    const hexagon = poly(2, 0, 4, 1, 4, 3, 2, 4, 0, 3, 0, 1); // counter-clockwise
    fc.assert(
      fc.property(point, (p) => {
        const q = vec(p.x / 20 + 2, p.y / 20 + 2);
        const sides = hexagon.map((a, i) => cross(sub(hexagon[(i + 1) % 6], a), sub(q, a)));
        const margin = 1e-6;
        if (sides.every((c) => c > margin)) expect(locatePointInPolygon(q, hexagon)).toBe('inside');
        if (sides.some((c) => c < -margin))
          expect(locatePointInPolygon(q, hexagon)).toBe('outside');
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('polygon validity and area', () => {
  it('has a positive area counter-clockwise and negative clockwise', () => {
    expect(polygonSignedArea(square)).toBe(16);
    expect(polygonSignedArea([...square].reverse())).toBe(-16);
    expect(polygonSignedArea(ell)).toBe(12);
  });

  it('accepts simple polygons, convex or not', () => {
    expect(isSimplePolygon(square)).toBe(true);
    expect(isSimplePolygon(ell)).toBe(true);
    expect(isSimplePolygon(poly(0, 0, 1, 0, 0, 1))).toBe(true);
  });

  it('rejects what the tests cannot trust', () => {
    expect(isSimplePolygon(poly(0, 0, 1, 0))).toBe(false); // two vertices
    expect(isSimplePolygon(poly(0, 0, 1, 1, 2, 2))).toBe(false); // no area
    expect(isSimplePolygon(poly(0, 0, 4, 4, 4, 0, 0, 4))).toBe(false); // bow tie
    expect(isSimplePolygon(poly(0, 0, 4, 0, 4, 0, 4, 4))).toBe(false); // repeated vertex
    expect(isSimplePolygon(poly(0, 0, 4, 0, 4, 4, 4, 2, 0, 4))).toBe(false); // folds back on an edge
    expect(isSimplePolygon(poly(0, 0, 4, 0, 2, 2, 4, 4, 0, 4, 2, 2))).toBe(false); // pinched vertex
    expect(isSimplePolygon(poly(0, 0, 4, 0, 4, 4, 0, 4, 2, 0, 2, -2, -2, -2))).toBe(false);
    expect(isSimplePolygon(poly(0, 0, 1, 0, Number.NaN, 1))).toBe(false);
  });
});
