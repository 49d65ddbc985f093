/**
 * Maneuver orders (§7.3 "Maneuver orders"; SY-MOV, SY-YAW, SY-EVA, SY-EXIT-2): the checks, a
 * random legal order, and the default (inertia flight, SY-ARC-3).
 */
import type { Rng } from '../../../core/rng.js';
import type {
  Driver,
  GameState,
  ManeuverOrder,
  ManeuverSpec,
  Side,
  Submission,
  UnitState,
  YawSpec,
} from '../model.js';
import { hour } from '../rules/geometry.js';
import {
  DRIVER_DIRECTIONS,
  DRIVERS,
  inertiaOrder,
  MAX_SPEED,
  maxThrust,
} from '../rules/movement.js';
import { typeOf } from '../rules/units.js';
import {
  exactlyOne,
  hourProblem,
  isInt,
  ordersOfType,
  ownUnit,
  pick,
  problem,
  type Problem,
} from './common.js';
import { noteFinalManeuver } from '../rules/arcade.js';
import { activeUnitOf } from '../rules/segment-flow.js';
import { getUnit } from '../rules/units.js';
import { keepHidden, segmentIds, segmentPrompt, sideKind, when } from './kind.js';

/** (facing − course) mod 12: how far the nose is yawed off the course. */
export function yawOffset(unit: UnitState): number {
  return hour(unit.facing - unit.course);
}

/** Every problem with one ManeuverOrder for `unit` (SY-MOV-2..9, SY-YAW-1..5, SY-EVA-1). */
export function maneuverProblems(unit: UnitState, order: ManeuverOrder, path: string): Problem[] {
  const type = typeOf(unit);
  const out: Problem[] = [];
  const ms = order.maneuvers;
  if (ms.length !== 2) {
    out.push(
      problem(
        'MANEUVER_COUNT',
        `a Maneuver Action has exactly 2 maneuvers, not ${ms.length} (SY-MOV-1)`,
        `${path}/maneuvers`,
      ),
    );
  }
  ms.forEach((m, i) => {
    const at = `${path}/maneuvers/${i}`;
    const directions: readonly string[] = DRIVER_DIRECTIONS[m.driver];
    const directionOk = directions.includes(m.direction);
    if (!directionOk) {
      out.push(
        problem(
          'INVALID_DIRECTION',
          `${m.driver} is used ${directions.join(' or ')}, not ${m.direction}`,
          `${at}/direction`,
        ),
      );
    }
    if (!isInt(m.thrust)) {
      out.push(
        problem(
          'THRUST_NOT_INTEGER',
          `thrust ${m.thrust} is not an integer (SY-MOV-3)`,
          `${at}/thrust`,
        ),
      );
      return;
    }
    if (m.thrust < 0) {
      out.push(problem('THRUST_NEGATIVE', `thrust ${m.thrust} is below 0`, `${at}/thrust`));
      return;
    }
    if (!directionOk) return;
    const max = maxThrust(type, m);
    if (m.thrust > max) {
      out.push(
        problem(
          'THRUST_ABOVE_MAX',
          `${m.driver} ${m.direction} thrust ${m.thrust} is above ${type.name}'s maximum ${max} (SY-MOV-6)`,
          `${at}/thrust`,
        ),
      );
    }
    if (m.direction === 'DECELERATE' && m.thrust > unit.speed) {
      out.push(
        problem(
          'DECEL_EXCEEDS_SPEED',
          `deceleration ${m.thrust} exceeds the speed ${unit.speed} (SY-MOV-7)`,
          `${at}/thrust`,
        ),
      );
    }
    if (m.direction === 'ACCELERATE' && unit.speed + m.thrust > MAX_SPEED) {
      out.push(
        problem(
          'SPEED_ABOVE_99',
          `speed ${unit.speed} + ${m.thrust} would exceed ${MAX_SPEED} (SY-MOV-8)`,
          `${at}/thrust`,
        ),
      );
    }
  });
  if (ms.length === 2 && ms[0].driver === ms[1].driver) {
    out.push(
      problem(
        'DUPLICATE_DRIVER',
        `both maneuvers use ${ms[0].driver} (SY-MOV-2)`,
        `${path}/maneuvers/1/driver`,
      ),
    );
  }
  const yaw = order.yaw;
  if (yaw) {
    const hp = hourProblem(yaw.facingOffset, `${path}/yaw/facingOffset`);
    if (hp) out.push(hp);
    else if (yaw.facingOffset === yawOffset(unit)) {
      out.push(
        problem(
          'YAW_NO_CHANGE',
          `the facing offset is already ${yaw.facingOffset} (SY-YAW-2)`,
          `${path}/yaw/facingOffset`,
        ),
      );
    }
    if (unit.yawed)
      out.push(
        problem('YAW_ALREADY_USED', `${unit.id} already yawed this turn (SY-YAW-1)`, `${path}/yaw`),
      );
    if (order.evasive) {
      out.push(
        problem(
          'ONE_ADDITIONAL_MANEUVER_ONLY',
          'a yaw and Evasive Maneuvers are alternatives (SY-YAW-5, SY-EVA-1)',
          `${path}/evasive`,
        ),
      );
    }
  }
  const alignedAtM1 =
    yaw?.timing === 'BEFORE' ? yaw.facingOffset === 0 : unit.facing === unit.course;
  if (!alignedAtM1 && ms.some((m) => m.thrust !== 0)) {
    out.push(
      problem(
        'MUST_REALIGN_BEFORE_MANEUVER',
        `${unit.id} is not aligned (facing ${unit.facing}, course ${unit.course}): realign with a yaw BEFORE to offset 0, or fly inertia (SY-MOV-9, SY-YAW-4)`,
        `${path}/maneuvers`,
      ),
    );
  }
  return out;
}

/** MANEUVER_ORDERS: one ManeuverOrder for the side's active unit. */
export function validateManeuverSubmission(
  state: GameState,
  side: Side,
  sub: Submission,
): Problem[] {
  const found = ordersOfType<ManeuverOrder>(sub.orders, 'MANEUVER');
  const out = exactlyOne(found.length, 'MANEUVER');
  for (const { order, index } of found) {
    const path = `/orders/${index}`;
    const owned = ownUnit(state, side, order.unitId, `${path}/unitId`);
    if ('problem' in owned) {
      out.push(owned.problem);
      continue;
    }
    if (!state.active.includes(order.unitId) || owned.unit.activated) {
      out.push(
        problem(
          'UNIT_NOT_ACTIVE',
          `${order.unitId} is not active in this segment`,
          `${path}/unitId`,
        ),
      );
      continue;
    }
    out.push(...maneuverProblems(owned.unit, order, path));
  }
  return out;
}

function randomThrust(
  rng: Rng,
  unit: UnitState,
  m: Pick<ManeuverSpec, 'driver' | 'direction'>,
): number {
  let max = maxThrust(typeOf(unit), m);
  if (m.direction === 'DECELERATE') max = Math.min(max, unit.speed);
  if (m.direction === 'ACCELERATE') max = Math.min(max, MAX_SPEED - unit.speed);
  return rng.int(max + 1);
}

/** A random legal ManeuverOrder for `unit`. */
export function sampleManeuver(unit: UnitState, rng: Rng): ManeuverOrder {
  const current = yawOffset(unit);
  const roll = rng.int(10);
  let yaw: YawSpec | undefined;
  let evasive = false;
  if (!unit.yawed && (roll === 0 || (current !== 0 && roll < 5))) {
    const timing = rng.int(2) === 0 ? 'BEFORE' : 'AFTER';
    // A misaligned unit mostly realigns; otherwise any offset but the current one.
    const offset =
      current !== 0 && timing === 'BEFORE' && rng.int(4) !== 0
        ? 0
        : hour(current + 1 + rng.int(11));
    yaw = { timing, facingOffset: offset };
  } else if (roll === 1) {
    evasive = true;
  }
  const alignedAtM1 = yaw?.timing === 'BEFORE' ? yaw.facingOffset === 0 : current === 0;
  const first = rng.int(3);
  const second = (first + 1 + rng.int(2)) % 3;
  const spec = (driver: Driver): ManeuverSpec => {
    const direction = pick(rng, DRIVER_DIRECTIONS[driver]);
    return {
      driver,
      direction,
      thrust: alignedAtM1 ? randomThrust(rng, unit, { driver, direction }) : 0,
    };
  };
  const order: ManeuverOrder = {
    type: 'MANEUVER',
    unitId: unit.id,
    maneuvers: [spec(DRIVERS[first]), spec(DRIVERS[second])],
    evasive,
    exitIntent: rng.int(10) === 0 ? 'WITHDRAW' : 'RETURN',
  };
  if (yaw) order.yaw = yaw;
  return order;
}

export { inertiaOrder };

/** SY-ARC-2: once a segment has its first pilot, the other player's order is on the clock. */
function countdown(state: GameState, side: Side): number | undefined {
  const { arcade } = state.config;
  const counting = arcade.enabled && state.firstPilot !== null && state.firstPilot !== side;
  return counting ? arcade.countdownSeconds : undefined;
}

export const maneuverKind = sideKind({
  types: ['MANEUVER'],
  note: 'One MANEUVER order for the active unit (SY-MOV); arcade mode accepts drafts.',
  // SY-DOG-4: in a dogfight each unit moves in turn, in the open.
  simultaneous: (state) => !state.dogfight,
  id: segmentIds('maneuver'),
  prompt: segmentPrompt(
    (state, unit) => `${when(state)}, segment ${state.segment}: maneuver order for ${unit}`,
    activeUnitOf,
  ),
  timeLimitSeconds: countdown,
  rules: validateManeuverSubmission,
  sample: (state, side, rng) => ({
    orders: [sampleManeuver(getUnit(state, activeUnitOf(state, side)!), rng)],
  }),
  /** SY-ARC-3: the last legal draft, else inertia flight (§7.4). */
  defaultOrder(state, side) {
    const draft = state.drafts[side];
    if (draft && validateManeuverSubmission(state, side, draft).length === 0)
      return { orders: draft.orders };
    return { orders: [inertiaOrder(activeUnitOf(state, side)!)] };
  },
  apply(state, side, sub, ctx) {
    if (sub.draft) {
      state.drafts[side] = sub;
      return;
    }
    keepHidden(state, side, sub);
    noteFinalManeuver(state, side, ctx);
  },
  // Outside arcade mode a final order names no first pilot.
  onlyKeepsHidden: (state, sub) => !sub.draft && !state.config.arcade.enabled,
});
