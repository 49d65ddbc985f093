/**
 * The match runtime's front door: the only file other modules import from here. A running match
 * is loaded (memory, snapshot, log), changed by one version-checked write per unit of work (act),
 * read consistently with its writers (view), paged through (history), and published after each
 * commit. Everything not exported here is the runtime's own business.
 */
export { MatchRuntimeModule } from './match-runtime.module.js';

// load and act: the one transaction path every change takes; read: a consistent view.
export { MatchWriter, type MatchRead } from './match-writer.js';
export { MatchAct, NeedsTransaction } from './match-act.js';
export { LiveMatches } from './live-matches.js';

// publish: after commit, per audience; in-process observers (the built-in bots).
export { MatchPublisher, type Committed } from './match-publisher.js';
// with each change: work other modules add to every commit (the webhooks' outbox).
export { CommitHooks, type CommitContext, type CommitHook, type Rider } from './commit-hooks.js';
export { SqlParams } from './sql-params.js';
export { Topics, type Audience, type EventBatch, type PhaseNotice } from './match-topics.js';
export { describePending, type DecisionNotice } from './decision-notice.js';

// history and rows: the stored form of matches, seats, orders and events.
export { isHeld, seatsOf, type MatchRow, type PendingDecision, type SeatRow } from './match.row.js';
export {
  insertMatch,
  insertSeats,
  MATCH_COLUMNS,
  readMatch,
  readSeats,
  type SeatHolder,
} from './match.store.js';
export { appendEvents, lastEventOfOrder, readEvents } from './log.store.js';
export { nextDeadline, pendingNow } from './pending.js';
export { inStoredForm } from './stored-json.js';
export { outcomeOf, SETUP_PHASE } from './match-outcome.js';

// Who may see and act on a match, and its refusals.
export { actingSeats, assertReadable, viewingSeat } from './match-access.js';
export { MatchCodes, MatchProblems } from './match.problems.js';

// The API's shared vocabulary for a match: its id, refusals, view seat and public parts.
export { ApiMatchId, isMatchId, MatchIdArg, MatchIdField, MatchIdParam } from './match-id.js';
export { ApiRefusals, SEAT_VIEW_REFUSALS } from './problem-responses.js';
export { ViewQuery } from './dto/view.query.js';
export { DiceModeValue, MatchStatusValue, VisibilityValue } from './dto/enums.js';
export {
  AwaitedDecision,
  MatchOutcome,
  MatchPhase,
  MatchSeat,
  SeatDecisionTime,
} from './dto/match-parts.js';
export { MatchEventItem } from './dto/match-event.dto.js';
