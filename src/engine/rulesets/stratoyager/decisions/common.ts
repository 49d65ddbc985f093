/** Helpers shared by the order checks: problems with paths, unit ownership, numbers. */
import { problem, type Problem } from '../../../core/problems.js';
import type { GameState, Side, UnitState } from '../model.js';
import { findUnit } from '../rules/units.js';

export { problem, type Problem };

/** A JSON Pointer token (RFC 6901). */
export function pointerToken(key: string): string {
  // Unit ids rarely hold either character; the checks build a path for every order they read.
  if (!key.includes('~') && !key.includes('/')) return key;
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The unit an order names, if it exists and belongs to `side`; otherwise the problem. */
export function ownUnit(
  state: GameState,
  side: Side,
  id: string,
  path: string,
): { unit: UnitState } | { problem: Problem } {
  const unit = findUnit(state, id);
  if (!unit) return { problem: problem('UNKNOWN_UNIT', `no unit "${id}"`, path) };
  if (unit.side !== side) {
    return { problem: problem('NOT_OWNER', `${id} belongs to the other side (SY-GEN-6)`, path) };
  }
  return { unit };
}

export function isInt(v: number): boolean {
  return Number.isInteger(v);
}

/** Speeds given at placement, entry: an integer in 0..maxInitialSpeed (SY-DEP-5, SY-RES-2). */
export function speedProblem(state: GameState, speed: number, path: string): Problem | null {
  const max = state.config.maxInitialSpeed;
  return isInt(speed) && speed >= 0 && speed <= max
    ? null
    : problem('SPEED_OUT_OF_RANGE', `speed ${speed} is not an integer in 0..${max}`, path);
}

export function hourProblem(h: number, path: string): Problem | null {
  return Number.isInteger(h) && h >= 0 && h <= 11
    ? null
    : problem('INVALID_HOUR', `${h} is not an hour (an integer in 0..11)`, path);
}

/** Orders of the submission with their index, of one type. */
export function ordersOfType<T extends { type: string }>(
  orders: readonly { type: string }[],
  type: T['type'],
): { order: T; index: number }[] {
  const out: { order: T; index: number }[] = [];
  for (let index = 0; index < orders.length; index++) {
    const o = orders[index];
    if (o.type === type) out.push({ order: o as T, index });
  }
  return out;
}

/** Exactly one order of the given type. */
export function exactlyOne(count: number, what: string): Problem[] {
  return count === 1
    ? []
    : [problem('MALFORMED', `exactly one ${what} order is expected, got ${count}`, '/orders')];
}

export function pick<T>(rng: { int(n: number): number }, items: readonly T[]): T {
  return items[rng.int(items.length)];
}
