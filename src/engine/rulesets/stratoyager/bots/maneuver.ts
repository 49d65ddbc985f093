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
  DRIVERS,
  executeManeuver,
  MAX_SPEED,
  maxThrust,
  safeValue,
  type Flight,
} from '../rules/movement.js';
import { stressBase, stressPool } from '../rules/stress.js';
import { unitType } from '../units/index.js';
import { Flier } from './flier.js';
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

/**
 * The orders worth flying, in a fixed order (a tie keeps the earlier), each handed to `visit` with
 * its flight and stress pool: inertia for a unit that cannot realign, else every pair of two
 * drivers, with the realigning yaw for a misaligned unit that has not yawed. A decision weighs
 * some 260 of them and keeps 16, so `visit` gets one scratch order and one scratch flight,
 * rewritten for each: it must copy what it keeps. A pool above 3 dice risks the hull more than any
 * position is worth, and is not flown.
 */
export function forEachBaseOrder(
  unit: Placed,
  type: UnitType,
  visit: (order: ManeuverOrder, flight: Flier, pool: number) => void,
): void {
  const aligned = unit.facing === unit.course;
  const realign = !aligned && !unit.yawed;
  const flight = new Flier();
  const inertia: ManeuverOrder = {
    type: 'MANEUVER',
    unitId: unit.id,
    maneuvers: [spec('ACCEL_DECEL', 'ACCELERATE', 0), spec('TURN', 'STARBOARD', 0)],
  };
  if (!aligned) {
    const pool = stressPool(stressBase(inertia, type), type);
    if (pool <= 3) visit(inertia, flight.from(unit).firstAndInertia(inertia.maneuvers[0]), pool);
  }
  if (!aligned && !realign) return;
  const options = new Map<Driver, ManeuverSpec[]>();
  // Without a yaw each maneuver's thrust above safe adds to the stress base on its own
  // (SY-STRESS-1): read once per maneuver, not once per pair.
  const overs = new Map<Driver, number[]>();
  // `stressPool`, read once: a base above 0 and the dice Weak Frame adds to it (SY-STRESS-2).
  const extraDie = stressPool(1, type) - 1;
  for (const d of DRIVERS) {
    const list = driverOptions(unit, type, d);
    options.set(d, list);
    overs.set(
      d,
      list.map((m) => Math.max(0, m.thrust - safeValue(type, m))),
    );
  }
  const scratch: ManeuverOrder = {
    type: 'MANEUVER',
    unitId: unit.id,
    maneuvers: [inertia.maneuvers[0], inertia.maneuvers[1]],
  };
  if (realign) scratch.yaw = { timing: 'BEFORE', facingOffset: 0 };
  // M1 and the inertia move, flown once for all the M2s that follow them.
  const first = new Flier();
  for (const [d1, d2] of PAIRS) {
    const firsts = options.get(d1)!;
    const seconds = options.get(d2)!;
    const firstOvers = overs.get(d1)!;
    const secondOvers = overs.get(d2)!;
    for (let i = 0; i < firsts.length; i++) {
      const m1 = firsts[i];
      scratch.maneuvers[0] = m1;
      let flown = false;
      for (let j = 0; j < seconds.length; j++) {
        const m2 = seconds[j];
        scratch.maneuvers[1] = m2;
        // The realigning yaw's thrust goes to one of the two (SY-YAW-3): the rules say which.
        const base = realign ? stressBase(scratch, type) : firstOvers[i] + secondOvers[j];
        const pool = base <= 0 ? 0 : base + extraDie;
        if (pool > 3) continue;
        if (!flown) {
          first.from(unit);
          if (realign) first.yawBefore(0);
          first.firstAndInertia(m1);
          flown = true;
        }
        visit(scratch, flight.from(first).second(m2), pool);
      }
    }
  }
}

/** A kept order: a copy of the scratch one, with the key order a fresh order would have. */
function kept(order: ManeuverOrder): ManeuverOrder {
  const copy: ManeuverOrder = {
    type: 'MANEUVER',
    unitId: order.unitId,
    maneuvers: [order.maneuvers[0], order.maneuvers[1]],
  };
  if (order.yaw) copy.yaw = order.yaw;
  return copy;
}

function candidate(unit: Placed, type: UnitType, order: ManeuverOrder): Candidate {
  return {
    order,
    flight: executeManeuver(unit, order),
    pool: stressPool(stressBase(order, type), type),
    score: 0,
  };
}

/**
 * Variants of a finalist: Evasive Maneuvers, or a yaw AFTER that points the nose at an enemy (or
 * back along the course). The finalist has no yaw, so each variant is its order with one key more.
 */
function variants(
  sit: Situation,
  unit: Placed,
  type: UnitType,
  c: Candidate,
): { c: Candidate; evasive: boolean }[] {
  const out: { c: Candidate; evasive: boolean }[] = [{ c, evasive: false }];
  if (c.order.yaw) return out;
  const { unitId, maneuvers } = c.order;
  const evasive: ManeuverOrder = { type: 'MANEUVER', unitId, maneuvers, evasive: true };
  out.push({
    c: { order: evasive, flight: c.flight, pool: c.pool, score: c.score },
    evasive: true,
  });
  if (unit.yawed) return out;
  const offsets = new Set<number>([0]);
  for (const t of sit.targets) {
    const bearing = nearestHeading(CLOCK, sub(t.pos, c.flight.pos));
    if (bearing !== null) offsets.add(hour(bearing - c.flight.course));
  }
  for (const facingOffset of offsets) {
    const yaw = { timing: 'AFTER', facingOffset } as const;
    const order: ManeuverOrder = { type: 'MANEUVER', unitId, maneuvers, yaw };
    out.push({ c: candidate(unit, type, order), evasive: false });
  }
  return out;
}

function isLegal(unit: UnitState, order: ManeuverOrder): boolean {
  return maneuverProblems(unit, order, '').length === 0;
}

/**
 * Keeps the `count` highest-scoring orders seen, best first, earlier ones first on a tie: a stable
 * sort's head, without keeping the two hundred and more that do not make it.
 */
function shortlist(unit: Placed, type: UnitType, count: number, scores: FlightScores): Candidate[] {
  const top: Candidate[] = [];
  forEachBaseOrder(unit, type, (order, flight, pool) => {
    // An order that cannot beat the last of a full list is not weighed: it would be turned away.
    if (top.length === count && !scores.mayBeat(flight, pool, top[count - 1].score)) return;
    const value = scores.quick(flight, pool);
    if (top.length === count && value <= top[count - 1].score) return;
    let at = top.length;
    while (at > 0 && top[at - 1].score < value) at--;
    top.splice(at, 0, { order: kept(order), flight: flight.copy(), pool, score: value });
    if (top.length > count) top.pop();
  });
  return top;
}

/**
 * Weighs the shortlist in full and hands `visit` each of the best `finalists` and its variants,
 * best finalist first, with its full score (legality is the visitor's to check: the pilot checks
 * only an order that would beat its best so far).
 */
function weighFinalists(
  sit: Situation,
  unit: Placed,
  finalists: number,
  visit: (c: Candidate, score: number) => void,
): void {
  const type = unitType(unit.typeId);
  const scores = new FlightScores(sit, unit);
  const short = shortlist(unit, type, SHORTLIST, scores);
  for (const c of short) c.score = scores.full(c.flight, c.pool, false);
  short.sort((a, b) => b.score - a.score);
  for (const finalist of short.slice(0, finalists)) {
    for (const v of variants(sit, unit, type, finalist)) {
      visit(v.c, v.c === finalist ? finalist.score : scores.full(v.c.flight, v.c.pool, v.evasive));
    }
  }
  scores.release();
}

/** The heuristic maneuver for `unit`, or null if no candidate is legal (the caller falls back). */
export function chooseManeuver(sit: Situation, unit: Placed): ManeuverOrder | null {
  let best: ManeuverOrder | null = null;
  let bestScore = 0;
  weighFinalists(sit, unit, FINALISTS, (c, score) => {
    if ((best === null || score > bestScore) && isLegal(unit, c.order)) {
      best = c.order;
      bestScore = score;
    }
  });
  return best;
}

/**
 * The pilot's `count` best maneuvers for `unit` by its own weighing, best first: the finalists of
 * `chooseManeuver` and their variants, each legal and distinct; the first is the pilot's own
 * choice (the earliest of equal scores, as there). For the search bot, which weighs the
 * runners-up in playouts (search.ts): orders the pilot nearly chose differ from its own in
 * intent, where a drawn neighbour mostly differs in one thrust.
 */
export function rankedManeuvers(sit: Situation, unit: Placed, count: number): ManeuverOrder[] {
  const weighed: { order: ManeuverOrder; score: number }[] = [];
  weighFinalists(sit, unit, Math.max(FINALISTS, count), (c, score) => {
    if (isLegal(unit, c.order)) weighed.push({ order: c.order, score });
  });
  weighed.sort((a, b) => b.score - a.score);
  return weighed.slice(0, count).map((w) => w.order);
}
