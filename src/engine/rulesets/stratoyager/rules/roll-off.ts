/** Roll-offs (SY-RNG-4 item 5): each side rolls 1d6, side 0 first, ties re-rolled. */
import type { StepContext } from '../../../core/contract.js';
import type { Side } from '../model.js';

/** The side that rolled lower (SY-DEP-3 first placer, SY-OBS-4 displaced unit). */
export function rollOffLower(ctx: StepContext, purpose: string): Side {
  for (;;) {
    const a = ctx.dice.d(6, `${purpose}: side 0`, 0);
    const b = ctx.dice.d(6, `${purpose}: side 1`, 1);
    if (a !== b) return a < b ? 0 : 1;
  }
}
