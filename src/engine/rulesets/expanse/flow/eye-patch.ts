/**
 * Eye Patch (EX-STUNT-EYE-PATCH): bought in step-7 orders on the ship's sensors repair, −1 per SP
 * to that test's TN. Actions resolve in listed order, so the engineer SP of earlier tests of the
 * step may pay for it (§2.4): it is paid when its repair comes, from the pools as they stand then,
 * and fizzles unpaid if they cannot cover it (rules decision EX-D-23).
 */
import type { StepContext } from '../../../core/contract.js';
import { timingOf, type ExpanseState } from '../battle.js';
import type { StuntOrder } from '../orders.js';
import { purchaseProblem, stuntDef } from '../rules/stunts.js';
import type { Ship } from '../state.js';
import { autoPay } from './purchases.js';
import { EYE_PATCH } from './stunt-params.js';
import { buy } from './stunt-effects.js';

/** Pays the ship's Eye Patch as its sensors repair comes; returns the TN reduction bought. */
export function eyePatchAtRepair(
  s: ExpanseState,
  ship: Ship,
  stunts: readonly StuntOrder[],
  ctx: StepContext,
): number {
  const o = stunts.find((x) => x.ship === ship.id && x.stunt === EYE_PATCH);
  if (!o) return 0;
  const when = timingOf(s);
  const pay = o.pay ?? autoPay(ship, stuntDef(EYE_PATCH)!, when, s.round, o.sp);
  const code = purchaseProblem(
    ship,
    { stunt: EYE_PATCH, sp: o.sp, pay, object: 'repair:sensors' },
    { when, round: s.round, bought: new Set(s.bought[ship.id] ?? []) },
  );
  if (code) {
    ctx.emit({ type: 'stunt.fizzled', data: { ship: ship.id, stunt: EYE_PATCH, why: code } });
    return 0;
  }
  buy(s, { ...o, pay }, ctx);
  return o.sp;
}
