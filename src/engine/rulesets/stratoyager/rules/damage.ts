/**
 * Applying an attack's damage to a unit and removing it when its structure falls to 0 or below
 * (SY-DMG-4, SY-DMG-5, SY-DMG-7). How many points an attack scores is combat/'s business.
 */
import type { StepContext } from '../../../core/contract.js';
import { combatPort } from '../combat/index.js';
import type { Aspect, DamageApplied, GameState, Removal, UnitState } from '../model.js';
import { removeUnit } from './removal.js';

export interface DamageSource {
  source: string;
  segment: Removal['segment'];
}

/** Apply the points now and emit the result; returns what happened (no removal). */
export function damageUnit(
  target: UnitState,
  points: number,
  aspect: Aspect,
  ctx: StepContext,
  source: string,
): DamageApplied {
  const applied = combatPort.applyDamage(target, points, aspect);
  ctx.emit({
    type: 'damage.applied',
    data: {
      unitId: target.id,
      source,
      aspect,
      points,
      absorbed: applied.absorbed,
      shields: applied.shieldsAfter,
      structure: applied.structureAfter,
      result: applied.result,
    },
  });
  return applied;
}

/** Remove a unit whose structure an attack took to 0 or below. */
export function removeDamaged(
  state: GameState,
  target: UnitState,
  result: 'WRECKED' | 'DESTROYED',
  ctx: StepContext,
  how: DamageSource,
): void {
  // An abandoned yager keeps its status (it already scores as destroyed) but leaves the table.
  const status = target.status === 'ABANDONED' ? 'ABANDONED' : result;
  removeUnit(
    state,
    target,
    status,
    { turn: state.turn, segment: how.segment, cause: `${result.toLowerCase()} by ${how.source}` },
    ctx,
  );
}

/** Damage applied at once, with immediate removal (LMD, dogfight, arcade first shot). */
export function applyAttackDamage(
  state: GameState,
  target: UnitState,
  points: number,
  aspect: Aspect,
  ctx: StepContext,
  how: DamageSource,
): void {
  const applied = damageUnit(target, points, aspect, ctx, how.source);
  if (applied.result !== 'NONE') removeDamaged(state, target, applied.result, ctx, how);
}
