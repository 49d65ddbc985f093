import type { Match, PhaseSummary } from '../../engine/index.js';
import type { PendingDecision } from './match.row.js';

/**
 * A decision a seat owes, with everything a client needs to answer it: the JSON Schema of the
 * order, every legal order when they are few, and one legal example. Built for the seat that owes
 * it and shown to that seat's player alone.
 */
export interface DecisionNotice {
  matchId: string;
  decisionId: string;
  seat: number;
  kind: string;
  prompt: string;
  simultaneous: boolean;
  deadline: string | null;
  schema: unknown;
  choices: unknown[] | null;
  example: unknown;
  phase: PhaseSummary;
}

export function describePending(matchId: string, match: Match, p: PendingDecision): DecisionNotice {
  const d = match.describe(p.decisionId);
  return {
    matchId,
    decisionId: p.decisionId,
    seat: p.seat,
    kind: d.decision.kind,
    prompt: d.decision.prompt,
    simultaneous: d.decision.simultaneous,
    deadline: p.deadline,
    schema: d.schema,
    choices: d.choices ?? null,
    example: d.example,
    phase: match.phase(),
  };
}
