/**
 * `fighter_combat` (spec 7.4, SE-FTR-14): after every unit activated, each side with flights on
 * the table sends one order in secret; the step resolves when all are in. It names the attacks of
 * free flights, the flights standing aside and, per dogfight, the hits wished on each enemy
 * flight (SE-FTR-15, SE-D-25).
 */
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import { fighterCombatProblems } from '../rules/level2/fighters/fighter-combat.js';
import { namedDogfights } from '../rules/level2/fighters/dogfight-allocations.js';
import type { FighterCombatOrder } from '../rules/level2/fighters/flight-state.js';
import type { SeState } from '../state.js';
import { fighterCombatChoices } from './fighter-combat-choices.js';
import { focusedFighterCombat, nearestAttacks } from './fighter-orders.js';

export interface FighterCombatInput {
  attacks?: FighterCombatOrder['attacks'];
  stand_aside?: string[];
  dogfight_allocations?: FighterCombatOrder['dogfight_allocations'];
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
    dogfight_allocations: {
      type: 'array',
      maxItems: 24,
      description:
        'per dogfight (d-1, d-2… in order of their lowest flight id), the hits you wish on each enemy flight: the even division stands, the remainder goes one each to the flights wished most (default: id order)',
      items: {
        type: 'object',
        required: ['dogfight', 'hits_to'],
        additionalProperties: false,
        properties: {
          dogfight: { type: 'string', pattern: '^d-[1-9][0-9]*$' },
          hits_to: {
            type: 'object',
            maxProperties: 48,
            additionalProperties: { type: 'integer', minimum: 0, maximum: 96 },
          },
        },
      },
    },
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
  return {
    attacks,
    ...(o.stand_aside ? { stand_aside: o.stand_aside } : {}),
    ...(o.dogfight_allocations ? { dogfight_allocations: o.dogfight_allocations } : {}),
  };
}

export const fighterCombatKind: DecisionKind<SeState, FighterCombatInput, null> = {
  id: (s, seat) => `t${s.turn}.combat.fighter_combat.${seat}`,
  simultaneous: true,
  prompt: (s) => {
    const fights = namedDogfights(s).map(
      (d) => `${d.id}: ${d.flights.map((f) => f.id).join(', ')}`,
    );
    return `Turn ${s.turn}, Combat: fighter combat (dogfights${fights.length > 0 ? ` ${fights.join('; ')}` : ''}, attacks by flights)`;
  },
  schema,
  choices: (s, seat) => fighterCombatChoices(s, seat as 0 | 1),
  validate: (s, seat, _at, order) =>
    checkOrder<FighterCombatInput>(schema, order, (o) =>
      fighterCombatProblems(s, seat as 0 | 1, fighterCombatOrderOf(s, seat as 0 | 1, o)),
    ),
  sample(s, seat, _at, rng) {
    const listed = fighterCombatChoices(s, seat as 0 | 1);
    if (listed && rng.int(2) === 0) return listed[rng.int(listed.length)];
    return rng.int(4) === 0 ? {} : { attack_nearest: true };
  },
  defaultOrder: () => ({}),
  example: (s, seat) => focusedFighterCombat(s, seat as 0 | 1),
  apply(s, seat, _at, order) {
    s.fighters!.orders[seat as 0 | 1] = fighterCombatOrderOf(s, seat as 0 | 1, order);
  },
};
