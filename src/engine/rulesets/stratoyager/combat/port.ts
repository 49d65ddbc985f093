/**
 * Combat against a game state: the `CombatPort` the game flow calls in COMBAT_RESOLUTION
 * (SY-SEG-2 steps 4-6) and the LMD phase. It reads positions, speeds and statuses from the state,
 * measures with the geometry kit, and hands the rules to plan.ts, roll.ts, damage.ts and lmd.ts.
 * Nothing here changes the state except `applyDamage`, which sets shields and structure only.
 */
import type { Dice } from '../../../core/dice.js';
import type { Shape } from '../../../geometry/shape.js';
import type {
  Aspect,
  AttackDeclaration,
  AttackProblem,
  AttackRoll,
  AttackWeapon,
  CombatPort,
  DamageApplied,
  GameState,
  MissileClass,
  MissileInFlight,
  UnitState,
  Vec,
} from '../model.js';
import { unitType } from '../units/index.js';
import { damageOutcome } from './damage.js';
import { landMissile, type MissileLanding } from './lmd.js';
import { distanceSquared } from '../../../geometry/vector.js';
import { isInFrontArc } from './aspect.js';
import { fragshellReachesPeg, measureAttack } from './measure.js';
import { needsFrontArc, planAttack, type AttackFacts, type PlanResult } from './plan.js';
import { bandOfSquaredDistance, isFiringBand, poolNotation, rangeBand } from './range.js';
import { rollPlannedAttack } from './roll.js';

/** On the table for combat: ON_TABLE, or an abandoned yager still drifting there (SY-CA-11). */
export function isOnTable(unit: UnitState): unit is UnitState & { pos: Vec } {
  return unit.pos !== null && (unit.status === 'ON_TABLE' || unit.status === 'ABANDONED');
}

/** Weapons that may fire at a drifting abandoned yager (SY-CA-12): not a locked missile. */
function mayTargetAbandoned(weapon: AttackWeapon): boolean {
  return weapon !== 'LOCKED_MISSILE';
}

const WEAPON_WORDS: Record<AttackWeapon, string> = {
  MAIN_WEAPON: 'salvo',
  FIRE_AT_WILL: 'fire at will',
  DUMB_MISSILE: 'dumb missile',
  LOCKED_MISSILE: 'locked missile launch',
  FRAGSHELL: 'fragshell',
};

export function attackWords(attack: AttackDeclaration): string {
  return `${attack.attackerId} ${WEAPON_WORDS[attack.weapon]} at ${attack.targetId}`;
}

/**
 * What combat reads of a game: the units and the obstacles. A `GameState` is one, and so is a
 * seat's view of it, which is how bots weigh attacks with the same rules.
 */
export type Battlefield = Pick<GameState, 'units' | 'obstacles'>;

function findUnit(field: Battlefield, id: string): UnitState | undefined {
  return field.units.find((u) => u.id === id);
}

function obstacleShapes(field: Battlefield) {
  return field.obstacles.map((o) => o.shape);
}

/**
 * The facts of an attack between two units, measured past `obstacles`. The two units need not be
 * the field's own: a bot asks "what if I ended my move here". Built field by field, not by a
 * spread of the measurements: the pilot plans a few dozen attacks a decision.
 */
export function factsBetween(
  obstacles: readonly Shape[],
  weapon: AttackWeapon,
  missileClass: MissileClass | undefined,
  attacker: UnitState & { pos: Vec },
  target: UnitState & { pos: Vec },
): AttackFacts {
  const measured = measureAttack(attacker, target, obstacles);
  return {
    weapon,
    missileClass,
    attacker: {
      type: unitType(attacker.typeId),
      speed: attacker.speed,
      stress: attacker.stress,
      evasive: attacker.evasive,
    },
    defender: { type: unitType(target.typeId), speed: target.speed, evasive: target.evasive },
    distanceSquared: measured.distanceSquared,
    aspect: measured.aspect,
    inArc: measured.inArc,
    lineOfSight: measured.lineOfSight,
  };
}

/** The facts of an attack between two units, measured on `field`. */
export function attackFacts(
  field: Battlefield,
  attack: AttackDeclaration,
  attacker: UnitState & { pos: Vec },
  target: UnitState & { pos: Vec },
): AttackFacts {
  return factsBetween(obstacleShapes(field), attack.weapon, attack.missileClass, attacker, target);
}

/** The checks of one attack in §7.3 order, then its plan. */
export function planAttackOn(state: Battlefield, attack: AttackDeclaration): PlanResult {
  const attacker = findUnit(state, attack.attackerId);
  if (!attacker || attacker.status !== 'ON_TABLE' || !isOnTable(attacker)) {
    return {
      ok: false,
      problem: { code: 'UNIT_CANNOT_ACT', message: `${attack.attackerId} is not on the table` },
    };
  }
  const target = findUnit(state, attack.targetId);
  if (!target) {
    return {
      ok: false,
      problem: { code: 'TARGET_NOT_FOUND', message: `no unit "${attack.targetId}"` },
    };
  }
  // Only fragshell hits friends, as a side effect (SY-CA-12, SY-FEAT-6).
  if (attack.weapon !== 'FRAGSHELL' && target.side === attacker.side) {
    return {
      ok: false,
      problem: { code: 'TARGET_NOT_ENEMY', message: `${target.id} is on your own side` },
    };
  }
  const notOnTable: PlanResult = {
    ok: false,
    problem: { code: 'TARGET_NOT_ON_TABLE', message: `${target.id} is ${target.status}` },
  };
  if (!isOnTable(target) || target.id === attacker.id) return notOnTable;
  if (target.status !== 'ON_TABLE' && !mayTargetAbandoned(attack.weapon)) return notOnTable;
  return planAttack(attackFacts(state, attack, attacker, target));
}

/** SY-HIT-1 and the §7.3 target checks of one attack; null when it may be declared. */
export function attackProblem(state: Battlefield, attack: AttackDeclaration): AttackProblem | null {
  const result = planAttackOn(state, attack);
  return result.ok ? null : result.problem;
}

/**
 * False when distance or arc alone rule the attack out (SY-HIT-1 items 3-4), which is what turns
 * most candidate attacks down; true says nothing. Measuring these two costs a few multiplications,
 * planning the attack a line of sight through every obstacle, the aspect and the THT terms.
 */
export function attackInReach(field: Battlefield, attack: AttackDeclaration): boolean {
  const attacker = findUnit(field, attack.attackerId);
  const target = findUnit(field, attack.targetId);
  if (!attacker?.pos || !target?.pos) return true;
  if (!isFiringBand(bandOfSquaredDistance(distanceSquared(attacker.pos, target.pos)))) return false;
  return (
    !needsFrontArc(unitType(attacker.typeId), attack.weapon) ||
    isInFrontArc(attacker.pos, attacker.facing, target.pos)
  );
}

/** `attackProblem` is null, for callers that need no reason: the random sampler's candidates. */
export function attackPossible(field: Battlefield, attack: AttackDeclaration): boolean {
  return attackInReach(field, attack) && attackProblem(field, attack) === null;
}

/** Every other unit on the table a fragshell shot affects (SY-FEAT-6), in canonical order. */
export function fragshellTargets(state: Battlefield, attackerId: string): string[] {
  const attacker = findUnit(state, attackerId);
  if (!attacker || !isOnTable(attacker)) return [];
  const shapes = obstacleShapes(state);
  const affected = (u: UnitState & { pos: Vec }): boolean =>
    fragshellReachesPeg(attacker, u, shapes);
  return state.units
    .filter((u) => u.id !== attackerId && isOnTable(u) && affected(u))
    .map((u) => u.id)
    .sort();
}

/** SY-SEG-2 step 5: the rolls of one attack against `state`; nothing is applied. */
export function rollAttack(state: Battlefield, attack: AttackDeclaration, dice: Dice): AttackRoll {
  const planned = planAttackOn(state, attack);
  if (!planned.ok) {
    throw new Error(
      `cannot roll ${attackWords(attack)}: ${planned.problem.code} (${planned.problem.message})`,
    );
  }
  const attacker = findUnit(state, attack.attackerId) as UnitState;
  const roll = rollPlannedAttack(planned.plan, dice, {
    attack: attackWords(attack),
    seat: attacker.side,
  });
  const p = roll.plan;
  return {
    attack,
    tht: p.tht,
    band: p.band,
    toHitDice: roll.toHit ? roll.toHit.finalFaces : [],
    hit: roll.hit,
    damagePoints: roll.damage ? roll.damage.points : 0,
    aspect: p.aspect,
    missileInFlight: roll.missileInFlight,
    // The event's data in the key order of the attack spread before its details, which it was:
    // one literal instead of two spreads into one, which V8 copies key by key at run time.
    detail: {
      weapon: p.weapon,
      attackerId: attack.attackerId,
      targetId: attack.targetId,
      missileClass: p.missileClass,
      band: p.band,
      pool: poolNotation(p.pool),
      poolBand: p.pool.band,
      tht: p.tht,
      thtTerms: p.terms,
      toHitFaces: roll.toHit ? roll.toHit.faces : [],
      linkedReroll: roll.toHit?.reroll ?? null,
      kept: roll.toHit ? roll.toHit.kept : null,
      hit: roll.hit,
      aspect: p.aspect,
      armor: p.armor,
      damageDice: p.damageDice,
      damageFaces: roll.damage ? roll.damage.faces : [],
      damagePoints: roll.damage ? roll.damage.points : 0,
    },
  };
}

/**
 * SY-SEG-2 step 6 and SY-LMD-4: apply damage points to `target`, changing its shields and structure
 * only (SY-DMG-3, SY-DMG-4). Status and removal (SY-DMG-7) are the flow's.
 */
export function applyDamage(target: UnitState, points: number, aspect: Aspect): DamageApplied {
  const applied = damageOutcome(
    unitType(target.typeId),
    target.shields,
    target.structure,
    points,
    aspect,
  );
  target.shields = applied.shieldsAfter;
  target.structure = applied.structureAfter;
  return applied;
}

export interface MissileDamageRoll {
  neutralised: boolean;
  points: number;
  /** The damage faces (empty when neutralised). */
  dice: number[];
  countermeasuresRoll: number | null;
  armor: number | null;
}

/** SY-LMD-3 and SY-LMD-4 for one missile whose target is on the table (SY-LMD-2 is the flow's). */
export function rollMissileDamage(
  state: Battlefield,
  missile: MissileInFlight,
  dice: Dice,
): MissileDamageRoll {
  const target = findUnit(state, missile.targetId);
  if (!target) throw new Error(`missile ${missile.seq}: no unit "${missile.targetId}"`);
  const launcher = findUnit(state, missile.launcherId);
  const landing: MissileLanding = landMissile(dice, {
    damageDice: missile.damageDice,
    aspect: missile.aspect,
    target: unitType(target.typeId),
    countermeasures: target.countermeasures,
    label: `missile ${missile.seq} (${missile.launcherId}) at ${missile.targetId}`,
    targetSeat: target.side,
    launcherSeat: launcher?.side,
  });
  return {
    neutralised: landing.neutralised,
    points: landing.damage ? landing.damage.points : 0,
    dice: landing.damage ? landing.damage.faces : [],
    countermeasuresRoll: landing.countermeasuresRoll,
    armor: landing.damage ? landing.damage.armor : null,
  };
}

/** The combat functions, as the flow's `CombatPort` (model.ts). */
export const combatPort: CombatPort = {
  rangeBand,
  attackProblem,
  attackPossible,
  attackInReach,
  fragshellTargets,
  rollAttack,
  applyDamage,
  rollMissileDamage,
};
