/**
 * Step 6 orders (EX-DMG-8, EX-DMG-19): each target's two-condition preference, and the damage
 * stunts the attackers put on their hits (bought before the hits resolve).
 */
import type { DamageOrders } from '../orders.js';
import { bundleOf, bundleSchema, eachShip, pick, sideKind } from './kind.js';
import { ownOffers } from './offers.js';

const ship = {
  type: 'object',
  additionalProperties: false,
  required: ['two_condition_preference'],
  properties: { two_condition_preference: { enum: ['normal', 'serious'] } },
};

export const attackDamageKind = sideKind<DamageOrders>({
  prompt: () => 'attack damage: damage stunts on your hits, and your loss preference',
  schema: bundleSchema(ship),
  rules: (s, side, o) => eachShip(s, side, o, () => []),
  choices: (s, side) => [{}, ...ownOffers(s, side).map((x) => ({ stunts: [x] }))],
  sample(s, side, rng) {
    const offered = ownOffers(s, side);
    return {
      ...bundleOf(s, side, () => ({
        two_condition_preference: pick(rng, ['normal', 'normal', 'serious'] as const),
      })),
      stunts: offered.length === 0 || rng.int(2) === 0 ? [] : [pick(rng, offered)],
    };
  },
  defaultOrder: () => ({}),
});
