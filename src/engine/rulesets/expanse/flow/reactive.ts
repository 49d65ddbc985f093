/**
 * Reactive stunts of step 6 (EX-STUNT-GEN-8): ordered with a maximum and a priority list of
 * pools, and charged only when their trigger occurs during damage, only as much as is used:
 * Not My Ship! (EX-STUNT-NOT-MY-SHIP) and Down With the Ship (EX-STUNT-DOWN-WITH-THE-SHIP).
 */
import type { StepContext } from '../../../core/contract.js';
import { listOf, own, ownMember } from '../copy-on-write.js';
import { problem, type Problem } from '../../../core/problems.js';
import { flinched, type ExpanseState } from '../battle.js';
import type { ReactiveOrders, ReactivePool } from '../orders.js';
import { roleHolder } from '../rules/crew.js';
import { poolAllowed, stuntDef, type Payment } from '../rules/stunts.js';
import type { CrewMember, Ship } from '../state.js';

export const NOT_MY_SHIP = 'EX-STUNT-NOT-MY-SHIP';
export const DOWN_WITH_THE_SHIP = 'EX-STUNT-DOWN-WITH-THE-SHIP';
/** Down With the Ship's price, paid at its first trigger. */
const DOWN_WITH_THE_SHIP_SP = 2;

/** The pools a reactive stunt draws on, in order: as ordered, else command then the bank. */
function poolsOf(ship: Ship, pay: readonly ReactivePool[] | undefined): ReactivePool[] {
  if (pay) return [...pay];
  return [
    { pool: 'command' },
    ...listOf(ship.bank, (b) => ({ pool: 'bank' as const, bankId: b.id })),
  ];
}

function held(ship: Ship, p: ReactivePool, stunt: string, round: number): number {
  if (p.pool === 'command') return ship.sp.command;
  if (p.pool !== 'bank') return 0;
  const e = ship.bank.find((b) => b.id === p.bankId);
  if (!e || e.usableFromRound > round || (e.lockedTo && !e.lockedTo.includes(stunt))) return 0;
  return e.amount;
}

/** What the ship could pay now from its reactive pools. */
export function reactiveSpendable(
  ship: Ship,
  stunt: string,
  pay: readonly ReactivePool[] | undefined,
  round: number,
): number {
  return poolsOf(ship, pay).reduce((n, p) => n + held(ship, p, stunt, round), 0);
}

/** Takes `sp` from the pools in order; returns the payments, or null when they fall short. */
function charge(
  ship: Ship,
  stunt: string,
  pay: readonly ReactivePool[] | undefined,
  sp: number,
  round: number,
): Payment[] | null {
  if (reactiveSpendable(ship, stunt, pay, round) < sp) return null;
  let left = sp;
  const out: Payment[] = [];
  for (const p of poolsOf(ship, pay)) {
    const n = Math.min(left, held(ship, p, stunt, round));
    if (n <= 0) continue;
    if (p.pool === 'command') ship.sp.command -= n;
    else own(ship, 'bank').find((b) => b.id === p.bankId)!.amount -= n;
    out.push({ pool: p.pool, sp: n, ...(p.bankId ? { bankId: p.bankId } : {}) });
    left -= n;
  }
  return out;
}

/** One ship's reactive stunts while step 6 resolves: what is left of each maximum. */
export interface Reactive {
  ship: Ship;
  notMyShip: null | { left: number; pay?: ReactivePool[] };
  downWithTheShip: null | { left: number; paid: boolean; pay?: ReactivePool[] };
}

export function reactiveOf(ship: Ship, o: ReactiveOrders | undefined): Reactive {
  const nms = o?.not_my_ship;
  const dws = o?.down_with_the_ship;
  return {
    ship,
    notMyShip: nms ? { left: nms.max_sp, ...(nms.pay ? { pay: nms.pay } : {}) } : null,
    downWithTheShip: dws
      ? { left: dws.max_fortune, paid: false, ...(dws.pay ? { pay: dws.pay } : {}) }
      : null,
  };
}

/** Not My Ship! SP the next hit may use: what is left of the maximum that the pools still hold. */
export function notMyShipAvailable(s: ExpanseState, r: Reactive): number {
  if (!r.notMyShip) return 0;
  const spendable = reactiveSpendable(r.ship, NOT_MY_SHIP, r.notMyShip.pay, s.round);
  return Math.min(r.notMyShip.left, spendable);
}

/** Charges the Not My Ship! SP a hit used (EX-STUNT-GEN-8: only as needed). */
export function chargeNotMyShip(
  s: ExpanseState,
  r: Reactive,
  used: number,
  attack: string,
  ctx: StepContext,
): void {
  if (!r.notMyShip || used <= 0) return;
  const pay = charge(r.ship, NOT_MY_SHIP, r.notMyShip.pay, used, s.round) ?? [];
  r.notMyShip.left -= used;
  ctx.emit({
    type: 'stunt.reacted',
    data: { ship: r.ship.id, stunt: NOT_MY_SHIP, sp: used, pay, attack },
  });
}

/**
 * Down With the Ship's shield for a hit: collateral damage about to reach a crew member other
 * than the captain goes on the captain's Fortune first, up to what is left of the maximum; the
 * 2 SP are paid at the first trigger, and if the pools cannot pay them the stunt does nothing.
 */
export function collateralShield(
  s: ExpanseState,
  r: Reactive,
  ctx: StepContext,
): ((victim: CrewMember, amount: number) => number) | undefined {
  const dws = r.downWithTheShip;
  if (!dws) return undefined;
  return (victim, amount) => {
    const captain = roleHolder(r.ship, 'captain');
    if (victim.id === captain.id || captain.status !== 'active') return 0;
    if (dws.left <= 0 || captain.fortune <= 0) return 0;
    if (!dws.paid) {
      const pay = charge(r.ship, DOWN_WITH_THE_SHIP, dws.pay, DOWN_WITH_THE_SHIP_SP, s.round);
      if (!pay) {
        dws.left = 0;
        ctx.emit({
          type: 'stunt.fizzled',
          data: { ship: r.ship.id, stunt: DOWN_WITH_THE_SHIP, why: 'NOT_ENOUGH_SP' },
        });
        return 0;
      }
      dws.paid = true;
      ctx.emit({
        type: 'stunt.reacted',
        data: { ship: r.ship.id, stunt: DOWN_WITH_THE_SHIP, sp: DOWN_WITH_THE_SHIP_SP, pay },
      });
    }
    const taken = Math.min(amount, dws.left, captain.fortune);
    ownMember(r.ship, captain.id).fortune -= taken;
    dws.left -= taken;
    ctx.emit({
      type: 'crew.shielded',
      data: { ship: r.ship.id, captain: captain.id, crew: victim.id, amount: taken },
    });
    return taken;
  };
}

/** The problem with one reactive order's pools and price, or null. */
function reactiveProblem(
  s: ExpanseState,
  ship: Ship,
  stunt: string,
  pay: readonly ReactivePool[] | undefined,
  least: number,
  at: string,
): Problem | null {
  const def = stuntDef(stunt)!;
  for (const [i, p] of (pay ?? []).entries()) {
    const where = `${at}/pay/${i}`;
    if (!poolAllowed(def, p.pool, 'O6'))
      return problem('SP_POOL_NOT_ALLOWED', `${stunt} is paid from command or bank`, where);
    if (p.pool !== 'bank') continue;
    const e = ship.bank.find((b) => b.id === p.bankId);
    if (!e) return problem('UNKNOWN_REFERENCE', `no bank entry ${p.bankId}`, where);
    if (e.usableFromRound > s.round || (e.lockedTo && !e.lockedTo.includes(stunt)))
      return problem('BANK_LOCKED', `${p.bankId} cannot pay ${stunt}`, where);
  }
  if (!s.attacks.some((a) => a.target === ship.id && a.result === 'hit'))
    return problem('STUNT_PREREQUISITE_NOT_MET', `${ship.id} takes no hit this step`, at);
  if (reactiveSpendable(ship, stunt, pay, s.round) < least)
    return problem('NOT_ENOUGH_SP', `${ship.id} cannot pay for ${stunt}`, at);
  return null;
}

/** Every problem with a ship's reactive orders (pools, SP, something to react to). */
export function reactiveProblems(
  s: ExpanseState,
  ship: Ship,
  o: ReactiveOrders,
  path: string,
): Problem[] {
  if (flinched(s, ship.id))
    return [problem('SHIP_ACTIONS_SUSPENDED', `${ship.id} flinched this round`, path)];
  const found = [
    o.not_my_ship &&
      reactiveProblem(s, ship, NOT_MY_SHIP, o.not_my_ship.pay, 1, `${path}/not_my_ship`),
    o.down_with_the_ship &&
      reactiveProblem(
        s,
        ship,
        DOWN_WITH_THE_SHIP,
        o.down_with_the_ship.pay,
        DOWN_WITH_THE_SHIP_SP,
        `${path}/down_with_the_ship`,
      ),
  ];
  return found.filter((x): x is Problem => !!x);
}

/**
 * The reactive purchases a ship can order now, for the step-6 choices: Not My Ship! with every
 * maximum its pools cover, Down With the Ship with every maximum up to its captain's Fortune.
 */
export function reactiveOffers(s: ExpanseState, ship: Ship): ReactiveOrders[] {
  if (flinched(s, ship.id)) return [];
  if (!s.attacks.some((a) => a.target === ship.id && a.result === 'hit')) return [];
  const out: ReactiveOrders[] = [];
  const nms = reactiveSpendable(ship, NOT_MY_SHIP, undefined, s.round);
  for (let n = 1; n <= nms; n++) out.push({ not_my_ship: { max_sp: n } });
  const captain = roleHolder(ship, 'captain');
  if (reactiveSpendable(ship, DOWN_WITH_THE_SHIP, undefined, s.round) >= DOWN_WITH_THE_SHIP_SP)
    for (let f = 1; f <= captain.fortune; f++) out.push({ down_with_the_ship: { max_fortune: f } });
  return out;
}
