/**
 * Stateless adjudication for players who keep their own map (a VTT, a Discord table): they measure
 * distance and aspect themselves and ask for one attack. `resolveAttack` rolls it with seeded or
 * supplied dice; `attackOdds` gives the exact chances of the same request by enumeration.
 */
import type { Refusal } from '../../../core/contract.js';
import {
  DiceNeeded,
  LoggedDice,
  SeededDiceSource,
  SuppliedDiceSource,
} from '../../../core/dice.js';
import type { Dice, RollRequest } from '../../../core/dice.js';
import { problem, type Problem } from '../../../core/problems.js';
import { rngFromSeed } from '../../../core/rng.js';
import type { Aspect, AttackWeapon, DamageApplied, MissileClass } from '../model.js';
import { prepare, refuse, type Prepared } from './attack-request.js';
import { damageOutcome, effectiveShields, type DamageRoll } from './damage.js';
import { mul, toProbability, ZERO, type Fraction, type Probability } from './fraction.js';
import { landMissile } from './lmd.js';
import {
  countermeasuresFailChance,
  damageOdds,
  damagePointsDistribution,
  toHitChance,
  unconditionalPoints,
} from './odds.js';
import { poolNotation, type FiringBand, type Keep } from './range.js';
import { rollPlannedAttack } from './roll.js';
import type { Derived } from './table-geometry.js';
import type { ThtTerm } from './tht.js';
import type { LinkedReroll } from './to-hit.js';

export { attackRequestSchema, type AttackRequest } from './attack-request.js';

export type AttackSummary = {
  weapon: AttackWeapon;
  missileClass: MissileClass | null;
  band: FiringBand;
  pool: { band: FiringBand; count: number; keep: Keep; notation: string };
  tht: number;
  thtTerms: ThtTerm[];
  linked: boolean;
  aspect: Aspect;
  damageDice: number;
  /** Effective armor against this aspect. */
  armor: number;
  /** Shields counting against this aspect. */
  effectiveShields: number;
  /** Range, aspect, arc and LOS as measured on the caller's table; null when they were stated. */
  derived: Derived | null;
};

function summary(p: Prepared): AttackSummary {
  const { plan } = p;
  return {
    weapon: plan.weapon,
    missileClass: plan.missileClass,
    band: plan.band,
    pool: { ...plan.pool, notation: poolNotation(plan.pool) },
    tht: plan.tht,
    thtTerms: plan.terms,
    linked: plan.linked,
    aspect: plan.aspect,
    damageDice: plan.damageDice,
    armor: plan.armor,
    effectiveShields: effectiveShields(p.defender, p.shields, plan.aspect),
    derived: p.derived,
  };
}

export type AttackResult =
  | 'MISS'
  /** A locked missile that hit and was not landed (`landing: false`). */
  | 'IN_FLIGHT'
  | 'NEUTRALISED'
  | 'NO_DAMAGE'
  | 'SHIELDS_ONLY'
  | 'DAMAGED'
  | 'WRECKED'
  | 'DESTROYED';

export type AttackResolution = AttackSummary & {
  ok: true;
  /** Every die rolled, in draw order, with what it was for. */
  rolls: { purpose: string; faces: number[] }[];
  toHit: {
    faces: number[];
    reroll: LinkedReroll | null;
    finalFaces: number[];
    kept: number;
    hit: boolean;
  } | null;
  /** The to-hit roll succeeded (for a locked missile: at launch). */
  toHitSucceeded: boolean;
  countermeasuresRoll: number | null;
  neutralised: boolean;
  damage: DamageRoll | null;
  shieldsBefore: number;
  shieldsAfter: number;
  absorbed: number;
  structureBefore: number;
  structureAfter: number;
  result: AttackResult;
};

function resultOf(applied: DamageApplied): AttackResult {
  if (applied.result !== 'NONE') return applied.result;
  if (applied.points === 0) return 'NO_DAMAGE';
  return applied.absorbed === applied.points ? 'SHIELDS_ONLY' : 'DAMAGED';
}

/** Records every roll made through it, with its purpose. */
class RecordingDice implements Dice {
  readonly rolls: { purpose: string; faces: number[] }[] = [];
  constructor(private readonly inner: Dice) {}
  roll(request: RollRequest): number[] {
    const faces = this.inner.roll(request);
    this.rolls.push({ purpose: request.purpose, faces: [...faces] });
    return faces;
  }
  d(sides: number, purpose: string, seat?: number): number {
    return this.roll({ sides, count: 1, purpose, seat })[0];
  }
}

/**
 * Resolve one attack with the given dice: the to-hit pool, any Linked re-roll, then damage; for a
 * locked missile, the countermeasures save and damage of its landing unless `landing` is false.
 * Supplied dice that run out give a `DICE_NEEDED` problem naming the roll.
 */
export function resolveAttack(input: unknown, dice: Dice): AttackResolution | Refusal {
  const prepared = prepare(input);
  if (!prepared.ok) return prepared;
  const p = prepared.prepared;
  const recording = new RecordingDice(dice);
  const label = `${p.attacker.typeId} ${p.plan.weapon.toLowerCase().replace(/_/g, ' ')} at ${p.defender.typeId}`;
  try {
    const roll = rollPlannedAttack(p.plan, recording, { attack: label });
    let damage = roll.damage;
    let countermeasuresRoll: number | null = null;
    let neutralised = false;
    let inFlight = false;
    if (roll.missileInFlight) {
      if (p.landing) {
        const landing = landMissile(recording, {
          damageDice: roll.missileInFlight.damageDice,
          aspect: p.plan.aspect,
          target: p.defender,
          countermeasures: p.request.defender.countermeasures ?? false,
          label,
        });
        ({ countermeasuresRoll, neutralised, damage } = landing);
      } else {
        inFlight = true;
      }
    }
    const applied = damageOutcome(
      p.defender,
      p.shields,
      p.structure,
      damage?.points ?? 0,
      p.plan.aspect,
    );
    const result: AttackResult = !roll.hit
      ? 'MISS'
      : inFlight
        ? 'IN_FLIGHT'
        : neutralised
          ? 'NEUTRALISED'
          : resultOf(applied);
    return {
      ok: true,
      ...summary(p),
      rolls: recording.rolls,
      toHit: roll.toHit && {
        faces: roll.toHit.faces,
        reroll: roll.toHit.reroll ?? null,
        finalFaces: roll.toHit.finalFaces,
        kept: roll.toHit.kept,
        hit: roll.toHit.hit,
      },
      toHitSucceeded: roll.hit,
      countermeasuresRoll,
      neutralised,
      damage,
      shieldsBefore: p.shields,
      shieldsAfter: applied.shieldsAfter,
      absorbed: applied.absorbed,
      structureBefore: p.structure,
      structureAfter: applied.structureAfter,
      result,
    };
  } catch (e) {
    if (e instanceof DiceNeeded) {
      return refuse('DICE_NEEDED', `${e.message}: supply more faces`, '/dice');
    }
    throw e;
  }
}

export type AttackOdds = AttackSummary & {
  ok: true;
  /** P(the to-hit roll succeeds), Linked re-roll included. */
  toHit: Probability;
  /** P(damage is rolled): for a landed locked missile, after the countermeasures save. */
  hit: Probability;
  /** Index k: P(exactly k damage points), misses counted as 0. */
  damagePoints: Probability[];
  /** Index k: P(exactly k structure lost). */
  structureDamage: Probability[];
  /** Index k: P(exactly k shield levels lost). */
  shieldsLost: Probability[];
  wrecked: Probability;
  destroyed: Probability;
  expectedStructureDamage: Probability;
};

/** The exact odds of the attack a request describes (the same checks as `resolveAttack`). */
export function attackOdds(input: unknown): AttackOdds | Refusal {
  const prepared = prepare(input);
  if (!prepared.ok) return prepared;
  const p = prepared.prepared;
  const { plan } = p;
  const toHit = toHitChance(plan.pool, plan.tht, plan.linked);
  let hit: Fraction = toHit;
  if (plan.weapon === 'LOCKED_MISSILE') {
    // Stopped at launch, nothing lands yet; landed, the countermeasures save may stop it.
    if (!p.landing) hit = ZERO;
    else if (p.request.defender.countermeasures) hit = mul(toHit, countermeasuresFailChance());
  }
  const points = unconditionalPoints(hit, damagePointsDistribution(plan.damageDice, plan.armor));
  const odds = damageOdds(p.defender, p.shields, p.structure, points, plan.aspect);
  return {
    ok: true,
    ...summary(p),
    toHit: toProbability(toHit),
    hit: toProbability(hit),
    damagePoints: points.map(toProbability),
    structureDamage: odds.structureDamage.map(toProbability),
    shieldsLost: odds.shieldsLost.map(toProbability),
    wrecked: toProbability(odds.wrecked),
    destroyed: toProbability(odds.destroyed),
    expectedStructureDamage: toProbability(odds.expectedStructureDamage),
  };
}

/** Problems with faces rolled at the table: each must be an integer 1..6. */
export function suppliedFacesProblems(faces: readonly unknown[], path = '/dice'): Problem[] {
  return faces.flatMap((f, i) =>
    Number.isInteger(f) && (f as number) >= 1 && (f as number) <= 6
      ? []
      : [problem('INVALID_ROLL', `face ${JSON.stringify(f)} is not a d6 face`, `${path}/${i}`)],
  );
}

/**
 * Dice for an adjudication: a seeded stream, or faces rolled at the table, consumed in order
 * (check them first with `suppliedFacesProblems`).
 */
export function adjudicationDice(source: { seed: string } | { faces: readonly number[] }): Dice {
  const from =
    'seed' in source
      ? new SeededDiceSource(rngFromSeed(source.seed))
      : new SuppliedDiceSource(source.faces);
  return new LoggedDice(from, () => {});
}
