import type { Match } from '../../engine/index.js';
import type { PendingDecision } from './match.row.js';

/**
 * The decisions owed now, each with its deadline: a decision keeps the deadline it got when it
 * became pending; a new one gets `deadlineSeconds` from `now`. When the rules put a decision on
 * the clock (an arcade countdown), the countdown starts now, and the earlier of it and the match's
 * deadline stands.
 */
export function pendingNow(
  match: Match,
  before: readonly PendingDecision[],
  deadlineSeconds: number | null,
  now: Date,
): PendingDecision[] {
  const earlier = new Map(before.map((p) => [p.decisionId, p]));
  const nowIso = now.toISOString();
  const fresh = deadlineSeconds
    ? new Date(now.getTime() + deadlineSeconds * 1000).toISOString()
    : null;
  return match.pending().map((d) => {
    const known = earlier.get(d.id);
    const deadline = known ? known.deadline : fresh;
    const timeLimitSeconds = d.timeLimitSeconds ?? null;
    // A decision owed before this change kept on being owed: its clock has not restarted.
    const offeredAt = known ? known.offeredAt : nowIso;
    if (timeLimitSeconds === null || known?.timeLimitSeconds)
      return {
        decisionId: d.id,
        seat: d.seat,
        kind: d.kind,
        deadline,
        timeLimitSeconds,
        offeredAt,
      };
    const countdownEnds = new Date(now.getTime() + timeLimitSeconds * 1000).toISOString();
    return {
      decisionId: d.id,
      seat: d.seat,
      kind: d.kind,
      deadline: deadline !== null && deadline < countdownEnds ? deadline : countdownEnds,
      timeLimitSeconds,
      offeredAt,
    };
  });
}

export function nextDeadline(pending: readonly PendingDecision[]): Date | null {
  const times = pending.flatMap((p) => (p.deadline ? [Date.parse(p.deadline)] : []));
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/** Decisions in `after` that were not owed in `before`. */
export function newlyPending(
  before: readonly PendingDecision[],
  after: readonly PendingDecision[],
): PendingDecision[] {
  const known = new Set(before.map((p) => p.decisionId));
  return after.filter((p) => !known.has(p.decisionId));
}
