import {
  distanceSquaredToSegment,
  segment,
  segmentDistanceSquared,
  type Segment,
} from './segment.js';
import { GEOMETRY_EPSILON as EPS } from './tolerance.js';
import { cross, distanceSquared, type Vec } from './vector.js';

/**
 * A polygon as its vertices in order, either winding, closed implicitly (the last vertex joins the
 * first). Convex or not; the tests below assume it is simple (see isSimplePolygon).
 */
export type Polygon = readonly Vec[];

export type PointLocation = 'inside' | 'boundary' | 'outside';

export function polygonEdges(polygon: Polygon): Segment[] {
  return polygon.map((v, i) => segment(v, polygon[(i + 1) % polygon.length]));
}

/** The enclosed area, positive when the vertices run counter-clockwise (shoelace formula). */
export function polygonSignedArea(polygon: Polygon): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    twice += cross(polygon[i], polygon[(i + 1) % polygon.length]);
  }
  return twice / 2;
}

/**
 * Whether p is inside, on the boundary (within EPS of an edge) or outside. Off the boundary, an even-odd
 * ray cast decides; the boundary band keeps it away from the ray cast's ill-conditioned cases.
 */
export function locatePointInPolygon(p: Vec, polygon: Polygon): PointLocation {
  const edges = polygonEdges(polygon);
  if (edges.some((e) => distanceSquaredToSegment(e, p) <= EPS * EPS)) return 'boundary';
  let inside = false;
  for (const { start: a, end: b } of edges) {
    if (a.y > p.y !== b.y > p.y) {
      const xCrossing = a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (p.x < xCrossing) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

/** The closed polygon: inside or on the boundary (SY-OBS-2 destroys a unit on an obstacle's edge). */
export function isPointInPolygon(p: Vec, polygon: Polygon): boolean {
  return locatePointInPolygon(p, polygon) !== 'outside';
}

/** The open polygon: strictly inside, the boundary band excluded. */
export function isPointInPolygonInterior(p: Vec, polygon: Polygon): boolean {
  return locatePointInPolygon(p, polygon) === 'inside';
}

/**
 * Whether the vertices describe a simple polygon the other tests can trust: at least three finite
 * vertices, a non-zero area, no zero-length edge, and no two edges touching except adjacent edges at
 * their shared vertex. For validating user-supplied obstacles.
 */
export function isSimplePolygon(polygon: Polygon): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  if (!polygon.every((v) => Number.isFinite(v.x) && Number.isFinite(v.y))) return false;
  if (Math.abs(polygonSignedArea(polygon)) <= EPS) return false;
  const near = (s: Segment, p: Vec): boolean => distanceSquaredToSegment(s, p) <= EPS * EPS;
  for (let k = 0; k < n; k += 1) {
    const previous = polygon[(k + n - 1) % n];
    const vertex = polygon[k];
    const next = polygon[(k + 1) % n];
    if (distanceSquared(vertex, next) <= EPS * EPS) return false;
    // The two edges meeting here share this vertex and must not fold back over each other.
    if (near(segment(vertex, next), previous) || near(segment(vertex, previous), next))
      return false;
  }
  const edges = polygonEdges(polygon);
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 2; j < n; j += 1) {
      if (i === 0 && j === n - 1) continue; // adjacent through the closing vertex, checked above
      if (segmentDistanceSquared(edges[i], edges[j]) <= EPS * EPS) return false;
    }
  }
  return true;
}
