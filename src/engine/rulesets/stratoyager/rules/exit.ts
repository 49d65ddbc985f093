/**
 * Leaving the gaming area and coming back (SY-EXIT): the exit point and edge of a path, the
 * inward-course test, and when a unit may return.
 */
import {
  dot,
  edgeInwardNormal,
  segment,
  segmentExitFromRectangle,
} from '../../../geometry/index.js';
import type { Edge, GameConfig, Hour, UnitState, Vec } from '../model.js';
import { dir, tableOf } from './geometry.js';

/** SY-EXIT-1: where the path last crossed the table boundary from inside to outside. */
export function exitOfPath(
  config: GameConfig,
  path: readonly Vec[],
): { point: Vec; edge: Edge } | null {
  const table = tableOf(config);
  for (let i = path.length - 1; i > 0; i--) {
    const exit = segmentExitFromRectangle(segment(path[i - 1], path[i]), table);
    if (exit) return { point: { x: exit.point.x, y: exit.point.y }, edge: exit.edge };
  }
  return null;
}

/** A course h is inward of an edge iff DIR[h]·n > 0 (SY-DEP-6, SY-RES-2, SY-EXIT-4). */
export function isInwardOf(edge: Edge, course: Hour): boolean {
  return dot(dir(course), edgeInwardNormal(edge)) > 0;
}

/** SY-EXIT-4: returns are allowed from TURN_START of turn exitTurn + 2. */
export function mayReturn(unit: UnitState, turn: number): boolean {
  return (
    unit.status === 'OFF_TABLE' && unit.offTable !== null && turn >= unit.offTable.exitTurn + 2
  );
}
