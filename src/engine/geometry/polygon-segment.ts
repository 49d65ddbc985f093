import { locatePointInPolygon, polygonEdges, isPointInPolygon, type Polygon } from './polygon.js';
import {
  canonicalSegment,
  projectOntoSegment,
  segmentDistanceSquared,
  type Segment,
} from './segment.js';
import { GEOMETRY_EPSILON as EPS } from './tolerance.js';
import { cross, lerp, sub } from './vector.js';

/**
 * Fractions along s (0..1) that cut it into pieces whose open interiors do not meet the polygon's
 * boundary: its ends, its crossings with the edges, and the feet of every vertex. The vertex feet
 * catch the crossings that rounding hides near a vertex, and the ends of edges lying along s.
 */
function boundaryCuts(s: Segment, polygon: Polygon): number[] {
  const d = sub(s.end, s.start);
  const cuts = [0, 1];
  for (const vertex of polygon) cuts.push(projectOntoSegment(s, vertex));
  for (const edge of polygonEdges(polygon)) {
    const e = sub(edge.end, edge.start);
    const denominator = cross(d, e);
    if (denominator === 0) continue; // parallel: the vertex feet already cut at its ends
    const w = sub(edge.start, s.start);
    const t = cross(w, e) / denominator;
    const u = cross(w, d) / denominator;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1) cuts.push(t);
  }
  return [...new Set(cuts)].sort((a, b) => a - b);
}

/**
 * Whether the segment passes through the polygon's interior (SY-HIT-2: only the interior blocks line
 * of sight). Running along an edge, grazing a vertex or ending on the boundary does not count; a
 * zero-length segment counts when its point is strictly inside. Works for non-convex polygons, where
 * a line can leave and re-enter: each piece between boundary cuts is wholly inside or wholly outside,
 * so testing its midpoint decides it. Computed on the canonical segment, so it is symmetric.
 */
export function segmentEntersPolygonInterior(s: Segment, polygon: Polygon): boolean {
  const c = canonicalSegment(s);
  const cuts = boundaryCuts(c, polygon);
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const midpoint = lerp(c.start, c.end, (cuts[i] + cuts[i + 1]) / 2);
    if (locatePointInPolygon(midpoint, polygon) === 'inside') return true;
  }
  return false;
}

/** Whether any point of the segment lies in the closed polygon: touching the boundary counts. */
export function segmentIntersectsPolygon(s: Segment, polygon: Polygon): boolean {
  const c = canonicalSegment(s);
  if (isPointInPolygon(c.start, polygon)) return true;
  return polygonEdges(polygon).some((edge) => segmentDistanceSquared(c, edge) <= EPS * EPS);
}
