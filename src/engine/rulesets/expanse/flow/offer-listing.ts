/**
 * The stunt offers of a stage, listed once per ship (decision 0017): the flow lists them when it
 * opens a window to learn who is concerned, and the decisions' sample, choices and checks read
 * that same list instead of listing again. A state is not changed once it waits for orders (every
 * step works on a copy), so the state object and its stage (round, step, phase) name a listing;
 * a copy made only to seal an order carries it over (`carryListing`). Listed offers are shared:
 * callers hand out copies (`copyOffer`), never the listed objects.
 */
import type { Problem } from '../../../core/problems.js';
import type { ExpanseState, Phase, StepNo } from '../battle.js';
import type { StuntOrder } from '../orders.js';
import type { Ship } from '../state.js';
import { bundlePurchaseProblems, offers } from './purchases.js';

interface Listing {
  round: number;
  step: StepNo;
  phase: Phase;
  /** By the ship's place in `s.ships`. */
  byShip: (readonly StuntOrder[] | undefined)[];
}

/**
 * The listings of the last few states asked about, the newest in place of the oldest: a state is
 * asked about while it waits for orders (the flow, then the driver's sample and check, then the
 * sealed copy's), seldom after. Searching a few slots by identity costs less than a WeakMap keyed
 * by every new state (each needs a hash, and the collector walks weak tables); a state that fell
 * out is listed again, to the same offers.
 */
const RECENT = 8;
const recentStates: (ExpanseState | undefined)[] = new Array<undefined>(RECENT).fill(undefined);
const recentListings: (Listing | undefined)[] = new Array<undefined>(RECENT).fill(undefined);
let oldest = 0;

function remember(s: ExpanseState, l: Listing): void {
  for (let i = 0; i < RECENT; i++)
    if (recentStates[i] === s) {
      recentListings[i] = l;
      return;
    }
  recentStates[oldest] = s;
  recentListings[oldest] = l;
  oldest = (oldest + 1) % RECENT;
}

/** The listing of the state's current stage, if it has one. */
function currentListing(s: ExpanseState): Listing | undefined {
  for (let i = 0; i < RECENT; i++)
    if (recentStates[i] === s) {
      const l = recentListings[i]!;
      return l.round === s.round && l.step === s.step && l.phase === s.phase ? l : undefined;
    }
  return undefined;
}

/** The listing of the state's current stage (a stage left behind starts a new one). */
function listingOf(s: ExpanseState): Listing {
  const l = currentListing(s);
  if (l) return l;
  const fresh: Listing = { round: s.round, step: s.step, phase: s.phase, byShip: [] };
  remember(s, fresh);
  return fresh;
}

/** Every single purchase the ship can make now (`offers`), listed once per stage. */
export function listedOffers(s: ExpanseState, ship: Ship): readonly StuntOrder[] {
  const at = s.ships.indexOf(ship);
  if (at < 0) return offers(s, ship);
  const l = listingOf(s);
  let list = l.byShip[at];
  if (!list) {
    list = offers(s, ship);
    l.byShip[at] = list;
  }
  return list;
}

/** The ship's offers if this stage already listed them: a check never lists just to compare. */
function alreadyListed(s: ExpanseState, ship: Ship): readonly StuntOrder[] | undefined {
  const l = currentListing(s);
  return l && l.byShip[s.ships.indexOf(ship)];
}

/**
 * Whether the ship can buy anything now: from the listing when there is one, else by looking
 * only as far as the first offer (a sampler that then buys nothing needs no more).
 */
export function hasOffers(s: ExpanseState, ship: Ship): boolean {
  const listed = alreadyListed(s, ship);
  return listed ? listed.length > 0 : offers(s, ship, 1).length > 0;
}

/** `to` is `from` with only its sealed orders changed: the offers are the same. */
export function carryListing(from: ExpanseState, to: ExpanseState): void {
  const l = currentListing(from);
  if (l) remember(to, l);
}

/** A copy of a listed offer for a caller to keep or change. */
export function copyOffer(o: StuntOrder): StuntOrder {
  return Array.isArray(o.crew) ? { ...o, crew: [...o.crew] } : { ...o };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => x === b[i]);
}

/**
 * The same purchase, field for field (an offer's fields are strings, numbers or string lists).
 * Keys counted in place: compared with every listed offer, two lists of keys each time added up.
 */
function samePurchase(o: StuntOrder, offer: StuntOrder): boolean {
  const a = o as unknown as Record<string, unknown>;
  const b = offer as unknown as Record<string, unknown>;
  let keys = 0;
  for (const k in a) {
    if (!(k in b) || !sameValue(a[k], b[k])) return false;
    keys++;
  }
  for (const _ in b) keys--;
  return keys === 0;
}

/**
 * Whether one purchase is, field for field, an offer this stage listed for one of `side`'s ships:
 * then it passes every purchase check (an offer is a purchase the ship can make now), and the
 * check need not run again.
 */
function isListedOffer(s: ExpanseState, side: string, o: StuntOrder): boolean {
  const ship = s.ships.find((x) => x.id === o.ship);
  if (!ship || ship.side !== side) return false;
  const listed = alreadyListed(s, ship);
  return listed !== undefined && listed.some((offer) => samePurchase(o, offer));
}

/** `bundlePurchaseProblems`, with none to find for a lone purchase that is a listed offer. */
export function purchaseBundleProblems(
  s: ExpanseState,
  side: string,
  orders: readonly StuntOrder[],
  base: string,
): Problem[] {
  if (orders.length === 0 || (orders.length === 1 && isListedOffer(s, side, orders[0]))) return [];
  return bundlePurchaseProblems(s, side, orders, base);
}
