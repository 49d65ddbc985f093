/**
 * Arcade mode (SY-ARC): the first final maneuver order of a two-unit segment makes its side the
 * first pilot, and the first pilot shoots first when the two active units attack each other. The
 * countdown is the service's: the engine only records who was first and offers the other side's
 * last draft (or inertia flight) as its default order.
 */
import type { StepContext } from '../../../core/contract.js';
import { combatPort } from '../combat/index.js';
import type { CombatOrder, GameState, Side } from '../model.js';
import type { FirstShot, SideCombat } from './combat-resolution.js';

/** SY-ARC-2: record the first pilot when a final maneuver order arrives. */
export function noteFinalManeuver(state: GameState, side: Side, ctx: StepContext): void {
  if (!state.config.arcade.enabled || state.stage !== 'MANEUVER_ORDERS' || state.dogfight) return;
  if (!state.owes[0] || !state.owes[1] || state.firstPilot !== null) return;
  state.firstPilot = side;
  ctx.emit({
    type: 'first_pilot.decided',
    data: {
      side,
      turn: state.turn,
      segment: state.segment,
      countdownSeconds: state.config.arcade.countdownSeconds,
      waitingFor: side === 0 ? 1 : 0,
    },
  });
}

/** The units an order attacks (a fragshell shot counts for every unit it covers). */
function targetsOf(state: GameState, order: CombatOrder): string[] {
  const out: string[] = [];
  const a = order.action;
  if (a.type === 'MAIN_WEAPON_SALVO') out.push(a.targetId);
  if (a.type === 'MISSILE_SHOT') {
    if (a.targetId !== undefined) out.push(a.targetId);
    else out.push(...combatPort.fragshellTargets(state, order.unitId));
  }
  if (a.type === 'LOCKED_MISSILE_LAUNCH') {
    const holder = state.units.find((u) => u.id === order.unitId);
    if (holder?.targetLock) out.push(holder.targetLock.targetId);
  }
  if (order.gunnerMainGun?.type === 'MAIN_WEAPON_SALVO') out.push(order.gunnerMainGun.targetId);
  return out;
}

/** SY-ARC-4: first shot applies when both active units attack each other. */
export function arcadeFirstShot(state: GameState, sides: readonly SideCombat[]): FirstShot | null {
  if (!state.config.arcade.enabled || state.firstPilot === null || state.active.length !== 2)
    return null;
  const first = state.firstPilot;
  const firstId = state.active.find((id) => state.units.find((u) => u.id === id)?.side === first);
  const secondId = state.active.find((id) => id !== firstId);
  if (!firstId || !secondId) return null;
  const orderOf = (id: string): CombatOrder | undefined => {
    for (const s of sides) for (const o of s.orders) if (o.unitId === id) return o;
    return undefined;
  };
  const a = orderOf(firstId);
  const b = orderOf(secondId);
  if (!a || !b) return null;
  return targetsOf(state, a).includes(secondId) && targetsOf(state, b).includes(firstId)
    ? { firstId, secondId }
    : null;
}
