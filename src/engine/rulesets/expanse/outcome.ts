/** Phase summaries and the result (EX-VIC): the winning side's seat, or a draw. */
import type { Outcome, PhaseSummary } from '../../core/contract.js';
import { seatOf, type ExpanseState } from './battle.js';
import { kindNow } from './flow/index.js';

const STEP_NAMES = [
  '',
  'command',
  'manoeuvres',
  'electronic warfare',
  'weapon attacks',
  'defensive actions',
  'attack damage',
  'damage control',
];

export function phaseOf(s: ExpanseState): PhaseSummary {
  if (s.result)
    return { turn: s.round, phase: 'over', label: `Battle over after round ${s.round}` };
  const what = s.phase === 'window' ? 'stunt window' : 'orders';
  return {
    turn: s.round,
    phase: kindNow(s),
    step: s.step,
    label: `Round ${s.round}, step ${s.step} (${STEP_NAMES[s.step]}): ${what}`,
  };
}

export function outcomeOf(s: ExpanseState): Outcome | null {
  if (!s.result) return null;
  const scores: Record<number, number> = {};
  s.sides.forEach((side, seat) => {
    scores[seat] = s.ships.filter((x) => x.side === side.id && x.status === 'active').length;
  });
  const { winner, reason } = s.result;
  if (winner === null)
    return {
      winners: [],
      draw: true,
      reason,
      summary: `Draw (${reason.replace('_', ' ')})`,
      scores,
    };
  const name = s.sides.find((x) => x.id === winner)?.name ?? winner;
  return {
    winners: [seatOf(s, winner)],
    draw: false,
    reason,
    summary: `${name} (side ${winner}) wins`,
    scores,
  };
}
