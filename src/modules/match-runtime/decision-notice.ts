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

/** A description made for a notice published at a commit, and the match as it was then. */
interface Described {
  match: Match;
  state: unknown;
  orders: number;
  events: number;
  description: OrderDescription;
}

/**
 * Descriptions made at a commit, each kept until the player of its seat reads the decision: the
 * usual next request of a bot, and the engine's dearest read (the legal orders) otherwise made
 * twice an order. Taken once; at most KEPT, the oldest dropped: kept longer (a seat whose player
 * never asks, a thousand matches), they would live long enough to be promoted to V8's old
 * generation and die there (decision 0029).
 */
const described = new Map<string, Described>();
const KEPT = 64;

const keyOf = (matchId: string, decisionId: string): string => `${matchId} ${decisionId}`;

/** The description kept for the decision, if the match has not moved since (taken: kept once). */
function takeDescription(
  matchId: string,
  match: Match,
  decisionId: string,
): OrderDescription | null {
  const key = keyOf(matchId, decisionId);
  const kept = described.get(key);
  if (!kept) return null;
  described.delete(key);
  // States are never mutated in place (the engine's own caches key on them); the log and the
  // events cover what moves beside the state (dice, suspensions).
  const current =
    kept.match === match &&
    kept.state === match.state &&
    kept.orders === match.lastOrderSeq &&
    kept.events === match.lastEventSeq;
  return current ? kept.description : null;
}

function keepDescription(
  matchId: string,
  match: Match,
  decisionId: string,
  description: OrderDescription,
): void {
  if (described.size >= KEPT) described.delete(described.keys().next().value!);
  described.set(keyOf(matchId, decisionId), {
    match,
    state: match.state,
    orders: match.lastOrderSeq,
    events: match.lastEventSeq,
    description,
  });
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
  let d = takeDescription(matchId, match, p.decisionId);
  if (!d) {
    d = match.describe(p.decisionId);
    if (published) keepDescription(matchId, match, p.decisionId, d);
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
