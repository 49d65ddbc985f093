/**
 * The scale S and the formulas built on it (spec 1.2). Every fractional value rounds up
 * (ABS-GEN-2), which is why the object formulas are ceil(S/3) and ceil(S/2).
 */
import type { Formula } from '../data/units.js';

export const MIN_SCALE = 1;
export const MAX_SCALE = 6;
export const DEFAULT_SCALE = 3;

/** ABS-GEN-2: any fractional value a rule produces is rounded up. */
export function roundUp(x: number): number {
  return Math.ceil(x - 1e-12);
}

/** ABS-OBJ-1: a printed value or a formula of S. */
export function resolveFormula(f: Formula, scale: number): number {
  switch (f) {
    case 'S':
      return scale;
    case 'ceil(S/3)':
      return roundUp(scale / 3);
    case 'ceil(S/2)':
      return roundUp(scale / 2);
    default:
      return f;
  }
}

/** ABS-CMD-1: CMD tokens each CEO receives per round. */
export function cmdTokens(scale: number): number {
  return scale + 3;
}

/** ABS-JUMP-8: utility ships a CEO may have in play. */
export function utilityLimit(scale: number): number {
  return scale;
}

/** ABS-JUMP-9: jump points a CEO may have in play, with T tables. */
export function jumpPointLimit(tables: number): number {
  return tables + 1;
}

/** ABS-JUMP-4: a class's jump range in inches. */
export function jumpRange(mass: number): number {
  return 6 - mass;
}

/** ABS-MOV-8: the Easy Target threshold, ceil(printed Thrust / 2). */
export function easyTargetThreshold(thrust: number): number {
  return roundUp(thrust / 2);
}

/** ABS-DMG-4: more damage tokens than m. */
export function isSystemsCritical(damage: number, mass: number): boolean {
  return damage > mass;
}

/** ABS-DMG-2: silhouette is also structural integrity. */
export function isDestroyedAt(damage: number, silhouette: number): boolean {
  return damage >= silhouette;
}

/**
 * Contract amounts such as "4*S" or "2*S" (spec 4.2), or a plain integer. Kept tiny on purpose:
 * only the shapes contracts use.
 */
export function resolveAmount(amount: number | string, scale: number): number {
  if (typeof amount === 'number') return amount;
  const m = /^\s*(\d+)\s*\*\s*S\s*$/.exec(amount);
  if (m) return Number(m[1]) * scale;
  if (amount.trim() === 'S') return scale;
  const n = Number(amount);
  if (Number.isInteger(n)) return n;
  throw new RangeError(`unsupported amount formula "${amount}"`);
}

export function isAmount(amount: unknown): boolean {
  if (typeof amount === 'number') return Number.isInteger(amount) && amount >= 0;
  if (typeof amount !== 'string') return false;
  try {
    resolveAmount(amount, 1);
    return true;
  } catch {
    return false;
  }
}
