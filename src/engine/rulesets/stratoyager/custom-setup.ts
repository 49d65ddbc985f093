/**
 * The shape of a custom setup (any roster, the table, obstacles, optionally the players' own
 * placement) and of the match options, as types and as the JSON Schemas clients are shown.
 * Scenarios are custom setups (scenarios.ts); setup.ts checks one and builds the game from it.
 */
import type { JsonSchema } from '../../core/json-schema.js';
import type { DeploymentMode, Hour, Obstacle } from './model.js';
import { MAX_SPEED } from './rules/movement.js';
import { POSITIVE_SCHEMA, SHAPE_SCHEMA } from './table-schema.js';

export interface SetupUnit {
  id: string;
  typeId: string;
  /** Fixed placement: where the players put it (only with `placement: 'FIXED'`). */
  at?: { x: number; y: number; course: Hour; speed: number; facing?: Hour };
  /** Fixed placement: held in reserve instead. */
  reserve?: boolean;
}

export interface CustomSetup {
  table?: { width: number; length: number };
  deploymentMode?: DeploymentMode;
  deploymentDepth?: number;
  cornerZoneSize?: number;
  entryDepth?: number;
  unitBaseDiameter?: number;
  maxInitialSpeed?: number;
  /** When given, each side's roster may cost at most this many points (SY-SET-1). */
  pointsLimit?: number;
  /** DEPLOYMENT (default): the deployment procedure; FIXED: units start where `at` says. */
  placement?: 'DEPLOYMENT' | 'FIXED';
  sides: { name?: string; units: SetupUnit[] }[];
  obstacles?: Obstacle[];
}

export interface MatchOptions {
  dogfightAuto?: boolean;
  abandonedYagers?: 'REMOVE' | 'DRIFT';
  arcade?: { enabled?: boolean; countdownSeconds?: number };
  baseTurns?: number;
  extraTurnOn?: number;
}

const positive = POSITIVE_SCHEMA;

export const SETUP_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['sides'],
  additionalProperties: false,
  properties: {
    table: {
      type: 'object',
      required: ['width', 'length'],
      additionalProperties: false,
      properties: { width: positive, length: positive },
      description: 'Klicks; standard 24 x 36, smaller fights 18 x 18 or 24 x 24 (SY-SET-2)',
    },
    deploymentMode: { enum: ['SHORT_EDGES', 'LONG_EDGES', 'CORNERS'] },
    deploymentDepth: positive,
    cornerZoneSize: positive,
    entryDepth: positive,
    unitBaseDiameter: positive,
    maxInitialSpeed: { type: 'integer', minimum: 0, maximum: MAX_SPEED },
    pointsLimit: { type: 'number', minimum: 0 },
    placement: { enum: ['DEPLOYMENT', 'FIXED'] },
    sides: {
      type: 'array',
      minItems: 2,
      maxItems: 2,
      items: {
        type: 'object',
        required: ['units'],
        additionalProperties: false,
        properties: {
          name: { type: 'string' },
          units: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['id', 'typeId'],
              additionalProperties: false,
              properties: {
                id: { type: 'string', minLength: 1, maxLength: 64 },
                typeId: { type: 'string' },
                reserve: { type: 'boolean' },
                at: {
                  type: 'object',
                  required: ['x', 'y', 'course', 'speed'],
                  additionalProperties: false,
                  properties: {
                    x: { type: 'number' },
                    y: { type: 'number' },
                    course: { type: 'integer', minimum: 0, maximum: 11 },
                    facing: { type: 'integer', minimum: 0, maximum: 11 },
                    speed: { type: 'integer', minimum: 0, maximum: MAX_SPEED },
                  },
                },
              },
            },
          },
        },
      },
    },
    obstacles: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'shape'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', minLength: 1 },
          shape: SHAPE_SCHEMA,
        },
      },
    },
  },
};

export const OPTIONS_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dogfightAuto: {
      type: 'boolean',
      description: 'SY-DOG-1: one-on-one turns are dogfights (default true)',
    },
    abandonedYagers: { enum: ['REMOVE', 'DRIFT'], description: 'SY-CA-11 (default DRIFT)' },
    arcade: {
      type: 'object',
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        countdownSeconds: { type: 'integer', minimum: 1, maximum: 3600 },
      },
      description: 'SY-ARC (default off, 30 s); the countdown is enforced by the service',
    },
    baseTurns: { type: 'integer', minimum: 1, maximum: 50, description: 'SY-END-1 (default 6)' },
    extraTurnOn: {
      type: 'integer',
      minimum: 1,
      maximum: 7,
      description: 'd6 needed for the extra turn (default 4; 7 = never)',
    },
  },
};
