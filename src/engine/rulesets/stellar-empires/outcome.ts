/** Outcome, phase summary and resignation. */
import type { Outcome, PhaseSummary, Seat } from '../../core/contract.js';
import type { SeState } from './state.js';

export function outcomeOf(s: SeState): Outcome | null {
  if (!s.ended) return null;
  const { winner, reason, scores } = s.ended;
  const summary =
    winner === null
      ? reason === 'mutual_destruction'
        ? 'Both fleets were destroyed: a draw'
        : `Draw on victory points ${scores[0]}–${scores[1]}`
      : reason === 'resigned'
        ? `${s.sideNames[1 - winner]} resigned`
        : reason === 'sudden_death'
          ? `${s.sideNames[winner]} wins: the enemy has no ship in play`
          : `${s.sideNames[winner]} wins on victory points ${scores[0]}–${scores[1]}`;
  return {
    winners: winner === null ? [] : [winner],
    draw: winner === null,
    reason,
    summary,
    scores: { 0: scores[0], 1: scores[1] },
  };
}

export function phaseOf(s: SeState): PhaseSummary {
  if (s.phase === 'over')
    return { turn: s.turn, phase: 'over', label: `Game over after turn ${s.turn}` };
  const label = `Turn ${s.turn}: ${s.phase}${s.interception ? ' (interception)' : ''}`;
  return { turn: s.turn, phase: s.phase, step: s.acted.length, label };
}

export function resign(s: SeState, seat: Seat): SeState {
  const winner = (1 - seat) as 0 | 1;
  s.ended = { winner, reason: 'resigned', scores: s.ended?.scores ?? [0, 0] };
  s.phase = 'over';
  s.interception = null;
  return s;
}
