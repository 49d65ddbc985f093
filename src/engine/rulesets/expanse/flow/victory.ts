/** Victory checks (EX-VIC-1, EX-VIC-2) at S2_END, S6_END and ROUND_END of the last round. */
import type { StepContext } from '../../../core/contract.js';
import { isActive, type ExpanseState } from '../battle.js';
import { defeatedShip, genericVictory, type Verdict } from '../rules/round.js';
import { interceptVerdict, type Check } from '../scenarios.js';
import { listOf } from '../copy-on-write.js';

/** EX-VIC-1: a side is defeated when every ship of it is taken out, helpless or disengaged. */
export function sideDefeated(s: ExpanseState, side: string): boolean {
  if (s.resigned.includes(side)) return true;
  return s.ships
    .filter((x) => x.side === side)
    .every((x) => defeatedShip(x, false, s.outOfControl.includes(x.id)));
}

function verdictOf(s: ExpanseState, check: Check): Verdict {
  if (s.objective === 'intercept') {
    const standing = s.sides.filter((x) => !s.resigned.includes(x.id));
    if (standing.length === 1) return { winner: standing[0].id };
    return interceptVerdict(s, check, s.round);
  }
  const v = genericVictory(
    listOf(s.sides, (x) => x.id),
    (side) => sideDefeated(s, side),
  );
  if (v) return v;
  return check === 'ROUND_END' && s.round >= s.roundLimit ? { draw: true } : null;
}

/** Ends the battle when the check gives a result; true when it did. */
export function checkVictory(s: ExpanseState, check: Check, ctx: StepContext): boolean {
  const v = verdictOf(s, check);
  if (!v) return false;
  const winner = 'winner' in v ? v.winner : null;
  const reason =
    check === 'ROUND_END' && s.round >= s.roundLimit && !winner
      ? 'round_limit'
      : check.toLowerCase();
  s.result = { winner, reason };
  s.concerned = [];
  ctx.emit({
    type: 'battle.ended',
    data: {
      winner,
      reason,
      round: s.round,
      standing: listOf(s.ships.filter(isActive), (x) => x.id),
    },
  });
  return true;
}
