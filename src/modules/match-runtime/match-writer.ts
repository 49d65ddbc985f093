import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Match } from '../../engine/index.js';
import { ApiProblem } from '../../common/problem.js';
import { CommitHooks, type Ridden, type Rider } from './commit-hooks.js';
import { describePending } from './decision-notice.js';
import { LiveMatches, type CurrentMatch } from './live-matches.js';
import {
  addDecisionTimesSql,
  dropSnapshotsSql,
  insertEventsSql,
  insertOrdersSql,
  saveSnapshot,
} from './log.store.js';
import { brokenOff, CAREFUL_ATTEMPTS } from './broken-off.js';
import { MatchAct, NeedsTransaction } from './match-act.js';
import { requireMatchId } from './match-id.js';
import { MatchPublisher, type Committed } from './match-publisher.js';
import { outcomeOf } from './match-outcome.js';
import {
  ENDED,
  isEnded,
  isHeld,
  type MatchRow,
  type PendingDecision,
  type SeatRow,
} from './match.row.js';
import {
  readSeatedMatch,
  setSeatHolder,
  updateMatchSql,
  type MatchChange,
  type SentKey,
} from './match.store.js';
import { MatchProblems } from './match.problems.js';
import { newlyPending, nextDeadline, pendingNow } from './pending.js';
import { queryPrepared } from './prepared.js';
import { SqlParams } from './sql-params.js';

/** What a read sees: the row, its seats, and the live match on demand. */
export interface MatchRead {
  row: MatchRow;
  seats: SeatRow[];
  db: EntityManager;
  match(): Promise<Match>;
}

/** A snapshot every this many orders: a rebuild replays at most this many. */
export const SNAPSHOT_EVERY = 20;

/** A change written: the row as it now stands, and what follows the commit. */
interface Written {
  row: MatchRow;
  committed: Committed;
  after: (() => void)[];
  snapshotDue: boolean;
}

/** The SQL condition, inside the writing statement, that the match row was written. */
const WRITTEN = 'EXISTS (SELECT 1 FROM written_match)';

/**
 * The one way a match changes; nothing is published or answered before the change is durable.
 * The common order takes one round trip: the work runs on the live match this instance holds
 * with its row and seats (under the match's lock in this process), and one statement appends the
 * orders, events and riders (the webhooks' outbox) only if the row is still at the version this
 * instance last saw. Anything else — another instance wrote first, an Idempotency-Key already
 * used, a refusal from a match moved on, a seat change, work that needs the database — is done
 * again the careful way: in one transaction that locks the row (SELECT … FOR UPDATE) and reads
 * it afresh.
 */
@Injectable()
export class MatchWriter {
  private readonly logger = new Logger(MatchWriter.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LiveMatches) private readonly live: LiveMatches,
    @Inject(MatchPublisher) private readonly publisher: MatchPublisher,
    @Inject(CommitHooks) private readonly hooks: CommitHooks,
  ) {}

  /**
   * `keyed`: an Idempotency-Key to look up with the locked row (one round trip for both); the
   * order sent under it, if any, is `act.earlier`. On the live match it is not looked up: the
   * unique key on the input log refuses a second use, and the work is done again with it.
   */
  act<T>(
    matchId: string,
    work: (act: MatchAct) => T | Promise<T>,
    keyed: SentKey | null = null,
  ): Promise<T> {
    requireMatchId(matchId);
    return this.live.locks.run(matchId, async () => {
      const current = this.live.current(matchId);
      const done = current ? await this.actOnLive(current, work, keyed) : undefined;
      return done ? done.value : this.actCarefully(matchId, work, keyed);
    });
  }

  /** The careful way, done again when PostgreSQL broke the transaction off (see broken-off.ts). */
  private async actCarefully<T>(
    matchId: string,
    work: (act: MatchAct) => T | Promise<T>,
    keyed: SentKey | null,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.actInTransaction(matchId, work, keyed);
      } catch (error) {
        if (attempt >= CAREFUL_ATTEMPTS || !brokenOff(error)) throw error;
        this.logger.warn(`match ${matchId}: transaction broken off, again: ${String(error)}`);
      }
    }
  }

  /**
   * Reads a match consistently with the writers of this process (under the same lock), without a
   * transaction. The engine's match is loaded only if the work asks for it.
   */
  read<T>(matchId: string, work: (read: MatchRead) => T | Promise<T>): Promise<T> {
    requireMatchId(matchId);
    return this.live.locks.run(matchId, async () => {
      const db = this.dataSource.manager;
      const found = await readSeatedMatch(db, matchId);
      if (!found) throw MatchProblems.matchNotFound(matchId);
      const { row, seats } = found;
      this.live.seen(row, seats);
      return work({ row, seats, db, match: () => this.live.load(db, row, seats) });
    });
  }

  /**
   * The work on the live match, written by one version-checked statement; undefined when it must
   * be done again in a transaction (the live match, if the work moved it, is forgotten). A refusal
   * stands without that if the row is still at the version the live match was at and no order was
   * sent under the Idempotency-Key: the careful way would refuse the same way, validating twice.
   */
  private async actOnLive<T>(
    current: CurrentMatch,
    work: (act: MatchAct) => T | Promise<T>,
    keyed: SentKey | null,
  ): Promise<{ value: T } | undefined> {
    const db = this.dataSource.manager;
    const seats = current.seats.map((s) => ({ ...s }));
    const act = new MatchAct(current.row, seats, current.match, null, db);
    let value: T;
    try {
      value = await work(act);
    } catch (error) {
      if (act.mutated) this.live.forget(current.row.id);
      else if (error instanceof ApiProblem && (await this.stillCurrent(current, keyed)))
        throw error;
      return undefined;
    }
    // Nothing to write: answered from the match as this instance knows it, like a read (the
    // work is not done twice: some keep count of their attempts).
    if (!act.changed) {
      this.committed(act, current.row);
      return { value };
    }
    let written: Written;
    try {
      written = await this.write(db, act);
    } catch {
      // Another instance wrote first, or a hook needs a transaction: the careful way decides.
      if (act.mutated) this.live.forget(current.row.id);
      return undefined;
    }
    await this.settle(act, written);
    return { value };
  }

  /**
   * A refusal on the live match may come from a match another instance has moved on, and a key
   * used before looks like a refusal there: one read (no lock, no transaction) tells.
   */
  private async stillCurrent(current: CurrentMatch, keyed: SentKey | null): Promise<boolean> {
    // The live entry itself: `seen` may clear its row.
    const { id, version } = current.row;
    const found = await readSeatedMatch(this.dataSource.manager, id, { keyed });
    if (!found) return false;
    this.live.seen(found.row, found.seats);
    return found.row.version === version && found.earlier === null;
  }

  /** The careful way: the row locked and read afresh, the work and its writes in a transaction. */
  private async actInTransaction<T>(
    matchId: string,
    work: (act: MatchAct) => T | Promise<T>,
    keyed: SentKey | null,
  ): Promise<T> {
    let act: MatchAct | undefined;
    try {
      const [value, written] = await this.dataSource.transaction(async (db) => {
        const found = await readSeatedMatch(db, matchId, { lock: true, keyed });
        if (!found) throw MatchProblems.matchNotFound(matchId);
        const { row, seats, earlier } = found;
        const match = await this.live.load(db, row, seats);
        // Reads in a transaction stay on its connection (PGlite would wait for it).
        act = new MatchAct(row, seats, match, db, db, earlier);
        const result = await work(act);
        return [result, act.changed ? await this.write(db, act) : null] as const;
      });
      if (written && act) await this.settle(act, written);
      else if (act) {
        this.committed(act, act.row);
        // An ended match takes no more orders: memory is for live play (see LiveMatches).
        if (isEnded(act.status) || act.match.isOver) this.live.ended(matchId, act.match);
      }
      return value;
    } catch (error) {
      // The live match ran ahead of a transaction that did not commit.
      if (act?.mutated) this.live.forget(matchId);
      throw error;
    }
  }

  /** After the commit: memory, a snapshot off the request path, publication, hooks' follow-ups. */
  private async settle(act: MatchAct, written: Written): Promise<void> {
    const { id } = written.row;
    if (isEnded(written.row.status) || act.match.isOver) this.live.ended(id, act.match);
    else this.live.remember(id, act.match, written.row, act.seats);
    if (written.snapshotDue) this.snapshotLater(id, act.match);
    await this.publisher.publish(written.committed);
    for (const then of written.after) then();
    // Last, so that nothing it does can stop the publication; still under the lock, so an
    // observer's work (a built-in bot's order) has not moved the match yet.
    this.committed(act, written.row);
  }

  private committed(act: MatchAct, row: MatchRow): void {
    for (const failure of act.committed(row))
      this.logger.error(`after the commit of match ${row.id} v${row.version}`, failure);
  }

  /**
   * A snapshot is only a cache for rebuilds: it is taken now (the live match moves on) and
   * written after the answer, as the match's next piece of work under its lock.
   */
  private snapshotLater(matchId: string, match: Match): void {
    const record = match.toJSON();
    void this.live.locks
      .run(matchId, () => saveSnapshot(this.dataSource.manager, matchId, record))
      .catch((error) => this.logger.warn(`snapshot of match ${matchId}: ${String(error)}`));
  }

  /** Hooks run, then the change is written in one statement; throws if another writer was first. */
  private async write(db: EntityManager, act: MatchAct): Promise<Written> {
    await this.hooks.runBeforeWrite(act);
    const { row, match, seats } = act;
    const now = new Date();
    let status = act.status;
    if (status === 'open' && seats.every(isHeld)) status = 'active';
    if (status === 'active' && match.isOver) status = 'finished';
    const running = status === 'active';
    const pending = running ? pendingNow(match, row.pending, row.deadlineSeconds, now) : [];
    const phase = match.phase();
    const outcome = match.outcome();
    const change: MatchChange = {
      status,
      phase,
      outcome,
      orderSeq: match.lastOrderSeq,
      eventSeq: match.lastEventSeq,
      pending,
      nextDeadlineAt: nextDeadline(pending),
      startedAt: row.startedAt ?? (status !== 'open' && status !== 'cancelled' ? now : null),
      finishedAt: row.finishedAt ?? (ENDED.includes(status) ? now : null),
    };
    const changedPhase =
      status !== row.status || phase.label !== row.phase?.label || (outcome && !row.outcome);
    const committed: Committed = {
      matchId: row.id,
      seats: match.seats,
      events: act.events.map((e) => e.event),
      phase: changedPhase
        ? {
            matchId: row.id,
            status,
            phase,
            outcome: outcomeOf(outcome),
            lastEventSeq: match.lastEventSeq,
          }
        : null,
      decisions: this.owedByPlayers(
        row.id,
        match,
        row.status === 'active' ? row.pending : [],
        pending,
        act,
      ),
      botDecisions: pending.filter((p) => act.seats.some((s) => s.seat === p.seat && s.bot)),
    };

    const riders: { rider: Rider; ridden: Ridden }[] = [];
    const ride = (rider: Rider): Ridden => {
      const ridden = { name: `rider_${riders.length}`, rows: 0 };
      riders.push({ rider, ridden });
      return ridden;
    };
    const after = await this.hooks.run({ act, pending, committed, ride });
    for (const holder of act.seatChanges) await setSeatHolder(act.db, row.id, holder);
    // An ended match takes no more orders: its few rebuilds replay the log, and its snapshots
    // (each holding the whole log so far) would be most of its storage.
    if (ENDED.includes(status) && !ENDED.includes(row.status)) {
      ride((p, written) => dropSnapshotsSql(p, row.id, written));
    }
    const version = await this.commitChange(db, act, change, riders);
    // In a transaction the row is locked: a lost update there must never pass silently.
    if (version === null && act.inTransaction)
      throw new Error(`match ${row.id} changed under its lock`);
    if (version === null) throw new NeedsTransaction('another writer was first');
    return {
      row: { ...row, ...change, version, updatedAt: now },
      committed,
      after,
      snapshotDue:
        !ENDED.includes(status) &&
        Math.floor(row.orderSeq / SNAPSHOT_EVERY) < Math.floor(match.lastOrderSeq / SNAPSHOT_EVERY),
    };
  }

  /**
   * The row updated if still at the version read, and the new orders, events and riders appended
   * only if it was, in one statement (one round trip, atomic without a transaction). Returns the
   * new version, or null if the row was not at the version read.
   */
  private async commitChange(
    db: EntityManager,
    act: MatchAct,
    change: MatchChange,
    riders: readonly { rider: Rider; ridden: Ridden }[],
  ): Promise<number | null> {
    const { id, version } = act.row;
    const p = new SqlParams();
    const parts = [`written_match AS (${updateMatchSql(p, id, version, change)})`];
    if (act.orders.length > 0)
      parts.push(`new_orders AS (${insertOrdersSql(p, id, act.orders, WRITTEN)})`);
    if (act.events.length > 0)
      parts.push(`new_events AS (${insertEventsSql(p, id, act.events, WRITTEN)})`);
    const times = addDecisionTimesSql(p, id, act.orders, WRITTEN);
    if (times) parts.push(`seat_times AS (${times})`);
    for (const { rider, ridden } of riders) parts.push(`${ridden.name} AS (${rider(p, WRITTEN)})`);
    const counts = riders.map(
      ({ ridden: { name } }) => `, (SELECT count(*)::int FROM ${name}) AS ${name}`,
    );
    const rows = await queryPrepared<Record<string, number>>(
      db,
      `WITH ${parts.join(', ')} SELECT version${counts.join('')} FROM written_match`,
      p.values,
    );
    if (rows.length === 0) return null;
    for (const { ridden } of riders) ridden.rows = rows[0][ridden.name];
    return rows[0].version;
  }

  private owedByPlayers(
    matchId: string,
    match: Match,
    before: readonly PendingDecision[],
    after: readonly PendingDecision[],
    act: MatchAct,
  ): Committed['decisions'] {
    return newlyPending(before, after).flatMap((p) => {
      const playerId = act.seats.find((s) => s.seat === p.seat)?.playerId;
      return playerId ? [{ playerId, notice: describePending(matchId, match, p, true) }] : [];
    });
  }
}
