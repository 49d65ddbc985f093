/** Step 7 orders (EX-DC-1 to EX-DC-5): one action per crew member, one test per object. */
import { problem, type Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import { dcObjectKey, dcObjectOpen, dcOptions } from '../flow/dc-options.js';
import { defaultDamageControl } from '../flow/step7.js';
import type { DamageControlOrders, DamageControlShipOrders, DcAction } from '../orders.js';
import type { Ship } from '../state.js';
import { bundleOf, bundleSchema, eachShip, sideKind } from './kind.js';

const system = { enum: ['manoeuvrability', 'sensors', 'weapons'] };
const ship = {
  type: 'object',
  additionalProperties: false,
  required: ['actions'],
  properties: {
    actions: {
      type: 'array',
      maxItems: 12,
      items: {
        oneOf: [
          {
            type: 'object',
            additionalProperties: false,
            required: ['crew', 'action', 'system'],
            properties: {
              crew: { type: 'string' },
              action: { enum: ['repair', 'suppress'] },
              system,
            },
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['crew', 'action'],
            properties: {
              crew: { type: 'string' },
              action: {
                enum: ['quick_start', 'remove_hack'],
                description: 'Continue a Quick Start (EX-DC-6), or remove a hack (EX-DC-4)',
              },
            },
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['crew', 'action', 'target'],
            properties: {
              crew: { type: 'string' },
              action: { const: 'restore' },
              target: { type: 'string', description: '"reactor" or an offline weapon id' },
            },
          },
        ],
      },
    },
  },
};

function actionProblems(
  ship: Ship,
  o: DamageControlShipOrders,
  path: string,
  round: number,
): Problem[] {
  const out: Problem[] = [];
  const crew = new Set<string>();
  const objects = new Set<string>();
  o.actions.forEach((a, n) => {
    const at = `${path}/actions/${n}`;
    const c = ship.crew.find((x) => x.id === a.crew);
    if (!c || c.status !== 'active')
      return out.push(
        problem('CREW_UNAVAILABLE', `${a.crew} cannot act on ${ship.id}`, `${at}/crew`),
      );
    if (crew.has(a.crew))
      return out.push(problem('CREW_ALREADY_ACTED', `${a.crew} has one action`, `${at}/crew`));
    crew.add(a.crew);
    if (objects.has(dcObjectKey(a)))
      return out.push(problem('DC_TARGET_ALREADY_TESTED', 'one test per object a round', at));
    objects.add(dcObjectKey(a));
    if (!dcObjectOpen(ship, a, round))
      out.push(problem('DC_TARGET_INVALID', 'nothing to do there', at));
  });
  return out;
}

function sampleShip(ship: Ship, rng: Rng, round: number): DamageControlShipOrders {
  const options = dcOptions(ship, round);
  const actions: DcAction[] = [];
  for (const c of ship.crew.filter((x) => x.status === 'active')) {
    // A Quick Start test belongs to its named member (EX-DC-6).
    const open = options.filter((o) => o.action !== 'quick_start' || o.crew === c.id);
    if (open.length === 0) continue;
    const o = open[rng.int(open.length)];
    options.splice(options.indexOf(o), 1);
    if (rng.int(3) > 0) actions.push({ ...o, crew: c.id } as DcAction);
  }
  return { actions };
}

export const damageControlKind = sideKind<DamageControlOrders>({
  prompt: () => 'damage control: one action per crew member',
  schema: bundleSchema(ship),
  rules: (s, side, o) =>
    eachShip(s, side, o, (x, orders, path) => actionProblems(x, orders, path, s.round)),
  sample: (s, side, rng) => bundleOf(s, side, (x) => sampleShip(x, rng, s.round)),
  defaultOrder: (s, side) =>
    bundleOf(s, side, (x) => {
      const actions = defaultDamageControl(x);
      return actions.length > 0 ? { actions } : null;
    }),
});
