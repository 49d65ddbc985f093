/**
 * The stunt catalogue (§3.13) and the general stunt rules (EX-STUNT-GEN): costs, timings, which
 * pools may pay, paying, and the list of stunts a ship can afford at a given moment.
 */
import type { BankEntry, Ship } from '../state.js';

/** `On` = step n's orders, `Wn` = step n's stunt window (EX-STUNT-GEN-3). */
export type Timing =
  'W1' | 'O2' | 'W2' | 'O3' | 'W3' | 'O4' | 'W4' | 'O5' | 'W5' | 'O6' | 'O7' | 'W7';
export type Pool =
  'command' | 'bank' | 'pilot' | 'comms' | 'weapons_free' | 'weapons_bound' | 'engineer';
type RolePool = 'pilot' | 'comms' | 'weapons' | 'engineer';

/** Cost rules (EX-STUNT-GEN-4, EX-Q-17): exactly n, any n ≥ min, multiples of n, a listed set. */
export type Cost =
  { exact: number } | { min: number } | { step: number } | { oneOf: number[] } | { hullDice: true };

export interface StuntDef {
  id: string;
  cost: Cost;
  when: Timing[];
  /** The role pool that may also pay, and when (besides command and bank). */
  role?: { pool: RolePool; when: Timing[] };
  /** Calculation: the current command pool only, never the bank (EX-Q-19). */
  commandOnly?: boolean;
  /** Fleet stunts need another active ship on the side (EX-CMD-9). */
  fleet?: boolean;
}

const ANY_WINDOW: Timing[] = ['W1', 'W2', 'W3', 'W4', 'W5', 'W7'];
const o6 = (id: string, cost: Cost): StuntDef => ({
  id,
  cost,
  when: ['O6'],
  role: { pool: 'weapons', when: ['O6'] },
});

/** §3.13, one row per stunt. */
export const STUNTS: readonly StuntDef[] = [
  { id: 'EX-STUNT-GUIDANCE', cost: { min: 1 }, when: ['O2', 'O3', 'O5', 'O7'] },
  {
    id: 'EX-STUNT-BLINDING-MANOEUVRE',
    cost: { min: 1 },
    when: ['W1', 'O2', 'W2'],
    role: { pool: 'pilot', when: ['W2'] },
  },
  {
    id: 'EX-STUNT-MULTI-TARGETING',
    cost: { exact: 2 },
    when: ['W1', 'O4', 'W4'],
    role: { pool: 'weapons', when: ['W4'] },
  },
  { id: 'EX-STUNT-DOWN-WITH-THE-SHIP', cost: { exact: 2 }, when: ['O6'] },
  {
    id: 'EX-STUNT-FOLLOW-THE-LEADER',
    cost: { exact: 2 },
    when: ['W2'],
    role: { pool: 'pilot', when: ['W2'] },
  },
  {
    id: 'EX-STUNT-ON-TARGET',
    cost: { step: 2 },
    when: ['W1', 'O4', 'W4'],
    role: { pool: 'weapons', when: ['W4'] },
  },
  { id: 'EX-STUNT-TACTICS', cost: { step: 2 }, when: ANY_WINDOW },
  {
    id: 'EX-STUNT-PERCEIVED-WEAKNESS',
    cost: { exact: 3 },
    when: ['W1', 'W3', 'O4', 'W4', 'O6'],
    role: { pool: 'comms', when: ['W3'] },
  },
  {
    id: 'EX-STUNT-EVASIVE-ACTION',
    cost: { step: 3 },
    when: ['W1', 'W2', 'O5', 'W5', 'O6'],
    role: { pool: 'pilot', when: ['O5', 'W5'] },
  },
  {
    id: 'EX-STUNT-EXPLOITABLE-TERRAIN',
    cost: { exact: 3 },
    when: ['W1', 'W3'],
    role: { pool: 'comms', when: ['W3'] },
  },
  { id: 'EX-STUNT-CALCULATION', cost: { min: 3 }, when: ANY_WINDOW, commandOnly: true },
  {
    id: 'EX-STUNT-PRECISE-HIT',
    cost: { exact: 4 },
    when: ['W1', 'O4', 'W4', 'O6'],
    role: { pool: 'weapons', when: ['W4', 'O6'] },
  },
  { id: 'EX-STUNT-SKIMMING', cost: { exact: 4 }, when: ['W1', 'O2'] },
  { id: 'EX-STUNT-TOO-CLOSE', cost: { exact: 4 }, when: ['W1', 'O2'] },
  {
    id: 'EX-STUNT-SET-UP',
    cost: { min: 4 },
    when: ['W1', 'O2', 'W2'],
    role: { pool: 'pilot', when: ['W2'] },
  },
  { id: 'EX-STUNT-BURN-THEM', cost: { exact: 5 }, when: ['O4'] },
  {
    id: 'EX-STUNT-WEAPON-ONLINE',
    cost: { exact: 5 },
    when: ['W1', 'W7'],
    role: { pool: 'engineer', when: ['W7'] },
  },
  {
    id: 'EX-STUNT-QUICK-START',
    cost: { exact: 6 },
    when: ['W1', 'W7'],
    role: { pool: 'engineer', when: ['W7'] },
  },
  {
    id: 'EX-STUNT-MISDIRECT',
    cost: { exact: 7 },
    when: ['O5', 'W5'],
    role: { pool: 'pilot', when: ['O5', 'W5'] },
  },
  { id: 'EX-STUNT-COMBINED-FIRE', cost: { min: 1 }, when: ['W1'], fleet: true },
  { id: 'EX-STUNT-DRAW-FIRE', cost: { step: 2 }, when: ['W1'], fleet: true },
  { id: 'EX-STUNT-GOOD-ADVICE', cost: { step: 2 }, when: ['W1'], fleet: true },
  {
    id: 'EX-STUNT-EVASIVE-MANOEUVRE',
    cost: { exact: 2 },
    when: ['O2', 'W2'],
    role: { pool: 'pilot', when: ['W2'] },
  },
  {
    id: 'EX-STUNT-STEADY-AS-SHE-GOES',
    cost: { step: 2 },
    when: ['O2', 'W2', 'O5', 'W5'],
    role: { pool: 'pilot', when: ['W2'] },
  },
  {
    id: 'EX-STUNT-BLOCKADE',
    cost: { exact: 4 },
    when: ['W2'],
    role: { pool: 'pilot', when: ['W2'] },
  },
  {
    id: 'EX-STUNT-DAUNTLESS',
    cost: { exact: 5 },
    when: ['W2'],
    role: { pool: 'pilot', when: ['W2'] },
  },
  {
    id: 'EX-STUNT-EAT-STATIC',
    cost: { min: 1 },
    when: ['W3'],
    role: { pool: 'comms', when: ['W3'] },
  },
  {
    id: 'EX-STUNT-TURNABOUT',
    cost: { step: 2 },
    when: ['W3'],
    role: { pool: 'comms', when: ['W3'] },
  },
  {
    id: 'EX-STUNT-HACK-THE-SYSTEM',
    cost: { exact: 4 },
    when: ['W3'],
    role: { pool: 'comms', when: ['W3'] },
  },
  o6('EX-STUNT-PENETRATE-HULL', { hullDice: true }),
  o6('EX-STUNT-SYSTEM-DAMAGE', { oneOf: [1, 2, 3] }),
  o6('EX-STUNT-OFF-COURSE', { exact: 2 }),
  o6('EX-STUNT-SCUTTLE', { exact: 2 }),
  o6('EX-STUNT-SHRAPNEL', { oneOf: [2, 4] }),
  o6('EX-STUNT-HULL-BREACH', { step: 3 }),
  o6('EX-STUNT-SKEWER', { oneOf: [4, 6] }),
  o6('EX-STUNT-RUPTURE', { exact: 5 }),
  { id: 'EX-STUNT-NOT-MY-SHIP', cost: { min: 1 }, when: ['O6'] },
  {
    id: 'EX-STUNT-EYE-PATCH',
    cost: { min: 1 },
    when: ['O7'],
    role: { pool: 'engineer', when: ['O7'] },
  },
  {
    id: 'EX-STUNT-QUICK-FIX',
    cost: { step: 3 },
    when: ['W7'],
    role: { pool: 'engineer', when: ['W7'] },
  },
  {
    id: 'EX-STUNT-PATCH',
    cost: { exact: 4 },
    when: ['W7'],
    role: { pool: 'engineer', when: ['W7'] },
  },
];

const BY_ID = new Map(STUNTS.map((s) => [s.id, s]));

export function stuntDef(id: string): StuntDef | undefined {
  return BY_ID.get(id);
}

/** The fewest SP a cost rule accepts. */
export function minimumCost(cost: Cost): number {
  if ('exact' in cost) return cost.exact;
  if ('min' in cost) return cost.min;
  if ('step' in cost) return cost.step;
  if ('oneOf' in cost) return Math.min(...cost.oneOf);
  return 1;
}

/** EX-STUNT-GEN-4: "N" is exactly N; variable costs take only their listed amounts. */
export function costAllowed(cost: Cost, sp: number, targetHullDice = 0): boolean {
  if (!Number.isInteger(sp) || sp < 1) return false;
  if ('exact' in cost) return sp === cost.exact;
  if ('min' in cost) return sp >= cost.min;
  if ('step' in cost) return sp % cost.step === 0;
  if ('oneOf' in cost) return cost.oneOf.includes(sp);
  return sp === targetHullDice;
}

/** EX-CMD-6: planning may declare only fixed-cost stunts. */
export function plannable(def: StuntDef): boolean {
  return 'exact' in def.cost;
}

const ROLE_POOL: Record<RolePool, Pool[]> = {
  pilot: ['pilot'],
  comms: ['comms'],
  weapons: ['weapons_free', 'weapons_bound'],
  engineer: ['engineer'],
};

/** EX-STUNT-GEN-2: command and bank pay for anything (Calculation: command only); role pools by table and step. */
export function poolAllowed(def: StuntDef, pool: Pool, when: Timing): boolean {
  if (pool === 'command') return true;
  if (pool === 'bank') return !def.commandOnly;
  if (def.commandOnly || !def.role) return false;
  return ROLE_POOL[def.role.pool].includes(pool) && def.role.when.includes(when);
}

export interface Payment {
  pool: Pool;
  sp: number;
  bankId?: string;
  attack?: string;
}

export interface Purchase {
  stunt: string;
  sp: number;
  pay: Payment[];
  /** The object the stunt names, for EX-STUNT-GEN-5 (target ship, attack, system, …). */
  object?: string;
}

export interface PurchaseContext {
  when: Timing;
  round: number;
  flinched?: boolean;
  /** Hull dice of the hit's target, for Penetrate Hull. */
  targetHullDice?: number;
  /** Stunt + object keys already bought this round (EX-STUNT-GEN-5). */
  bought: ReadonlySet<string>;
  /** Another active ship on the buyer's side (EX-CMD-9). */
  hasAlly?: boolean;
}

/** SP in one of the ship's pools other than the bank (bound SP: those of the hit `attack`). */
export function poolSp(ship: Ship, pool: Exclude<Pool, 'bank'>, attack?: string): number {
  switch (pool) {
    case 'weapons_bound':
      return ship.sp.weaponsBound[attack ?? ''] ?? 0;
    case 'pilot':
      return ship.sp.pilot;
    case 'comms':
      return ship.sp.comms;
    case 'engineer':
      return ship.sp.engineer;
    case 'weapons_free':
      return ship.sp.weaponsFree;
    case 'command':
      return ship.sp.command;
  }
}

/** Whether a bank entry may pay for `stunt` in `round` (EX-STUNT-GEN). */
export const bankPays = (e: BankEntry, stunt: string, round: number): boolean =>
  e.usableFromRound <= round && (!e.lockedTo || e.lockedTo.includes(stunt));

function available(ship: Ship, p: Payment, stunt: string, round: number): number | 'BANK_LOCKED' {
  if (p.pool !== 'bank') return poolSp(ship, p.pool, p.attack);
  const e = ship.bank.find((b) => b.id === p.bankId);
  if (!e) return 0;
  return bankPays(e, stunt, round) ? e.amount : 'BANK_LOCKED';
}

const KEY_SEPARATOR = '@';
const KEY_SEPARATOR_CODE = KEY_SEPARATOR.charCodeAt(0);

export function purchaseKey(p: Pick<Purchase, 'stunt' | 'object'>): string {
  return `${p.stunt}${KEY_SEPARATOR}${p.object ?? ''}`;
}

/** Whether one of the purchase keys (`purchaseKey`) is for `stunt`, whatever its object. */
export function anyPurchaseOf(keys: readonly string[], stunt: string): boolean {
  for (const k of keys)
    if (k.charCodeAt(stunt.length) === KEY_SEPARATOR_CODE && k.startsWith(stunt)) return true;
  return false;
}

/** EX-STUNT-GEN-1 to EX-STUNT-GEN-5, EX-STUNT-GEN-9: the error code of a purchase, or null. */
export function purchaseProblem(ship: Ship, p: Purchase, ctx: PurchaseContext): string | null {
  const def = stuntDef(p.stunt);
  if (!def) return 'STUNT_UNKNOWN';
  if (ctx.flinched) return 'SHIP_ACTIONS_SUSPENDED';
  if (!def.when.includes(ctx.when)) return 'STUNT_NOT_AVAILABLE_IN_STEP';
  if (!costAllowed(def.cost, p.sp, ctx.targetHullDice)) return 'STUNT_COST_INVALID';
  if (ctx.bought.has(purchaseKey(p))) return 'STUNT_ALREADY_BOUGHT';
  if (def.fleet && !ctx.hasAlly) return 'STUNT_PREREQUISITE_NOT_MET';
  if (p.pay.reduce((s, x) => s + x.sp, 0) !== p.sp || p.pay.some((x) => !(x.sp > 0))) {
    return 'ORDER_MALFORMED';
  }
  const used = new Map<string, number>();
  for (const x of p.pay) {
    if (!poolAllowed(def, x.pool, ctx.when)) return 'SP_POOL_NOT_ALLOWED';
    const have = available(ship, x, p.stunt, ctx.round);
    if (have === 'BANK_LOCKED') return 'BANK_LOCKED';
    const key = `${x.pool}:${x.bankId ?? x.attack ?? ''}`;
    const total = (used.get(key) ?? 0) + x.sp;
    if (total > have) return 'NOT_ENOUGH_SP';
    used.set(key, total);
  }
  return null;
}

/** Deducts a valid purchase's SP from the pools it names. */
export function pay(ship: Ship, p: Purchase): void {
  for (const x of p.pay) {
    if (x.pool === 'command') ship.sp.command -= x.sp;
    else if (x.pool === 'pilot') ship.sp.pilot -= x.sp;
    else if (x.pool === 'comms') ship.sp.comms -= x.sp;
    else if (x.pool === 'engineer') ship.sp.engineer -= x.sp;
    else if (x.pool === 'weapons_free') ship.sp.weaponsFree -= x.sp;
    else if (x.pool === 'weapons_bound') ship.sp.weaponsBound[x.attack ?? ''] -= x.sp;
    else {
      const e = ship.bank.find((b) => b.id === x.bankId);
      if (e) e.amount -= x.sp;
    }
  }
}

/** Every SP amount a cost rule accepts up to `limit`. */
export function amountsUpTo(cost: Cost, limit: number, targetHullDice = 0): number[] {
  const out: number[] = [];
  for (let n = 1; n <= limit; n++) if (costAllowed(cost, n, targetHullDice)) out.push(n);
  return out;
}

/**
 * What a decision lists as buyable now: each stunt usable at `when` with the amounts the ship
 * can pay from pools allowed for it (the stunt-point decision's enumerable choices).
 */
export function affordableStunts(
  ship: Ship,
  when: Timing,
  round: number,
  opts: { hasAlly?: boolean; targetHullDice?: number } = {},
): { stunt: string; amounts: number[] }[] {
  const out: { stunt: string; amounts: number[] }[] = [];
  for (const def of STUNTS) {
    if (!def.when.includes(when) || (def.fleet && !opts.hasAlly)) continue;
    let total = ship.sp.command;
    if (!def.commandOnly) {
      for (const e of ship.bank) {
        if (bankPays(e, def.id, round)) total += e.amount;
      }
    }
    if (poolAllowed(def, 'pilot', when)) total += ship.sp.pilot;
    if (poolAllowed(def, 'comms', when)) total += ship.sp.comms;
    if (poolAllowed(def, 'engineer', when)) total += ship.sp.engineer;
    if (poolAllowed(def, 'weapons_free', when)) {
      total += ship.sp.weaponsFree + Math.max(0, ...Object.values(ship.sp.weaponsBound));
    }
    const amounts = amountsUpTo(def.cost, total, opts.targetHullDice);
    if (amounts.length > 0) out.push({ stunt: def.id, amounts });
  }
  return out;
}
