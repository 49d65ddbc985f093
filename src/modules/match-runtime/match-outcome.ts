import type { Outcome, PhaseSummary } from '../../engine/index.js';
import type { MatchOutcome } from './dto/match-parts.js';

/** An engine outcome as the API shows it (scores as a list: GraphQL has no maps). */
export function outcomeOf(outcome: Outcome | null): MatchOutcome | null {
  if (!outcome) return null;
  return {
    winners: outcome.winners,
    draw: outcome.draw,
    reason: outcome.reason,
    summary: outcome.summary,
    scores: Object.entries(outcome.scores ?? {}).map(([seat, score]) => ({
      seat: Number(seat),
      score,
    })),
  };
}

export const SETUP_PHASE: PhaseSummary = { turn: 0, phase: 'setup', label: 'Setting up' };
