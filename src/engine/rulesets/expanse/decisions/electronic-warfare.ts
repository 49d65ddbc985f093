/** Step 3 orders (EX-EW-4): where a won EW bonus goes, declared before the roll. */
import type { EwOrders } from '../orders.js';
import { bundleOf, bundleSchema, pick, sideKind, eachShip, withStunts } from './kind.js';
import { sampleStunts } from './sample-stunts.js';

const ship = {
  type: 'object',
  additionalProperties: false,
  required: ['ew_bonus_use'],
  properties: { ew_bonus_use: { enum: ['defence', 'offence'] } },
};

export const electronicWarfareKind = sideKind<EwOrders>({
  prompt: () => 'electronic warfare: put a won bonus on defence or offence',
  schema: bundleSchema(ship),
  rules: (s, side, o) => eachShip(s, side, o, () => []),
  sample: (s, side, rng) =>
    withStunts(
      bundleOf(s, side, () => ({ ew_bonus_use: pick(rng, ['defence', 'offence'] as const) })),
      sampleStunts(s, side, rng),
    ),
  defaultOrder: () => ({ ships: {} }),
});
