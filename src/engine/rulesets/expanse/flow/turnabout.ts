/**
 * Turnabout is Fair Play (EX-STUNT-TURNABOUT): in the step-3 window the buyer's comms officer
 * tries to seize enemy torpedoes under manual control, 2 SP each. Per torpedo, an opposed INT
 * (Technology) + sensors_eff test against the launcher's comms officer; on success the buyer
 * neutralises it (removed) or retargets it onto one of its enemies: the buyer owns it, under
 * autonomous control, with its own targeting and no attack bonus; impact round and launch band
 * stay.
 */
import type { StepContext } from '../../../core/contract.js';
import { enemiesOf, isActive, shipById, type ExpanseState } from '../battle.js';
import { ownTorpedo } from '../copy-on-write.js';
import type { StuntOrder, TurnaboutTorpedo } from '../orders.js';
import { activeSystemDamage } from '../rules/ships.js';
import { opposedWinner, rollTest } from '../rules/test.js';
import type { Ship, Torpedo } from '../state.js';
import { commsSide } from './hack.js';
import { targetingOf } from './step4.js';

export const TURNABOUT = 'EX-STUNT-TURNABOUT';
export const TURNABOUT_SP_PER_TORPEDO = 2;

/** Enemy torpedoes in flight under manual control, whose launcher is still in the fight. */
export function hijackable(s: ExpanseState, ship: Ship): Torpedo[] {
  return s.torpedoes.filter(
    (t) =>
      t.status === 'in_flight' &&
      t.manual &&
      isActive(shipById(s, t.owner)) &&
      shipById(s, t.owner).side !== ship.side,
  );
}

/** What each named torpedo may become: removed, or aimed at one of the buyer's enemies. */
export function turnaboutChoices(s: ExpanseState, ship: Ship): TurnaboutTorpedo[] {
  return hijackable(s, ship).flatMap((t) => [
    { id: t.id, choice: 'neutralise' as const },
    ...enemiesOf(s, ship).map((e) => ({
      id: t.id,
      choice: 'retarget' as const,
      new_target: e.id,
    })),
  ]);
}

/** The problem with a Turnabout's torpedo list, as an error code, or null. */
export function turnaboutProblem(s: ExpanseState, ship: Ship, o: StuntOrder): string | null {
  const list = o.torpedoes ?? [];
  if (list.length === 0) return 'ORDER_MALFORMED';
  if (new Set(list.map((x) => x.id)).size !== list.length) return 'DUPLICATE_ORDER';
  const ok = turnaboutChoices(s, ship);
  for (const x of list) {
    if (!hijackable(s, ship).some((t) => t.id === x.id)) return 'UNKNOWN_REFERENCE';
    const fits = ok.some(
      (y) => y.id === x.id && y.choice === x.choice && y.new_target === x.new_target,
    );
    if (!fits) return x.choice === 'retarget' ? 'INVALID_TARGET' : 'ORDER_MALFORMED';
  }
  return o.sp === TURNABOUT_SP_PER_TORPEDO * list.length ? null : 'STUNT_COST_INVALID';
}

function seize(s: ExpanseState, ship: Ship, t: Torpedo, x: TurnaboutTorpedo, ctx: StepContext) {
  const launcher = shipById(s, t.owner);
  const fa = rollTest(ctx.dice, `${ship.name}: turnabout on ${t.id}`);
  const fb = rollTest(ctx.dice, `${launcher.name}: resist turnabout on ${t.id}`);
  const a = commsSide(s, ship, fa);
  const b = commsSide(s, launcher, fb);
  const won = opposedWinner(a, b) === 'a';
  ctx.emit({
    type: 'test.opposed',
    data: {
      test: 'turnabout',
      ships: [ship.id, launcher.id],
      torpedo: t.id,
      faces: [[...fa], [...fb]],
      totals: [a.total, b.total],
      tn: null,
      success: won,
    },
  });
  if (!won) return;
  const seized = ownTorpedo(s, t);
  if (x.choice === 'neutralise') seized.status = 'removed';
  else {
    seized.owner = ship.id;
    seized.target = x.new_target!;
    seized.manual = false;
    seized.hijacked = true;
    seized.targetingSnapshot = targetingOf(s, ship);
    seized.attackBonusSnapshot = 0;
    seized.weaponsLossSnapshot = ship.losses.weapons + activeSystemDamage(ship, 'weapons', s.round);
  }
  ctx.emit({
    type: 'torpedo.hijacked',
    data: {
      torpedo: t.id,
      by: ship.id,
      from: launcher.id,
      choice: x.choice,
      target: seized.target,
    },
  });
}

/** Resolved in S3_WINDOW_RESOLVE, torpedo by torpedo in the order named. */
export function turnabout(s: ExpanseState, ship: Ship, o: StuntOrder, ctx: StepContext): void {
  for (const x of o.torpedoes ?? []) {
    const t = hijackable(s, ship).find((y) => y.id === x.id);
    if (t) seize(s, ship, t, x, ctx);
    else
      ctx.emit({ type: 'stunt.fizzled', data: { ship: ship.id, stunt: TURNABOUT, torpedo: x.id } });
  }
}
