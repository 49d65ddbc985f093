/**
 * Every single stunt purchase a side's ships can make now, from the stage's listing: shared
 * objects, so hand out `copyOffer`s of them.
 */
import type { ExpanseState } from '../battle.js';
import { hasOffers, listedOffers } from '../flow/offer-listing.js';
import type { StuntOrder } from '../orders.js';
import { own } from './kind.js';

export function ownOffers(s: ExpanseState, side: string): readonly StuntOrder[] {
  const ships = own(s, side);
  if (ships.length === 1) return listedOffers(s, ships[0]);
  return ships.flatMap((ship) => listedOffers(s, ship));
}

/** Whether any of the side's ships can buy anything now. */
export function sideHasOffers(s: ExpanseState, side: string): boolean {
  return own(s, side).some((ship) => hasOffers(s, ship));
}
