/**
 * Step 7 orders (EX-DC-1 to EX-DC-5): one action per crew member, one test per object; Guidance
 * and Eye Patch in them ride on one of the ship's actions (EX-STUNT-GUIDANCE, EX-STUNT-EYE-PATCH).
 */
import { problem, type Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import { dcObjectKey, dcObjectOpen, dcOptions, type DcObject } from '../flow/dc-options.js';
import { defaultDamageControl } from '../flow/step7.js';
import { GUIDANCE } from '../flow/guidance.js';
import { EYE_PATCH } from '../flow/stunt-params.js';
import type { ExpanseState } from '../battle.js';
import type {
  DamageControlOrders,
  DamageControlShipOrders,
  DcAction,
  StuntOrder,
} from '../orders.js';
import type { Ship } from '../state.js';
import { bundleOf, bundleSchema, eachShip, sideKind, withStunts } from './kind.js';
import { sampleStunts } from './sample-stunts.js';

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
    if (rng.int(3) > 0) actions.push(actionBy(o, c.id));
  }
  return { actions };
}

/**
 * The action on an object by a crew member, by a literal of the object's fields and then `crew`
 * (a Quick Start's own `crew` stays where it is): what `{ ...o, crew }` gave, with one hidden
 * class per kind of action where the spread, optimised, made one for every action (decision 0063).
 */
function actionBy(o: DcObject, crew: string): DcAction {
  switch (o.action) {
    case 'repair':
    case 'suppress':
      return { action: o.action, system: o.system, crew };
    case 'restore':
      return { action: o.action, target: o.target, crew };
    case 'quick_start':
    case 'remove_hack':
      return { action: o.action, crew };
  }
}

/** The object a Guidance or Eye Patch purchase needs an action on, if it is one of them. */
function riderObject(o: StuntOrder): string | null {
  if (o.stunt === EYE_PATCH) return 'repair:sensors';
  if (o.stunt === GUIDANCE && o.test === 'damage_control') return o.ref ?? '';
  return null;
}

/** The actions a ship will take: its orders, or the default (EX-ROUND-6). */
function actionsOf(s: ExpanseState, o: DamageControlOrders, ship: Ship): DcAction[] {
  return o.ships?.[ship.id]?.actions ?? defaultDamageControl(ship);
}

/** A rider needs its ship to test that object this step. */
function fitsBundle(s: ExpanseState, o: DamageControlOrders, p: StuntOrder): boolean {
  const object = riderObject(p);
  const ship = s.ships.find((x) => x.id === p.ship);
  if (object === null || !ship) return true;
  return actionsOf(s, o, ship).some((a) => dcObjectKey(a) === object);
}

function riderProblems(s: ExpanseState, o: DamageControlOrders): Problem[] {
  const out: Problem[] = [];
  (o.stunts ?? []).forEach((p, i) => {
    if (!fitsBundle(s, o, p))
      out.push(
        problem(
          'STUNT_PREREQUISITE_NOT_MET',
          `${p.stunt} needs ${p.ship} to test ${riderObject(p)} in this bundle`,
          `/stunts/${i}`,
        ),
      );
  });
  return out;
}

export const damageControlKind = sideKind<DamageControlOrders>({
  prompt: () => 'damage control: one action per crew member',
  schema: bundleSchema(ship),
  rules: (s, side, o) => [
    ...eachShip(s, side, o, (x, orders, path) => actionProblems(x, orders, path, s.round)),
    ...riderProblems(s, o),
  ],
  sample(s, side, rng) {
    const bundle = bundleOf(s, side, (x) => sampleShip(x, rng, s.round));
    return withStunts(
      bundle,
      sampleStunts(s, side, rng, (p) => fitsBundle(s, bundle, p)),
    );
  },
  defaultOrder: (s, side) =>
    bundleOf(s, side, (x) => {
      const actions = defaultDamageControl(x);
      return actions.length > 0 ? { actions } : null;
    }),
});
