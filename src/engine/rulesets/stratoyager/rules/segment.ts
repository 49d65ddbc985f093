/**
 * The movement half of a segment (SY-SEG-1 steps 2-7): every active unit's Maneuver Action from the
 * state at the start of the segment, then obstacles, table exit, overlaps, hull stress and the lock
 * check. The dogfight runs the same steps for one unit at a time (SY-DOG-4).
 */
import type { StepContext } from '../../../core/contract.js';
import type { GameState, ManeuverOrder, UnitState, Vec } from '../model.js';
import { exitOfPath } from './exit.js';
import { inObstacle, onTable } from './geometry.js';
import { checkLocks } from './lock.js';
import { executeManeuver } from './movement.js';
import { settleOverlaps, type Placed } from './obstacles.js';
import { removeUnit } from './removal.js';
import {
  stressBase,
  stressFailures,
  stressPool,
  stressPurpose,
  stressResult,
  stressToken,
} from './stress.js';
import { getUnit, typeOf } from './units.js';

interface Moved {
  unit: UnitState;
  order: ManeuverOrder;
  path: Vec[];
}

/** SY-STRESS: the test after an MA; `unit` may have left the table (SY-STRESS-6). */
export function hullStress(
  state: GameState,
  unit: UnitState,
  order: ManeuverOrder,
  ctx: StepContext,
): void {
  const type = typeOf(unit);
  const base = stressBase(order, type);
  const pool = stressPool(base, type);
  if (pool === 0) return;
  const faces = ctx.dice.roll({
    purpose: stressPurpose(unit.id, base, pool, type),
    sides: 6,
    count: pool,
    seat: unit.side,
  });
  const failures = stressFailures(faces, type);
  const result = stressResult(failures);
  ctx.emit({
    type: 'unit.stressed',
    data: { unitId: unit.id, base, pool, faces, failures, result },
  });
  const at = { turn: state.turn, segment: state.segment };
  if (result === 'DESTROYED') {
    removeUnit(
      state,
      unit,
      'DESTROYED',
      { turn: at.turn, segment: at.segment, cause: 'hull stress' },
      ctx,
    );
    return;
  }
  const onTableOrAway =
    unit.status === 'ON_TABLE' || unit.status === 'OFF_TABLE' || unit.status === 'WITHDRAWN';
  if (!onTableOrAway) return;
  if (result === 'STRUCTURAL_DAMAGE') {
    unit.structure -= 1;
    ctx.emit({
      type: 'damage.applied',
      data: {
        unitId: unit.id,
        source: 'hull stress',
        points: 1,
        absorbed: 0,
        shields: unit.shields,
        structure: unit.structure,
        result: unit.structure <= 0 ? 'WRECKED' : 'NONE',
      },
    });
    if (unit.structure <= 0) {
      removeUnit(
        state,
        unit,
        'WRECKED',
        { turn: at.turn, segment: at.segment, cause: 'hull stress structural damage' },
        ctx,
      );
      return;
    }
  }
  const token = stressToken(result);
  if (token !== 'NONE') unit.stress = token;
}

/** SY-SEG-1 steps 2-7 for the given (already validated) orders. */
export function resolveMovement(
  state: GameState,
  orders: readonly ManeuverOrder[],
  ctx: StepContext,
): void {
  const moved: Moved[] = [];
  // Step 2: every MA from the state at the start of the segment; the units move independently.
  for (const order of orders) {
    const unit = getUnit(state, order.unitId);
    const from = unit.pos!;
    const start = { course: unit.course, facing: unit.facing, speed: unit.speed };
    const out = executeManeuver(
      { pos: from, course: start.course, facing: start.facing, speed: start.speed },
      order,
    );
    unit.pos = out.pos;
    unit.course = out.course;
    unit.facing = out.facing;
    unit.speed = out.speed;
    unit.activated = true;
    if (order.yaw) unit.yawed = true;
    if (order.evasive) unit.evasive = true;
    ctx.emit({
      type: 'unit.moved',
      data: {
        unitId: unit.id,
        from,
        to: out.pos,
        before: start,
        after: { course: out.course, facing: out.facing, speed: out.speed },
        maneuvers: order.maneuvers,
        yaw: order.yaw ?? null,
        evasive: order.evasive ?? false,
        path: out.path,
      },
    });
    moved.push({ unit, order, path: out.path });
  }
  const at = { turn: state.turn, segment: state.segment };
  // Step 3: a final position in (or on) an obstacle destroys the unit (SY-OBS-2).
  for (const m of moved) {
    if (m.unit.status === 'ON_TABLE' && inObstacle(state.obstacles, m.unit.pos!)) {
      removeUnit(
        state,
        m.unit,
        'DESTROYED',
        { turn: at.turn, segment: at.segment, cause: 'ended its move in an obstacle' },
        ctx,
      );
    }
  }
  // Step 4: off the table (SY-EXIT-1, SY-EXIT-2).
  for (const m of moved) {
    const u = m.unit;
    if (u.status !== 'ON_TABLE' || onTable(state.config, u.pos!)) continue;
    const exit = exitOfPath(state.config, m.path);
    if (!exit) throw new Error(`${u.id} left the table without crossing its edge`);
    const withdraw = m.order.exitIntent === 'WITHDRAW';
    ctx.emit({
      type: 'unit.left_table',
      data: {
        unitId: u.id,
        exitPoint: exit.point,
        exitEdge: exit.edge,
        intent: withdraw ? 'WITHDRAW' : 'RETURN',
      },
    });
    if (!withdraw)
      u.offTable = { exitPoint: exit.point, exitEdge: exit.edge, exitTurn: state.turn };
    removeUnit(
      state,
      u,
      withdraw ? 'WITHDRAWN' : 'OFF_TABLE',
      { turn: at.turn, segment: at.segment, cause: withdraw ? 'withdrew' : 'left the table' },
      ctx,
    );
  }
  // Step 5: overlaps (SY-OBS-4, SY-OBS-5).
  const placed: Placed[] = moved.map((m) => ({ unit: m.unit, path: m.path }));
  settleOverlaps(state, placed, ctx, `turn ${state.turn} segment ${state.segment} movement`);
  // Step 6: hull stress, side 0 first (the orders come in side order).
  for (const m of moved) {
    if (m.unit.status !== 'DESTROYED') hullStress(state, m.unit, m.order, ctx);
  }
  // Step 7: lock check.
  checkLocks(state, ctx);
}
