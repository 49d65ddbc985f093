/** Opposed stunt tests between two ships' crews (EX-CORE-8): the initiator must reach the TN. */
import type { StepContext } from '../../../core/contract.js';
import type { Ship } from '../state.js';
import { opposedTnInitiatorWins, rollTest } from '../rules/test.js';

export interface Tester {
  /** The ship whose crew tests (a station, for Too Close, has a name and an id only). */
  ship: Pick<Ship, 'id' | 'name'>;
  /** Score + modifiers besides the dice. */
  bonus: number;
  /** Ability + focus, the last tie-break (EX-CORE-7). */
  score: number;
}

/**
 * Rolls the initiator, then the opponent, and reports the pair; such tests generate no SP
 * (EX-STUNT-GEN-6, EX-CORE-6). With `tn` null it is a plain opposed test (EX-CORE-7).
 */
export function opposedTn(
  test: string,
  initiator: Tester,
  opponent: Tester,
  tn: number | null,
  ctx: StepContext,
): boolean {
  return opposedTnTotals(test, initiator, opponent, tn, ctx).won;
}

/** `opposedTn`, with both totals (for a rule that asks whether both failed, EX-CORE-8). */
export function opposedTnTotals(
  test: string,
  initiator: Tester,
  opponent: Tester,
  tn: number | null,
  ctx: StepContext,
): { won: boolean; totals: [number, number] } {
  const fi = rollTest(ctx.dice, `${initiator.ship.name}: ${test}`);
  const fo = rollTest(ctx.dice, `${opponent.ship.name}: resist ${test}`);
  const side = (t: Tester, f: readonly number[]) => ({
    total: f[0] + f[1] + f[2] + t.bonus,
    drama: f[2],
    score: t.score,
  });
  const a = side(initiator, fi);
  const b = side(opponent, fo);
  const won = opposedTnInitiatorWins(a, b, tn ?? -Infinity);
  ctx.emit({
    type: 'test.opposed',
    data: {
      test,
      ships: [initiator.ship.id, opponent.ship.id],
      faces: [[...fi], [...fo]],
      totals: [a.total, b.total],
      tn,
      success: won,
    },
  });
  return { won, totals: [a.total, b.total] };
}
