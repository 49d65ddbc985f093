/** Step 5 orders (EX-DEF-8, EX-DEF-12, EX-HIGHG-3): high-g for evasion and point defence. */
import { problem } from '../../../core/problems.js';
import type { DefenceOrders } from '../orders.js';
import { highGProblem } from '../rules/high-g.js';
import { bundleOf, bundleSchema, eachShip, pick, sideKind, withStunts } from './kind.js';
import { sampleStunts } from './sample-stunts.js';

const ship = {
  type: 'object',
  additionalProperties: false,
  properties: {
    high_g: { type: 'integer', minimum: 0, maximum: 6, description: 'Added to every evasion test' },
    point_defence: { enum: ['all', 'none'], description: 'Point defence on incoming torpedoes' },
  },
};

export const defenceKind = sideKind<DefenceOrders>({
  prompt: () => 'defensive actions: high-g for evasion, and point defence',
  schema: bundleSchema(ship),
  rules: (s, side, o) =>
    eachShip(s, side, o, (x, orders, path) => {
      const g = orders.high_g ?? 0;
      const code = highGProblem(x, g, { outOfControl: s.outOfControl.includes(x.id) });
      return code ? [problem(code, `high-g ${g} is not available`, `${path}/high_g`)] : [];
    }),
  sample: (s, side, rng) =>
    withStunts(
      bundleOf(s, side, (x) => ({
        high_g: highGProblem(x, 1, { outOfControl: s.outOfControl.includes(x.id) })
          ? 0
          : pick(rng, [0, 0, 1, 2]),
        point_defence: pick(rng, ['all', 'all', 'none'] as const),
      })),
      sampleStunts(s, side, rng),
    ),
  defaultOrder: () => ({ ships: {} }),
});
