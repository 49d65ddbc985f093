/** The caller's table in a stateless request: both ships' centres, headings and rolls. */
import type { JsonSchema } from '../../../core/json-schema.js';

export interface TableShip {
  x: number;
  y: number;
  heading: number;
  rolled?: boolean;
}

export interface AttackTable {
  attacker: TableShip;
  target: TableShip;
}

const ship: JsonSchema = {
  type: 'object',
  required: ['x', 'y', 'heading'],
  additionalProperties: false,
  properties: {
    x: { type: 'number', minimum: -10000, maximum: 10000 },
    y: { type: 'number', minimum: -10000, maximum: 10000 },
    heading: { type: 'integer', minimum: 0, maximum: 7 },
    rolled: { type: 'boolean' },
  },
};

export const TABLE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['attacker', 'target'],
  additionalProperties: false,
  description:
    'Both ships on your table (centres in inches, heading 0–7 in 45° steps, rolled): the engine measures range, arc and section struck.',
  properties: { attacker: ship, target: ship },
};
