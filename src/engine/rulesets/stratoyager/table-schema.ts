/**
 * JSON Schema pieces for things on the table, shared by the custom setup and the stateless VTT
 * requests: a point in Klicks, an hour of the clock (SY-GEO-2), an obstacle's shape (SY-OBS-1).
 */
import type { JsonSchema } from '../../core/json-schema.js';

export const VEC_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['x', 'y'],
  additionalProperties: false,
  properties: { x: { type: 'number' }, y: { type: 'number' } },
};

export const POSITIVE_SCHEMA: JsonSchema = { type: 'number', exclusiveMinimum: 0 };

export const HOUR_SCHEMA: JsonSchema = { type: 'integer', minimum: 0, maximum: 11 };

export const SHAPE_SCHEMA: JsonSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'center', 'radius'],
      additionalProperties: false,
      properties: { kind: { const: 'circle' }, center: VEC_SCHEMA, radius: POSITIVE_SCHEMA },
    },
    {
      type: 'object',
      required: ['kind', 'points'],
      additionalProperties: false,
      properties: {
        kind: { const: 'polygon' },
        points: { type: 'array', minItems: 3, items: VEC_SCHEMA },
      },
    },
  ],
};
