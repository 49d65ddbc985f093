/**
 * The `stance` decision (DD-ROUND-1): each seat picks attack or defend and an effort, in secret.
 * One file per decision kind, filling in the core's `DecisionKind`.
 */
import type { Seat } from '../../../core/contract.js';
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import { DUELIST } from '../catalog.js';
import type { DuelOrder, DuelState } from '../state.js';

export const DuelCodes = { notEnoughEnergy: 'NOT_ENOUGH_ENERGY' } as const;

const schema: JsonSchema = {
  type: 'object',
  required: ['stance', 'effort'],
  additionalProperties: false,
  properties: {
    stance: { enum: ['attack', 'defend'] },
    effort: { type: 'integer', minimum: 1, maximum: DUELIST.maxEffort },
  },
};

function legalOrders(s: DuelState, seat: Seat): DuelOrder[] {
  const out: DuelOrder[] = [];
  for (const stance of ['attack', 'defend'] as const) {
    for (let effort = 1; effort <= Math.min(DUELIST.maxEffort, s.duelists[seat].energy); effort++)
      out.push({ stance, effort });
  }
  return out;
}

/** DD-ROUND-4: effort is paid in energy. */
function rules(s: DuelState, seat: Seat, o: DuelOrder): Problem[] {
  const energy = s.duelists[seat].energy;
  return o.effort > energy
    ? [
        problem(
          DuelCodes.notEnoughEnergy,
          `effort ${o.effort} needs more energy than the ${energy} left`,
          '/effort',
        ),
      ]
    : [];
}

export const stanceKind: DecisionKind<DuelState, DuelOrder, null> = {
  id: (s, seat) => `r${s.round}.stance.${seat}`,
  simultaneous: true,
  prompt: (s) => `Round ${s.round}: attack or defend, and how hard`,
  schema,
  choices: (s, seat) => legalOrders(s, seat),
  validate: (s, seat, _at, order) => checkOrder<DuelOrder>(schema, order, (o) => rules(s, seat, o)),
  sample(s, seat, _at, rng) {
    const choices = legalOrders(s, seat);
    return choices[rng.int(choices.length)];
  },
  defaultOrder: () => ({ stance: 'defend', effort: 1 }),
  apply(s, seat, _at, order) {
    s.orders[seat] = { stance: order.stance, effort: order.effort };
  },
};
