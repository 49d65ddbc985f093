/**
 * The result (SITS-END-5, -6): victory points for damage and destruction decide, equal totals
 * draw; a seat that resigns loses at once.
 */
import type { Outcome, PhaseSummary, Seat } from '../../core/contract.js';
import { victoryPoints } from './rules/end.js';
import type { SitsState } from './state.js';

export function outcomeOf(s: SitsState): Outcome | null {
  if (!s.ended) return null;
  const points = victoryPoints(s);
  const scores: Record<Seat, number> = {};
  s.seatSides.forEach((side, seat) => (scores[seat] = points[side]));
  if (s.ended.reason === 'resigned') {
    const loser = s.seatSides.indexOf(s.ended.resignedSide ?? '');
    const winners = s.seatSides.map((_, seat) => seat).filter((seat) => seat !== loser);
    return {
      winners,
      draw: false,
      reason: 'resigned',
      summary: `Side ${s.ended.resignedSide} resigned`,
      scores,
    };
  }
  const best = Math.max(...Object.values(scores));
  const leaders = Object.keys(scores)
    .map(Number)
    .filter((seat) => scores[seat] === best);
  const why =
    s.ended.reason === 'annihilation' ? 'a side has no ship left in play' : 'the last turn ended';
  if (leaders.length > 1) {
    return {
      winners: [],
      draw: true,
      reason: 'points',
      summary: `Draw on ${best} points each; ${why}`,
      scores,
    };
  }
  const side = s.seatSides[leaders[0]];
  return {
    winners: leaders,
    draw: false,
    reason: s.ended.reason,
    summary: `Side ${side} wins on victory points (${best}); ${why}`,
    scores,
  };
}

const STEP_WORDS: Record<SitsState['step'], string> = {
  segment_orders: 'segment orders',
  decoy_response: 'decoys',
  turn_break_orders: 'turn break',
  over: 'game over',
};

export function phaseOf(s: SitsState): PhaseSummary {
  if (s.step === 'over' || s.step === 'turn_break_orders') {
    return {
      turn: s.turn,
      phase: s.step.toUpperCase(),
      label: `Turn ${s.turn}: ${STEP_WORDS[s.step]}`,
    };
  }
  return {
    turn: s.turn,
    phase: s.step.toUpperCase(),
    step: s.segment,
    label: `Turn ${s.turn}, segment ${s.segment}: ${STEP_WORDS[s.step]}`,
  };
}
