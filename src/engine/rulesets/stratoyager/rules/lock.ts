/** Target locks (SY-LOCK-1..4): holding, the lock check, maturity. */
import type { StepContext } from '../../../core/contract.js';
import { isWithinDistance } from '../../../geometry/index.js';
import type { GameState, UnitState } from '../model.js';
import { inFrontArc } from './geometry.js';
import { findUnit, typeOf } from './units.js';

/** Visual range: the farthest a lock is declared or held (SY-LOCK-2, SY-CA-6). */
export const LOCK_RANGE = 30;

export function hasTracker(unit: UnitState): boolean {
  return typeOf(unit).specialFeatures.missiles.includes('TRACKER');
}

/** SY-LOCK-2: both on the table, distance <= 30, target in front arc (waived by Tracker). */
export function isLockHeld(holder: UnitState, target: UnitState | undefined): boolean {
  if (!target || holder.status !== 'ON_TABLE' || target.status !== 'ON_TABLE') return false;
  if (!holder.pos || !target.pos) return false;
  if (!isWithinDistance(holder.pos, target.pos, LOCK_RANGE)) return false;
  return hasTracker(holder) || inFrontArc(holder, target.pos);
}

/** SY-LOCK-4: declared in an earlier turn and still held. */
export function isLockMature(holder: UnitState, turn: number): boolean {
  return holder.targetLock !== null && turn > holder.targetLock.declaredTurn;
}

/** SY-LOCK-3: re-check every lock in play; locks no longer held are removed. */
export function checkLocks(state: GameState, ctx: StepContext): void {
  for (const holder of state.units) {
    const lock = holder.targetLock;
    if (!lock) continue;
    if (!isLockHeld(holder, findUnit(state, lock.targetId))) {
      holder.targetLock = null;
      ctx.emit({
        type: 'lock.broken',
        data: { holderId: holder.id, targetId: lock.targetId, reason: 'lock check (SY-LOCK-3)' },
      });
    }
  }
}
