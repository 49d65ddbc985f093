/** S3_RESOLVE (EX-EW): one EW test per ship, compared pairwise with every enemy. */
import type { StepContext } from '../../../core/contract.js';
import { ownEffects } from '../copy-on-write.js';
import { bandBetween, flinched, isActive, type ExpanseState } from '../battle.js';
import type { EwOrders, EwShipOrders } from '../orders.js';
import { roleHolder } from '../rules/crew.js';
import {
  ewBonus,
  ewPairWinner,
  ewStuntPoints,
  ewWinBonus,
  makesEwTest,
  type EwRoll,
} from '../rules/electronic-warfare.js';
import { sensorsEff } from '../rules/ships.js';
import { rollTest } from '../rules/test.js';
import { score } from '../rules/crew.js';
import { guidanceOn } from './guidance.js';
import { reacquire } from './skimming.js';

/** EX-ROUND-6: the EW win bonus goes to defence. */
export const DEFAULT_EW: EwShipOrders = { ew_bonus_use: 'defence' };

export function resolveStep3(
  s: ExpanseState,
  bundles: Record<string, EwOrders>,
  ctx: StepContext,
): void {
  reacquire(s, ctx);
  const rolls = new Map<string, EwRoll>();
  for (const ship of s.ships.filter(isActive)) {
    const o = bundles[ship.side]?.ships?.[ship.id] ?? DEFAULT_EW;
    ownEffects(s, ship.id).ewUse = o.ew_bonus_use;
    if (!makesEwTest(ship, flinched(s, ship.id))) continue;
    // Blinding lowers this round's sensors (EX-STUNT-BLINDING-MANOEUVRE); Eat Static is consumed.
    const blinding = sensorsEff(ship, s.round, s.fx[ship.id].blinded) - sensorsEff(ship, s.round);
    const eat = s.eatStatic[ship.id] ?? 0;
    delete s.eatStatic[ship.id];
    const faces = rollTest(ctx.dice, `${ship.name}: electronic warfare`);
    const total =
      faces[0] +
      faces[1] +
      faces[2] +
      ewBonus(ship, s.round, guidanceOn(s, ship.id, 'ew'), eat) +
      blinding;
    rolls.set(ship.id, {
      faces,
      total,
      score: score(roleHolder(ship, 'comms'), 'INT', 'Technology'),
    });
  }
  const won = new Set<string>();
  // Every pair of active ships once: no test here takes a ship out, so one list serves both loops.
  const active = s.ships.filter(isActive);
  for (const a of active)
    for (const b of active) {
      if (a.side === b.side || a.id >= b.id || bandBetween(s, a.id, b.id) === 'BEYOND') continue;
      const ra = rolls.get(a.id) ?? null;
      const rb = rolls.get(b.id) ?? null;
      const w = ewPairWinner(ra, rb);
      if (!w) continue;
      const [winner, loser, roll] = w === 'a' ? [a, b, ra!] : [b, a, rb!];
      const bonus = ewWinBonus(roll);
      const effects = ownEffects(s, winner.id);
      // Replaced, not written: round effects' records are shared between copies (ownEffects).
      effects.ew = { ...effects.ew, [loser.id]: { use: effects.ewUse, bonus } };
      won.add(winner.id);
      ctx.emit({
        type: 'ew.won',
        data: { winner: winner.id, loser: loser.id, bonus, use: s.fx[winner.id].ewUse },
      });
    }
  for (const [id, roll] of rolls) {
    const ship = s.ships.find((x) => x.id === id)!;
    ship.sp.comms += ewStuntPoints(roll, won.has(id));
  }
}
