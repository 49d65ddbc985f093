/**
 * EX-MAN-9 grapples in S2_RESOLVE, before contests: a grapple ends when either ship is out or
 * the grappler's grappler is unusable; the grappler may release; the grappled ship may break free
 * with an opposed Dex (Piloting) test it initiates. A grapple that holds keeps the pair at X-close.
 */
import type { StepContext } from '../../../core/contract.js';
import { isActive, shipById, type ExpanseState } from '../battle.js';
import type { ManoeuvreShipOrders } from '../orders.js';
import { usable } from '../rules/attacks.js';
import { roleScore } from '../rules/crew.js';
import { manoeuvreBonus } from '../rules/manoeuvres.js';
import { opposedWinner, rollTest } from '../rules/test.js';
import type { Pair, Ship } from '../state.js';

function release(pair: Pair, why: string, ctx: StepContext): void {
  ctx.emit({ type: 'grapple.ended', data: { ships: pair.ships, why } });
  pair.grapple = null;
}

function breaksFree(s: ExpanseState, ship: Ship, grappler: Ship, ctx: StepContext): boolean {
  const side = (x: Ship) => {
    const f = rollTest(ctx.dice, `${x.name}: break free`);
    return {
      total: f[0] + f[1] + f[2] + manoeuvreBonus(x, s.round, 0),
      drama: f[2],
      score: roleScore(x, 'pilot'),
    };
  };
  return opposedWinner(side(ship), side(grappler)) === 'a';
}

export function resolveGrapples(
  s: ExpanseState,
  orders: (ship: Ship) => ManoeuvreShipOrders,
  ctx: StepContext,
): void {
  for (const pair of s.pairs) {
    if (!pair.grapple) continue;
    const grappler = shipById(s, pair.grapple.grappler);
    const held = shipById(s, pair.ships[0] === grappler.id ? pair.ships[1] : pair.ships[0]);
    const hook = grappler.weapons.some(
      (w) => w.type === 'grappler' && usable(grappler, w, s.round),
    );
    if (!isActive(grappler) || !isActive(held) || !hook) release(pair, 'lost', ctx);
    else if (orders(grappler).grapple === 'release') release(pair, 'released', ctx);
    else if (orders(held).grapple === 'break_free' && breaksFree(s, held, grappler, ctx))
      release(pair, 'broke_free', ctx);
    if (pair.grapple) pair.band = 'XC';
  }
}

/** EX-MAN-3: a grappled ship cannot manoeuvre. */
export function grappled(s: ExpanseState, ship: Ship): boolean {
  return s.pairs.some(
    (p) => p.grapple && p.grapple.grappler !== ship.id && p.ships.includes(ship.id),
  );
}
