import type { MatchConfig, Outcome, PhaseSummary } from '../../engine/index.js';
import type { MatchStatus } from '../../persistence/entities/match.entity.js';

export type { MatchStatus } from '../../persistence/entities/match.entity.js';
export type Visibility = 'public' | 'private';

/** A decision owed now, as stored with the match: public knowledge (who we wait for, until when). */
export interface PendingDecision {
  decisionId: string;
  seat: number;
  kind: string;
  /** ISO time after which the ruleset's default order is applied; null without deadlines. */
  deadline: string | null;
  /**
   * The rules' own countdown on this decision (arcade mode), once it has started: its deadline
   * then already counts it. Absent in rows written before countdowns existed.
   */
  timeLimitSeconds?: number | null;
  /**
   * When it became owed (ISO, the server's clock): its decision time runs from here to the
   * order's acceptance. Absent in rows written before decision times were measured.
   */
  offeredAt?: string;
}

/** A `matches` row as the match store reads it. */
export interface MatchRow {
  id: string;
  rulesetId: string;
  rulesetVersion: string;
  config: MatchConfig;
  status: MatchStatus;
  seed: string;
  seedHash: string;
  /** The engine's dice generator for this match, e.g. `chacha20-v1`. */
  diceGenerator: string;
  version: number;
  phase: PhaseSummary | null;
  outcome: Outcome | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  visibility: Visibility;
  deadlineSeconds: number | null;
  /** How many orders the input log holds. */
  orderSeq: number;
  /** How many events the output log holds. */
  eventSeq: number;
  pending: PendingDecision[];
  nextDeadlineAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** A seat and who holds it: a player, a built-in bot (`<ruleset>/<bot>`), or nobody yet. */
export interface SeatRow {
  seat: number;
  playerId: string | null;
  playerName: string | null;
  bot: string | null;
  joinedAt: Date | null;
  /** The seat's decisions timed so far (see PendingDecision.offeredAt), their sum and the longest. */
  decisionsTimed?: number;
  decisionMsTotal?: number;
  decisionMsMax?: number;
}

/** A match in one of these takes no more orders. */
export const ENDED: readonly MatchStatus[] = ['finished', 'abandoned', 'cancelled'];

export const isEnded = (status: MatchStatus): boolean => ENDED.includes(status);

export const isHeld = (s: SeatRow): boolean => s.playerId !== null || s.bot !== null;

/** The seats `playerId` holds, in order. */
export const seatsOf = (seats: readonly SeatRow[], playerId: string | undefined): number[] =>
  playerId === undefined ? [] : seats.filter((s) => s.playerId === playerId).map((s) => s.seat);
