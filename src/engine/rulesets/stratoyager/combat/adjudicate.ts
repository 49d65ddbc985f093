/**
 * Stateless adjudication for players who keep their own map (a VTT, a Discord table): they measure
 * distance and aspect themselves and ask for one attack. `resolveAttack` rolls it with seeded or
 * supplied dice; `attackOdds` gives the exact chances of the same request by enumeration.
 */
import type { CombatAdjudication, Refusal } from '../../../core/contract.js';
import {
  DiceNeeded,
  LoggedDice,
  SeededDiceSource,
  SuppliedDiceSource,
} from '../../../core/dice.js';
import type { Dice, RollRequest } from '../../../core/dice.js';
import { schemaProblems, type JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import { rngFromSeed } from '../../../core/rng.js';
import { MISSILE_CLASSES, type Aspect, type AttackWeapon, type DamageApplied } from '../model.js';
import type { MissileClass, StressState, UnitType } from '../model.js';
import { findUnitType } from '../units/index.js';
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
import { planAttack, type AttackPlan } from './plan.js';
import { poolNotation, type FiringBand, type Keep } from './range.js';
import { rollPlannedAttack } from './roll.js';
import type { ThtTerm } from './tht.js';
import type { LinkedReroll } from './to-hit.js';

const ASPECTS: readonly Aspect[] = [
  'FORE',
  'FORE_STAR',
  'AFT_STAR',
  'AFT',
  'AFT_PORT',
  'FORE_PORT',
];
const WEAPONS: readonly AttackWeapon[] = [
  'MAIN_WEAPON',
  'FIRE_AT_WILL',
  'DUMB_MISSILE',
  'LOCKED_MISSILE',
  'FRAGSHELL',
];

/** One attack as a VTT describes it. Defaults: full shields and structure, no tokens. */
export interface AttackRequest {
  weapon: AttackWeapon;
  /** Missile attacks: the class fired (default: the unit's missile class). */
  missileClass?: MissileClass;
  attacker: {
    typeId: string;
    speed: number;
    /** This turn's stress result (default NONE); a BLACKOUT unit cannot attack. */
    stress?: StressState;
    evasive?: boolean;
  };
  defender: {
    typeId: string;
    speed: number;
    evasive?: boolean;
    shields?: number;
    structure?: number;
    /** Countermeasures token: a locked missile's landing rolls the save (SY-LMD-3). */
    countermeasures?: boolean;
  };
  /** Peg to peg, in Klicks. */
  distance: number;
  /** The defender's face struck, as seen from the attacker (SY-GEO-6). */
  aspect: Aspect;
  /** The defender is in the attacker's front arc (default true). */
  inArc?: boolean;
  /** No obstacle blocks the line between the pegs (default true). */
  lineOfSight?: boolean;
  /** LOCKED_MISSILE only: the attacker's lock on the defender (default MATURE). */
  lock?: 'MATURE' | 'NEW' | 'NONE';
  /**
   * LOCKED_MISSILE only: also land the missile now, as the LMD phase would (countermeasures save,
   * then damage). Default true; false stops at launch and reports the missile in flight.
   */
  landing?: boolean;
}

const speed = { type: 'integer', minimum: 0, maximum: 99 };

export const attackRequestSchema: JsonSchema = {
  $id: 'stratoyager/attack-request',
  type: 'object',
  additionalProperties: false,
  required: ['weapon', 'attacker', 'defender', 'distance', 'aspect'],
  properties: {
    weapon: { enum: WEAPONS },
    missileClass: { enum: MISSILE_CLASSES },
    attacker: {
      type: 'object',
      additionalProperties: false,
      required: ['typeId', 'speed'],
      properties: {
        typeId: { type: 'string' },
        speed,
        stress: { enum: ['NONE', 'GREYOUT', 'BLACKOUT'] },
        evasive: { type: 'boolean' },
      },
    },
    defender: {
      type: 'object',
      additionalProperties: false,
      required: ['typeId', 'speed'],
      properties: {
        typeId: { type: 'string' },
        speed,
        evasive: { type: 'boolean' },
        shields: { type: 'integer', minimum: 0 },
        structure: { type: 'integer', minimum: 1 },
        countermeasures: { type: 'boolean' },
      },
    },
    distance: { type: 'number', minimum: 0 },
    aspect: { enum: ASPECTS },
    inArc: { type: 'boolean' },
    lineOfSight: { type: 'boolean' },
    lock: { enum: ['MATURE', 'NEW', 'NONE'] },
    landing: { type: 'boolean' },
  },
};

interface Prepared {
  request: AttackRequest;
  attacker: UnitType;
  defender: UnitType;
  shields: number;
  structure: number;
  plan: AttackPlan;
  landing: boolean;
}

/** Check a request and plan its attack: malformed input, unknown units, then the rules' refusals. */
function prepare(input: unknown): { ok: true; prepared: Prepared } | Refusal {
  const malformed = schemaProblems(attackRequestSchema, input);
  if (malformed.length > 0) return { ok: false, problems: malformed };
  const request = input as AttackRequest;
  const problems: Problem[] = [];
  const attacker = findUnitType(request.attacker.typeId);
  const defender = findUnitType(request.defender.typeId);
  if (!attacker) {
    problems.push(
      problem('UNKNOWN_UNIT_TYPE', `no unit type "${request.attacker.typeId}"`, '/attacker/typeId'),
    );
  }
  if (!defender) {
    problems.push(
      problem('UNKNOWN_UNIT_TYPE', `no unit type "${request.defender.typeId}"`, '/defender/typeId'),
    );
  }
  if (!attacker || !defender) return { ok: false, problems };
  const shields = request.defender.shields ?? defender.maxShields;
  const structure = request.defender.structure ?? defender.structure;
  if (shields > defender.maxShields) {
    problems.push(
      problem(
        'SHIELDS_OUT_OF_RANGE',
        `${defender.name} has at most ${defender.maxShields} shields`,
        '/defender/shields',
      ),
    );
  }
  if (structure > defender.structure) {
    problems.push(
      problem(
        'STRUCTURE_OUT_OF_RANGE',
        `${defender.name} has at most ${defender.structure} structure`,
        '/defender/structure',
      ),
    );
  }
  if (
    request.weapon !== 'LOCKED_MISSILE' &&
    (request.lock !== undefined || request.landing !== undefined)
  ) {
    problems.push(
      problem(
        'LOCK_NOT_APPLICABLE',
        '`lock` and `landing` apply only to LOCKED_MISSILE',
        request.lock !== undefined ? '/lock' : '/landing',
      ),
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  const stress = request.attacker.stress ?? 'NONE';
  if (
    request.weapon === 'LOCKED_MISSILE' &&
    attacker.missileKind === 'GUIDED' &&
    stress !== 'BLACKOUT'
  ) {
    const lock = request.lock ?? 'MATURE';
    if (lock === 'NONE')
      return refuse('NO_LOCK', 'a locked missile launch needs a held lock', '/lock');
    if (lock === 'NEW') {
      return refuse(
        'LOCK_NOT_MATURE',
        'a lock matures in a turn after the one it was declared in (SY-LOCK-4)',
        '/lock',
      );
    }
  }
  const planned = planAttack({
    weapon: request.weapon,
    missileClass: request.missileClass,
    attacker: {
      type: attacker,
      speed: request.attacker.speed,
      stress,
      evasive: request.attacker.evasive ?? false,
    },
    defender: {
      type: defender,
      speed: request.defender.speed,
      evasive: request.defender.evasive ?? false,
    },
    distanceSquared: request.distance * request.distance,
    aspect: request.aspect,
    inArc: request.inArc ?? true,
    lineOfSight: request.lineOfSight ?? true,
  });
  if (!planned.ok) return refuse(planned.problem.code, planned.problem.message);
  return {
    ok: true,
    prepared: {
      request,
      attacker,
      defender,
      shields,
      structure,
      plan: planned.plan,
      landing: request.landing ?? true,
    },
  };
}

function refuse(code: string, message: string, path = ''): Refusal {
  return { ok: false, problems: [problem(code, message, path)] };
}

/** What was planned, common to a resolution and to the odds. */
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

/** The adjudication as the contract's `Ruleset.combat`. */
export const combatAdjudication: CombatAdjudication = {
  requestSchema: attackRequestSchema,
  resolve: resolveAttack,
  odds: attackOdds,
};
