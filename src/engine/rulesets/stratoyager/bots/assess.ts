/**
 * How much an attack is worth to the heuristic bot, in points of enemy force removed: the exact
 * to-hit chance (combat/odds.ts) times the expected value of the damage it does, with a kill worth
 * the whole unit. Everything is read from a seat's view, through the same combat rules the game uses.
 */
import type { Shape } from '../../../geometry/shape.js';
import {
  damageOutcome,
  factsBetween,
  fragshellTargets,
  isInFrontArc,
  MAX_FIRING_RANGE,
  needsFrontArc,
  planAttack,
  toHitChance,
  toNumber,
  type AttackPlan,
  type Battlefield,
  type ToHitPool,
} from '../combat/index.js';
import type { AttackWeapon, MissileClass, UnitState, Vec } from '../model.js';
import { CLOCK } from '../../../geometry/index.js';
import { unitType } from '../units/index.js';

/** By band, then THT and Linked as one number (a key string per look-up costs more than a map). */
const chances = new Map<string, Map<number, number>>();

/** P(to-hit succeeds), memoised: the odds enumerate up to 6^4 outcomes. */
export function hitChance(pool: ToHitPool, tht: number, linked: boolean): number {
  let byTht = chances.get(pool.band);
  if (byTht === undefined) chances.set(pool.band, (byTht = new Map()));
  const key = tht * 2 + (linked ? 1 : 0);
  let p = byTht.get(key);
  if (p === undefined) {
    p = toNumber(toHitChance(pool, tht, linked));
    byTht.set(key, p);
  }
  return p;
}

/** By success chance, then trials. */
const binomials = new Map<number, Map<number, number[]>>();

/** P(exactly k successes) in `trials` tries at `p` each, as doubles, memoised. */
export function binomial(trials: number, p: number): number[] {
  let byTrials = binomials.get(p);
  if (byTrials === undefined) binomials.set(p, (byTrials = new Map()));
  let dist = byTrials.get(trials);
  if (!dist) {
    dist = [1];
    for (let d = 0; d < trials; d++) {
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((q, k) => {
        next[k] += q * (1 - p);
        next[k + 1] += q * p;
      });
      dist = next;
    }
    byTrials.set(trials, dist);
  }
  return dist;
}

/** P(k damage points) for `dice` dice against `armor`. */
function pointsDistribution(dice: number, armor: number): number[] {
  return binomial(dice, Math.min(6, Math.max(0, 7 - armor)) / 6);
}

/**
 * What a shield level is worth, in structure points: the next hit's damage it would soak. Worth
 * as much knocked off an enemy as raised on oneself, or shields outpace the guns and nobody
 * ever fights.
 */
export const SHIELD_LEVEL = 0.3;

/**
 * Expected worth of the damage of a hit, in the target's points: a kill counts in full, lost
 * structure as its share of the unit, a lost shield level as `SHIELD_LEVEL` of a structure point.
 */
export function hitWorth(
  plan: Pick<AttackPlan, 'damageDice' | 'armor' | 'aspect'>,
  target: UnitState,
): number {
  const type = unitType(target.typeId);
  const perStructure = type.points / type.structure;
  let worth = 0;
  pointsDistribution(plan.damageDice, plan.armor).forEach((p, k) => {
    if (p === 0 || k === 0) return;
    const o = damageOutcome(type, target.shields, target.structure, k, plan.aspect);
    const value =
      o.result !== 'NONE'
        ? type.points
        : (target.structure - o.structureAfter) * perStructure +
          (target.shields - o.shieldsAfter) * perStructure * SHIELD_LEVEL;
    worth += p * value;
  });
  return worth;
}

/** A unit as it would be after a move: the same unit at another place, facing and speed. */
export function movedTo(
  unit: UnitState,
  flight: { pos: Vec; facing: number; course: number; speed: number },
  extra: Partial<Omit<UnitState, 'pos'>> = {},
): UnitState & { pos: Vec } {
  return {
    ...unit,
    ...extra,
    pos: flight.pos,
    facing: flight.facing,
    course: flight.course,
    speed: flight.speed,
  };
}

/**
 * A cheap test `isInFrontArc` can only pass: the front arc reaches 30° either side of the nose
 * (SY-GEO-5, cos² 30° = 0.75), so a point more than about 37° off it (cos² below 0.64) is
 * outside, however the rounding falls. Most points are, and skip the exact test.
 */
export function mayBeInFrontArc(pos: Vec, facing: number, target: Vec): boolean {
  const nose = CLOCK.directions[facing];
  const dx = target.x - pos.x;
  const dy = target.y - pos.y;
  const c = dx * nose.x + dy * nose.y;
  return c >= 0 && c * c >= 0.64 * (dx * dx + dy * dy);
}

/** The obstacles' shapes, by the field's list of obstacles (a view's does not change). */
const shapes = new WeakMap<Battlefield['obstacles'], Shape[]>();

function shapesOf(field: Battlefield): Shape[] {
  let list = shapes.get(field.obstacles);
  if (list === undefined) shapes.set(field.obstacles, (list = field.obstacles.map((o) => o.shape)));
  return list;
}

/** The plan of one attack between two (possibly hypothetical) units, or null if it cannot be made. */
export function planBetween(
  field: Battlefield,
  weapon: AttackWeapon,
  attacker: UnitState & { pos: Vec },
  target: UnitState & { pos: Vec },
  missileClass?: MissileClass,
): AttackPlan | null {
  // The obstacles' shapes listed once per field: the pilot plans a few dozen attacks a decision.
  const planned = planAttack(factsBetween(shapesOf(field), weapon, missileClass, attacker, target));
  return planned.ok && planned.plan.tht <= 6 ? planned.plan : null;
}

/** Expected worth of one attack now: P(hit) x worth of the hit (0 when it cannot be made). */
export function attackWorth(
  field: Battlefield,
  weapon: AttackWeapon,
  attacker: UnitState & { pos: Vec },
  target: UnitState & { pos: Vec },
  missileClass?: MissileClass,
): number {
  const dx = target.pos.x - attacker.pos.x;
  const dy = target.pos.y - attacker.pos.y;
  if (dx * dx + dy * dy > MAX_FIRING_RANGE * MAX_FIRING_RANGE + 1e-6) return 0;
  const needsArc = needsFrontArc(unitType(attacker.typeId), weapon);
  if (
    needsArc &&
    !(
      mayBeInFrontArc(attacker.pos, attacker.facing, target.pos) &&
      isInFrontArc(attacker.pos, attacker.facing, target.pos)
    )
  )
    return 0;
  const plan = planBetween(field, weapon, attacker, target, missileClass);
  if (!plan) return 0;
  return hitChance(plan.pool, plan.tht, plan.linked) * hitWorth(plan, target);
}

/** Squared reach of a burst (CLOSE, 6 Klicks, SY-FEAT-6), with room for the bands' epsilon. */
const BURST_REACH_SQUARED = 36 + 1e-6;

/**
 * A cheap test the burst can only pass: some other unit with a position within 6 Klicks that may
 * be in the front arc. Most flights weighed have none, and then no unit is a fragshell target
 * (`fragshellTargets` asks the same of each, and more: on the table, the exact arc, LOS).
 */
function mayBurstReachAny(field: Battlefield, attacker: UnitState & { pos: Vec }): boolean {
  const { x, y } = attacker.pos;
  for (const u of field.units) {
    if (u.id === attacker.id || u.pos === null) continue;
    const dx = u.pos.x - x;
    const dy = u.pos.y - y;
    if (
      dx * dx + dy * dy <= BURST_REACH_SQUARED &&
      mayBeInFrontArc(attacker.pos, attacker.facing, u.pos)
    )
      return true;
  }
  return false;
}

/**
 * Net worth of a fragshell shot from `attacker`: damage to enemies minus damage to friends, each
 * target its own attack (SY-FEAT-6).
 */
export function fragshellWorth(field: Battlefield, attacker: UnitState & { pos: Vec }): number {
  if (!mayBurstReachAny(field, attacker)) return 0;
  const others = field.units.filter((u) => u.id !== attacker.id);
  const hypothetical: Battlefield = { units: [attacker, ...others], obstacles: field.obstacles };
  let worth = 0;
  for (const id of fragshellTargets(hypothetical, attacker.id)) {
    const target = others.find((u) => u.id === id) as UnitState & { pos: Vec };
    const w = attackWorth(hypothetical, 'FRAGSHELL', attacker, target);
    worth += target.side === attacker.side ? -1.5 * w : w;
  }
  return worth;
}

/** Missiles left of the unit's (only) class. */
export function missilesLeft(unit: UnitState): number {
  const load = unitType(unit.typeId).missileLoadout[0];
  return load ? unit.missiles[load.class] : 0;
}
