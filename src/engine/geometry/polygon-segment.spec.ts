import fc from 'fast-check';
import { locatePointInPolygon, polygonSignedArea, type Polygon } from './polygon.js';
import { segmentEntersPolygonInterior, segmentIntersectsPolygon } from './polygon-segment.js';
import { segment } from './segment.js';
import { PROPERTY_RUNS, gridPoint, point } from './test-arbitraries.js';
import { lerp, vec, type Vec } from './vector.js';

const poly = (...xy: number[]): Polygon =>
  Array.from({ length: xy.length / 2 }, (_, i) => vec(xy[2 * i], xy[2 * i + 1]));
const s = (ax: number, ay: number, bx: number, by: number) => segment(vec(ax, ay), vec(bx, by));

const square = poly(0, 0, 4, 0, 4, 4, 0, 4);
const ell = poly(0, 0, 4, 0, 4, 2, 2, 2, 2, 4, 0, 4);
/** A U: two prongs with a gap between them, so a line can leave and re-enter. */
const you = poly(0, 0, 6, 0, 6, 4, 4, 4, 4, 1, 2, 1, 2, 4, 0, 4);

describe('a segment against a polygon (SY-HIT-2)', () => {
  it('passing through the interior blocks', () => {
    expect(segmentEntersPolygonInterior(s(-1, 2, 5, 2), square)).toBe(true);
    expect(segmentEntersPolygonInterior(s(1, 1, 2, 3), square)).toBe(true); // wholly inside
    expect(segmentEntersPolygonInterior(s(0, 0, 4, 4), square)).toBe(true); // corner to corner
  });

  it('running along an edge, grazing a vertex or stopping at the boundary does not', () => {
    expect(segmentEntersPolygonInterior(s(0, 4, 4, 4), square)).toBe(false); // along an edge
    expect(segmentEntersPolygonInterior(s(-2, 4, 7, 4), square)).toBe(false); // along, beyond
    expect(segmentEntersPolygonInterior(s(-1, 5, 5, 4.5), square)).toBe(false); // passes above
    expect(segmentEntersPolygonInterior(s(3, 5, 5, 3), square)).toBe(false); // grazes (4, 4)
    expect(segmentEntersPolygonInterior(s(-3, 2, 0, 2), square)).toBe(false); // stops on the edge
    expect(segmentEntersPolygonInterior(s(4, 2, 7, 3), square)).toBe(false); // starts on it, leaves
    expect(segmentEntersPolygonInterior(s(1, 4, 3, 4), square)).toBe(false); // inside an edge
    expect(segmentEntersPolygonInterior(s(4, 2, 3.9, 2), square)).toBe(true); // starts on it, enters
  });

  it('touching counts for segmentIntersectsPolygon', () => {
    expect(segmentIntersectsPolygon(s(3, 5, 5, 3), square)).toBe(true);
    expect(segmentIntersectsPolygon(s(-3, 2, 0, 2), square)).toBe(true);
    expect(segmentIntersectsPolygon(s(1, 1, 2, 3), square)).toBe(true);
    expect(segmentIntersectsPolygon(s(5, 5, 6, 3), square)).toBe(false);
    expect(segmentIntersectsPolygon(s(-1, 5, 5, 4.1), square)).toBe(false);
  });

  it('handles the notch of a non-convex polygon', () => {
    expect(segmentEntersPolygonInterior(s(4, 2, 2, 4), ell)).toBe(false); // across the notch
    expect(segmentEntersPolygonInterior(s(3, 2.5, 2.5, 3), ell)).toBe(false); // in the notch
    expect(segmentEntersPolygonInterior(s(3, 3, 5, 5), ell)).toBe(false); // out from the notch
    expect(segmentEntersPolygonInterior(s(1, 3, 3, 1), ell)).toBe(true); // through (2, 2), inside
    expect(segmentEntersPolygonInterior(s(3, 3, 1, 1), ell)).toBe(true); // notch to inside
    expect(segmentEntersPolygonInterior(s(2, 2, 5, 5), ell)).toBe(false); // reflex vertex outward
    expect(segmentEntersPolygonInterior(s(2, 2, 1, 1), ell)).toBe(true); // reflex vertex inward
  });

  it('sees across the gap of a U only when it stays in the gap', () => {
    expect(segmentEntersPolygonInterior(s(2, 3, 4, 3), you)).toBe(false); // gap, wall to wall
    expect(segmentEntersPolygonInterior(s(2, 1, 4, 1), you)).toBe(false); // along the floor
    expect(segmentEntersPolygonInterior(s(2.5, 5, 3.5, 1), you)).toBe(false);
    expect(segmentEntersPolygonInterior(s(-1, 3, 7, 3), you)).toBe(true); // through both prongs
    expect(segmentEntersPolygonInterior(s(1, 5, 5, 5), you)).toBe(false); // above the prongs
    expect(segmentEntersPolygonInterior(s(1, 5, 3, 3), you)).toBe(false); // grazes the prong tip (2, 4)
    expect(segmentEntersPolygonInterior(s(1, 5, 3, 2), you)).toBe(true); // clips the left prong
  });

  it('a zero-length segment blocks only strictly inside', () => {
    expect(segmentEntersPolygonInterior(s(2, 2, 2, 2), square)).toBe(true);
    expect(segmentEntersPolygonInterior(s(4, 2, 4, 2), square)).toBe(false);
    expect(segmentEntersPolygonInterior(s(5, 2, 5, 2), square)).toBe(false);
    expect(segmentIntersectsPolygon(s(4, 2, 4, 2), square)).toBe(true);
    expect(segmentIntersectsPolygon(s(5, 2, 5, 2), square)).toBe(false);
  });

  const polygons = fc.constantFrom(square, ell, you, poly(-3, -3, 5, -1, 1, 5)); // last: a triangle

  it('is symmetric: A sees B iff B sees A, also on exactly degenerate grid cases (property)', () => {
    const anyPoint = fc.oneof(point, gridPoint);
    fc.assert(
      fc.property(polygons, anyPoint, anyPoint, (p, a, b) => {
        expect(segmentEntersPolygonInterior(segment(b, a), p)).toBe(
          segmentEntersPolygonInterior(segment(a, b), p),
        );
        expect(segmentIntersectsPolygon(segment(b, a), p)).toBe(
          segmentIntersectsPolygon(segment(a, b), p),
        );
      }),
      PROPERTY_RUNS,
    );
  });

  const triangle = fc
    .tuple(point, point, point)
    .filter(([a, b, c]) => Math.abs(polygonSignedArea([a, b, c])) > 1);

  it('a sight line entering through a vertex is blocked, whatever rounding does there (property)', () => {
    fc.assert(
      fc.property(triangle, fc.integer({ min: 0, max: 2 }), ([p, q, r], k) => {
        const t: Polygon = [p, q, r];
        const vertex = t[k];
        const centroid = vec((p.x + q.x + r.x) / 3, (p.y + q.y + r.y) / 3);
        // From far outside, straight through the vertex, stopping halfway to the centroid: most of
        // the segment is outside, so only a cut at the vertex itself reveals the inside part.
        const from = lerp(vertex, centroid, -10);
        const to = lerp(vertex, centroid, 0.5);
        expect(segmentEntersPolygonInterior(segment(from, to), t)).toBe(true);
        expect(segmentEntersPolygonInterior(segment(to, from), t)).toBe(true);
      }),
      PROPERTY_RUNS,
    );
  });

  it('is symmetric across a sliver as thin as the boundary band (property)', () => {
    const sliver = fc.tuple(
      point,
      fc.double({ min: 0, max: 6.28, noNaN: true }),
      fc.integer({ min: -50, max: 50 }),
    );
    fc.assert(
      fc.property(sliver, fc.double({ min: 0.2, max: 2.9, noNaN: true }), ([c, angle, k], cut) => {
        // A long thin rectangle whose half-width is the tolerance give or take a few ulps: whether
        // its inside exists at all is decided by rounding, and must be decided the same both ways.
        const u = vec(Math.cos(angle), Math.sin(angle));
        const n = vec(-u.y, u.x);
        const half = 1e-9 * (1 + k * 1e-7);
        const corner = (su: number, sn: number) =>
          vec(c.x + 5 * su * u.x + half * sn * n.x, c.y + 5 * su * u.y + half * sn * n.y);
        const thin: Polygon = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
        const dir = vec(Math.cos(angle + cut), Math.sin(angle + cut));
        const a = vec(c.x - 3 * dir.x, c.y - 3 * dir.y);
        const b = vec(c.x + 3 * dir.x, c.y + 3 * dir.y);
        expect(segmentEntersPolygonInterior(segment(b, a), thin)).toBe(
          segmentEntersPolygonInterior(segment(a, b), thin),
        );
      }),
      // Rounding decides only a small share of these cases, so this property takes more runs.
      { ...PROPERTY_RUNS, numRuns: 5000 },
    );
  });

  it('agrees with dense sampling of the segment (property)', () => {
    const samples = (a: Vec, b: Vec, p: Polygon) =>
      Array.from({ length: 401 }, (_, i) => locatePointInPolygon(lerp(a, b, i / 400), p));
    fc.assert(
      fc.property(polygons, gridPoint, gridPoint, (p, a, b) => {
        const enters = segmentEntersPolygonInterior(segment(a, b), p);
        const seen = samples(a, b, p);
        // A sampled point strictly inside means the sight line is blocked.
        if (seen.includes('inside')) expect(enters).toBe(true);
        // Blocked implies touching; touching nothing implies every sample is outside.
        if (enters) expect(segmentIntersectsPolygon(segment(a, b), p)).toBe(true);
        if (!segmentIntersectsPolygon(segment(a, b), p)) {
          expect(seen.every((where) => where === 'outside')).toBe(true);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it('finds every grid-to-grid sight line that crosses the interior (property, exact rationals)', () => {
    // On integer coordinates the interior pieces of a segment are not arbitrarily thin, so 257
    // samples find one whenever there is one. (Checked once over every pair of grid points for
    // these four polygons, 114,244 cases, with no mismatch; here a random thousand of them.)
    fc.assert(
      fc.property(polygons, gridPoint, gridPoint, (p, a, b) => {
        const enters = segmentEntersPolygonInterior(segment(a, b), p);
        const seen = Array.from({ length: 257 }, (_, i) =>
          locatePointInPolygon(lerp(a, b, i / 256), p),
        );
        expect(enters).toBe(seen.includes('inside'));
      }),
      PROPERTY_RUNS,
    );
  });
});
