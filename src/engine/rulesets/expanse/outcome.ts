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

/**
 * Labels by stage, made once: the driver compares the label before and after every step, and two
 * labels built afresh are strings of parts that V8 flattens to compare; one kept string per stage
 * compares by identity.
 */
const LABELS: string[] = [];

function stageLabel(s: ExpanseState): string {
  const at = (s.round * 8 + s.step) * 2 + (s.phase === 'window' ? 1 : 0);
  let label = LABELS[at];
  // Slots below the last one made hold '' until their stage is first labelled.
  if (!label) {
    const what = s.phase === 'window' ? 'stunt window' : 'orders';
    label = `Round ${s.round}, step ${s.step} (${STEP_NAMES[s.step]}): ${what}`;
    while (LABELS.length < at) LABELS.push('');
    LABELS[at] = label;
  }
  return label;
}

export function phaseOf(s: ExpanseState): PhaseSummary {
  if (s.result)
    return { turn: s.round, phase: 'over', label: `Battle over after round ${s.round}` };
  return { turn: s.round, phase: kindNow(s), step: s.step, label: stageLabel(s) };
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
