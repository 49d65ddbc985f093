/**
 * Buying stunts in a match (EX-STUNT-GEN): which purchases a ship can make now (the stunt
 * decision's choices), paying for them (explicitly, or from the allowed pools in a fixed order)
 * and the problems with a purchase. The stunts the round flow carries out are listed in
 * `OFFERED` (rules decision EX-D-10); the others are refused with `STUNT_NOT_AVAILABLE_IN_STEP`.
 */
import { problem, type Problem } from '../../../core/problems.js';
import { enemiesOf, isActive, shipById, timingOf, type ExpanseState } from '../battle.js';
import type { StuntOrder } from '../orders.js';
import {
  amountsUpTo,
  poolAllowed,
  purchaseKey,
  purchaseProblem,
  stuntDef,
  type Payment,
  type Pool,
  type StuntDef,
  type Timing,
  pay as payPools,
} from '../rules/stunts.js';
import { SYSTEMS, type Ship } from '../state.js';
import { systemDamageUnits } from '../rules/damage-control.js';
import { canBurn } from './burn-them.js';
import { canFollow } from './follow.js';
import { quickStartCrewOk } from './quick-start.js';
import { canSkim, tracks } from './skimming.js';

/** What a purchase names besides its ship: nothing, an enemy, a hit, a system. */
type ParamKind =
  'none' | 'enemy' | 'ally' | 'leader' | 'crew_pair' | 'hit' | 'system' | 'damaged_system';

/** EX-D-10: the stunts the round flow carries out, and what each names. */
export const OFFERED: Readonly<Record<string, ParamKind>> = {
  'EX-STUNT-ON-TARGET': 'none',
  'EX-STUNT-MULTI-TARGETING': 'none',
  'EX-STUNT-EVASIVE-ACTION': 'none',
  'EX-STUNT-EVASIVE-MANOEUVRE': 'none',
  'EX-STUNT-STEADY-AS-SHE-GOES': 'none',
  'EX-STUNT-CALCULATION': 'none',
  'EX-STUNT-EAT-STATIC': 'none',
  'EX-STUNT-TACTICS': 'enemy',
  'EX-STUNT-BLINDING-MANOEUVRE': 'enemy',
  'EX-STUNT-PERCEIVED-WEAKNESS': 'none',
  'EX-STUNT-PRECISE-HIT': 'none',
  'EX-STUNT-PENETRATE-HULL': 'hit',
  'EX-STUNT-SYSTEM-DAMAGE': 'hit',
  'EX-STUNT-HULL-BREACH': 'hit',
  'EX-STUNT-OFF-COURSE': 'hit',
  'EX-STUNT-QUICK-FIX': 'damaged_system',
  'EX-STUNT-PATCH': 'none',
  'EX-STUNT-DRAW-FIRE': 'ally',
  'EX-STUNT-BURN-THEM': 'enemy',
  'EX-STUNT-SKIMMING': 'none',
  'EX-STUNT-FOLLOW-THE-LEADER': 'leader',
  'EX-STUNT-QUICK-START': 'crew_pair',
};

/** Damage stunts that name a hit in step-6 orders instead of leaving a token (EX-STUNT-GEN-10). */
const HIT_IN_O6 = new Set(['EX-STUNT-PERCEIVED-WEAKNESS', 'EX-STUNT-PRECISE-HIT']);

function paramKind(stunt: string, when: Timing): ParamKind | undefined {
  const k = OFFERED[stunt];
  if (k === 'none' && when === 'O6' && HIT_IN_O6.has(stunt)) return 'hit';
  return k;
}

/** The object a purchase names, for EX-STUNT-GEN-5. */
export function objectOf(o: StuntOrder, when: Timing): string {
  if (o.stunt === 'EX-STUNT-STEADY-AS-SHE-GOES') return when.slice(1);
  return o.attack ?? o.target ?? o.ally ?? o.leader ?? o.system ?? '';
}

function ordered(ship: Ship, def: StuntDef, when: Timing, attack?: string): Pool[] {
  const role: Pool[] = ['pilot', 'comms', 'weapons_free', 'engineer'];
  const pools: Pool[] = [];
  if (attack !== undefined) pools.push('weapons_bound');
  pools.push(...role, 'command', 'bank');
  return pools.filter((p) => poolAllowed(def, p, when) && (p !== 'bank' || ship.bank.length > 0));
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
  for (const pool of ordered(ship, def, when, attack)) {
    if (pool === 'weapons_bound') take(pool, ship.sp.weaponsBound[attack ?? ''] ?? 0, { attack });
    else if (pool === 'pilot') take(pool, ship.sp.pilot);
    else if (pool === 'comms') take(pool, ship.sp.comms);
    else if (pool === 'engineer') take(pool, ship.sp.engineer);
    else if (pool === 'weapons_free') take(pool, ship.sp.weaponsFree);
    else if (pool === 'command') take(pool, ship.sp.command);
    else
      for (const e of ship.bank)
        if (e.usableFromRound <= round && (!e.lockedTo || e.lockedTo.includes(def.id)))
          take('bank', e.amount, { bankId: e.id });
  }
  return out;
}

/** SP a ship could put towards `def` now (for one named hit, when there is one). */
function spendable(ship: Ship, def: StuntDef, when: Timing, round: number, attack?: string) {
  return autoPay(ship, def, when, round, Number.MAX_SAFE_INTEGER, attack).reduce(
    (n, p) => n + p.sp,
    0,
  );
}

function alliesOf(s: ExpanseState, ship: Ship): Ship[] {
  return s.ships.filter((x) => x.side === ship.side && x.id !== ship.id && isActive(x));
}

function hasAlly(s: ExpanseState, ship: Ship): boolean {
  return alliesOf(s, ship).length > 0;
}

/** This round's hits a ship's weapons made, for step-6 damage stunts. */
function hitsBy(s: ExpanseState, ship: Ship) {
  return s.attacks.filter(
    (a) => a.attacker === ship.id && a.result === 'hit' && isActive(shipById(s, a.target)),
  );
}

/** Every single purchase the ship can make now: the stunt decision's choices. */
export function offers(s: ExpanseState, ship: Ship): StuntOrder[] {
  const when = timingOf(s);
  if (!isActive(ship)) return [];
  const out: StuntOrder[] = [];
  const bought = new Set(s.bought[ship.id] ?? []);
  for (const [stunt] of Object.entries(OFFERED)) {
    const def = stuntDef(stunt)!;
    const kind = paramKind(stunt, when);
    if (!def.when.includes(when) || kind === undefined) continue;
    if (def.fleet && !hasAlly(s, ship)) continue;
    const variants: Omit<StuntOrder, 'sp'>[] = [];
    if (kind === 'none') variants.push({ ship: ship.id, stunt });
    if (kind === 'enemy')
      for (const e of enemiesOf(s, ship))
        if (tracks(s, ship.id, e.id)) variants.push({ ship: ship.id, stunt, target: e.id });
    if (kind === 'ally')
      for (const a of alliesOf(s, ship)) variants.push({ ship: ship.id, stunt, ally: a.id });
    if (kind === 'leader')
      for (const x of s.ships)
        if (isActive(x) && canFollow(s, ship.id, x.id))
          variants.push({ ship: ship.id, stunt, leader: x.id });
    if (kind === 'crew_pair')
      variants.push(...crewPairs(ship).map((crew) => ({ ship: ship.id, stunt, crew })));
    if (kind === 'hit')
      for (const a of hitsBy(s, ship)) {
        if (stunt === 'EX-STUNT-PRECISE-HIT' && a.targetedLoss) continue;
        if (stunt === 'EX-STUNT-SYSTEM-DAMAGE')
          for (const system of SYSTEMS)
            variants.push({ ship: ship.id, stunt, attack: a.id, system });
        else variants.push({ ship: ship.id, stunt, attack: a.id });
      }
    if (kind === 'damaged_system')
      for (const system of SYSTEMS)
        if (systemDamageUnits(ship, system) > 0) variants.push({ ship: ship.id, stunt, system });
    for (const v of variants) {
      if (bought.has(purchaseKey({ stunt, object: objectOf(v as StuntOrder, when) }))) continue;
      if (!prerequisite(s, ship, v as StuntOrder)) continue;
      const have = spendable(ship, def, when, s.round, v.attack);
      const hullDice = v.attack
        ? shipById(s, s.attacks.find((a) => a.id === v.attack)!.target).hull.diceCount
        : 0;
      for (const sp of amountsUpTo(def.cost, have, hullDice)) out.push({ ...v, sp } as StuntOrder);
    }
  }
  return out;
}

/** EX-STUNT-GEN-7: the prerequisites of the offered stunts, checked at purchase. */
function prerequisite(s: ExpanseState, ship: Ship, o: StuntOrder): boolean {
  switch (o.stunt) {
    case 'EX-STUNT-STEADY-AS-SHE-GOES':
      // In orders the high-g comes with the same bundle; in a window it must have been used.
      return (
        s.phase === 'orders' || (s.step === 2 ? s.fx[ship.id].highG2 : s.fx[ship.id].highG5) > 0
      );
    case 'EX-STUNT-PATCH':
      return ship.hullBreach > 0 || ship.losses.hull > 0;
    case 'EX-STUNT-BURN-THEM':
      return canBurn(s, ship, o.target ?? '');
    case 'EX-STUNT-SKIMMING':
      return canSkim(s);
    case 'EX-STUNT-FOLLOW-THE-LEADER':
      return canFollow(s, ship.id, o.leader ?? '');
    case 'EX-STUNT-QUICK-START':
      return ship.reactor.offline;
    default:
      return true;
  }
}

/** Quick Start's choices: every ordered pair of two different active crew members. */
function crewPairs(ship: Ship): [string, string][] {
  const ids = ship.crew.filter((c) => c.status === 'active').map((c) => c.id);
  return ids.flatMap((a) => ids.filter((b) => b !== a).map((b): [string, string] => [a, b]));
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
  const pay = o.pay ?? autoPay(ship, def, when, s.round, o.sp, o.attack);
  const bought = new Set([
    ...(s.bought[ship.id] ?? []),
    ...earlier
      .filter((x) => x.ship === o.ship)
      .map((x) => purchaseKey({ stunt: x.stunt, object: objectOf(x, when) })),
  ]);
  const code = purchaseProblem(
    ship,
    { stunt: o.stunt, sp: o.sp, pay, object: objectOf(o, when) },
    {
      when,
      round: s.round,
      bought,
      hasAlly: hasAlly(s, ship),
      targetHullDice: attack ? shipById(s, attack.target).hull.diceCount : 0,
    },
  );
  if (code) return [problem(code, `${o.stunt} for ${o.sp} SP cannot be bought now`, path)];
  if (!prerequisite(s, ship, o))
    return [problem('STUNT_PREREQUISITE_NOT_MET', `${o.stunt} has nothing to act on`, path)];
  return [];
}

function referenceProblem(
  s: ExpanseState,
  ship: Ship,
  o: StuntOrder,
  kind: ParamKind,
  path: string,
): Problem | null {
  if (kind === 'enemy') {
    const t = s.ships.find((x) => x.id === o.target);
    if (!t) return problem('UNKNOWN_REFERENCE', `name an enemy ship as target`, `${path}/target`);
    if (!enemiesOf(s, ship).includes(t))
      return problem(
        'INVALID_TARGET',
        `${o.target} is not an enemy in the fight`,
        `${path}/target`,
      );
    if (!tracks(s, ship.id, t.id))
      return problem(
        'TARGET_NOT_TRACKED',
        `${ship.id} has lost track of ${t.id}`,
        `${path}/target`,
      );
  }
  if (
    kind === 'leader' &&
    !s.ships.some((x) => x.id === o.leader && x.id !== ship.id && isActive(x))
  )
    return problem('INVALID_TARGET', `name another active ship to follow`, `${path}/leader`);
  if (kind === 'crew_pair' && !quickStartCrewOk(ship, o.crew))
    return problem('CREW_UNAVAILABLE', 'name two different active crew members', `${path}/crew`);
  if (kind === 'ally' && !alliesOf(s, ship).some((x) => x.id === o.ally))
    return problem('INVALID_TARGET', `${o.ally} is not an active ally`, `${path}/ally`);
  if (kind === 'hit') {
    const a = s.attacks.find((x) => x.id === o.attack);
    if (!a || a.attacker !== ship.id || a.result !== 'hit')
      return problem('UNKNOWN_REFERENCE', `name one of this ship's hits`, `${path}/attack`);
    if (o.stunt === 'EX-STUNT-PRECISE-HIT' && a.targetedLoss)
      return problem(
        'STUNT_PREREQUISITE_NOT_MET',
        'Precise Hit cannot go on a targeted attack',
        `${path}/attack`,
      );
    if (o.stunt === 'EX-STUNT-SYSTEM-DAMAGE' && !o.system)
      return problem('ORDER_MALFORMED', 'System Damage names a system', `${path}/system`);
  }
  if (kind === 'damaged_system' && (!o.system || systemDamageUnits(ship, o.system) === 0))
    return problem('DC_TARGET_INVALID', 'name a damaged system', `${path}/system`);
  return null;
}

/** Pays a valid purchase (its own `pay`, or the automatic one). */
export function payFor(s: ExpanseState, ship: Ship, o: StuntOrder): Payment[] {
  const def = stuntDef(o.stunt)!;
  const pay = o.pay ?? autoPay(ship, def, timingOf(s), s.round, o.sp, o.attack);
  pay_(ship, pay);
  return pay;
}

function pay_(ship: Ship, pay: Payment[]): void {
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
        bank: ship.bank.map((b) => ({ ...b })),
      });
    return wallets.get(id);
  };
  const out: Problem[] = [];
  orders.forEach((o, i) => {
    const found = purchaseProblems(s, side, o, `${base}/${i}`, orders.slice(0, i), wallet);
    out.push(...found);
    if (found.length === 0) payFor(s, wallet(o.ship)!, o);
  });
  return out;
}
