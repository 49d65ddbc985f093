/**
 * `fighter_combat` (spec 7.4, SE-FTR-14): after every unit activated, each side with flights on
 * the table sends one order in secret; the step resolves when all are in.
 */
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import { fighterCombatProblems } from '../rules/level2/fighters/fighter-combat.js';
import type { FighterCombatOrder } from '../rules/level2/fighters/flight-state.js';
import type { SeState } from '../state.js';
import { nearestAttacks } from './fighter-orders.js';

export interface FighterCombatInput {
  attacks?: FighterCombatOrder['attacks'];
  stand_aside?: string[];
  attack_nearest?: boolean;
}

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    attacks: {
      type: 'array',
      maxItems: 48,
      items: {
        type: 'object',
        required: ['flight', 'target'],
        additionalProperties: false,
        properties: { flight: { type: 'string' }, target: { type: 'string' } },
      },
    },
    stand_aside: { type: 'array', maxItems: 48, items: { type: 'string' } },
    attack_nearest: {
      type: 'boolean',
      description:
        'every flight not listed and outside a dogfight attacks its nearest enemy in range',
    },
  },
};

export function fighterCombatOrderOf(
  s: SeState,
  side: 0 | 1,
  o: FighterCombatInput,
): FighterCombatOrder {
  const attacks = [...(o.attacks ?? [])];
  if (o.attack_nearest)
    for (const a of nearestAttacks(s, side))
      if (!attacks.some((x) => x.flight === a.flight)) attacks.push(a);
  return { attacks, ...(o.stand_aside ? { stand_aside: o.stand_aside } : {}) };
}

export const fighterCombatKind: DecisionKind<SeState, FighterCombatInput, null> = {
  id: (s, seat) => `t${s.turn}.combat.fighter_combat.${seat}`,
  simultaneous: true,
  prompt: (s) => `Turn ${s.turn}, Combat: fighter combat (dogfights, attacks by flights)`,
  schema,
  validate: (s, seat, _at, order) =>
    checkOrder<FighterCombatInput>(schema, order, (o) =>
      fighterCombatProblems(s, seat as 0 | 1, fighterCombatOrderOf(s, seat as 0 | 1, o)),
    ),
  sample: (_s, _seat, _at, rng) => (rng.int(4) === 0 ? {} : { attack_nearest: true }),
  defaultOrder: () => ({}),
  apply(s, seat, _at, order) {
    s.fighters!.orders[seat as 0 | 1] = fighterCombatOrderOf(s, seat as 0 | 1, order);
  },
};
