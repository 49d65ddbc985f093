import type { EntityManager } from 'typeorm';
import type { LogEntry, Match, Seat, SubmitResult } from '../../engine/index.js';
import type { KeyedOrder, StoredEvent, StoredOrder } from './log.store.js';
import type { SeatHolder } from './match.store.js';
import type { MatchRow, MatchStatus, SeatRow } from './match.row.js';

/** Who sent an order, and under which Idempotency-Key (with the hash of the request). */
export interface Sender {
  /** `null`: a built-in bot holding the seat. */
  playerId: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/**
 * Thrown when work acting on the live match without a transaction needs one (it writes through
 * `db`, or changes seats): the writer then does the work again inside a transaction.
 */
export class NeedsTransaction extends Error {
  constructor(why: string) {
    super(`needs a transaction: ${why}`);
  }
}

/**
 * What a unit of work may do to a match: act through the engine, change seats, change the
 * status. It records every accepted log entry and event, for the writer to append and publish.
 * The work runs either on the live match without a transaction (the common order: the writing
 * statement checks the version) or on a locked row inside one; only the latter has `db`.
 */
export class MatchAct {
  readonly orders: StoredOrder[] = [];
  readonly events: StoredEvent[] = [];
  readonly seatChanges: SeatHolder[] = [];
  status: MatchStatus;
  private readonly afterCommits: ((row: MatchRow) => void)[] = [];

  constructor(
    readonly row: MatchRow,
    readonly seats: SeatRow[],
    readonly match: Match,
    /** The transaction, or null when acting on the live match (see `db`). */
    private readonly transaction: EntityManager | null,
    /** Reads that need not be in the transaction (facts fixed at creation, cached lists). */
    readonly reader: EntityManager,
    /** The order sent earlier under the Idempotency-Key the writer was asked about, if any. */
    readonly earlier: KeyedOrder | null = null,
  ) {
    this.status = row.status;
  }

  /** The transaction: what is written here commits or rolls back with the match. */
  get db(): EntityManager {
    if (!this.transaction) throw new NeedsTransaction('the work uses the database');
    return this.transaction;
  }

  get inTransaction(): boolean {
    return this.transaction !== null;
  }

  /** The engine's match has moved on: it no longer equals the database until commit. */
  get mutated(): boolean {
    return this.orders.length > 0;
  }

  get changed(): boolean {
    return this.mutated || this.seatChanges.length > 0 || this.status !== this.row.status;
  }

  /**
   * Work for when the change stands, still under the match's lock (nothing else has moved the
   * match yet): given the row as written, with the decisions owed and their deadlines, or as read
   * when nothing was written. Not run if the work is thrown away (it is done again, afresh).
   */
  afterCommit(then: (row: MatchRow) => void): void {
    this.afterCommits.push(then);
  }

  /**
   * The writer's call once the change stands (see `afterCommit`). What a hook throws is returned,
   * not thrown: the change is durable by now, so its answer must not become an error (a retry
   * under the same key would meet the same failure and never learn the order stood).
   */
  committed(row: MatchRow): unknown[] {
    const failures: unknown[] = [];
    for (const then of this.afterCommits) {
      try {
        then(row);
      } catch (error) {
        failures.push(error);
      }
    }
    return failures;
  }

  submit(seat: Seat, decisionId: string, order: unknown, sender: Sender): SubmitResult {
    const kind = this.match.pending().find((d) => d.id === decisionId)?.kind;
    const result = this.match.submit(seat, decisionId, order);
    if (result.ok) {
      this.record(
        { seq: result.seq, seat, decisionId, kind: kind === 'roll' ? 'roll' : 'order', order },
        result,
        sender,
      );
    }
    return result;
  }

  /** A deadline passed: the ruleset's default order, sent by nobody. */
  submitDefault(decisionId: string): SubmitResult {
    const result = this.match.submitDefault(decisionId);
    if (result.ok) {
      // The driver chose the order; its log holds it (rare enough to afford the copy).
      const entry = this.match.toJSON().log[result.seq - 1];
      this.record(entry, result, null);
    }
    return result;
  }

  resign(seat: Seat, sender: Sender): SubmitResult {
    const result = this.match.resign(seat);
    if (result.ok) {
      this.record(
        { seq: result.seq, seat, decisionId: 'resign', kind: 'resign', order: null },
        result,
        sender,
      );
    }
    return result;
  }

  setSeat(holder: SeatHolder): void {
    if (!this.transaction) throw new NeedsTransaction('a seat changes');
    const seat = this.seats.find((s) => s.seat === holder.seat);
    if (!seat) throw new Error(`no seat ${holder.seat}`);
    seat.playerId = holder.playerId;
    seat.bot = holder.bot;
    seat.playerName = null;
    seat.joinedAt = holder.playerId || holder.bot ? new Date() : null;
    this.seatChanges.push(holder);
  }

  /**
   * How long the seat took over this decision, by the server's clock: from when it was offered
   * (stored with the pending decision) to now, when the order is accepted. Null for a decision
   * offered before times were kept.
   */
  private decisionMs(entry: LogEntry): number | null {
    const offered = this.row.pending.find(
      (p) => p.decisionId === entry.decisionId && p.seat === entry.seat,
    )?.offeredAt;
    if (offered === undefined) return null;
    return Math.min(Math.max(0, Date.now() - Date.parse(offered)), 2_147_483_647);
  }

  private record(
    entry: LogEntry,
    result: Extract<SubmitResult, { ok: true }>,
    sender: Sender | null,
  ): void {
    const playerId = sender?.playerId ?? null;
    this.orders.push({
      entry,
      playerId,
      idempotencyKey: sender?.idempotencyKey ?? null,
      requestHash: sender?.requestHash ?? null,
      decisionMs: playerId !== null && entry.kind !== 'resign' ? this.decisionMs(entry) : null,
    });
    for (const event of result.events) this.events.push({ event, orderSeq: entry.seq });
  }
}
