import type { Segment } from './segment.js';
import { lerp, sub, vec, vecEquals, type Vec } from './vector.js';

/** The table: the rectangle [0, width] x [0, height], origin at the bottom-left corner, y up. */
export interface Rectangle {
  readonly width: number;
  readonly height: number;
}

/** The sides of the rectangle: SOUTH is y = 0, NORTH y = height, WEST x = 0, EAST x = width. */
export type RectangleEdge = 'SOUTH' | 'NORTH' | 'WEST' | 'EAST';

export const RECTANGLE_EDGES: readonly RectangleEdge[] = Object.freeze([
  'SOUTH',
  'NORTH',
  'WEST',
  'EAST',
]);

/** On the table, edges included, with no tolerance (SY-GEO-7, A Billion Suns 1.4). */
export function isPointInRectangle(p: Vec, rect: Rectangle): boolean {
  return p.x >= 0 && p.x <= rect.width && p.y >= 0 && p.y <= rect.height;
}

/** The unit vector pointing from the edge into the table (the `n` of SY-DEP-6 and SY-RES-2). */
export function edgeInwardNormal(edge: RectangleEdge): Vec {
  switch (edge) {
    case 'SOUTH':
      return vec(0, 1);
    case 'NORTH':
      return vec(0, -1);
    case 'WEST':
      return vec(1, 0);
    case 'EAST':
      return vec(-1, 0);
  }
}

/** How far p lies inward of the edge's line: negative beyond it (a deployment depth is "≤ dz"). */
export function distanceFromEdge(p: Vec, edge: RectangleEdge, rect: Rectangle): number {
  switch (edge) {
    case 'SOUTH':
      return p.y;
    case 'NORTH':
      return rect.height - p.y;
    case 'WEST':
      return p.x;
    case 'EAST':
      return rect.width - p.x;
  }
}

/** Where a path leaves the table: the point, the edge it goes through, and the fraction 0..1 along. */
export interface RectangleExit {
  readonly point: Vec;
  readonly edge: RectangleEdge;
  readonly t: number;
}

interface AxisCrossing {
  /** Fractions along the segment between which this coordinate is within [0, max]. */
  readonly enter: number;
  readonly leave: number;
  /** The edge whose line the coordinate crosses at `leave`; null if it never moves on this axis. */
  readonly edge: RectangleEdge | null;
}

function axisCrossing(
  from: number,
  delta: number,
  max: number,
  low: RectangleEdge,
  high: RectangleEdge,
): AxisCrossing | null {
  if (delta === 0) {
    return from >= 0 && from <= max ? { enter: -Infinity, leave: Infinity, edge: null } : null;
  }
  const atLow = (0 - from) / delta;
  const atHigh = (max - from) / delta;
  return delta > 0
    ? { enter: atLow, leave: atHigh, edge: high }
    : { enter: atHigh, leave: atLow, edge: low };
}

/**
 * Where the segment last goes from the table to off it: for a path that starts on the table, the first
 * point where it leaves [0, W] x [0, L]. Null when the segment ends on the table, or never touches it.
 * Apply it to the last segment of a polyline that leaves the table to get SY-EXIT-1's exit point.
 *
 * The point is placed exactly on the edge (and within the table along it), so a unit put back there
 * is on the table. When the path leaves through a corner (within EPS) and goes on across both edge
 * lines, the edge is the one whose line it crosses last (SY-EXIT-1) and the point is the corner
 * itself; on an exact tie, the edge the path meets more squarely (its larger velocity component), and
 * on a perfect diagonal NORTH or SOUTH.
 */
export function segmentExitFromRectangle(s: Segment, rect: Rectangle): RectangleExit | null {
  const { start: a, end: b } = s;
  if (isPointInRectangle(b, rect)) return null;
  const d = sub(b, a);
  const x = axisCrossing(a.x, d.x, rect.width, 'WEST', 'EAST');
  const y = axisCrossing(a.y, d.y, rect.height, 'SOUTH', 'NORTH');
  if (x === null || y === null) return null;
  if (Math.max(0, x.enter, y.enter) > Math.min(1, x.leave, y.leave)) return null;

  // An axis takes the path off the table if the end lies beyond the edge line it moves towards.
  // Asked of the end point itself, not of rounded crossing fractions; if neither axis does, the end
  // is off the table only on a side the path came in from, and it never was on the table.
  const xEdge = x.edge !== null && distanceFromEdge(b, x.edge, rect) < 0 ? x.edge : null;
  const yEdge = y.edge !== null && distanceFromEdge(b, y.edge, rect) < 0 ? y.edge : null;
  const tx = Math.min(x.leave, 1) + 0;
  const ty = Math.min(y.leave, 1) + 0;

  if (xEdge !== null && yEdge !== null) {
    const t = Math.min(tx, ty);
    const corner = vec(edgeLine(xEdge, rect), edgeLine(yEdge, rect));
    if (vecEquals(lerp(a, b, t), corner)) {
      const xLast = tx !== ty ? tx > ty : Math.abs(d.x) > Math.abs(d.y);
      return { point: corner, edge: xLast ? xEdge : yEdge, t };
    }
  }
  if (xEdge !== null && (yEdge === null || tx <= ty)) {
    const p = lerp(a, b, tx);
    return { point: vec(edgeLine(xEdge, rect), clamp(p.y, rect.height)), edge: xEdge, t: tx };
  }
  if (yEdge !== null) {
    const p = lerp(a, b, ty);
    return { point: vec(clamp(p.x, rect.width), edgeLine(yEdge, rect)), edge: yEdge, t: ty };
  }
  return null;
}

/** The coordinate of the edge's line: x for WEST and EAST, y for SOUTH and NORTH. */
function edgeLine(edge: RectangleEdge, rect: Rectangle): number {
  return edge === 'EAST' ? rect.width : edge === 'NORTH' ? rect.height : 0;
}

function clamp(value: number, max: number): number {
  return value < 0 ? 0 : value > max ? max : value;
}
