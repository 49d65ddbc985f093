/**
 * What a change of a match means to the outside: the webhook events one commit (or one reminder)
 * gives. Pure: it compares the match before and after, and carries only public facts, except for
 * `events`, which each hook gets redacted for its own audience.
 */
import type { MatchEvent, Outcome, PhaseSummary } from '../../engine/index.js';
import type { PendingDecision, SeatRow } from '../match-runtime/index.js';
import type { MatchStatus } from '../../persistence/entities/index.js';
import type { WebhookEvent } from './webhook-events.js';

/** A match as the webhooks describe it: public facts only. */
export interface MatchFacts {
  matchId: string;
  rulesetId: string;
  status: MatchStatus;
  phase: PhaseSummary | null;
  outcome: Outcome | null;
  seats: readonly SeatRow[];
  pending: readonly PendingDecision[];
}

/** Where a match stood before a commit. */
export interface Before {
  status: MatchStatus;
  phase: PhaseSummary | null;
  pending: readonly PendingDecision[];
}

export type ReminderReason = 'deadline' | 'last_awaited';

export interface Happening {
  type: WebhookEvent;
  data: Record<string, unknown>;
  /** Unredacted: each hook is given only those its audience may see. */
  events?: readonly MatchEvent[];
  /** For `reminder.due`: the seat reminded. */
  seat?: number;
  reason?: ReminderReason;
}

const ENDED: readonly MatchStatus[] = ['finished', 'abandoned', 'cancelled'];

/** Who is awaited, for what and until when: public (a match shows it to anyone). */
export function awaiting(pending: readonly PendingDecision[]) {
  return pending.map((p) => ({
    seat: p.seat,
    decisionId: p.decisionId,
    kind: p.kind,
    deadline: p.deadline,
  }));
}

/** The webhook events of one commit. */
export function happeningsOf(
  before: Before,
  after: MatchFacts,
  events: readonly MatchEvent[],
): Happening[] {
  const out: Happening[] = [];
  const wasRunning = before.status === 'active';
  const endedNow = ENDED.includes(after.status) && !ENDED.includes(before.status);
  const turnBefore = before.phase?.turn ?? 0;
  const turnAfter = after.phase?.turn ?? 0;
  if (turnBefore >= 1 && (turnAfter > turnBefore || (endedNow && wasRunning))) {
    out.push({
      type: 'turn.resolved',
      data: {
        turn: turnBefore,
        status: after.status,
        phase: after.phase,
        fromSeq: events[0]?.seq ?? null,
        toSeq: events.at(-1)?.seq ?? null,
        awaiting: awaiting(after.pending),
      },
      events,
    });
  }
  if (before.status !== after.status || before.phase?.label !== after.phase?.label) {
    out.push({
      type: 'phase.changed',
      data: { status: after.status, phase: after.phase, awaiting: awaiting(after.pending) },
    });
  }
  const known = new Set((wasRunning ? before.pending : []).map((p) => p.decisionId));
  const fresh = after.pending.filter((p) => !known.has(p.decisionId));
  if (fresh.length > 0) {
    out.push({
      type: 'decision.required',
      data: { phase: after.phase, decisions: awaiting(fresh), awaiting: awaiting(after.pending) },
    });
  }
  const last = lastAwaited(wasRunning ? before.pending : [], after.pending);
  if (last !== null) {
    out.push(reminder('last_awaited', last, after.pending));
  }
  if (endedNow) {
    out.push({ type: 'match.finished', data: { status: after.status, outcome: after.outcome } });
  }
  return out;
}

/**
 * The seat every other seat has now answered for: several seats were awaited, one still is, and
 * what it owes was owed before (it is late, not new).
 */
export function lastAwaited(
  before: readonly PendingDecision[],
  after: readonly PendingDecision[],
): number | null {
  const seatsBefore = new Set(before.map((p) => p.seat));
  const seatsAfter = new Set(after.map((p) => p.seat));
  if (seatsAfter.size !== 1 || seatsBefore.size < 2) return null;
  const [seat] = seatsAfter;
  const owedBefore = new Set(before.map((p) => p.decisionId));
  return after.every((p) => owedBefore.has(p.decisionId)) ? seat : null;
}

export function reminder(
  reason: ReminderReason,
  seat: number,
  pending: readonly PendingDecision[],
  beforeSeconds?: number,
): Happening {
  const owed = pending.filter((p) => p.seat === seat);
  return {
    type: 'reminder.due',
    seat,
    reason,
    data: {
      reason,
      seat,
      decisions: awaiting(owed),
      ...(beforeSeconds === undefined ? {} : { beforeSeconds }),
    },
  };
}
