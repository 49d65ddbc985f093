/**
 * Buying stunts in a match (EX-STUNT-GEN): which purchases a ship can make now (the stunt
 * decision's choices), paying for them (explicitly, or from the allowed pools in a fixed order)
 * and the problems with a purchase. The stunts the round flow carries out are listed in
 * `OFFERED` (rules decision EX-D-10); the others are refused with `STUNT_NOT_AVAILABLE_IN_STEP`.
 */
import { problem, type Problem } from '../../../core/problems.js';
import { listOf, own } from '../copy-on-write.js';
import {
  flinched,
  isActive,
  shipById,
  timingOf,
  type Attack,
  type ExpanseState,
} from '../battle.js';
import type { StuntOrder } from '../orders.js';
import {
  amountsUpTo,
  anyPurchaseOf,
  bankPays,
  poolAllowed,
  purchaseKey,
  purchaseProblem,
  stuntDef,
  type Payment,
  type Pool,
  minimumCost,
  type StuntDef,
  type Timing,
  pay as payPools,
  poolSp,
} from '../rules/stunts.js';
import type { Ship } from '../state.js';
import {
  EYE_PATCH,
  hasAlly,
  hitsBy,
  objectOf,
  OFFERED,
  paramKind,
  prerequisite,
  priceOf,
  referenceProblem,
  unmetWhateverNamed,
  variantsOf,
  type Named,
} from './stunt-params.js';

export { objectOf } from './stunt-params.js';

const POOL_ORDER: readonly Pool[] = [
  'pilot',
  'comms',
  'weapons_free',
  'engineer',
  'command',
  'bank',
];
const POOL_ORDER_BOUND: readonly Pool[] = ['weapons_bound', ...POOL_ORDER];
const ALLOWED = new WeakMap<StuntDef, Map<Timing, (readonly Pool[])[]>>();

/** The pools that may pay for `def` now, in paying order (fixed per stunt, timing and hit). */
function allowedPools(def: StuntDef, when: Timing, bound: boolean): readonly Pool[] {
  let byTiming = ALLOWED.get(def);
  if (!byTiming) ALLOWED.set(def, (byTiming = new Map()));
  let both = byTiming.get(when);
  if (!both) {
    both = [POOL_ORDER, POOL_ORDER_BOUND].map((order) =>
      order.filter((p) => poolAllowed(def, p, when)),
    );
    byTiming.set(when, both);
  }
  return both[bound ? 1 : 0];
}

/** The pools that may pay for `def` now (an empty bank pays nothing, so it may stay listed). */
function ordered(def: StuntDef, when: Timing, attack?: string): readonly Pool[] {
  return allowedPools(def, when, attack !== undefined);
}

/** Pays `sp` from the pools allowed now: bound SP, role pool, command, then bank entries. */
export function autoPay(
  ship: Ship,
  def: StuntDef,
  when: Timing,
  round: number,
  sp: number,
  attack?: string,
): Payment[] {
  let left = sp;
  const out: Payment[] = [];
  const take = (p: Payment['pool'], have: number, extra: Partial<Payment> = {}) => {
    const n = Math.min(left, have);
    if (n > 0) {
      out.push({ pool: p, sp: n, ...extra });
      left -= n;
    }
  };
  for (const pool of ordered(def, when, attack)) {
    if (pool === 'weapons_bound') take(pool, poolSp(ship, pool, attack), { attack });
    else if (pool !== 'bank') take(pool, poolSp(ship, pool, attack));
    else
      for (const e of ship.bank)
        if (bankPays(e, def.id, round)) take('bank', e.amount, { bankId: e.id });
  }
  return out;
}

const pos = (n: number) => (n > 0 ? n : 0);

/**
 * SP a ship could put towards a stunt now (for one named hit, when there is one), from the pools
 * that may pay for it (`allowedPools`): what `autoPay` would take with no limit, summed without
 * listing the payments.
 */
function spendable(ship: Ship, o: Offered, round: number, attack?: string) {
  let n = 0;
  for (const pool of attack === undefined ? o.pools : o.boundPools) {
    if (pool !== 'bank') n += pos(poolSp(ship, pool, attack));
    else for (const e of ship.bank) if (bankPays(e, o.stunt, round)) n += pos(e.amount);
  }
  return n;
}

/**
 * Every SP the ship holds in any pool or usable bank entry (bound SP: the largest pool, as they
 * pay only for their own hit), an upper bound on what it can spend on one stunt.
 */
function stuntPointsHeld(ship: Ship, round: number): number {
  const sp = ship.sp;
  let bound = 0;
  for (const k in sp.weaponsBound) bound = Math.max(bound, sp.weaponsBound[k]);
  let bank = 0;
  for (const e of ship.bank) if (e.usableFromRound <= round) bank += e.amount;
  return sp.command + sp.pilot + sp.comms + sp.weaponsFree + sp.engineer + bound + bank;
}

type Offered = {
  stunt: string;
  def: StuntDef;
  kind: NonNullable<ReturnType<typeof paramKind>>;
  /** The least it costs (`minimumCost`). */
  min: number;
  /** `allowedPools` at this timing, without and with a named hit. */
  pools: readonly Pool[];
  boundPools: readonly Pool[];
};
const OFFERED_AT = new Map<Timing, Offered[]>();

/** The offered stunts usable at a timing, with what each names then. */
function offeredAt(when: Timing): Offered[] {
  let list = OFFERED_AT.get(when);
  if (!list) {
    list = [];
    for (const stunt of Object.keys(OFFERED)) {
      const def = stuntDef(stunt)!;
      const kind = paramKind(stunt, when);
      if (def.when.includes(when) && kind !== undefined)
        list.push({
          stunt,
          def,
          kind,
          min: minimumCost(def.cost),
          pools: allowedPools(def, when, false),
          boundPools: allowedPools(def, when, true),
        });
    }
    OFFERED_AT.set(when, list);
  }
  return list;
}

/**
 * Every single purchase the ship can make now: the stunt decision's choices. With `limit`, stops
 * once it has found that many (whether a window concerns a side needs only one).
 */
export function offers(s: ExpanseState, ship: Ship, limit = Infinity): StuntOrder[] {
  const when = timingOf(s);
  // EX-STUNT-GEN-9: a flinched ship buys nothing.
  if (!isActive(ship) || flinched(s, ship.id)) return [];
  // Most ships, most of the time, hold no SP at all: nothing to list.
  const held = stuntPointsHeld(ship, s.round);
  if (held === 0) return [];
  const out: StuntOrder[] = [];
  // A few keys at most: searched in place, not put in a set.
  const boughtKeys = s.bought[ship.id];
  const bought = boughtKeys && boughtKeys.length > 0 ? boughtKeys : null;
  let allied: boolean | undefined;
  // The ship's hits and enemies, found once for every stunt that names one.
  const named: Named = {};
  for (const o of offeredAt(when)) {
    const { stunt, def, kind, min } = o;
    if (min > held) continue;
    if (def.fleet && !(allied ??= hasAlly(s, ship))) continue;
    if (kind === 'hit' && (named.hits ??= hitsBy(s, ship)).length === 0) continue;
    if (unmetWhateverNamed(s, ship, stunt)) continue;
    // What the ship can pay, and so the amounts, depend only on the hit a variant names: a
    // stunt, or a hit, that the pools it may draw on cannot pay for is skipped whole, before
    // its variants are listed.
    let list = kind === 'hit' ? undefined : amountsOf(s, ship, o, undefined);
    if (list !== undefined && list.length === 0) continue;
    let hits = named;
    let byHit: Map<string, readonly number[]> | undefined;
    if (kind === 'hit') {
      byHit = new Map();
      const payable = payableHits(s, ship, o, named.hits!, byHit);
      if (payable.length === 0) continue;
      hits = { hits: payable };
    }
    // A variant's key is built only for a stunt the ship bought this round.
    const boughtStunt = bought !== null && anyPurchaseOf(bought, stunt);
    for (const v of variantsOf(s, ship, stunt, kind, hits)) {
      if (boughtStunt && bought.includes(purchaseKey({ stunt, object: objectOf(v, when) })))
        continue;
      if (!prerequisite(s, ship, v)) continue;
      if (byHit) list = byHit.get(v.attack!)!;
      pushPriced(out, v, list!);
      // Whether there is an offer at all needs only the first.
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/**
 * The offers of one variant, one per amount it may be bought for. The variant is fresh, this
 * listing's own, and made with its `sp` last, as the offer has it: the first offer is the variant
 * itself, priced in place. (`{ ...v, sp }` over the many shapes of variants was the slowest line of
 * a listing: a copy, then a new field on an object whose shape V8 cannot predict.)
 */
function pushPriced(out: StuntOrder[], v: StuntOrder, amounts: readonly number[]): void {
  const price = priceOf(v);
  let first = true;
  for (const sp of amounts) {
    if (price !== undefined && sp !== price) continue;
    if (first) {
      v.sp = sp;
      out.push(v);
      first = false;
    } else {
      const offer = { ...v };
      offer.sp = sp;
      out.push(offer);
    }
  }
}

/**
 * `amountsUpTo` by stunt, SP held and hull dice: a handful of answers per stunt, asked for at
 * every listing. Shared lists: read, never changed.
 */
const AMOUNTS = new Map<StuntDef, (readonly number[] | undefined)[]>();
const AMOUNT_KEYS = 64 * 16;

function amountsFor(def: StuntDef, limit: number, hullDice: number): readonly number[] {
  // A ship holds a few SP and its targets a few hull dice: larger answers are not kept.
  if (limit > 63 || hullDice > 15) return amountsUpTo(def.cost, limit, hullDice);
  let byKey = AMOUNTS.get(def);
  // Every slot made at once: written one far index at a time, the list went to dictionary
  // elements, and each look-up was a hash probe.
  if (!byKey) AMOUNTS.set(def, (byKey = new Array<undefined>(AMOUNT_KEYS).fill(undefined)));
  return (byKey[limit * 16 + hullDice] ??= amountsUpTo(def.cost, limit, hullDice));
}

/** The hits the ship could pay for the stunt on, each hit's amounts kept in `byHit`. */
function payableHits(
  s: ExpanseState,
  ship: Ship,
  o: Offered,
  hits: readonly Attack[],
  byHit: Map<string, readonly number[]>,
): Attack[] {
  return hits.filter((a) => {
    const list = amountsOf(s, ship, o, a);
    byHit.set(a.id, list);
    return list.length > 0;
  });
}

/** The SP amounts the ship could pay for the stunt now (for one named hit, when there is one). */
function amountsOf(
  s: ExpanseState,
  ship: Ship,
  o: Offered,
  attack: Attack | undefined,
): readonly number[] {
  if (attack === undefined) return amountsFor(o.def, spendable(ship, o, s.round), 0);
  const hullDice = shipById(s, attack.target).hull.diceCount;
  return amountsFor(o.def, spendable(ship, o, s.round, attack.id), hullDice);
}

/**
 * Eye Patch is paid when its repair comes, and the engineer SP of the step's earlier tests may
 * pay it (flow/eye-patch.ts): at the orders that pool is not counted against it.
 */
function paysLater(ship: Ship, o: StuntOrder): Ship {
  if (o.stunt !== EYE_PATCH) return ship;
  return { ...ship, sp: { ...ship.sp, engineer: Number.MAX_SAFE_INTEGER } };
}

/** Every problem with one purchase of `side`, at `path`. */
function purchaseProblems(
  s: ExpanseState,
  side: string,
  o: StuntOrder,
  path: string,
  earlier: readonly StuntOrder[],
  wallet: (id: string) => Ship | undefined,
): Problem[] {
  const ship = wallet(o.ship);
  if (!ship) return [problem('UNKNOWN_REFERENCE', `no ship ${o.ship}`, `${path}/ship`)];
  if (ship.side !== side)
    return [problem('NOT_YOUR_SHIP', `${o.ship} is not yours`, `${path}/ship`)];
  if (!isActive(ship))
    return [problem('SHIP_INACTIVE', `${o.ship} is out of the fight`, `${path}/ship`)];
  const when = timingOf(s);
  const def = stuntDef(o.stunt);
  if (!def) return [problem('STUNT_UNKNOWN', `no stunt ${o.stunt}`, `${path}/stunt`)];
  const kind = paramKind(o.stunt, when);
  if (kind === undefined)
    return [
      problem(
        'STUNT_NOT_AVAILABLE_IN_STEP',
        `${o.stunt} is not offered in a match (EX-D-10)`,
        `${path}/stunt`,
      ),
    ];
  const ref = referenceProblem(s, ship, o, kind, path);
  if (ref) return [ref];
  const attack = s.attacks.find((a) => a.id === o.attack);
  const payer = paysLater(ship, o);
  const pay = o.pay ?? autoPay(payer, def, when, s.round, o.sp, o.attack);
  const bought = new Set([
    ...(s.bought[ship.id] ?? []),
    ...earlier
      .filter((x) => x.ship === o.ship)
      .map((x) => purchaseKey({ stunt: x.stunt, object: objectOf(x, when) })),
  ]);
  const code = purchaseProblem(
    payer,
    { stunt: o.stunt, sp: o.sp, pay, object: objectOf(o, when) },
    {
      when,
      round: s.round,
      bought,
      flinched: flinched(s, ship.id),
      hasAlly: hasAlly(s, ship),
      targetHullDice: attack ? shipById(s, attack.target).hull.diceCount : 0,
    },
  );
  // EX-D-11: with `pay` left out, pools that cannot cover the price are too little SP.
  const why = code === 'ORDER_MALFORMED' && !o.pay ? 'NOT_ENOUGH_SP' : code;
  if (why) return [problem(why, `${o.stunt} for ${o.sp} SP cannot be bought now`, path)];
  if (!prerequisite(s, ship, o))
    return [problem('STUNT_PREREQUISITE_NOT_MET', `${o.stunt} has nothing to act on`, path)];
  return [];
}

/** Pays a valid purchase (its own `pay`, or the automatic one). */
export function payFor(s: ExpanseState, ship: Ship, o: StuntOrder): Payment[] {
  const def = stuntDef(o.stunt)!;
  const pay = o.pay ?? autoPay(ship, def, timingOf(s), s.round, o.sp, o.attack);
  pay_(ship, pay);
  return pay;
}

function pay_(ship: Ship, pay: Payment[]): void {
  // Bank entries are shared between battle copies until written (copy-on-write.ts).
  if (pay.some((p) => p.pool === 'bank')) own(ship, 'bank');
  payPools(ship, { stunt: '', sp: 0, pay });
}

/**
 * Every problem with a side's purchases, in order: each is checked against the pools the
 * earlier ones of the bundle left, so a bundle cannot spend the same SP twice.
 */
export function bundlePurchaseProblems(
  s: ExpanseState,
  side: string,
  orders: readonly StuntOrder[],
  base: string,
): Problem[] {
  const wallets = new Map<string, Ship>();
  const wallet = (id: string) => {
    const ship = s.ships.find((x) => x.id === id);
    if (!ship) return undefined;
    if (!wallets.has(id))
      wallets.set(id, {
        ...ship,
        sp: { ...ship.sp, weaponsBound: { ...ship.sp.weaponsBound } },
        bank: listOf(ship.bank, (b) => ({ ...b })),
      });
    return wallets.get(id);
  };
  const out: Problem[] = [];
  orders.forEach((o, i) => {
    const found = purchaseProblems(s, side, o, `${base}/${i}`, orders.slice(0, i), wallet);
    out.push(...found);
    if (found.length === 0 && o.stunt !== EYE_PATCH) payFor(s, wallet(o.ship)!, o);
  });
  return out;
}
