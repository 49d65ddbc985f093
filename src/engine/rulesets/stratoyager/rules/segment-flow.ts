/**
 * Segments (SY-INIT-5..6, SY-SEG-1): the units holding card k act at the same time: hidden
 * maneuver orders, movement, then hidden combat orders (with Fire-at-Will triggers) and the
 * simultaneous resolution, then the end check.
 */
import type { StepContext } from '../../../core/contract.js';
import type {
  CombatOrder,
  FireAtWillTrigger,
  GameState,
  ManeuverOrder,
  Side,
  UnitState,
} from '../model.js';
import { arcadeFirstShot } from './arcade.js';
import { resolveCombat, type SideCombat } from './combat-resolution.js';
import { sideWithoutCombatCapableUnits } from './end.js';
import { resolveMovement } from './segment.js';
import { open, owing, type Step } from './step.js';
import { canAct, getUnit } from './units.js';

/** The first segment from k on with an active unit; after the last one, the end of the turn. */
export function startSegment(state: GameState, k: number, ctx: StepContext): Step {
  for (let seg = k; seg <= state.segmentCount; seg++) {
    const active: string[] = [];
    for (const u of state.units)
      if (u.initiativeCard === seg && u.status === 'ON_TABLE' && !u.activated) active.push(u.id);
    if (active.length === 0) {
      ctx.emit({ type: 'segment.skipped', data: { turn: state.turn, segment: seg } });
      continue;
    }
    state.segment = seg;
    state.active = active;
    state.firstPilot = null;
    ctx.emit({ type: 'segment.started', data: { turn: state.turn, segment: seg, active } });
    return open(
      'MANEUVER_ORDERS',
      owing((side) => activeUnitOf(state, side) !== null),
    );
  }
  return { go: 'end-of-turn' };
}

export function activeUnitOf(state: GameState, side: Side): string | null {
  for (const id of state.active) if (getUnit(state, id).side === side) return id;
  return null;
}

/** The maneuver orders of the stage, in side order. */
export function submittedManeuvers(state: GameState): ManeuverOrder[] {
  const out: ManeuverOrder[] = [];
  for (const side of [0, 1] as const) {
    for (const o of state.submitted[side]?.orders ?? []) if (o.type === 'MANEUVER') out.push(o);
  }
  return out;
}

export function closeManeuverOrders(state: GameState, ctx: StepContext): Step {
  const orders = submittedManeuvers(state);
  ctx.emit({
    type: 'maneuvers.revealed',
    data: { turn: state.turn, segment: state.segment, orders },
  });
  resolveMovement(state, orders, ctx);
  return openCombatOrders(state);
}

/** `unit` of `side` armed Fire at Will in an earlier segment of this turn and can fire now. */
function isArmed(state: GameState, side: Side, u: UnitState): boolean {
  return (
    u.side === side &&
    u.fireAtWill !== null &&
    u.fireAtWill.armedSegment < state.segment &&
    canAct(u)
  );
}

/** Units of `side` with Fire at Will armed in an earlier segment of this turn that can fire now. */
export function armedUnits(state: GameState, side: Side): string[] {
  const out: string[] = [];
  for (const u of state.units) if (isArmed(state, side, u)) out.push(u.id);
  return out;
}

/** SY-SEG-1 step 8: who owes a combat submission. */
function openCombatOrders(state: GameState): Step {
  const owes = owing((side) => {
    const id = activeUnitOf(state, side);
    return (
      (id !== null && canAct(getUnit(state, id))) ||
      state.units.some((u) => isArmed(state, side, u))
    );
  });
  return open('COMBAT_ORDERS', owes);
}

/** The revealed combat submissions, by side. */
export function submittedCombat(state: GameState): SideCombat[] {
  const out: SideCombat[] = [];
  for (const side of [0, 1] as const) {
    const sub = state.submitted[side];
    if (!sub) continue;
    const orders = sub.orders.filter((o): o is CombatOrder => o.type === 'COMBAT');
    const triggers = sub.orders.filter((o): o is FireAtWillTrigger => o.type === 'FAW_TRIGGER');
    out.push({ side, orders, triggers });
  }
  return out;
}

export function closeCombatOrders(state: GameState, ctx: StepContext): Step {
  const sides = submittedCombat(state);
  ctx.emit({
    type: 'combat.revealed',
    data: {
      turn: state.turn,
      segment: state.segment,
      submissions: sides.map((s) => ({ side: s.side, orders: s.orders, triggers: s.triggers })),
    },
  });
  resolveCombat(state, sides, ctx, arcadeFirstShot(state, sides));
  // END_CHECK (SY-END-3): finish this segment, then LMD and the end.
  if (sideWithoutCombatCapableUnits(state)) {
    state.endAfterLmd = true;
    return { go: 'end-of-turn' };
  }
  return { go: 'segment', segment: state.segment + 1 };
}
