/**
 * A stateless attack request (a VTT's description of one attack), its JSON Schema, and its checks:
 * malformed input, the geometry (stated, or measured from the table), unknown units, statuses out
 * of range, then the rules' refusals (§7.3 codes).
 */
import type { Refusal } from '../../../core/contract.js';
import { schemaProblems, type JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import { MISSILE_CLASSES, type Aspect, type AttackWeapon } from '../model.js';
import type { MissileClass, StressState, UnitType } from '../model.js';
import { findUnitType } from '../units/index.js';
import { planAttack, type AttackPlan } from './plan.js';
import {
  geometryOf,
  OBSTACLES_SCHEMA,
  SPOT_SCHEMA,
  type Derived,
  type StatedGeometry,
  type TableSpot,
} from './table-geometry.js';

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

/**
 * One attack as a VTT describes it: the geometry stated (`distance`, `aspect`, ...), or measured
 * from both units' `at` and the obstacles. Defaults: full shields and structure, no tokens.
 */
export interface AttackRequest extends StatedGeometry {
  weapon: AttackWeapon;
  /** Missile attacks: the class fired (default: the unit's missile class). */
  missileClass?: MissileClass;
  attacker: {
    typeId: string;
    speed: number;
    /** This turn's stress result (default NONE); a BLACKOUT unit cannot attack. */
    stress?: StressState;
    evasive?: boolean;
    at?: TableSpot;
  };
  defender: DefenderRequest;
  /** LOCKED_MISSILE only: the attacker's lock on the defender (default MATURE). */
  lock?: 'MATURE' | 'NEW' | 'NONE';
  /**
   * LOCKED_MISSILE only: also land the missile now, as the LMD phase would (countermeasures save,
   * then damage). Default true; false stops at launch and reports the missile in flight.
   */
  landing?: boolean;
}

export interface DefenderRequest {
  typeId: string;
  speed: number;
  evasive?: boolean;
  shields?: number;
  structure?: number;
  /** Countermeasures token: a locked missile's landing rolls the save (SY-LMD-3). */
  countermeasures?: boolean;
  at?: TableSpot;
}

const speed = { type: 'integer', minimum: 0, maximum: 99 };

export const DEFENDER_SCHEMA: JsonSchema = {
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
    at: SPOT_SCHEMA,
  },
};

export const attackRequestSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['weapon', 'attacker', 'defender'],
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
        at: SPOT_SCHEMA,
      },
    },
    defender: DEFENDER_SCHEMA,
    distance: { type: 'number', minimum: 0 },
    aspect: { enum: ASPECTS },
    inArc: { type: 'boolean' },
    lineOfSight: { type: 'boolean' },
    obstacles: OBSTACLES_SCHEMA,
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
  /** What the engine measured on the caller's table; null when the geometry was stated. */
  derived: Derived | null;
}

/** Check a request and plan its attack: malformed input, unknown units, then the rules' refusals. */
export function prepare(input: unknown): { ok: true; prepared: Prepared } | Refusal {
  const malformed = schemaProblems(attackRequestSchema, input);
  if (malformed.length > 0) return { ok: false, problems: malformed };
  const request = input as AttackRequest;
  const geometry = geometryOf(request);
  if (!geometry.ok) return geometry;
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
    ...geometry.measured,
  });
  if (!planned.ok)
    return refuse(planned.problem.code, withDerived(planned.problem.message, geometry.derived));
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
      derived: geometry.derived,
    },
  };
}

export function refuse(code: string, message: string, path = ''): Refusal {
  return { ok: false, problems: [problem(code, message, path)] };
}

/** A refusal's words with what the table showed, so a VTT sees why (out of arc, blocked...). */
function withDerived(message: string, derived: Derived | null): string {
  if (!derived) return message;
  const d = Math.round(derived.distance * 100) / 100;
  const sight = derived.lineOfSight ? 'in line of sight' : 'line of sight blocked';
  return `${message} (measured: ${d} Klicks, ${derived.band}, ${derived.aspect}, ${derived.inArc ? 'in' : 'out of'} arc, ${sight})`;
}
