/**
 * DD-ROUND: both stances are revealed together; each attacker rolls one d6 per point of effort and
 * hits on 5+ (bonus added); a defender halves the hits it takes, rounding down. Effort costs energy,
 * and every duelist regains 2 energy (at most 6) after the round.
 */
import type { StepContext } from '../../../core/contract.js';
import { DUELIST } from '../catalog.js';
import type { DuelOrder, DuelState } from '../state.js';

/** DD-ROUND-2: hits of one attack roll. */
export function hitsOf(faces: readonly number[], bonus: number): number {
  return faces.filter((f) => f + bonus >= 5).length;
}

/** DD-ROUND-3: damage a defender takes from `hits`. */
export function damageOf(hits: number, defending: boolean): number {
  return defending ? Math.floor(hits / 2) : hits;
}

/** DD-ROUND-1..4: reveal, roll, damage, energy. */
export function resolveRound(s: DuelState, ctx: StepContext): void {
  const orders = s.orders as DuelOrder[];
  ctx.emit({ type: 'duel.revealed', data: { round: s.round, orders: structuredClone(orders) } });
  const damage = [0, 0];
  orders.forEach((o, seat) => {
    if (o.stance !== 'attack') return;
    const faces = ctx.dice.roll({
      purpose: `round ${s.round}: seat ${seat} attacks with effort ${o.effort}`,
      sides: 6,
      count: o.effort,
      seat,
    });
    const target = 1 - seat;
    damage[target] += damageOf(
      hitsOf(faces, s.duelists[seat].bonus),
      orders[target].stance === 'defend',
    );
  });
  s.duelists.forEach((d, seat) => {
    d.hp -= damage[seat];
    d.energy = Math.min(DUELIST.maxEnergy, d.energy - orders[seat].effort + DUELIST.energyPerRound);
  });
  ctx.emit({
    type: 'round.resolved',
    data: { round: s.round, damage, hp: s.duelists.map((d) => d.hp) },
  });
  s.orders = [null, null];
  s.round += 1;
}
