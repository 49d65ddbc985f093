/**
 * Step 6 orders (EX-DMG-8, EX-DMG-19, EX-STUNT-GEN-8): each target's two-condition preference and
 * reactive stunts (Not My Ship!, Down With the Ship), and the damage stunts the attackers put on
 * their hits (bought before the hits resolve).
 */
import type { Rng } from '../../../core/rng.js';
import type { ExpanseState } from '../battle.js';
import { reactiveOffers, reactiveProblems } from '../flow/reactive.js';
import type { DamageOrders, DamageShipOrders } from '../orders.js';
import { bundleOf, bundleSchema, eachShip, own, pick, sideKind, withStunts } from './kind.js';
import { ownOffers, sideHasOffers } from './offers.js';
import { copyOffer } from '../flow/offer-listing.js';
import { listOf } from '../copy-on-write.js';

const pool = {
  type: 'object',
  additionalProperties: false,
  required: ['pool'],
  properties: {
    pool: {
      enum: ['command', 'bank', 'pilot', 'comms', 'weapons_free', 'weapons_bound', 'engineer'],
    },
    bankId: { type: 'string' },
  },
};
const pay = {
  type: 'array',
  maxItems: 8,
  items: pool,
  description: 'Pools to draw on, in this order; left out: command, then the bank',
};

const ship = {
  type: 'object',
  additionalProperties: false,
  required: ['two_condition_preference'],
  properties: {
    two_condition_preference: { enum: ['normal', 'serious'] },
    reactive: {
      type: 'object',
      additionalProperties: false,
      description: 'Charged only when triggered, and only as much as used (EX-STUNT-GEN-8)',
      properties: {
        not_my_ship: {
          type: 'object',
          additionalProperties: false,
          required: ['max_sp'],
          properties: { max_sp: { type: 'integer', minimum: 1, maximum: 60 }, pay },
          description: "Not My Ship!: per SP, the engineer soaks 1d6 of a hit's net damage",
        },
        down_with_the_ship: {
          type: 'object',
          additionalProperties: false,
          required: ['max_fortune'],
          properties: { max_fortune: { type: 'integer', minimum: 1, maximum: 60 }, pay },
          description: 'Down With the Ship (2 SP): the captain soaks collateral damage',
        },
      },
    },
  },
};

/** Every reactive purchase of the side, as a one-ship bundle (the step's choices). */
function reactiveChoices(s: ExpanseState, side: string): DamageOrders[] {
  return own(s, side).flatMap((x) =>
    listOf(reactiveOffers(s, x), (reactive) => ({
      ships: { [x.id]: { two_condition_preference: 'normal' as const, reactive } },
    })),
  );
}

function sampleShip(s: ExpanseState, id: string, rng: Rng): DamageShipOrders {
  const o: DamageShipOrders = {
    two_condition_preference: pick(rng, ['normal', 'normal', 'serious'] as const),
  };
  const reactive = reactiveOffers(
    s,
    s.ships.find((x) => x.id === id)!,
  );
  if (reactive.length > 0 && rng.int(3) === 0) o.reactive = pick(rng, reactive);
  return o;
}

export const attackDamageKind = sideKind<DamageOrders>({
  prompt: () => 'attack damage: damage stunts on your hits, your loss preference, reactive stunts',
  schema: bundleSchema(ship),
  rules: (s, side, o) =>
    eachShip(s, side, o, (x, orders, path) =>
      orders.reactive ? reactiveProblems(s, x, orders.reactive, `${path}/reactive`) : [],
    ),
  choices: (s, side) => [
    {},
    ...ownOffers(s, side).map((x) => ({ stunts: [copyOffer(x)] })),
    ...reactiveChoices(s, side),
  ],
  sample(s, side, rng) {
    const bundle = bundleOf(s, side, (x) => sampleShip(s, x.id, rng));
    // Every offer is listed only when one is bought (the same draws as from the full list).
    const buys = sideHasOffers(s, side) && rng.int(2) !== 0;
    return withStunts(bundle, buys ? [copyOffer(pick(rng, ownOffers(s, side)))] : []);
  },
  defaultOrder: () => ({}),
});
