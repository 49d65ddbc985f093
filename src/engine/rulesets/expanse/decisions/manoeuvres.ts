/** Step 2 orders (EX-MAN-2, EX-HIGHG-1 to -3, EX-MAN-11): intents per enemy, high-g, regain control. */
import { problem, type Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import { enemiesOf, type ExpanseState } from '../battle.js';
import type { IntentOrder, ManoeuvreOrders, ManoeuvreShipOrders } from '../orders.js';
import { highGProblem } from '../rules/high-g.js';
import { intentProblem } from '../rules/manoeuvres.js';
import type { Ship } from '../state.js';
import { bundleOf, bundleSchema, eachShip, pick, sideKind, withStunts } from './kind.js';
import { sampleStunts } from './sample-stunts.js';
import { listOf } from '../copy-on-write.js';

const ship = {
  type: 'object',
  additionalProperties: false,
  properties: {
    intents: {
      type: 'array',
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['enemy', 'action'],
        properties: {
          enemy: { type: 'string' },
          action: { enum: ['hold', 'close', 'open'] },
          bands: { enum: [1, 2], description: '2 needs high-g of at least 1' },
        },
      },
      description: 'One intent per enemy ship; an enemy left out is held',
    },
    high_g: { type: 'integer', minimum: 0, maximum: 6 },
    regain_control: { type: 'boolean' },
    grapple: { enum: ['break_free', 'release'] },
    end_follow: { type: 'boolean', description: 'Stop following the leader (EX-MAN-10)' },
  },
};

function intentProblems(
  s: ExpanseState,
  ship: Ship,
  o: ManoeuvreShipOrders,
  path: string,
): Problem[] {
  const out: Problem[] = [];
  const g = o.high_g ?? 0;
  const gCode = highGProblem(ship, g);
  // EX-HIGHG-3: an out-of-control ship may still ask; its regain-control test decides.
  if (gCode && !s.outOfControl.includes(ship.id))
    out.push(problem(gCode, `high-g ${g} is not available`, `${path}/high_g`));
  if (o.grapple) {
    const mine = s.pairs.filter((p) => p.grapple && p.ships.includes(ship.id));
    const ok = mine.some((p) =>
      o.grapple === 'release' ? p.grapple!.grappler === ship.id : p.grapple!.grappler !== ship.id,
    );
    if (!ok)
      out.push(
        problem(
          'MANOEUVRE_UNAVAILABLE',
          `nothing to ${o.grapple.replace('_', ' ')}`,
          `${path}/grapple`,
        ),
      );
  }
  const seen = new Set<string>();
  const enemies = listOf(enemiesOf(s, ship), (x) => x.id);
  (o.intents ?? []).forEach((i, n) => {
    const at = `${path}/intents/${n}`;
    if (seen.has(i.enemy)) out.push(problem('DUPLICATE_ORDER', `two intents for ${i.enemy}`, at));
    seen.add(i.enemy);
    if (!enemies.includes(i.enemy))
      out.push(
        problem('RANGE_SHIFT_INVALID', `${i.enemy} is not an enemy in range`, `${at}/enemy`),
      );
    const code = intentProblem({ action: i.action, ...(i.bands ? { bands: i.bands } : {}) }, g);
    if (code) out.push(problem(code, `${i.action} ${i.bands ?? ''} is not a legal shift`, at));
    if (i.action !== 'hold' && ship.offline.manoeuvrability)
      out.push(problem('MANOEUVRE_UNAVAILABLE', 'the manoeuvrability system is offline', at));
  });
  return out;
}

function sampleShip(s: ExpanseState, ship: Ship, rng: Rng): ManoeuvreShipOrders {
  const g = highGProblem(ship, 1) ? 0 : pick(rng, [0, 0, 1, 2]);
  const intents: IntentOrder[] = listOf(enemiesOf(s, ship), (e) => {
    const action = ship.offline.manoeuvrability
      ? 'hold'
      : pick(rng, ['hold', 'close', 'open'] as const);
    if (action === 'hold') return { enemy: e.id, action };
    return { enemy: e.id, action, bands: g > 0 && rng.int(2) === 0 ? 2 : 1 };
  });
  return { intents, high_g: g, regain_control: true };
}

export const manoeuvresKind = sideKind<ManoeuvreOrders>({
  prompt: () => 'manoeuvres: close, open or hold against each enemy, and high-g',
  schema: bundleSchema(ship),
  rules: (s, side, o) =>
    eachShip(s, side, o, (x, orders, path) => intentProblems(s, x, orders, path)),
  sample: (s, side, rng) =>
    withStunts(
      bundleOf(s, side, (x) => sampleShip(s, x, rng)),
      sampleStunts(s, side, rng),
    ),
  defaultOrder: () => ({ ships: {} }),
});
