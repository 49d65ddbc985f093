/**
 * The heuristic bot's Maneuver Action: every sensible order (two drivers, thrusts up to a little
 * above safe), flown with the game's own movement rules, then weighed: the shot it sets up, the
 * shots it invites, the hull stress it risks, and staying on the table. The best few are tried
 * again with a yaw or Evasive Maneuvers. Only orders the maneuver rules accept are returned.
 */
import { CLOCK, headingSeparation, nearestHeading, sub } from '../../../geometry/index.js';
import { isInFrontArc } from '../combat/index.js';
import type { Driver, ManeuverOrder, ManeuverSpec, UnitState, UnitType, Vec } from '../model.js';
import { maneuverProblems } from '../decisions/maneuver.js';
import { hour, inObstacle, moveAlong, onTable } from '../rules/geometry.js';
import {
  executeManeuver,
  MAX_SPEED,
  maxThrust,
  safeValue,
  type Flight,
} from '../rules/movement.js';
import { stressBase, stressPool } from '../rules/stress.js';
import { unitType } from '../units/index.js';
import { attackWorth, fragshellWorth, missilesLeft, movedTo } from './assess.js';
import type { Placed, Situation } from './situation.js';

/** Points of enemy force: the scale every weight below is in. */
const OFF_TABLE = -1000;
const NEXT_TURN_OFF_TABLE = -12;
const SHORTLIST = 16;
/** Points per Klick left between a unit and its nearest enemy beyond close range. */
const APPROACH = 0.6;
/**
 * How much the shots a move invites count against it. In a dogfight (SY-DOG) only a kill scores
 * and the second mover can always slip out of the first's arc: a pilot who shies from the enemy's
 * guns never brings its own to bear, and the duel ends a draw. There, trading shots is sought.
 */
const CAUTION = 0.8;
const DUEL_CAUTION = -0.5;
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

/** P(exactly f failures) for a stress pool (SY-STRESS-3, SY-HIND-4). */
function failureOdds(pool: number, type: UnitType): number[] {
  const p = type.hindrances.includes('RETROFITTED_CIVILIAN') ? 4 / 6 : 3 / 6;
  let dist = [1];
  for (let i = 0; i < pool; i++) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, f) => {
      next[f] += q * (1 - p);
      next[f + 1] += q * p;
    });
    dist = next;
  }
  return dist;
}

/** Expected cost of the stress test (SY-STRESS-4), given what this activation's shot is worth. */
function stressCost(pool: number, unit: UnitState, type: UnitType, shot: number): number {
  if (pool === 0) return 0;
  const perStructure = type.points / type.structure;
  const odds = failureOdds(pool, type);
  let cost = 0;
  odds.forEach((q, f) => {
    if (f === 1) cost += q * (shot * 0.4 + 1);
    else if (f === 2) cost += q * (shot + 2);
    else if (f === 3) cost += q * (shot + 2 + (unit.structure <= 1 ? type.points : perStructure));
    else if (f >= 4) cost += q * type.points * 1.2;
  });
  return cost;
}

/** The best single combat action from this position now (Gunner: missile and gun together). */
export function offense(sit: Situation, me: Placed): number {
  const type = unitType(me.typeId);
  let gun = 0;
  let missile = 0;
  const left = missilesLeft(me);
  for (const t of sit.targets) {
    gun = Math.max(gun, attackWorth(sit.field, 'MAIN_WEAPON', me, t));
    if (left > 0 && type.missileKind === 'DUMB') {
      missile = Math.max(missile, attackWorth(sit.field, 'DUMB_MISSILE', me, t) * 0.8);
    }
    if (
      left > 0 &&
      type.missileKind === 'GUIDED' &&
      me.targetLock?.targetId === t.id &&
      me.targetLock.declaredTurn < sit.view.turn
    ) {
      missile = Math.max(missile, attackWorth(sit.field, 'LOCKED_MISSILE', me, t) * 0.8);
    }
  }
  if (left > 0 && type.missileKind === 'FRAGSHELL')
    missile = Math.max(missile, fragshellWorth(sit.field, me) * 0.8);
  if (type.specialFeatures.general.includes('GUNNER')) return gun + missile;
  return Math.max(gun, missile);
}

/** An enemy's worth of shooting at `me`, if it can bring its guns to bear by turning safely. */
function threatFrom(sit: Situation, enemy: Placed, me: Placed): number {
  const type = unitType(enemy.typeId);
  let shooter = enemy;
  if (
    !type.specialFeatures.mainWeapon.includes('TURRET_360') &&
    !isInFrontArc(enemy.pos, enemy.facing, me.pos)
  ) {
    if (enemy.activated) return 0; // only an armed Fire at Will, which cannot turn
    const bearing = nearestHeading(CLOCK, sub(me.pos, enemy.pos));
    if (bearing === null || headingSeparation(CLOCK, bearing, enemy.facing) > type.safeTurn)
      return 0;
    shooter = { ...enemy, facing: bearing, course: bearing };
  }
  return attackWorth(sit.field, 'MAIN_WEAPON', shooter, me);
}

function defense(sit: Situation, me: Placed): number {
  let threat = 0;
  for (const e of sit.shooters) threat += threatFrom(sit, e, me);
  return threat;
}

/**
 * How far a shot between two speeds is from impossible (SY-HIT-4: both speeds add to the THT,
 * the targeting computer takes off): 1 for a sure threshold, 0 from THT 7 up.
 */
export function feasibility(targetSpeed: number, ownSpeed: number, tc: number): number {
  const tht = targetSpeed + ownSpeed - tc;
  return Math.min(1, Math.max(0, (7 - tht) / 5));
}

/**
 * Next turn: enemies left in front of the guns at a speed the guns can still hit at, and not
 * being left far from the fight (nor in front of enemy guns slow enough to hit back).
 */
function position(
  sit: Situation,
  me: { pos: Vec; facing: number; speed: number; typeId: string },
): number {
  const type = unitType(me.typeId);
  let score = 0;
  let nearest = Infinity;
  for (const t of sit.targets) {
    const d = Math.sqrt((t.pos.x - me.pos.x) ** 2 + (t.pos.y - me.pos.y) ** 2);
    nearest = Math.min(nearest, d);
    const mine = feasibility(t.speed, me.speed, type.targetingComputer);
    const theirs = feasibility(me.speed, t.speed, unitType(t.typeId).targetingComputer);
    if (d <= 24 && isInFrontArc(me.pos, me.facing, t.pos)) score += ((24 - d) / 24) * 4 * mine;
    if (d <= 12 && isInFrontArc(t.pos, t.facing, me.pos)) score -= ((12 - d) / 12) * 3 * theirs;
  }
  const close = closeRange(type);
  // A duel is fought from where the guns already bear: closing only raises both speeds' THT.
  const approach = sit.view.dogfight ? 0 : APPROACH;
  if (nearest > close && Number.isFinite(nearest)) score -= (nearest - close) * approach;
  return score + speedScore(sit, me.speed, type, nearest);
}

/**
 * The distance a unit closes to: within 6 Klicks shots roll two or three dice and keep the best
 * (SY-HIT-3); fragshell needs an enemy within 6, and hits hardest at point blank (SY-FEAT-6).
 */
function closeRange(type: UnitType): number {
  return type.missileKind === 'FRAGSHELL' ? 3 : 6;
}

/**
 * Speed its own guns can use: near the enemy, every point above the fastest speed at which it
 * could still hit the enemy's usual speed costs, and more for poor brakes (it takes turns to
 * shed). Far away, speed is how it gets there.
 */
function speedScore(sit: Situation, speed: number, type: UnitType, nearest: number): number {
  const near = nearest <= 12 ? 1 : nearest >= 24 ? 0 : (24 - nearest) / 12;
  if (sit.targets.length === 0 || near === 0) return 0;
  const enemySpeed = sit.targets.reduce((a, t) => a + t.speed, 0) / sit.targets.length;
  const usable = Math.max(
    2,
    6 + type.targetingComputer + gunGrace(type) - Math.round(enemySpeed) - 1,
  );
  const over = Math.max(0, speed - usable);
  return -over * near * (1 + 3 / Math.max(1, type.safeDeceleration));
}

/**
 * THT a main gun can give away to speed and still hit about as often as a plain one: Linked
 * re-rolls a miss (SY-FEAT-4), so at one more THT it hits as often (1D: 11/36 at THT 6 against
 * 12/36 at 5); Pulse takes one off close in (SY-FEAT-2), where the speed is weighed. A pilot
 * whose gun forgives speed keeps more of it, and speed is what the enemy's THT is made of.
 */
export function gunGrace(type: UnitType): number {
  const gun = type.specialFeatures.mainWeapon;
  return gun.includes('LINKED') || gun.includes('PULSE') ? 1 : 0;
}

function tablePenalty(sit: Situation, flight: Flight): number {
  const config = sit.view.config;
  if (!onTable(config, flight.pos) || inObstacle(sit.view.obstacles, flight.pos)) return OFF_TABLE;
  const next: Vec = moveAlong(flight.pos, flight.course, flight.speed);
  let penalty = 0;
  if (!onTable(config, next)) penalty += NEXT_TURN_OFF_TABLE;
  if (inObstacle(sit.view.obstacles, next)) penalty += NEXT_TURN_OFF_TABLE / 2;
  return penalty;
}

/** A quick geometric score to shortlist orders before the odds are weighed. */
function quickScore(sit: Situation, me: Flight, pool: number, type: UnitType): number {
  let score =
    tablePenalty(sit, me) - pool * (type.hindrances.includes('RETROFITTED_CIVILIAN') ? 6 : 4);
  const turret = type.specialFeatures.mainWeapon.includes('TURRET_360');
  for (const t of sit.targets) {
    const d = Math.sqrt((t.pos.x - me.pos.x) ** 2 + (t.pos.y - me.pos.y) ** 2);
    const usable = feasibility(t.speed, me.speed, type.targetingComputer);
    if (d <= 24 && (turret || isInFrontArc(me.pos, me.facing, t.pos)))
      score += 10 * (1 - d / 30) * usable;
  }
  return score + position(sit, { ...me, typeId: type.typeId });
}

function fullScore(sit: Situation, unit: UnitState, c: Candidate, evasive: boolean): number {
  const type = unitType(unit.typeId);
  const me = movedTo(unit, c.flight, { evasive: evasive || unit.evasive });
  const table = tablePenalty(sit, c.flight);
  if (table <= OFF_TABLE) return table;
  const shot = offense(sit, me);
  return (
    shot -
    defense(sit, me) * (sit.view.dogfight ? DUEL_CAUTION : CAUTION) -
    stressCost(c.pool, unit, type, shot) +
    table +
    position(sit, me)
  );
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

/** The heuristic maneuver for `unit`, or null if no candidate is legal (the caller falls back). */
export function chooseManeuver(sit: Situation, unit: Placed): ManeuverOrder | null {
  const type = unitType(unit.typeId);
  const all = baseOrders(unit, type)
    .map((o) => candidate(unit, type, o))
    .filter((c) => c.pool <= 3);
  for (const c of all) c.score = quickScore(sit, c.flight, c.pool, type);
  all.sort((a, b) => b.score - a.score);
  const shortlist = all.slice(0, SHORTLIST);
  for (const c of shortlist) c.score = fullScore(sit, unit, c, false);
  shortlist.sort((a, b) => b.score - a.score);
  let best: Candidate | null = null;
  for (const finalist of shortlist.slice(0, FINALISTS)) {
    for (const v of variants(sit, unit, type, finalist)) {
      const score = v.c === finalist ? finalist.score : fullScore(sit, unit, v.c, v.evasive);
      if ((best === null || score > best.score) && isLegal(unit, v.c.order)) {
        best = { ...v.c, score };
      }
    }
  }
  return best?.order ?? null;
}
