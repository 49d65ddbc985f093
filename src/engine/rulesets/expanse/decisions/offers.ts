/** Every single stunt purchase a side's ships can make now. */
import type { ExpanseState } from '../battle.js';
import { offers } from '../flow/purchases.js';
import type { StuntOrder } from '../orders.js';
import { own } from './kind.js';

export function ownOffers(s: ExpanseState, side: string): StuntOrder[] {
  return own(s, side).flatMap((ship) => offers(s, ship));
}
