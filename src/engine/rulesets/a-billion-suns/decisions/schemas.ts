/**
 * JSON Schemas of the submissions (spec 7). Structural only: values with their own error codes
 * (helm sums, dice counts, unknown orders, battlegroup sizes) are checked by the rules, so that
 * the right code is reported.
 */
import type { JsonSchema } from '../../../core/json-schema.js';

const id = { type: 'string', minLength: 1 };
const num = { type: 'number' };
const int = { type: 'integer' };

function obj(
  properties: Record<string, unknown>,
  required: string[],
  type?: string | string[],
): JsonSchema {
  const props: Record<string, unknown> = { ...properties };
  if (type !== undefined) props.type = { enum: Array.isArray(type) ? type : [type] };
  return { type: 'object', required, additionalProperties: false, properties: props };
}

export const paymentSchema: JsonSchema = obj(
  { pay: { enum: ['token', 'rogue'] }, ship: id, fromTactical: int },
  ['pay'],
);

export const helmSchema: JsonSchema = obj(
  {
    seizeInitiative: { type: 'integer', minimum: 0 },
    jumpIn: { type: 'integer', minimum: 0 },
    tactical: { type: 'integer', minimum: 0 },
  },
  ['seizeInitiative', 'jumpIn', 'tactical'],
  'helm',
);

export const firstPlayerSchema: JsonSchema = obj(
  { phase: { enum: ['jump', 'tactical'] }, first: id },
  ['first'],
  'first_player',
);

export const jumpTurnSchema: JsonSchema = {
  oneOf: [
    obj({ type: { const: 'deploy_jump_point' }, table: id, x: num, y: num }, [
      'type',
      'table',
      'x',
      'y',
    ]),
    obj(
      {
        type: { const: 'jump_in' },
        via: id,
        classId: id,
        ships: {
          type: 'array',
          items: obj({ reserveShip: id, x: num, y: num, heading: num }, ['x', 'y', 'heading']),
        },
      },
      ['type', 'via', 'classId', 'ships'],
    ),
    obj({ type: { const: 'pass' } }, ['type']),
  ],
};

export const activateSchema: JsonSchema = obj(
  {
    battlegroup: id,
    combinedOrders: obj({ with: { type: 'array', items: id }, payment: paymentSchema }, [
      'with',
      'payment',
    ]),
  },
  ['battlegroup'],
  'activate',
);

export const ordersSchema: JsonSchema = obj(
  {
    orders: {
      type: 'array',
      items: obj({ battlegroup: id, order: { type: 'string' }, engageTarget: id }, [
        'battlegroup',
        'order',
      ]),
    },
  },
  ['orders'],
  'orders',
);

const legSchema = obj({ heading: num, distance: num }, ['heading', 'distance']);

export const movementSchema: JsonSchema = obj(
  {
    battlegroups: {
      type: 'array',
      items: obj(
        {
          battlegroup: id,
          powerToEngines: paymentSchema,
          inertialDampeners: paymentSchema,
          jumpHop: obj(
            {
              when: { enum: ['start', 'end'] },
              to: id,
              placements: {
                type: 'array',
                items: obj({ ship: id, x: num, y: num, heading: num }, [
                  'ship',
                  'x',
                  'y',
                  'heading',
                ]),
              },
            },
            ['when', 'to', 'placements'],
          ),
          moves: {
            type: 'array',
            items: obj({ ship: id, legs: { type: 'array', items: legSchema } }, ['ship', 'legs']),
          },
        },
        ['battlegroup', 'moves'],
      ),
    },
  },
  ['battlegroups'],
  'movement',
);

const allocationSchema = obj(
  { ship: id, system: { enum: ['primary', 'auxiliary'] }, target: id, dice: num },
  ['ship', 'system', 'target', 'dice'],
);

const powerToWeaponsSchema = {
  type: 'array',
  items: obj({ target: id, dieSides: int, tokens: num, payment: paymentSchema }, [
    'target',
    'dieSides',
    'tokens',
    'payment',
  ]),
};

function attackSchema(type: string): JsonSchema {
  return obj(
    {
      battlegroup: id,
      primaryTarget: id,
      allocations: { type: 'array', items: allocationSchema },
      powerToWeapons: powerToWeaponsSchema,
    },
    ['battlegroup', 'allocations'],
    type,
  );
}

export const attacksSchema: JsonSchema = attackSchema('attacks');

export const passiveSchema: JsonSchema = {
  oneOf: [
    attackSchema('passive_attack'),
    obj({ decline: { const: true } }, ['decline'], 'passive_attack'),
  ],
};

export const scanSchema: JsonSchema = {
  oneOf: [
    obj({ battlegroup: id, target: id }, ['target'], 'scan'),
    obj({ battlegroup: id, skip: { const: true } }, ['skip'], 'scan'),
  ],
};

const response = { type: { const: 'response' }, prompt: { type: 'string' } };

export const rerollSchema: JsonSchema = obj({ ...response, dice: { type: 'array', items: int } }, [
  'dice',
]);

export const shieldsSchema: JsonSchema = obj({ ...response, tokens: int, payment: paymentSchema }, [
  'tokens',
]);

export const overrideSchema: JsonSchema = {
  oneOf: [
    obj({ ...response, die: int, payment: paymentSchema }, ['die', 'payment']),
    obj({ ...response, pass: { const: true } }, ['pass']),
  ],
};

export const rogueShipSchema: JsonSchema = obj({ ...response, ship: id }, ['ship']);
