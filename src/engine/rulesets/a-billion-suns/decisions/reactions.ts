/**
 * Reaction prompts between dice (spec 7.3): the attacker's re-rolls (ABS-ATK-7), the defender's
 * Power to Shields (ABS-TAC-6), Executive Override of one's own dice (ABS-TAC-3), and the ship
 * that takes a Go Rogue payment (ABS-TAC-7).
 */
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import {
  attackOverrideBatch,
  defaultRerolls,
  overrideDie,
  reroll,
  rerollsAllowed,
  shieldsWindow,
  targetInfo,
  type OverrideBatch,
} from '../flow/attack.js';
import { pop, top } from '../flow/agenda.js';
import { explosionOverrideBatch } from '../flow/explosions.js';
import type { AttackFrame, Frame, RogueShipFrame } from '../flow/frames.js';
import { redAlertOverrideBatch } from '../flow/movement.js';
import {
  budgetFor,
  canPay,
  defaultRogueShip,
  pay,
  paymentProblems,
  rogueShips,
  tacticalTokens,
} from '../rules/payment.js';
import type { AbsState } from '../state.js';
import type {
  OverrideResponse,
  Payment,
  RerollResponse,
  RogueShipResponse,
  ShieldsResponse,
} from '../submissions.js';
import { kind } from './kind.js';
import { chance, pick } from './random.js';
import { overrideSchema, rerollSchema, rogueShipSchema, shieldsSchema } from './schemas.js';

export const rerollKind = kind<RerollResponse, AttackFrame>({
  types: ['response'],
  schema: rerollSchema,
  prompt: (_s, _seat, f) =>
    `Re-roll any of your attack dice against ${f.target} (Engage or Easy Target): pool ${f.pool.map((d) => `${d.natural}/d${d.sides}`).join(' ')}`,
  rules: (s, _seat, f, o) => {
    if (!rerollsAllowed(s, f))
      return [fail(E.rerollNotAllowed, 'no Engage or Easy Target against this target (ABS-ATK-7)')];
    const out: Problem[] = [];
    const seen = new Set<number>();
    o.dice.forEach((i, k) => {
      if (!Number.isInteger(i) || i < 0 || i >= f.pool.length)
        out.push(fail(E.unknownId, `no die ${i} in the pool`, `/dice/${k}`));
      else if (seen.has(i) || f.pool[i].rr)
        out.push(fail(E.rerollTwice, `die ${i} may be re-rolled once (ABS-ATK-7)`, `/dice/${k}`));
      seen.add(i);
    });
    return out;
  },
  sample: (_s, _seat, f, rng) => ({
    dice: f.pool.flatMap((d, i) => (!d.rr && chance(rng, 0.4) ? [i] : [])),
  }),
  defaultOrder: (s, _seat, f) => ({ dice: defaultRerolls(s, f) }),
  apply: (s, _seat, f, o, ctx) => {
    f.wait = undefined;
    if (o.dice.length > 0) reroll(s, f, o.dice, ctx);
  },
});

export const shieldsKind = kind<ShieldsResponse, AttackFrame>({
  types: ['response'],
  schema: shieldsSchema,
  prompt: (s, _seat, f) =>
    `Power to Shields for ${targetInfo(s, f)?.bg}: spend up to ${shieldsWindow(s, f)?.cap ?? 0} token(s), +1 Shields each, against ${f.hits.length} hit(s)`,
  rules: (s, _seat, f, o) => {
    const info = targetInfo(s, f);
    if (!info || info.shields < 1)
      return [fail(E.shieldsZero, 'printed Shields 0 cannot be powered (ABS-TAC-6)', '/tokens')];
    if (o.tokens === 0) return [];
    if (o.tokens < 0 || o.tokens > info.mass)
      return [
        fail(
          E.powerCap,
          `Power to Shields takes 0 to m = ${info.mass} tokens (ABS-TAC-6)`,
          '/tokens',
        ),
      ];
    return paymentProblems(
      s,
      o.tokens,
      o.payment ?? { pay: 'token' },
      info.bg,
      '/payment',
      budgetFor(s, info.defender!),
    );
  },
  choices: (s, seat, f) => {
    const cap = Math.min(shieldsWindow(s, f)?.cap ?? 0, tacticalTokens(s, seat));
    return Array.from({ length: cap + 1 }, (_, t) =>
      t === 0 ? { tokens: 0 } : { tokens: t, payment: { pay: 'token' as const } },
    );
  },
  sample: (s, seat, f, rng) => {
    const cap = Math.min(shieldsWindow(s, f)?.cap ?? 0, tacticalTokens(s, seat));
    if (cap === 0 || chance(rng, 0.6)) return { tokens: 0 };
    return { tokens: 1 + rng.int(cap), payment: { pay: 'token' } };
  },
  defaultOrder: () => ({ tokens: 0 }),
  roguePayments: (s, f, o) =>
    shieldsWindow(s, f)
      ? [
          {
            path: '/payment',
            payment: o.payment,
            tokens: o.tokens,
            bg: targetInfo(s, f)?.bg ?? null,
          },
        ]
      : [],
  apply: (s, seat, f, o, ctx) => {
    f.wait = undefined;
    if (o.tokens <= 0) return;
    const info = targetInfo(s, f)!;
    if (pay(s, seat, o.tokens, o.payment ?? { pay: 'token' }, info.bg, 'power_to_shields', ctx))
      f.shields += o.tokens;
  },
});

/** The dice a waiting frame offers for Executive Override. */
export function overrideBatch(s: AbsState, f: Frame): OverrideBatch | null {
  if (f.f === 'attack') return attackOverrideBatch(s, f);
  if (f.f === 'explosion') return explosionOverrideBatch(s, f);
  if (f.f === 'red_alert') return redAlertOverrideBatch(s, f);
  return null;
}

export const overrideKind = kind<OverrideResponse, Frame>({
  types: ['response'],
  schema: overrideSchema,
  prompt: (s, _seat, f) => {
    const b = overrideBatch(s, f);
    return `Executive Override: spend 1 token to re-roll one of your dice (${b?.dice.map((d) => `${d.natural}/d${d.sides}`).join(' ')}), or pass`;
  },
  rules: (s, seat, f, o) => {
    if ('pass' in o) return [];
    if (s.phase !== 'tactical')
      return [fail(E.wrongPhase, 'Executive Override only in the Tactical Phase (ABS-TAC-3)')];
    const b = overrideBatch(s, f);
    if (!b || b.owner !== seat || !Number.isInteger(o.die) || o.die < 0 || o.die >= b.dice.length)
      return [
        fail(E.overrideNotOwnDie, `die ${o.die} is not one of your dice (ABS-TAC-3)`, '/die'),
      ];
    return paymentProblems(s, 1, o.payment, b.bg, '/payment', budgetFor(s, seat));
  },
  sample: (s, seat, f, rng) => {
    const b = overrideBatch(s, f)!;
    if (chance(rng, 0.88)) return { pass: true };
    const payment: Payment = tacticalTokens(s, seat) > 0 ? { pay: 'token' } : { pay: 'rogue' };
    if (!canPay(s, seat, b.bg)) return { pass: true };
    return { die: rng.int(b.dice.length), payment };
  },
  defaultOrder: () => ({ pass: true }),
  roguePayments: (s, f, o) =>
    'payment' in o
      ? [{ path: '/payment', payment: o.payment, tokens: 1, bg: overrideBatch(s, f)?.bg ?? null }]
      : [],
  apply: (s, seat, f, o, ctx) => {
    f.wait = undefined;
    if ('pass' in o) {
      if (f.f === 'attack') f.stage = f.stage === 'override_attack' ? 'evaluate' : 'damage';
      else if (f.f === 'explosion' || f.f === 'red_alert') f.closed = true;
      return;
    }
    const b = overrideBatch(s, f)!;
    if (!pay(s, seat, 1, o.payment, b.bg, 'executive_override', ctx)) return;
    if (f.f === 'attack') overrideDie(s, f, o.die, ctx);
    else if (f.f === 'explosion' || f.f === 'red_alert') {
      const sides = f.f === 'explosion' ? 6 : 3;
      f.natural = ctx.dice.roll({
        purpose: `Executive Override of ${f.f === 'explosion' ? `the explosion check of ${f.model}` : `the Red Alert roll of ${f.bg}`}`,
        sides,
        seat,
      })[0];
    }
    ctx.emit({ type: 'executive_override.used', data: { ceo: s.ceos[seat].id, die: o.die } });
  },
});

export const rogueShipKind = kind<RogueShipResponse, RogueShipFrame>({
  types: ['response'],
  schema: rogueShipSchema,
  prompt: (s, _seat, f) =>
    `Go Rogue: name the ship of ${f.needs[0].bg} that takes the damage (${rogueShips(s, f.needs[0].bg).join(', ')})`,
  rules: (s, _seat, f, o) =>
    rogueShips(s, f.needs[0].bg).includes(o.ship)
      ? []
      : [
          fail(
            E.rogueShipInvalid,
            `${o.ship} is not a ship of ${f.needs[0].bg} in play (ABS-TAC-7)`,
            '/ship',
          ),
        ],
  choices: (s, _seat, f) => rogueShips(s, f.needs[0].bg).map((ship) => ({ ship })),
  sample: (s, _seat, f, rng) => ({ ship: pick(rng, rogueShips(s, f.needs[0].bg)) }),
  defaultOrder: (s, _seat, f) => ({ ship: defaultRogueShip(s, f.needs[0].bg)! }),
  /** Name the ship of the first payment still without one; the last one releases the submission. */
  apply: (s, _seat, f, o) => {
    const need = f.needs.shift()!;
    paymentAt(f.submission, need.path).ship = o.ship;
    f.wait = undefined;
    if (f.needs.length > 0) return;
    pop(s);
    // The frame below accepts it when the flow runs on (flow/index.ts).
    top(s)!.resume = { seat: f.seat, submission: f.submission };
  },
});

function paymentAt(submission: unknown, path: string): Payment {
  let node = submission as Record<string, unknown>;
  for (const key of path.split('/').slice(1)) node = node[key] as Record<string, unknown>;
  return node as unknown as Payment;
}
