/**
 * The heuristic bot's Maneuver Action: every sensible order (two drivers, thrusts up to a little
 * above safe), flown with the game's own movement rules, then weighed: the shot it sets up, the
 * shots it invites, the hull stress it risks, and staying on the table. The best few are tried
 * again with a yaw or Evasive Maneuvers. Only orders the maneuver rules accept are returned.
 */
import { CLOCK, nearestHeading, sub } from '../../../geometry/index.js';
import type { Driver, ManeuverOrder, ManeuverSpec, UnitState, UnitType } from '../model.js';
import { maneuverProblems } from '../decisions/maneuver.js';
import { hour } from '../rules/geometry.js';
import {
  executeManeuver,
  MAX_SPEED,
  maxThrust,
  safeValue,
  type Flight,
} from '../rules/movement.js';
import { stressBase, stressPool } from '../rules/stress.js';
import { unitType } from '../units/index.js';
import { FlightScores } from './maneuver-score.js';
import type { Placed, Situation } from './situation.js';

const SHORTLIST = 16;
const FINALISTS = 4;

interface Candidate {
  order: ManeuverOrder;
  flight: Flight;
  pool: number;
  score: number;
}

function spec(driver: Driver, direction: ManeuverSpec['direction'], thrust: number): ManeuverSpec {
  return { driver, direction, thrust };
}

/**
 * The maneuvers one driver offers: thrust 0 once, then each direction up to the safe value (turns
 * one beyond it: a sharper turn is the one over-thrust often worth a stress die).
 */
function driverOptions(unit: UnitState, type: UnitType, driver: Driver): ManeuverSpec[] {
  const out: ManeuverSpec[] = [];
  if (driver === 'ACCEL_DECEL') {
    out.push(spec(driver, 'ACCELERATE', 0));
    for (let t = 1; t <= Math.min(type.safeAcceleration, MAX_SPEED - unit.speed); t++) {
      out.push(spec(driver, 'ACCELERATE', t));
    }
    for (let t = 1; t <= Math.min(type.safeDeceleration, unit.speed); t++) {
      out.push(spec(driver, 'DECELERATE', t));
    }
    return out;
  }
  out.push(spec(driver, 'STARBOARD', 0));
  const safe = safeValue(type, { driver, direction: 'PORT' });
  const reach = driver === 'TURN' ? safe + 1 : safe;
  const limit = Math.min(maxThrust(type, { driver, direction: 'PORT' }), reach);
  for (let t = 1; t <= limit; t++) {
    out.push(spec(driver, 'PORT', t), spec(driver, 'STARBOARD', t));
  }
  return out;
}

const PAIRS: [Driver, Driver][] = [
  ['ACCEL_DECEL', 'TURN'],
  ['TURN', 'ACCEL_DECEL'],
  ['ACCEL_DECEL', 'SLIDE'],
  ['SLIDE', 'ACCEL_DECEL'],
  ['TURN', 'SLIDE'],
  ['SLIDE', 'TURN'],
];

function baseOrders(unit: UnitState, type: UnitType): ManeuverOrder[] {
  const aligned = unit.facing === unit.course;
  const realign = !aligned && !unit.yawed;
  const inertia: ManeuverOrder = {
    type: 'MANEUVER',
    unitId: unit.id,
    maneuvers: [spec('ACCEL_DECEL', 'ACCELERATE', 0), spec('TURN', 'STARBOARD', 0)],
  };
  if (!aligned && !realign) return [inertia];
  const out: ManeuverOrder[] = aligned ? [] : [inertia];
  for (const [d1, d2] of PAIRS) {
    for (const m1 of driverOptions(unit, type, d1)) {
      for (const m2 of driverOptions(unit, type, d2)) {
        const order: ManeuverOrder = { type: 'MANEUVER', unitId: unit.id, maneuvers: [m1, m2] };
        if (realign) order.yaw = { timing: 'BEFORE', facingOffset: 0 };
        out.push(order);
      }
    }
  }
  return out;
}

function candidate(unit: Placed, type: UnitType, order: ManeuverOrder, pool?: number): Candidate {
  return {
    order,
    flight: executeManeuver(unit, order),
    pool: pool ?? stressPool(stressBase(order, type), type),
    score: 0,
  };
}

/** The orders worth flying: a pool above 3 dice risks the hull more than any position is worth. */
function candidates(unit: Placed, type: UnitType): Candidate[] {
  const out: Candidate[] = [];
  for (const order of baseOrders(unit, type)) {
    const pool = stressPool(stressBase(order, type), type);
    if (pool <= 3) out.push(candidate(unit, type, order, pool));
  }
  return out;
}

/**
 * Variants of a finalist: Evasive Maneuvers, or a yaw AFTER that points the nose at an enemy (or
 * back along the course).
 */
function variants(
  sit: Situation,
  unit: Placed,
  type: UnitType,
  c: Candidate,
): { c: Candidate; evasive: boolean }[] {
  const out: { c: Candidate; evasive: boolean }[] = [{ c, evasive: false }];
  if (c.order.yaw) return out;
  out.push({ c: { ...c, order: { ...c.order, evasive: true } }, evasive: true });
  if (unit.yawed) return out;
  const offsets = new Set<number>([0]);
  for (const t of sit.targets) {
    const bearing = nearestHeading(CLOCK, sub(t.pos, c.flight.pos));
    if (bearing !== null) offsets.add(hour(bearing - c.flight.course));
  }
  for (const facingOffset of offsets) {
    const order: ManeuverOrder = { ...c.order, yaw: { timing: 'AFTER', facingOffset } };
    out.push({ c: candidate(unit, type, order), evasive: false });
  }
  return out;
}

function isLegal(unit: UnitState, order: ManeuverOrder): boolean {
  return maneuverProblems(unit, order, '').length === 0;
}

/**
 * The `count` highest-scoring candidates, best first, earlier ones first on a tie: a stable sort's
 * head, without sorting the two hundred and more that are not kept.
 */
function highest(all: Candidate[], count: number): Candidate[] {
  const top: Candidate[] = [];
  for (const c of all) {
    if (top.length === count && c.score <= top[count - 1].score) continue;
    let at = top.length;
    while (at > 0 && top[at - 1].score < c.score) at--;
    top.splice(at, 0, c);
    if (top.length > count) top.pop();
  }
  return top;
}

/** The heuristic maneuver for `unit`, or null if no candidate is legal (the caller falls back). */
export function chooseManeuver(sit: Situation, unit: Placed): ManeuverOrder | null {
  const type = unitType(unit.typeId);
  const scores = new FlightScores(sit, unit);
  const all = candidates(unit, type);
  for (const c of all) c.score = scores.quick(c.flight, c.pool);
  const shortlist = highest(all, SHORTLIST);
  for (const c of shortlist) c.score = scores.full(c.flight, c.pool, false);
  shortlist.sort((a, b) => b.score - a.score);
  let best: Candidate | null = null;
  for (const finalist of shortlist.slice(0, FINALISTS)) {
    for (const v of variants(sit, unit, type, finalist)) {
      const score =
        v.c === finalist ? finalist.score : scores.full(v.c.flight, v.c.pool, v.evasive);
      if ((best === null || score > best.score) && isLegal(unit, v.c.order)) {
        best = { ...v.c, score };
      }
    }
  }
  return best?.order ?? null;
}
