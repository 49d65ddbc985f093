import { segment } from './segment.js';
import { segmentEntersShapeInterior, type Shape } from './shape.js';
import type { Vec } from './vector.js';

/**
 * Whether the straight line between two points is clear of every obstacle: blocked only where it passes
 * through an obstacle's interior, so touching a boundary does not block (SY-HIT-2). Symmetric: a sees b
 * exactly when b sees a.
 */
export function hasLineOfSight(from: Vec, to: Vec, obstacles: readonly Shape[]): boolean {
  const sight = segment(from, to);
  return !obstacles.some((shape) => segmentEntersShapeInterior(sight, shape));
}
