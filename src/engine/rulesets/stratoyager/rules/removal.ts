/**
 * Removal of a unit from play on the table (SY-DMG-7), for whatever reason: wrecked, destroyed,
 * abandoned, withdrawn or off the table. Locks on it and by it go, missiles at it are discarded
 * (SY-LOCK-7), its tokens are cleared; damage and shield tokens stay with it.
 */
import type { StepContext } from '../../../core/contract.js';
import type { GameState, Removal, UnitState, UnitStatus } from '../model.js';

export interface RemovalOptions {
  /** A drifting abandoned yager stays on the table as a target (SY-CA-11 DRIFT). */
  keepPosition?: boolean;
}

/** Clear the per-turn order tokens (Greyout, Blackout, Evasive, countermeasures, Fire at Will). */
export function clearTokens(unit: UnitState): void {
  unit.stress = 'NONE';
  unit.evasive = false;
  unit.countermeasures = false;
  unit.fireAtWill = null;
}

/** Every lock on `unitId` is dropped and every missile in flight at it is discarded. */
export function forgetTarget(
  state: GameState,
  unitId: string,
  ctx: StepContext,
  why: string,
): void {
  for (const holder of state.units) {
    if (holder.targetLock?.targetId === unitId) {
      ctx.emit({
        type: 'lock.broken',
        data: { holderId: holder.id, targetId: unitId, reason: why },
      });
      holder.targetLock = null;
    }
  }
  const kept = state.missiles.filter((m) => m.targetId !== unitId);
  if (kept.length !== state.missiles.length) {
    for (const m of state.missiles) {
      if (m.targetId === unitId) {
        ctx.emit({
          type: 'missile.discarded',
          data: { seq: m.seq, launcherId: m.launcherId, targetId: unitId, reason: why },
        });
      }
    }
    state.missiles = kept;
  }
}

export function removeUnit(
  state: GameState,
  unit: UnitState,
  status: UnitStatus,
  removal: Removal,
  ctx: StepContext,
  options: RemovalOptions = {},
): void {
  const position = unit.pos;
  unit.status = status;
  if (!options.keepPosition) unit.pos = null;
  unit.removal = removal;
  clearTokens(unit);
  if (unit.targetLock) {
    ctx.emit({
      type: 'lock.broken',
      data: { holderId: unit.id, targetId: unit.targetLock.targetId, reason: 'holder removed' },
    });
    unit.targetLock = null;
  }
  forgetTarget(state, unit.id, ctx, `${unit.id} ${status.toLowerCase()}`);
  ctx.emit({
    type: 'unit.removed',
    data: {
      unitId: unit.id,
      side: unit.side,
      status,
      cause: removal.cause,
      turn: removal.turn,
      segment: removal.segment,
      position,
      structure: unit.structure,
      shields: unit.shields,
    },
  });
}
