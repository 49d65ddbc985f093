/** S2_HIGHG and S5_HIGHG (EX-HIGHG-4 to EX-HIGHG-7): Stamina tests after the step's window. */
import type { StepContext } from '../../../core/contract.js';
import { isActive, type ExpanseState } from '../battle.js';
import { highGDamage, staminaTest } from '../rules/high-g.js';
import { rollTest } from '../rules/test.js';
import { crewCasualties } from './casualties.js';
import { resolvedTest } from './report.js';

/** Every active crew member of each ship that used high-g this step tests Stamina. */
export function highGStep(s: ExpanseState, step: 2 | 5, ctx: StepContext): void {
  // Loops over the lists in place, not `filter`s: this runs after steps 2 and 5 of every round.
  for (const ship of s.ships) {
    if (!isActive(ship)) continue;
    const fx = s.fx[ship.id];
    const g = step === 2 ? fx.highG2 : fx.highG5;
    if (g < 1) continue;
    const steady = step === 2 ? fx.steady.s2 : fx.steady.s5;
    for (const c of ship.crew) {
      if (c.status !== 'active') continue;
      const r = staminaTest(
        ship,
        c,
        rollTest(ctx.dice, `${c.name}: stamina, high-g ${g}`),
        g,
        steady,
      );
      const damage = highGDamage(ship, c, r, g, ctx.dice);
      resolvedTest(ctx, ship, 'stamina', r, 8 + g - Math.floor(steady / 2), {
        crew: c.id,
        damage,
      });
    }
    crewCasualties(s, ship, ctx);
  }
}
