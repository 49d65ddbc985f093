import type { Match, OrderDescription, PhaseSummary } from '../../engine/index.js';
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

/** Descriptions made for notices published at one commit, and the match as it was then. */
interface Described {
  state: unknown;
  orders: number;
  events: number;
  byDecision: Map<string, OrderDescription>;
}

/**
 * Descriptions made at a commit, each kept until the player of its seat reads the decision: the
 * usual next request of a bot, and the engine's dearest read (the legal orders) otherwise made
 * twice an order. Taken once. Kept with the match they describe, those of its latest commit only,
 * so they are bounded by the matches in memory (a few KB a match) and leave with them: bounded
 * by a count across all matches instead (64, before decision 0062), they were pushed out before
 * their read once more matches than that were played at once, and at a thousand every read
 * described again.
 */
const described = new WeakMap<Match, Described>();

const isCurrent = (kept: Described, match: Match): boolean =>
  // States are never mutated in place (the engine's own caches key on them); the log and the
  // events cover what moves beside the state (dice, suspensions).
  kept.state === match.state &&
  kept.orders === match.lastOrderSeq &&
  kept.events === match.lastEventSeq;

/** The description kept for the decision, if the match has not moved since (taken: kept once). */
function takeDescription(match: Match, decisionId: string): OrderDescription | null {
  const kept = described.get(match);
  if (!kept) return null;
  if (!isCurrent(kept, match)) {
    // Nothing kept of a commit since passed can be used: let its state go with it.
    described.delete(match);
    return null;
  }
  const description = kept.byDecision.get(decisionId);
  if (!description) return null;
  kept.byDecision.delete(decisionId);
  if (kept.byDecision.size === 0) described.delete(match);
  return description;
}

function keepDescription(match: Match, decisionId: string, description: OrderDescription): void {
  let kept = described.get(match);
  // What an earlier commit kept is stale: dropped, not left beside the new.
  if (!kept || !isCurrent(kept, match)) {
    kept = {
      state: match.state,
      orders: match.lastOrderSeq,
      events: match.lastEventSeq,
      byDecision: new Map(),
    };
    described.set(match, kept);
  }
  kept.byDecision.set(decisionId, description);
}

/**
 * The notice of a pending decision. `published`: the notice goes to the seat's player at a
 * commit, whose next request is likely to read the same decision, so its description is kept
 * for that read.
 */
export function describePending(
  matchId: string,
  match: Match,
  p: PendingDecision,
  published = false,
): DecisionNotice {
  let d = takeDescription(match, p.decisionId);
  if (!d) {
    d = match.describe(p.decisionId);
    if (published) keepDescription(match, p.decisionId, d);
  }
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
