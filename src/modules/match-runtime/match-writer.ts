import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Match } from '../../engine/index.js';
import { CommitHooks } from './commit-hooks.js';
import { describePending } from './decision-notice.js';
import { LiveMatches } from './live-matches.js';
import { dropSnapshots, insertEventsSql, insertOrdersSql, saveSnapshot } from './log.store.js';
import { MatchAct } from './match-act.js';
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

/**
 * The one way a match changes: under the match's lock in this process, in one transaction that
 * locks the match row (SELECT … FOR UPDATE) and checks its version, the work runs on the live
 * match; the new orders, events and row are written; the transaction commits; and only then is
 * anything published or answered. A refusal thrown by the work rolls everything back.
 */
@Injectable()
export class MatchWriter {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LiveMatches) private readonly live: LiveMatches,
    @Inject(MatchPublisher) private readonly publisher: MatchPublisher,
    @Inject(CommitHooks) private readonly hooks: CommitHooks,
  ) {}

  /**
   * `keyed`: an Idempotency-Key to look up with the locked row (one round trip for both); the
   * order sent under it, if any, is `act.earlier`.
   */
  act<T>(
    matchId: string,
    work: (act: MatchAct) => T | Promise<T>,
    keyed: SentKey | null = null,
  ): Promise<T> {
    requireMatchId(matchId);
    return this.live.locks.run(matchId, async () => {
      let act: MatchAct | undefined;
      try {
        const [result, committed, after] = await this.dataSource.transaction(async (db) => {
          const found = await readSeatedMatch(db, matchId, { lock: true, keyed });
          if (!found) throw MatchProblems.matchNotFound(matchId);
          const { row, seats, earlier } = found;
          act = new MatchAct(row, seats, await this.live.load(db, row), db, earlier);
          const value = await work(act);
          if (!act.changed) return [value, null, []] as const;
          await this.hooks.runBeforeWrite(act);
          const written = await this.write(db, act);
          const then = await this.hooks.run({ db, act, ...written });
          return [value, written.committed, then] as const;
        });
        // An ended match takes no more orders: memory is for live play (see LiveMatches).
        if (act && (isEnded(act.status) || act.match.isOver)) this.live.forget(matchId);
        if (committed) await this.publisher.publish(committed);
        for (const then of after) then();
        return result;
      } catch (error) {
        // The live match ran ahead of a transaction that did not commit.
        if (act?.mutated) this.live.forget(matchId);
        throw error;
      }
    });
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
      return work({ row, seats, db, match: () => this.live.load(db, row) });
    });
  }

  private async write(
    db: EntityManager,
    act: MatchAct,
  ): Promise<{ committed: Committed; pending: PendingDecision[] }> {
    const { row, match, seats } = act;
    const now = new Date();
    let status = act.status;
    if (status === 'open' && seats.every(isHeld)) status = 'active';
    if (status === 'active' && match.isOver) status = 'finished';
    const running = status === 'active';
    const pending = running ? pendingNow(match, row.pending, row.deadlineSeconds, now) : [];

    for (const holder of act.seatChanges) await setSeatHolder(db, row.id, holder);
    const phase = match.phase();
    const outcome = match.outcome();
    const version = await this.commitChange(db, act, {
      status,
      phase,
      outcome,
      orderSeq: match.lastOrderSeq,
      eventSeq: match.lastEventSeq,
      pending,
      nextDeadlineAt: nextDeadline(pending),
      startedAt: row.startedAt ?? (status !== 'open' && status !== 'cancelled' ? now : null),
      finishedAt: row.finishedAt ?? (ENDED.includes(status) ? now : null),
    });
    // Unreachable while the row is locked; kept so that a lost update can never pass silently.
    if (version === null) throw new Error(`match ${row.id} changed under its lock`);
    if (ENDED.includes(status)) {
      // An ended match takes no more orders: its few rebuilds replay the log, and its snapshots
      // (each holding the whole log so far) would be most of its storage.
      if (!ENDED.includes(row.status)) await dropSnapshots(db, row.id);
    } else if (
      Math.floor(row.orderSeq / SNAPSHOT_EVERY) < Math.floor(match.lastOrderSeq / SNAPSHOT_EVERY)
    ) {
      await saveSnapshot(db, row.id, match.toJSON());
    }

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
    return { committed, pending };
  }

  /**
   * The new orders and events appended and the row updated in one statement (one round trip):
   * the inserts run as data-modifying CTEs beside the version-checked UPDATE. Returns the new
   * version, or null if the row was not at the version read.
   */
  private async commitChange(
    db: EntityManager,
    act: MatchAct,
    change: MatchChange,
  ): Promise<number | null> {
    const { id, version } = act.row;
    const p = new SqlParams();
    const logs = [
      ...(act.orders.length > 0 ? [`new_orders AS (${insertOrdersSql(p, id, act.orders)})`] : []),
      ...(act.events.length > 0 ? [`new_events AS (${insertEventsSql(p, id, act.events)})`] : []),
    ];
    const update = updateMatchSql(p, id, version, change);
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [rows]: [{ version: number }[], number] = await db.query(
      logs.length > 0 ? `WITH ${logs.join(', ')} ${update}` : update,
      p.values,
    );
    return rows[0]?.version ?? null;
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
      return playerId ? [{ playerId, notice: describePending(matchId, match, p) }] : [];
    });
  }
}
