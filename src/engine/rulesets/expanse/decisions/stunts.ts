/**
 * The stunt decision (EX-STUNT-GEN): after each step's rolls, each side with SP it can spend
 * names the stunts it buys. Its choices are every single purchase affordable now, plus buying
 * nothing; an order may list several purchases, checked in order against what is left.
 */
import { ownOffers } from './offers.js';
import type { StuntWindowOrders } from '../orders.js';
import { copyOffer, purchaseBundleProblems } from '../flow/offer-listing.js';
import { envelopeSchema, sideKind } from './kind.js';
import { STUNT_ORDER_SCHEMA } from './stunt-schema.js';

export const stuntsKind = sideKind<StuntWindowOrders>({
  prompt: () => 'stunt window: spend stunt points, or buy nothing',
  schema: envelopeSchema({ stunts: { type: 'array', maxItems: 24, items: STUNT_ORDER_SCHEMA } }, [
    'stunts',
  ]),
  rules: (s, side, o) => purchaseBundleProblems(s, side, o.stunts, '/stunts'),
  choices: (s, side) => [
    { stunts: [] },
    ...ownOffers(s, side).map((x) => ({ stunts: [copyOffer(x)] })),
  ],
  sample(s, side, rng) {
    // One draw over the choices (buying nothing first), without building every choice.
    const offered = ownOffers(s, side);
    const i = rng.int(offered.length + 1);
    return { stunts: i === 0 ? [] : [copyOffer(offered[i - 1])] };
  },
  defaultOrder: () => ({ stunts: [] }),
});
