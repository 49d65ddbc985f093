/**
 * A stateless SITS attack measured on the caller's hex map: both ships' hexes, headings (hexside
 * letters), rolls and what they have up. The engine measures as a match does (sighting.ts): range
 * (SITS-GEO-2), whether the mount bears (SITS-GEO-7), the sector and protection the target shows
 * (SITS-GEO-4, -8), and echoes them. Stated values given as well must agree.
 */
import type { JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { MountSide } from '../data/tables-file.js';
import type { Protection, RollAngle, SidewallSide } from '../rules/arcs.js';
import type { Sector } from '../rules/bearings.js';
import { DIRECTIONS, type Counts, type DirectionLetter } from '../rules/directions.js';
import {
  aspectToward,
  mountBears,
  rangeBetween,
  vantageOf,
  type Bearing,
  type Sighted,
} from '../rules/sighting.js';

/** One ship on the caller's map. */
export interface MapShip {
  q: number;
  r: number;
  facing: DirectionLetter;
  rollAngle?: RollAngle;
  wedgeUp?: boolean;
  sidewallsUp?: Partial<Record<SidewallSide, boolean>>;
}

export interface MapGeometry {
  attacker: MapShip;
  target: MapShip;
}

/** What the engine measured on the caller's map. */
export interface MapDerived {
  range: number;
  /** The sector of the target the attack arrives from (SITS-GEO-4, -5). */
  sector: Sector;
  protection: Protection;
  /** Beams: whether the mount bears on the target (SITS-GEO-7). */
  bears?: Bearing;
}

/** What a ship shows an attack: its roll, its wedge and its sidewalls (default: roll 0, all up). */
export const GUARD_PROPERTIES: Record<string, JsonSchema> = {
  rollAngle: { enum: [0, 90, 180, 270] },
  wedgeUp: { type: 'boolean' },
  sidewallsUp: {
    type: 'object',
    additionalProperties: false,
    properties: { port: { type: 'boolean' }, starboard: { type: 'boolean' } },
  },
};

const ship: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['q', 'r', 'facing'],
  properties: {
    q: { type: 'integer', minimum: -1000, maximum: 1000 },
    r: { type: 'integer', minimum: -1000, maximum: 1000 },
    facing: { enum: DIRECTIONS },
    ...GUARD_PROPERTIES,
  },
};

export const MAP_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['attacker', 'target'],
  description:
    'Both ships on your hex map (axial q, r; facing a hexside letter): the engine measures range, arc and aspect instead of taking them.',
  properties: { attacker: ship, target: ship },
};

const ZERO: Counts = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 };

/** A ship as sighting reads it; a sidewall is up only with the wedge (SITS-GEO-8). */
function sighted(s: MapShip, velocity: Partial<Counts> | undefined): Sighted {
  const wedgeUp = s.wedgeUp ?? true;
  const wall = (side: SidewallSide) => ({
    strength: (s.sidewallsUp?.[side] ?? true) ? 1 : 0,
    max: 1,
    knockedDown: false,
    regenAt: null,
  });
  return {
    pos: { q: s.q, r: s.r },
    altitude: null,
    velocity: { ...ZERO, ...velocity },
    facing: s.facing,
    rollAngle: s.rollAngle ?? 0,
    wedgeUp,
    sidewalls: { port: wall('port'), starboard: wall('starboard') },
  };
}

/** Measure one attack on the map; `mount` for a beam (whether it bears). */
export function measureOnMap(
  map: MapGeometry,
  velocities: { attacker: Partial<Counts>; target: Partial<Counts> } | undefined,
  mount: MountSide | null,
): MapDerived {
  const attacker = sighted(map.attacker, velocities?.attacker);
  const target = sighted(map.target, velocities?.target);
  const from = vantageOf(attacker);
  const aspect = aspectToward(target, from);
  return {
    range: rangeBetween(from, vantageOf(target)),
    sector: aspect.sector,
    protection: aspect.protection,
    ...(mount ? { bears: mountBears(mount, attacker, vantageOf(target)) } : {}),
  };
}

/** A stated value that is not what the map shows. */
export function disagrees(field: string, stated: unknown, measured: unknown): Problem[] {
  if (stated === undefined || stated === measured) return [];
  return [
    problem(
      'TABLE_DISAGREES',
      `${field} ${JSON.stringify(stated)} is not what the map shows (${JSON.stringify(measured)})`,
      `/${field}`,
    ),
  ];
}
