/**
 * The random bot's stunts in a step's orders (timing `On`, EX-STUNT-GEN-3): half the time, one
 * purchase its ships can afford now (the stunt decision's choices), among those that fit the
 * bundle it goes with.
 */
import type { Rng } from '../../../core/rng.js';
import type { ExpanseState } from '../battle.js';
import type { StuntOrder } from '../orders.js';
import { pick } from './kind.js';
import { ownOffers, sideHasOffers } from './offers.js';
import { copyOffer } from '../flow/offer-listing.js';

export function sampleStunts(
  s: ExpanseState,
  side: string,
  rng: Rng,
  fits?: (o: StuntOrder) => boolean,
): StuntOrder[] {
  if (!fits) {
    // Half the time nothing is bought: only then is every offer listed, to pick one (the same
    // draws as picking from the full list).
    if (!sideHasOffers(s, side) || rng.int(2) === 0) return [];
    return [copyOffer(pick(rng, ownOffers(s, side)))];
  }
  const offered = ownOffers(s, side).filter(fits);
  if (offered.length === 0 || rng.int(2) === 0) return [];
  return [copyOffer(pick(rng, offered))];
}
