/** A scenario's terrain (spec 1.3 Terrain): its JSON Schema, its checks and the Level 2 state. */
import type { Dice } from '../../../../../core/dice.js';
import type { JsonSchema } from '../../../../../core/json-schema.js';
import { problem, type Problem } from '../../../../../core/problems.js';
import { SetupCodes } from '../../../../../core/setup-checks.js';
import { placeAsteroids } from './placement.js';
import { MARKER_RADIUS, NO_TERRAIN, type Edge, type PlanetKind, type Terrain } from './terrain.js';

export interface TerrainSetup {
  asteroids?: { x: number; y: number }[];
  /** SE-TER-1: place asteroid markers by the seeded random process instead. */
  random_asteroids?: boolean;
  planets?: { x: number; y: number; radius: number; kind: PlanetKind; atmosphere_width?: number }[];
  nebula?: { mode: 'interior' | 'fringe'; markers?: { x: number; y: number }[] };
  deadly_edge?: Edge;
}

const point: JsonSchema = {
  type: 'object',
  required: ['x', 'y'],
  additionalProperties: false,
  properties: { x: { type: 'number' }, y: { type: 'number' } },
};

export const TERRAIN_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Level 2 terrain (SE-TER-1..8); ignored at Level 1',
  properties: {
    asteroids: { type: 'array', maxItems: 60, items: point },
    random_asteroids: { type: 'boolean' },
    planets: {
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        required: ['x', 'y', 'radius', 'kind'],
        additionalProperties: false,
        properties: {
          x: { type: 'number' },
          y: { type: 'number' },
          radius: { type: 'number', exclusiveMinimum: 0, maximum: 40 },
          kind: { enum: ['rock', 'atmospheric', 'gas_giant'] },
          atmosphere_width: { type: 'number', minimum: 0, maximum: 10 },
        },
      },
    },
    nebula: {
      type: 'object',
      required: ['mode'],
      additionalProperties: false,
      properties: {
        mode: { enum: ['interior', 'fringe'] },
        markers: { type: 'array', maxItems: 60, items: point },
      },
    },
    deadly_edge: { enum: ['N', 'E', 'S', 'W'] },
  },
};

/** Ships may not start inside a planet (SE-TER-5). */
export function terrainSetupProblems(
  t: TerrainSetup | undefined,
  ships: { id: string; x: number; y: number }[],
  at: string,
): Problem[] {
  const out: Problem[] = [];
  for (const p of t?.planets ?? [])
    for (const s of ships)
      if (Math.hypot(s.x - p.x, s.y - p.y) < p.radius)
        out.push(problem(SetupCodes.invalidSetup, `${s.id} starts inside a planet`, at));
  if (t?.random_asteroids && t.asteroids?.length)
    out.push(problem(SetupCodes.invalidSetup, 'give asteroids or random_asteroids, not both', at));
  return out;
}

/** The terrain in play: none at Level 1 (SE-GEN-1). */
export function buildTerrain(
  t: TerrainSetup | undefined,
  level2: boolean,
  table: { width: number; length: number },
  dice: Dice,
): Terrain {
  if (!level2 || !t) return NO_TERRAIN;
  return {
    asteroids: t.random_asteroids
      ? placeAsteroids(table, dice)
      : (t.asteroids ?? []).map((a) => ({ x: a.x, y: a.y, radius: MARKER_RADIUS })),
    planets: (t.planets ?? []).map((p) => ({
      x: p.x,
      y: p.y,
      radius: p.radius,
      kind: p.kind,
      atmosphere_width: p.kind === 'atmospheric' ? (p.atmosphere_width ?? 1) : 0,
    })),
    nebula: t.nebula
      ? {
          mode: t.nebula.mode,
          markers: (t.nebula.markers ?? []).map((m) => ({ ...m, radius: MARKER_RADIUS })),
        }
      : null,
    deadly_edge: t.deadly_edge ?? null,
  };
}
