/**
 * JSON Schemas of the orders (spec §7.2) and of the submission that carries them (§7.1). They check
 * structure only (`MALFORMED`): hours, thrusts, speeds and cards are plain numbers here so that the
 * rule checks can give their own codes (`INVALID_HOUR`, `THRUST_NOT_INTEGER`, ...).
 */
import type { JsonSchema } from '../../../core/json-schema.js';
import type { Order, Stage } from '../model.js';

const id = { type: 'string', minLength: 1 };
const num = { type: 'number' };
const edge = { enum: ['SOUTH', 'NORTH', 'WEST', 'EAST'] };
const missileClass = { enum: ['LIGHT', 'MEDIUM', 'HEAVY', 'FRAGSHELL_POD'] };

function order(type: string, required: string[], properties: Record<string, unknown>): JsonSchema {
  return {
    type: 'object',
    required: ['type', ...required],
    additionalProperties: false,
    properties: { type: { const: type }, ...properties },
  };
}

export const ORDER_SCHEMAS: Record<Order['type'], JsonSchema> = {
  RESERVES: order('RESERVES', ['unitIds'], { unitIds: { type: 'array', items: id } }),
  INITIATIVE: order('INITIATIVE', ['cards'], {
    cards: { type: 'object', additionalProperties: num },
    discards: { type: 'array', items: num },
  }),
  PLACE: order('PLACE', ['unitId', 'x', 'y', 'course', 'speed'], {
    unitId: id,
    x: num,
    y: num,
    course: num,
    speed: num,
  }),
  ENTER: order('ENTER', ['unitId', 'edge', 'x', 'y', 'course', 'speed'], {
    unitId: id,
    edge,
    x: num,
    y: num,
    course: num,
    speed: num,
  }),
  RETURN: order('RETURN', ['unitId', 'course'], { unitId: id, course: num }),
  DOGFIGHT_CARDS: order('DOGFIGHT_CARDS', ['movementCard'], { movementCard: num }),
  MANEUVER: order('MANEUVER', ['unitId', 'maneuvers'], {
    unitId: id,
    maneuvers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['driver', 'direction', 'thrust'],
        additionalProperties: false,
        properties: {
          driver: { enum: ['ACCEL_DECEL', 'TURN', 'SLIDE'] },
          direction: { enum: ['ACCELERATE', 'DECELERATE', 'PORT', 'STARBOARD'] },
          thrust: num,
        },
      },
    },
    yaw: {
      type: 'object',
      required: ['timing', 'facingOffset'],
      additionalProperties: false,
      properties: { timing: { enum: ['BEFORE', 'AFTER'] }, facingOffset: num },
    },
    evasive: { type: 'boolean' },
    exitIntent: { enum: ['RETURN', 'WITHDRAW'] },
  }),
  COMBAT: order('COMBAT', ['unitId', 'action'], {
    unitId: id,
    action: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        type: {
          enum: [
            'NONE',
            'MAIN_WEAPON_SALVO',
            'MISSILE_SHOT',
            'TARGET_LOCK',
            'LOCKED_MISSILE_LAUNCH',
            'COUNTERMEASURES',
            'RAISE_SHIELDS',
            'FIRE_AT_WILL',
            'EJECT',
          ],
        },
        targetId: id,
        missileClass,
        direction: num,
      },
    },
    gunnerMainGun: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: { type: { enum: ['MAIN_WEAPON_SALVO', 'FIRE_AT_WILL'] }, targetId: id },
    },
  }),
  FAW_TRIGGER: order('FAW_TRIGGER', ['unitId', 'targetId'], { unitId: id, targetId: id }),
};

export const ORDER_TYPES = Object.keys(ORDER_SCHEMAS) as Order['type'][];

export const STAGES: readonly Stage[] = [
  'DEPLOY_RESERVES',
  'DEPLOY_INITIATIVE',
  'DEPLOY_PLACEMENT',
  'TURN_START',
  'INITIATIVE',
  'DOGFIGHT_CARDS',
  'MANEUVER_ORDERS',
  'COMBAT_ORDERS',
];

/** The envelope: any order type passes here; each order is then checked against its own schema. */
export const SUBMISSION_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['orders'],
  additionalProperties: false,
  properties: {
    gameId: { type: 'string' },
    side: { enum: [0, 1] },
    stage: { enum: STAGES },
    turn: { type: 'integer', minimum: 0 },
    segment: { type: 'integer', minimum: 0 },
    draft: { type: 'boolean' },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type'],
        properties: { type: { enum: ORDER_TYPES } },
      },
    },
  },
};

const accepting = new Map<string, JsonSchema>();
/** By the kind's own list too: every submission is checked, and joining the list costs a string. */
const acceptingByList = new WeakMap<readonly Order['type'][], JsonSchema>();

/**
 * The envelope with every order checked against its own schema and only `types` accepted: what
 * a submission that raises no structural or order-type problem satisfies, in one check.
 */
export function acceptingSchema(types: readonly Order['type'][]): JsonSchema {
  const known = acceptingByList.get(types);
  if (known) return known;
  const key = types.join(',');
  let schema = accepting.get(key);
  if (!schema) {
    schema = {
      ...SUBMISSION_SCHEMA,
      properties: {
        ...(SUBMISSION_SCHEMA.properties as Record<string, unknown>),
        orders: { type: 'array', items: { anyOf: types.map((t) => ORDER_SCHEMAS[t]) } },
      },
    };
    accepting.set(key, schema);
  }
  acceptingByList.set(types, schema);
  return schema;
}

const described = new Map<string, JsonSchema>();

/** The schema a client sees for a stage: the envelope with only that stage's order types. */
export function submissionSchemaFor(types: readonly Order['type'][], note: string): JsonSchema {
  const key = `${types.join(',')}|${note}`;
  let schema = described.get(key);
  if (!schema) {
    schema = {
      ...SUBMISSION_SCHEMA,
      description: note,
      properties: {
        ...(SUBMISSION_SCHEMA.properties as Record<string, unknown>),
        orders: {
          type: 'array',
          items:
            types.length === 1
              ? ORDER_SCHEMAS[types[0]]
              : { anyOf: types.map((t) => ORDER_SCHEMAS[t]) },
        },
      },
    };
    described.set(key, schema);
  }
  return schema;
}
