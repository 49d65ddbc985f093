/**
 * Tactical Phase decisions of the active CEO: which battlegroup activates (with Combined Orders),
 * its orders, and its scan.
 */
import { schedule } from '../flow/agenda.js';
import type { ActivationFrame, TacticalTurnsFrame } from '../flow/frames.js';
import { currentBattlegroup } from '../flow/tactical.js';
import {
  activateProblems,
  beginActivation,
  combinedMass,
  MAX_COMBINED,
  unactivated,
  whollyWithinReach,
} from '../rules/activation.js';
import { nextSeat } from '../rules/models.js';
import { engageTargets, mayEngage, ordersProblems, ORDER_NAMES } from '../rules/orders.js';
import { canPay, pay, tacticalTokens } from '../rules/payment.js';
import { legalScanTargets, scan, scanProblems } from '../rules/scan.js';
import type {
  ActivateSubmission,
  OrderEntry,
  OrdersSubmission,
  ScanSubmission,
} from '../submissions.js';
import { kind, ruled } from './kind.js';
import { chance, pick, shuffle } from './random.js';
import { activateSchema, ordersSchema, scanSchema } from './schemas.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';

export const activateKind = kind<ActivateSubmission, TacticalTurnsFrame>({
  types: ['activate'],
  schema: activateSchema,
  prompt: () => 'Activate one of your unactivated battlegroups (optionally with Combined Orders)',
  rules: (s, seat, _f, o) => activateProblems(s, seat, o),
  sample: (s, seat, _f, rng) => {
    const mine = unactivated(s, seat);
    const active = pick(rng, mine);
    if (mine.length > 1 && chance(rng, 0.2) && canPay(s, seat, active.id)) {
      const others = shuffle(
        rng,
        mine.filter((b) => b.id !== active.id && whollyWithinReach(s, active, b)),
      );
      const chosen = [];
      let mass = 0;
      for (const b of others) {
        if (chosen.length >= MAX_COMBINED) break;
        if (mass + combinedMass(s, b) > combinedMass(s, active)) continue;
        chosen.push(b.id);
        mass += combinedMass(s, b);
      }
      if (chosen.length > 0) {
        const payment =
          tacticalTokens(s, seat) > 0 ? { pay: 'token' as const } : { pay: 'rogue' as const };
        return { battlegroup: active.id, combinedOrders: { with: chosen, payment } };
      }
    }
    return { battlegroup: active.id };
  },
  defaultOrder: (s, seat) => ({ battlegroup: unactivated(s, seat)[0].id }),
  roguePayments: (_s, _f, o) => [
    {
      path: '/combinedOrders/payment',
      payment: o.combinedOrders?.payment,
      tokens: 1,
      bg: o.battlegroup,
    },
  ],
  apply: (s, seat, f, o, ctx) => {
    f.turn = nextSeat(s, seat);
    f.wait = undefined;
    const bgs = [o.battlegroup, ...(o.combinedOrders?.with ?? [])];
    s.activation = { ceo: seat, bgs };
    for (const id of bgs) beginActivation(s, s.battlegroups[id], ctx);
    ctx.emit({
      type: 'activation.started',
      data: { ceo: s.ceos[seat].id, battlegroup: o.battlegroup, combinedWith: bgs.slice(1) },
    });
    schedule(s, { f: 'activation', stage: 'orders', index: 0 });
    // Paid last: a Go Rogue loss must explode before the activation goes on (ABS-TAC-7).
    if (o.combinedOrders)
      pay(s, seat, 1, o.combinedOrders.payment, o.battlegroup, 'combined_orders', ctx);
  },
});

export const ordersKind = kind<OrdersSubmission, ActivationFrame>({
  types: ['orders'],
  schema: ordersSchema,
  prompt: (s) =>
    `Issue one order (vector, engage, red_alert, jump_out) to each active battlegroup: ${s.activation!.bgs.join(', ')}`,
  rules: (s, seat, _f, o) => ordersProblems(s, seat, s.activation!.bgs, o),
  // Legal as drawn: one order for every active battlegroup, Engage only with a target it may
  // engage (the rules check of every sample is in the ruleset spec).
  sample: (s, seat, _f, rng) =>
    ruled({
      orders: s
        .activation!.bgs.filter((id) => s.battlegroups[id])
        .map((id): OrderEntry => {
          const bg = s.battlegroups[id];
          // The full target list only once Engage is drawn: most orders are not.
          const engage = mayEngage(s, seat, bg);
          const order = pick(
            rng,
            ORDER_NAMES.filter((n) => n !== 'engage' || engage),
          );
          return order === 'engage'
            ? { battlegroup: id, order, engageTarget: pick(rng, engageTargets(s, seat, bg)) }
            : { battlegroup: id, order };
        }),
    }),
  defaultOrder: (s) => ({
    orders: s
      .activation!.bgs.filter((id) => s.battlegroups[id])
      .map((id) => ({ battlegroup: id, order: 'red_alert' as const })),
  }),
  apply: (s, _seat, f, o, ctx) => {
    for (const entry of o.orders) {
      const bg = s.battlegroups[entry.battlegroup];
      bg.order = entry.order;
      bg.engageTarget = entry.engageTarget ?? null;
      ctx.emit({
        type: 'order.issued',
        data: { battlegroup: bg.id, order: entry.order, engageTarget: bg.engageTarget },
      });
    }
    f.stage = 'movement';
    f.wait = undefined;
  },
});

export const scanKind = kind<ScanSubmission, ActivationFrame>({
  types: ['scan'],
  schema: scanSchema,
  prompt: (s, _seat, f) =>
    `Scan step: ${currentBattlegroup(s, f)} may scan one ship or object within 3″`,
  rules: (s, _seat, f, o) => {
    const id = currentBattlegroup(s, f)!;
    const out: Problem[] = [];
    if (o.battlegroup !== undefined && o.battlegroup !== id)
      out.push(fail(E.wrongPhase, `the scan asked for is ${id}'s`, '/battlegroup'));
    if ('target' in o) out.push(...scanProblems(s, s.battlegroups[id], o.target));
    return out;
  },
  choices: (s, _seat, f) => {
    const id = currentBattlegroup(s, f)!;
    return [
      { battlegroup: id, skip: true as const },
      ...legalScanTargets(s, s.battlegroups[id]).map((target) => ({ battlegroup: id, target })),
    ];
  },
  sample: (s, _seat, f, rng) => {
    const id = currentBattlegroup(s, f)!;
    const targets = legalScanTargets(s, s.battlegroups[id]);
    // Legal as drawn: a legal target, or none.
    return ruled(
      targets.length > 0 && chance(rng, 0.8)
        ? { battlegroup: id, target: pick(rng, targets) }
        : { battlegroup: id, skip: true as const },
    );
  },
  defaultOrder: (s, _seat, f) => ({ battlegroup: currentBattlegroup(s, f)!, skip: true as const }),
  apply: (s, _seat, f, o, ctx) => {
    const id = currentBattlegroup(s, f)!;
    f.index += 1;
    f.wait = undefined;
    if ('target' in o) scan(s, s.battlegroups[id], o.target, ctx);
  },
});
