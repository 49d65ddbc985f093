/** Step 1 orders (EX-CMD-1, EX-CMD-5, EX-CMD-6): command test or planning, per ship. */
import { problem, type Problem } from '../../../core/problems.js';
import type { CommandOrders, CommandShipOrders } from '../orders.js';
import { plannable, STUNTS, stuntDef } from '../rules/stunts.js';
import { DEFAULT_COMMAND } from '../flow/step1.js';
import { bundleOf, bundleSchema, eachShip, pick, sideKind } from './kind.js';

const PLANNABLE = STUNTS.filter(plannable).map((x) => x.id);

const ship = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    mode: { enum: ['command', 'planning'] },
    planning: {
      type: 'object',
      additionalProperties: false,
      required: ['stunts'],
      properties: {
        stunts: {
          type: 'array',
          minItems: 1,
          maxItems: 6,
          items: { type: 'string' },
          description: `Fixed-cost stunts to bank for: ${PLANNABLE.join(', ')}`,
        },
      },
    },
  },
};

function shipProblems(o: CommandShipOrders, path: string): Problem[] {
  if (o.mode !== 'planning') return [];
  if (!o.planning)
    return [problem('PLANNING_INVALID_STUNT', 'planning declares stunts', `${path}/planning`)];
  return o.planning.stunts.flatMap((id, i) => {
    const def = stuntDef(id);
    const at = `${path}/planning/stunts/${i}`;
    if (!def) return [problem('STUNT_UNKNOWN', `no stunt ${id}`, at)];
    return plannable(def)
      ? []
      : [problem('PLANNING_INVALID_STUNT', `${id} has a variable cost`, at)];
  });
}

export const commandKind = sideKind<CommandOrders>({
  prompt: () => 'command: each captain makes the command test or plans ahead',
  schema: bundleSchema(ship),
  rules: (s, side, o) => eachShip(s, side, o, (_ship, x, path) => shipProblems(x, path)),
  sample: (s, side, rng) =>
    bundleOf(s, side, () =>
      rng.int(4) === 0
        ? { mode: 'planning', planning: { stunts: [pick(rng, PLANNABLE)] } }
        : DEFAULT_COMMAND,
    ),
  defaultOrder: () => ({ ships: {} }),
});
