import fc from 'fast-check';
import {
  RECTANGLE_EDGES,
  distanceFromEdge,
  edgeInwardNormal,
  isPointInRectangle,
  segmentExitFromRectangle,
  type Rectangle,
} from './rectangle.js';
import { segment } from './segment.js';
import { PROPERTY_RUNS } from './test-arbitraries.js';
import { lerp, vec, vecEquals } from './vector.js';

const table: Rectangle = { width: 24, height: 36 };
const exit = (ax: number, ay: number, bx: number, by: number) =>
  segmentExitFromRectangle(segment(vec(ax, ay), vec(bx, by)), table);

describe('the table rectangle', () => {
  it('SY-GEO-7: a point is on the table with its edges, and with no tolerance', () => {
    expect(isPointInRectangle(vec(0, 0), table)).toBe(true);
    expect(isPointInRectangle(vec(24, 36), table)).toBe(true);
    expect(isPointInRectangle(vec(-0, 12), table)).toBe(true);
    expect(isPointInRectangle(vec(24.000000001, 12), table)).toBe(false);
    expect(isPointInRectangle(vec(12, -1e-300), table)).toBe(false);
  });

  it('gives each edge its inward normal (SY-DEP-6) and the distance in from it', () => {
    expect(edgeInwardNormal('SOUTH')).toEqual(vec(0, 1));
    expect(edgeInwardNormal('NORTH')).toEqual(vec(0, -1));
    expect(edgeInwardNormal('WEST')).toEqual(vec(1, 0));
    expect(edgeInwardNormal('EAST')).toEqual(vec(-1, 0));
    const p = vec(5, 35.5);
    expect(distanceFromEdge(p, 'SOUTH', table)).toBe(35.5);
    expect(distanceFromEdge(p, 'NORTH', table)).toBe(0.5);
    expect(distanceFromEdge(p, 'WEST', table)).toBe(5);
    expect(distanceFromEdge(p, 'EAST', table)).toBe(19);
    expect(distanceFromEdge(vec(-2, 20), 'WEST', table)).toBe(-2);
    expect(RECTANGLE_EDGES).toEqual(['SOUTH', 'NORTH', 'WEST', 'EAST']);
  });
});

describe('leaving the table (SY-EXIT-1)', () => {
  it('SY-EX-32: from (1, 20) along hour 9 to (-2, 20) leaves at (0, 20) on the WEST edge', () => {
    expect(exit(1, 20, -2, 20)).toEqual({ point: vec(0, 20), edge: 'WEST', t: 1 / 3 });
  });

  it('finds the edge on every side', () => {
    expect(exit(12, 1, 12, -3)).toMatchObject({ point: vec(12, 0), edge: 'SOUTH' });
    expect(exit(12, 35, 14, 37)).toMatchObject({ point: vec(13, 36), edge: 'NORTH' });
    expect(exit(23, 10, 27, 12)).toMatchObject({ point: vec(24, 10.5), edge: 'EAST' });
    expect(exit(0.5, 0.5, -0.5, 0.75)).toMatchObject({ point: vec(0, 0.625), edge: 'WEST' });
  });

  it('is null while the path ends on the table, even on an edge', () => {
    expect(exit(12, 18, 13, 19)).toBeNull();
    expect(exit(12, 18, 24, 36)).toBeNull();
    expect(exit(-5, 18, 0, 18)).toBeNull(); // comes in from outside and stops on the edge
  });

  it('is null for a path that never touches the table', () => {
    expect(exit(-5, -5, -1, -9)).toBeNull();
    expect(exit(-5, 40, 30, 40)).toBeNull();
  });

  it('starting on the edge and moving out leaves at the start', () => {
    expect(exit(0, 20, -2, 20)).toEqual({ point: vec(0, 20), edge: 'WEST', t: 0 });
  });

  it('for a path that crosses the whole table, gives where it last leaves', () => {
    expect(exit(-2, 18, 30, 18)).toMatchObject({ point: vec(24, 18), edge: 'EAST' });
    // Grazing a corner from outside: on the table for an instant, then off.
    expect(exit(-1, 1, 1, -1)).toMatchObject({ point: vec(0, 0) });
  });

  it('at a corner, uses the edge whose line is crossed last; on an exact tie, the squarer edge', () => {
    // Along the east edge and out through the corner: only the north line is crossed.
    expect(exit(24, 30, 24, 40)).toEqual({ point: vec(24, 36), edge: 'NORTH', t: 0.6 });
    expect(exit(20, 36, 30, 36)).toEqual({ point: vec(24, 36), edge: 'EAST', t: 0.4 });
    // Through the corner exactly, both lines at t = 0.5: the larger velocity component decides.
    expect(exit(22, 35, 26, 37)).toEqual({ point: vec(24, 36), edge: 'EAST', t: 0.5 });
    expect(exit(23, 34, 25, 38)).toEqual({ point: vec(24, 36), edge: 'NORTH', t: 0.5 });
    expect(exit(1, 1, -1, -1)).toEqual({ point: vec(0, 0), edge: 'SOUTH', t: 0.5 }); // diagonal
    // A hair off the exact diagonal: the line crossed (a few ulps) later wins, at the corner.
    expect(exit(23, 35, 25, 37.000000000000007)).toMatchObject({
      point: vec(24, 36),
      edge: 'EAST',
    });
    expect(exit(23, 35, 25.00000000000001, 37)).toMatchObject({
      point: vec(24, 36),
      edge: 'NORTH',
    });
    // Near but not at the corner, the edge actually crossed.
    expect(exit(23, 35.5, 25, 37.5)).toMatchObject({ point: vec(23.5, 36), edge: 'NORTH' });
  });

  const onTable = fc
    .tuple(fc.double({ min: 0, max: 24, noNaN: true }), fc.double({ min: 0, max: 36, noNaN: true }))
    .map(([x, y]) => vec(x, y));
  const anywhere = fc
    .tuple(
      fc.double({ min: -30, max: 54, noNaN: true }),
      fc.double({ min: -30, max: 66, noNaN: true }),
    )
    .map(([x, y]) => vec(x, y));
  const offTable = anywhere.filter((p) => !isPointInRectangle(p, table));

  it('from on the table to off it: an exit on its edge, on the table, where the path is (property)', () => {
    fc.assert(
      fc.property(onTable, offTable, (a, b) => {
        const result = segmentExitFromRectangle(segment(a, b), table);
        expect(result).not.toBeNull();
        if (result === null) return;
        const { point, edge, t } = result;
        expect(isPointInRectangle(point, table)).toBe(true); // a returning unit may be put there
        expect(distanceFromEdge(point, edge, table)).toBe(0);
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(1);
        expect(vecEquals(point, lerp(a, b, t), 1e-9)).toBe(true);
        // Everything before the exit is on the table; the path goes outward through that edge.
        const before = Array.from({ length: 10 }, (_, k) => lerp(a, b, (t * k) / 10));
        const depth = Math.min(
          ...before.flatMap((p) => RECTANGLE_EDGES.map((e) => distanceFromEdge(p, e, table))),
        );
        expect(depth).toBeGreaterThanOrEqual(-1e-9);
        expect(distanceFromEdge(b, edge, table)).toBeLessThanOrEqual(0);
      }),
      PROPERTY_RUNS,
    );
  });

  it('from anywhere: an exit exactly when the path touches the table and ends off it (property)', () => {
    fc.assert(
      fc.property(anywhere, anywhere, (a, b) => {
        const result = segmentExitFromRectangle(segment(a, b), table);
        if (isPointInRectangle(b, table)) {
          expect(result).toBeNull();
          return;
        }
        // Sampled with a margin, so that the samples' own rounding cannot touch the table for it.
        const touches = Array.from({ length: 201 }, (_, i) => lerp(a, b, i / 200)).some(
          (p) => Math.min(...RECTANGLE_EDGES.map((e) => distanceFromEdge(p, e, table))) > 1e-9,
        );
        if (touches) expect(result).not.toBeNull();
        if (result !== null) {
          expect(isPointInRectangle(result.point, table)).toBe(true);
          // After the exit, the path is off the table for good (give or take the samples' rounding).
          for (let k = 1; k <= 10; k += 1) {
            const p = lerp(a, b, result.t + ((1 - result.t) * k) / 10);
            const depth = Math.min(...RECTANGLE_EDGES.map((e) => distanceFromEdge(p, e, table)));
            expect(depth).toBeLessThanOrEqual(1e-9);
          }
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
