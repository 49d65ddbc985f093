/**
 * Paying for Tactical command effects (ABS-TAC-0) and Go Rogue (ABS-TAC-7): tokens come from the
 * Tactical area only; Go Rogue replaces tokens with damage on a ship of the battlegroup that
 * benefits, placed with no save.
 */
import type { StepContext } from '../../../core/contract.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import { spendHelm } from './command.js';
import { settleDestroyed } from '../flow/agenda.js';
import type { Destroyed } from '../flow/frames.js';
import type { AbsState, Seat } from '../state.js';
import type { Payment } from '../submissions.js';
import { damageModel } from './damage.js';
import { bgShips, model } from './models.js';

/** What a submission has left to spend while its payments are checked one after another. */
export interface Budget {
  tactical: number;
  /** Go Rogue damage already promised per ship. */
  rogue: Record<string, number>;
}

export function budgetFor(s: AbsState, seat: Seat): Budget {
  return { tactical: s.ceos[seat].helm?.tactical ?? 0, rogue: {} };
}

export function tacticalTokens(s: AbsState, seat: Seat): number {
  return s.ceos[seat].helm?.tactical ?? 0;
}

/** ABS-JUMP-15: Go Rogue is not allowed in the Jump Phase. */
export function rogueAllowed(s: AbsState): boolean {
  return s.phase === 'tactical';
}

/** Ships of the battlegroup that could take Go Rogue damage. */
export function rogueShips(s: AbsState, bgId: string | null): string[] {
  const bg = bgId ? s.battlegroups[bgId] : undefined;
  return bg ? bgShips(s, bg).map((x) => x.id) : [];
}

/** ABS-TAC-7 default: the ship with the fewest damage tokens, ties ascending seq. */
export function defaultRogueShip(s: AbsState, bgId: string | null): string | null {
  const bg = bgId ? s.battlegroups[bgId] : undefined;
  if (!bg) return null;
  const ships = bgShips(s, bg);
  if (ships.length === 0) return null;
  return ships.reduce((a, b) =>
    b.damage < a.damage || (b.damage === a.damage && b.seq < a.seq) ? b : a,
  ).id;
}

/** Can this CEO pay one token now, by token or by Go Rogue for `bgId`? */
export function canPay(s: AbsState, seat: Seat, bgId: string | null, tokens = 1): boolean {
  if (tacticalTokens(s, seat) >= tokens) return true;
  return rogueAllowed(s) && rogueShips(s, bgId).length > 0;
}

/** Every problem with paying `tokens` for an effect that benefits `bgId`, drawn from `budget`. */
export function paymentProblems(
  s: AbsState,
  tokens: number,
  payment: Payment,
  bgId: string | null,
  path: string,
  budget: Budget,
): Problem[] {
  if (payment.pay === 'token') {
    if (budget.tactical < tokens)
      return [
        fail(
          E.noToken,
          `needs ${tokens} token(s) from Tactical, ${budget.tactical} left (ABS-TAC-0)`,
          path,
        ),
      ];
    budget.tactical -= tokens;
    return [];
  }
  const out: Problem[] = [];
  if (!rogueAllowed(s)) {
    return [fail(E.wrongPhase, 'Go Rogue only in the Tactical Phase (ABS-JUMP-15)', path)];
  }
  const fromTactical = payment.fromTactical ?? 0;
  if (!Number.isInteger(fromTactical) || fromTactical < 0 || fromTactical > tokens) {
    out.push(
      fail(E.malformed, `fromTactical must be an integer in 0..${tokens}`, `${path}/fromTactical`),
    );
  } else if (budget.tactical < fromTactical) {
    out.push(
      fail(E.noToken, `${fromTactical} token(s) from Tactical, ${budget.tactical} left`, path),
    );
  } else budget.tactical -= fromTactical;
  const damage = tokens - Math.max(0, Math.min(tokens, fromTactical));
  const ships = rogueShips(s, bgId);
  if (ships.length === 0) {
    out.push(fail(E.rogueShipInvalid, 'Go Rogue needs a ship of the benefiting battlegroup', path));
    return out;
  }
  if (payment.ship !== undefined) {
    if (!ships.includes(payment.ship)) {
      out.push(
        fail(
          E.rogueShipInvalid,
          `${payment.ship} is not a ship of ${bgId} in play (ABS-TAC-7)`,
          `${path}/ship`,
        ),
      );
    } else {
      const m = model(s, payment.ship)!;
      const before = budget.rogue[payment.ship] ?? 0;
      if (before > 0 && m.damage + before >= m.stats.silhouette) {
        out.push(
          fail(
            E.rogueShipInvalid,
            `${payment.ship} is already destroyed by this submission's Go Rogue damage`,
            `${path}/ship`,
          ),
        );
      }
      budget.rogue[payment.ship] = before + damage;
    }
  }
  return out;
}

/** How many of an effect's tokens come from the Tactical area. */
export function tokenPart(tokens: number, payment: Payment): number {
  return payment.pay === 'token' ? tokens : (payment.fromTactical ?? 0);
}

/**
 * Spend the Tactical part of a payment now, for an effect that happens later (a Combined Orders
 * activation's movement effects): tokens promised by an accepted submission cannot be spent on
 * something else in between.
 */
export function commitTokens(s: AbsState, seat: Seat, tokens: number, payment: Payment): void {
  spendHelm(s.ceos[seat], 'tactical', tokenPart(tokens, payment));
}

/**
 * Pay for an effect (its Tactical part already spent when `committed`). Destroyed ships join the
 * explosion checks under way or get theirs at once. Returns true when the effect still applies:
 * always when paid in tokens; after Go Rogue, while the battlegroup it benefits has a ship left
 * (ABS-TAC-7).
 */
export function pay(
  s: AbsState,
  seat: Seat,
  tokens: number,
  payment: Payment,
  bgId: string | null,
  effect: string,
  ctx: StepContext,
  committed = false,
): boolean {
  const ceo = s.ceos[seat];
  const fromTactical = tokenPart(tokens, payment);
  if (!committed) spendHelm(ceo, 'tactical', fromTactical);
  const damage = tokens - fromTactical;
  if (damage <= 0) {
    ctx.emit({
      type: 'tactical_effect.used',
      data: { ceo: ceo.id, effect, tokens, paidTokens: fromTactical, rogueDamage: 0 },
    });
    return true;
  }
  // The named ship may have been lost since the submission; the default ship pays instead.
  const ships = rogueShips(s, bgId);
  const ship =
    payment.ship !== undefined && ships.includes(payment.ship)
      ? payment.ship
      : defaultRogueShip(s, bgId);
  const destroyed: Destroyed[] = [];
  if (ship) damageModel(s, ship, damage, null, destroyed, ctx);
  ctx.emit({
    type: 'tactical_effect.used',
    data: { ceo: ceo.id, effect, tokens, paidTokens: fromTactical, rogueDamage: damage, ship },
  });
  ctx.emit({ type: 'go_rogue.paid', data: { ceo: ceo.id, ship, damage, effect } });
  settleDestroyed(s, destroyed);
  return ship !== null && (bgId === null || rogueShips(s, bgId).length > 0);
}
