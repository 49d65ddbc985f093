/**
 * A stateless SITS attack as a VTT describes it: a beam shot from a catalog mount, or a missile
 * salvo, with the range, rate of closure, the aspect's protection and the defences stated by the
 * caller, or with both ships on the caller's hex map (`map`), which the engine measures (table.ts).
 */
import type { Refusal } from '../../../core/contract.js';
import { shapeProblems, type JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import { SHIP_CLASSES } from '../catalog.js';
import type { MissileType, Warhead } from '../data/tables.js';
import {
  aspectOf,
  rollState,
  type Protection,
  type RollAngle,
  type SidewallSide,
} from '../rules/arcs.js';
import type { Sector } from '../rules/bearings.js';
import { DIRECTIONS, type Counts } from '../rules/directions.js';
import type { MountClass, ShipClass } from '../state.js';
import { GUARD_PROPERTIES, MAP_SCHEMA, type MapGeometry } from './table.js';

export interface BeamRequest {
  attack: 'beam';
  /** A mount of a catalog class: `{ "classId": "kestrel_cl", "mount": "P-GR" }`. */
  attacker: { classId: string; mount: string; operational?: number };
  /** Hexes; or give `map`. */
  range?: number;
  /** RoC in hexes per turn; or give both velocities and the engine works it out (SITS-BEAM-3). */
  rocPerTurn?: number;
  velocities?: { attacker: Partial<Counts>; target: Partial<Counts> };
  protection: Protection;
  aspect?: AspectInput;
  /** Grav lance only: the strength of the sidewall it tests. */
  sidewallStrength?: number;
  map?: MapGeometry;
}

export interface SalvoRequest {
  attack: 'salvo';
  missileType: MissileType;
  warhead: Warhead;
  missiles: number;
  /** Hexes; or give `map`. */
  launchRange?: number;
  decoyed?: boolean;
  /** The launcher's fire-control penalty (default 0). */
  fcPenalty?: number;
  protection: Protection;
  aspect?: AspectInput;
  /** The target's defences: a catalog class, and/or its current `ad` and `adRemaining`. */
  defender: { classId?: string; ad?: number; adRemaining?: number };
  map?: MapGeometry;
}

export type CombatRequest = BeamRequest | SalvoRequest;

/** The target's side of an aspect, for callers who track sectors and rolls, not protection. */
export interface AspectInput {
  sector: Sector;
  rollAngle?: RollAngle;
  wedgeUp?: boolean;
  sidewallsUp?: Partial<Record<SidewallSide, boolean>>;
}

/** SITS-GEO-8: the protection a stated aspect gives (a sidewall is up only with the wedge). */
export function protectionOf(a: AspectInput): Protection {
  const wedgeUp = a.wedgeUp ?? true;
  const up = (side: SidewallSide) => wedgeUp && (a.sidewallsUp?.[side] ?? true);
  return aspectOf(a.sector, {
    roll: rollState(a.rollAngle ?? 0),
    wedgeUp,
    sidewallUp: { port: up('port'), starboard: up('starboard') },
  }).protection;
}

/** The request with its protection: stated, or worked out from the aspect (exactly one). */
export function withProtection(request: CombatRequest): CombatRequest | Refusal {
  const stated = (request as { protection?: Protection }).protection !== undefined;
  if (stated === (request.aspect !== undefined)) {
    return refuse([problem('INVALID_REQUEST', 'give exactly one of protection and aspect', '')]);
  }
  return request.aspect ? { ...request, protection: protectionOf(request.aspect) } : request;
}

const counts: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(DIRECTIONS.map((d) => [d, { type: 'integer', minimum: 0 }])),
};
const protection: JsonSchema = {
  enum: ['protected', 'unprotected', 'wedge'],
  description: 'What the target shows the attack; or give `aspect` and the engine works it out.',
};
const aspect: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sector'],
  description:
    'The aspect (SITS-GEO-8): the sector of the attack seen from the target, with its roll and what is up (default: roll 0, all up).',
  properties: {
    sector: { type: 'integer', minimum: 0, maximum: 5 },
    ...GUARD_PROPERTIES,
  },
};

export const combatRequestSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'SITS attack',
  oneOf: [
    {
      type: 'object',
      title: 'Beam shot',
      additionalProperties: false,
      required: ['attack', 'attacker'],
      properties: {
        attack: { const: 'beam' },
        attacker: {
          type: 'object',
          additionalProperties: false,
          required: ['classId', 'mount'],
          properties: {
            classId: { type: 'string' },
            mount: { type: 'string' },
            operational: { type: 'integer', minimum: 0 },
          },
        },
        range: { type: 'integer', minimum: 0 },
        rocPerTurn: { type: 'integer', minimum: 0 },
        velocities: {
          type: 'object',
          additionalProperties: false,
          required: ['attacker', 'target'],
          properties: { attacker: counts, target: counts },
        },
        protection,
        aspect,
        sidewallStrength: { type: 'integer', minimum: 0 },
        map: MAP_SCHEMA,
      },
    },
    {
      type: 'object',
      title: 'Missile salvo',
      additionalProperties: false,
      required: ['attack', 'missileType', 'warhead', 'missiles', 'defender'],
      properties: {
        attack: { const: 'salvo' },
        missileType: { enum: ['M2', 'M4', 'M9'] },
        warhead: { enum: ['laser', 'nuke'] },
        missiles: { type: 'integer', minimum: 1, maximum: 100 },
        launchRange: { type: 'integer', minimum: 0 },
        decoyed: { type: 'boolean' },
        fcPenalty: { type: 'integer', minimum: 0 },
        protection,
        aspect,
        defender: {
          type: 'object',
          additionalProperties: false,
          properties: {
            classId: { type: 'string' },
            ad: { type: 'integer', minimum: 0 },
            adRemaining: { type: 'integer', minimum: 0 },
          },
        },
        map: MAP_SCHEMA,
      },
    },
  ],
  examples: [
    {
      attack: 'beam',
      attacker: { classId: 'kestrel_cl', mount: 'P-GR' },
      range: 1,
      rocPerTurn: 12,
      protection: 'protected',
    },
    {
      attack: 'salvo',
      missileType: 'M4',
      warhead: 'laser',
      missiles: 6,
      launchRange: 30,
      protection: 'protected',
      defender: { classId: 'lancet_dd' },
    },
  ],
};

export function refuse(problems: Problem[]): Refusal {
  return { ok: false, problems };
}

/** A request with its distance: stated, or measured on the map. */
export type Measured<R> = R extends BeamRequest
  ? R & { range: number }
  : R extends SalvoRequest
    ? R & { launchRange: number }
    : never;

export interface ParsedBeam {
  request: Measured<BeamRequest>;
  cls: ShipClass;
  mount: MountClass;
  operational: number;
}

/** Schema, then the catalog: the class and mount must exist, and the mount must be a beam. */
export function parseBeam(request: Measured<BeamRequest>): ParsedBeam | Refusal {
  const cls = SHIP_CLASSES[request.attacker.classId];
  if (!cls)
    return refuse([
      problem('UNKNOWN_CLASS', `no ship class ${request.attacker.classId}`, '/attacker/classId'),
    ]);
  const mount = cls.mounts.find((m) => m.id === request.attacker.mount);
  if (!mount)
    return refuse([
      problem(
        'FIRE_UNKNOWN_MOUNT',
        `${cls.id} has no mount ${request.attacker.mount}`,
        '/attacker/mount',
      ),
    ]);
  if (mount.kind === 'missile')
    return refuse([
      problem('FIRE_WRONG_MOUNT_KIND', `${mount.id} is a missile mount`, '/attacker/mount'),
    ]);
  const problems: Problem[] = [];
  const operational = request.attacker.operational ?? mount.count;
  if (operational > mount.count) {
    problems.push(
      problem('INVALID_REQUEST', `${mount.id} has ${mount.count} weapons`, '/attacker/operational'),
    );
  }
  if (
    (request.rocPerTurn === undefined) === (request.velocities === undefined) &&
    mount.kind !== 'grav_lance'
  ) {
    problems.push(problem('INVALID_REQUEST', 'give exactly one of rocPerTurn and velocities', ''));
  }
  if (
    mount.kind === 'grav_lance' &&
    request.protection === 'protected' &&
    request.sidewallStrength === undefined
  ) {
    problems.push(
      problem(
        'INVALID_REQUEST',
        'a grav lance needs the sidewall strength it tests',
        '/sidewallStrength',
      ),
    );
  }
  return problems.length > 0 ? refuse(problems) : { request, cls, mount, operational };
}

export interface ParsedSalvo {
  request: Measured<SalvoRequest>;
  ad: number;
  adRemaining: number;
}

export function parseSalvo(request: Measured<SalvoRequest>): ParsedSalvo | Refusal {
  const d = request.defender;
  const cls = d.classId === undefined ? undefined : SHIP_CLASSES[d.classId];
  if (d.classId !== undefined && !cls) {
    return refuse([problem('UNKNOWN_CLASS', `no ship class ${d.classId}`, '/defender/classId')]);
  }
  const ad = d.ad ?? cls?.activeDefense;
  const adRemaining = d.adRemaining ?? cls?.adCapacity;
  if (ad === undefined || adRemaining === undefined) {
    return refuse([
      problem('INVALID_REQUEST', 'give the defender a classId, or ad and adRemaining', '/defender'),
    ]);
  }
  return { request, ad, adRemaining };
}

/** The schema check every request passes first. */
export function requestProblems(input: unknown): Problem[] {
  return shapeProblems(combatRequestSchema, input, 'INVALID_REQUEST');
}
