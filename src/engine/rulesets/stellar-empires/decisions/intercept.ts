/**
 * `intercept` (spec 7.4, SE-INT-4..10, SE-BAL-15): after the to-hit rolls of one attacking unit
 * against one ship, its side assigns interceptor dice to interceptable hits.
 */
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import { weaponDef } from '../data/data.js';
import {
  allocationProblems,
  defaultAllocation,
  ratings,
  type InterceptAllocation,
} from '../rules/interception.js';
import type { SeState } from '../state.js';

export interface InterceptOrder {
  allocations: InterceptAllocation[];
}

const schema: JsonSchema = {
  type: 'object',
  required: ['allocations'],
  additionalProperties: false,
  properties: {
    allocations: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['hit', 'dice'],
        additionalProperties: false,
        properties: {
          hit: { type: 'string' },
          dice: {
            type: 'array',
            minItems: 1,
            maxItems: 8,
            items: {
              type: 'object',
              required: ['ship', 'pool', 'count'],
              additionalProperties: false,
              properties: {
                ship: { type: 'string' },
                pool: { enum: ['close_defense', 'assist', 'aegis', 'flight'] },
                count: { type: 'integer', minimum: 1, maximum: 20 },
                flight: { type: 'string', description: 'pool "flight": the defending flight' },
              },
            },
          },
        },
      },
    },
  },
};

export const interceptKind: DecisionKind<SeState, InterceptOrder, null> = {
  id: (s) => `t${s.turn}.${s.phase}.intercept.${s.interception?.hits[0]?.id ?? 'none'}`,
  simultaneous: false,
  prompt: (s) => {
    const i = s.interception!;
    return `Turn ${s.turn}: ${i.hits.length} hit(s) from ${i.attackingUnit} on ${i.target}; assign interceptor dice`;
  },
  schema,
  validate(s, _seat, _at, order) {
    const i = s.interception!;
    const target = s.ships.find((x) => x.id === i.target)!;
    return checkOrder<InterceptOrder>(schema, order, (o) =>
      allocationProblems(s, target, i.hits, o.allocations, s.spent),
    );
  },
  sample(s, _seat, _at, rng) {
    const i = s.interception!;
    const target = s.ships.find((x) => x.id === i.target)!;
    let left = ratings(target).close - (s.spent[target.id]?.close ?? 0);
    const allocations: InterceptAllocation[] = [];
    for (const h of i.hits) {
      if (h.int <= 0 || left <= 0 || rng.int(3) === 0) continue;
      const count = 1 + rng.int(Math.min(left, 2));
      left -= count;
      allocations.push({ hit: h.id, dice: [{ ship: target.id, pool: 'close_defense', count }] });
    }
    return { allocations };
  },
  defaultOrder(s) {
    const i = s.interception!;
    const target = s.ships.find((x) => x.id === i.target)!;
    return { allocations: defaultAllocation(target, i.hits, s.spent, weaponDef) };
  },
  apply(s, _seat, _at, order) {
    s.interception!.allocations = order.allocations.map((a) => ({
      hit: a.hit,
      dice: a.dice.map((d) => ({ ...d })),
    }));
  },
};
