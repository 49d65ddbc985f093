/**
 * A stateless attack request (a VTT's description of one attack), its JSON Schema, and its checks:
 * malformed input, unknown units, statuses out of range, then the rules' refusals (§7.3 codes).
 */
import type { Refusal } from '../../../core/contract.js';
import { schemaProblems, type JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import { MISSILE_CLASSES, type Aspect, type AttackWeapon } from '../model.js';
import type { MissileClass, StressState, UnitType } from '../model.js';
import { findUnitType } from '../units/index.js';
import { planAttack, type AttackPlan } from './plan.js';

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

export interface Prepared {
  request: AttackRequest;
  attacker: UnitType;
  defender: UnitType;
  shields: number;
  structure: number;
  plan: AttackPlan;
  landing: boolean;
}

/** Check a request and plan its attack: malformed input, unknown units, then the rules' refusals. */
export function prepare(input: unknown): { ok: true; prepared: Prepared } | Refusal {
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

export function refuse(code: string, message: string, path = ''): Refusal {
  return { ok: false, problems: [problem(code, message, path)] };
}

/** What was planned, common to a resolution and to the odds. */
