import {
  isPointInCircle,
  isPointInCircleInterior,
  segmentEntersCircleInterior,
  segmentIntersectsCircle,
  type Circle,
} from './circle.js';
import { isPointInPolygon, isPointInPolygonInterior, type Polygon } from './polygon.js';
import { segmentEntersPolygonInterior, segmentIntersectsPolygon } from './polygon-segment.js';
import type { Segment } from './segment.js';
import type { Vec } from './vector.js';

/** A region of the table, such as an obstacle: the two kinds Stratoyager's scenarios use (SY-OBS-1). */
export type Shape =
  ({ readonly kind: 'circle' } & Circle) | { readonly kind: 'polygon'; readonly points: Polygon };

/** Inside or on the boundary. */
export function isPointInShape(p: Vec, shape: Shape): boolean {
  return shape.kind === 'circle' ? isPointInCircle(p, shape) : isPointInPolygon(p, shape.points);
}

/** Strictly inside: the boundary and its tolerance band excluded. */
export function isPointInShapeInterior(p: Vec, shape: Shape): boolean {
  return shape.kind === 'circle'
    ? isPointInCircleInterior(p, shape)
    : isPointInPolygonInterior(p, shape.points);
}

/** Whether any point of the segment is inside the shape or on its boundary. */
export function segmentIntersectsShape(s: Segment, shape: Shape): boolean {
  return shape.kind === 'circle'
    ? segmentIntersectsCircle(s, shape)
    : segmentIntersectsPolygon(s, shape.points);
}

/** Whether the segment passes through the shape's interior; grazing the boundary does not count. */
export function segmentEntersShapeInterior(s: Segment, shape: Shape): boolean {
  return shape.kind === 'circle'
    ? segmentEntersCircleInterior(s, shape)
    : segmentEntersPolygonInterior(s, shape.points);
}
