/**
 * One attack from the facts that decide it (who, how fast, how far, from which aspect, arc, LOS):
 * the preconditions of SY-HIT-1 in order, then the band, pool, THT and damage dice. Both the game
 * (port.ts, from a GameState) and the stateless VTT adjudication (adjudicate.ts, from a request)
 * come through here, so the rules are written once.
 */
import type {
  Aspect,
  AttackProblem,
  AttackWeapon,
  MissileClass,
  StressState,
  UnitType,
} from '../model.js';
import { effectiveArmor } from './damage.js';
import {
  bandOfSquaredDistance,
  isFiringBand,
  shiftedBand,
  toHitPool,
  type FiringBand,
  type ToHitPool,
} from './range.js';
import { isMainWeapon, toHitThreshold, type ThtTerm } from './tht.js';

export interface AttackerFacts {
  type: UnitType;
  speed: number;
  stress: StressState;
  evasive: boolean;
}

export interface DefenderFacts {
  type: UnitType;
  speed: number;
  evasive: boolean;
}

export interface AttackFacts {
  weapon: AttackWeapon;
  /** Missile attacks: the class fired; absent means the unit's first (in the basic units, only) class. */
  missileClass?: MissileClass;
  attacker: AttackerFacts;
  defender: DefenderFacts;
  /** Peg to peg, squared (SY-GEO-4). */
  distanceSquared: number;
  /** The defender's face struck (SY-GEO-6). */
  aspect: Aspect;
  /** The defender is in the attacker's front arc (SY-GEO-5). */
  inArc: boolean;
  lineOfSight: boolean;
}

export interface AttackPlan {
  weapon: AttackWeapon;
  missileClass: MissileClass | null;
  /** The target's band. */
  band: FiringBand;
  /** The pool rolled: the target's band, or one further for dumb missiles (SY-FEAT-7). */
  pool: ToHitPool;
  tht: number;
  terms: ThtTerm[];
  /** The to-hit roll gets the Linked re-roll (SY-FEAT-4). */
  linked: boolean;
  damageDice: number;
  /** Effective armor against this aspect (SY-DMG-2). */
  armor: number;
  aspect: Aspect;
}

export type PlanResult = { ok: true; plan: AttackPlan } | { ok: false; problem: AttackProblem };

function refuse(code: string, message: string): PlanResult {
  return { ok: false, problem: { code, message } };
}

/** The kind of missile a weapon needs, and the code for a unit that carries another kind. */
function missileKindProblem(type: UnitType, weapon: AttackWeapon): AttackProblem | null {
  const kind = type.missileKind;
  if (weapon === 'LOCKED_MISSILE' && kind !== 'GUIDED') {
    return {
      code: 'MISSILES_CANNOT_LOCK',
      message: `${type.name} missiles are ${kind}, not guided`,
    };
  }
  if ((weapon === 'DUMB_MISSILE' || weapon === 'FRAGSHELL') && kind === 'GUIDED') {
    return { code: 'MISSILES_REQUIRE_LOCK', message: `${type.name} missiles are guided` };
  }
  if (weapon === 'DUMB_MISSILE' && kind === 'FRAGSHELL') {
    return { code: 'TARGET_NOT_ALLOWED', message: 'a fragshell shot has no target of its own' };
  }
  if (weapon === 'FRAGSHELL' && kind === 'DUMB') {
    return { code: 'TARGET_REQUIRED', message: 'a dumb missile shot needs a target' };
  }
  return null;
}

/** Damage dice of the main gun: Turret 360 costs 1D, never below 1D (SY-CA-4, SY-FEAT-3). */
export function mainWeaponDamageDice(type: UnitType): number {
  const turret = type.specialFeatures.mainWeapon.includes('TURRET_360') ? 1 : 0;
  return Math.max(1, type.mainWeaponDice - turret);
}

/** Fragshell damage: full dice at POINT_BLANK, half rounded up at CLOSE (SY-FEAT-6, SY-GEN-5). */
export function fragshellDamageDice(podDice: number, band: FiringBand): number {
  return band === 'POINT_BLANK' ? podDice : Math.ceil(podDice / 2);
}

/** Whether the weapon needs the target in the front arc (SY-HIT-1 item 3, SY-FEAT-3, SY-CA-10). */
export function needsFrontArc(type: UnitType, weapon: AttackWeapon): boolean {
  return !(weapon === 'MAIN_WEAPON' && type.specialFeatures.mainWeapon.includes('TURRET_360'));
}

/**
 * Plan one attack, or the first reason it cannot be made: the unit-only checks (can act, missile
 * kind and class), then SY-HIT-1 items 2-5 (LOS, arc, range, THT). A fragshell target with THT above
 * 6 is planned anyway: it simply misses without dice (SY-HIT-6).
 */
export function planAttack(f: AttackFacts): PlanResult {
  const { attacker, defender, weapon } = f;
  const type = attacker.type;
  if (attacker.stress === 'BLACKOUT') {
    return refuse('UNIT_CANNOT_ACT', `${type.name} is blacked out (SY-STRESS-4)`);
  }
  let missileClass: MissileClass | null = null;
  let missileDice = 0;
  if (!isMainWeapon(weapon)) {
    const kindProblem = missileKindProblem(type, weapon);
    if (kindProblem) return { ok: false, problem: kindProblem };
    const load = f.missileClass
      ? type.missileLoadout.find((l) => l.class === f.missileClass)
      : type.missileLoadout[0];
    if (!load) {
      const what = f.missileClass ? `${f.missileClass} missiles` : 'missiles';
      return refuse('MISSILE_CLASS_NOT_CARRIED', `${type.name} carries no ${what}`);
    }
    missileClass = load.class;
    missileDice = load.damageDice;
  }
  if (!f.lineOfSight) return refuse('NO_LINE_OF_SIGHT', 'an obstacle blocks the line of sight');
  if (!f.inArc && needsFrontArc(type, weapon)) {
    return refuse('TARGET_NOT_IN_ARC', `the target is not in the ${type.name}'s front arc`);
  }
  const band = bandOfSquaredDistance(f.distanceSquared);
  const distance = () => Math.sqrt(f.distanceSquared).toFixed(3);
  if (!isFiringBand(band)) {
    return refuse('TARGET_OUT_OF_RANGE', `distance ${distance()} is beyond 24 (${band})`);
  }
  const poolBand = weapon === 'DUMB_MISSILE' ? shiftedBand(band) : band;
  if (!isFiringBand(poolBand)) {
    return refuse('TARGET_OUT_OF_RANGE', `dumb missiles cannot engage at ${band} (SY-FEAT-7)`);
  }
  if (weapon === 'FRAGSHELL' && band !== 'POINT_BLANK' && band !== 'CLOSE') {
    return refuse('TARGET_OUT_OF_RANGE', `fragshell reaches only CLOSE; distance ${distance()}`);
  }
  const { tht, terms } = toHitThreshold({
    weapon,
    band,
    attackerSpeed: attacker.speed,
    defenderSpeed: defender.speed,
    targetingComputer: type.targetingComputer,
    sensors: type.sensors,
    attackerStress: attacker.stress,
    attackerEvasive: attacker.evasive,
    defenderEvasive: defender.evasive,
    pulse: type.specialFeatures.mainWeapon.includes('PULSE'),
  });
  if (tht > 6 && weapon !== 'FRAGSHELL') {
    return refuse('THT_ABOVE_6', `THT ${tht} is above 6: the attack cannot hit (SY-HIT-6)`);
  }
  const damageDice = isMainWeapon(weapon)
    ? mainWeaponDamageDice(type)
    : weapon === 'FRAGSHELL'
      ? fragshellDamageDice(missileDice, band)
      : missileDice;
  const pool = toHitPool(poolBand) as ToHitPool;
  return {
    ok: true,
    plan: {
      weapon,
      missileClass,
      band,
      pool,
      tht,
      terms,
      linked: isMainWeapon(weapon) && type.specialFeatures.mainWeapon.includes('LINKED'),
      damageDice,
      armor: effectiveArmor(defender.type, f.aspect),
      aspect: f.aspect,
    },
  };
}
