import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Sweeper } from '../../../common/sweeper.js';
import { InjectConfig } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { readMatch, readSeats, type MatchRow } from '../../match-runtime/index.js';
import { reminder, type Happening, type MatchFacts } from '../happenings.js';
import { firstReminder, WebhookOutbox } from '../outbox.js';
import { reminderNotice } from './reminder-notice.js';

const MATCHES_PER_SWEEP = 50;

/**
 * Reminds a seat before its decision's deadline, at each of the match's reminder times (the
 * server's default, e.g. a day and an hour before, or the match's own). Every instance sweeps;
 * each reminder is recorded in the transaction that queues it, so it goes out once.
 */
@Injectable()
export class ReminderSweeper extends Sweeper {
  private readonly defaults: number[];

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(WebhookOutbox) private readonly outbox: WebhookOutbox,
    @InjectConfig() config: AppConfig,
  ) {
    super(config.webhooks.pollMs);
    this.defaults = config.webhooks.reminderBeforeSeconds;
  }

  async sweep(now = new Date()): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    let sent = 0;
    try {
      for (const matchId of await this.inWindow(now)) sent += await this.remind(matchId, now);
    } catch (error) {
      if (this.dataSource.isInitialized) this.logger.error(error);
    }
    return sent;
  }

  /** Active matches whose next deadline is within their longest reminder time. */
  private async inWindow(now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT m.id FROM matches m LEFT JOIN match_reminder_settings r ON r.match_id = m.id
        WHERE m.status = 'active' AND m.next_deadline_at > $1
          AND m.next_deadline_at - make_interval(secs => COALESCE(
                (SELECT max(s) FROM unnest(r.before_seconds) s), $2)) <= $1
        ORDER BY m.next_deadline_at LIMIT ${MATCHES_PER_SWEEP}`,
      [now, Math.max(0, ...this.defaults)],
    );
    return rows.map((r) => r.id);
  }

  private async remind(matchId: string, now: Date): Promise<number> {
    const done = await this.dataSource.transaction(async (db) => {
      const row = await readMatch(db, matchId);
      if (!row || row.status !== 'active') return null;
      const facts = await factsOf(db, row);
      // A time as long as the whole deadline would remind at the moment the decision opens.
      const times = (await reminderTimes(db, matchId, this.defaults)).filter(
        (t) => row.deadlineSeconds === null || t < row.deadlineSeconds,
      );
      const due: Happening[] = [];
      for (const p of row.pending) {
        const seat = facts.seats.find((s) => s.seat === p.seat);
        if (!p.deadline || !seat?.playerId) continue;
        const left = (Date.parse(p.deadline) - now.getTime()) / 1000;
        // Only the nearest time passed: a late sweep sends one reminder, not all it missed.
        const passed = times.filter((t) => t >= left && left > 0).sort((a, b) => a - b)[0];
        if (passed === undefined) continue;
        const h = reminder('deadline', p.seat, [p], passed);
        if (await firstReminder(db, { ...facts, pending: [p] }, h, `deadline:${passed}`))
          due.push(h);
      }
      const queued = await this.outbox.enqueue(db, facts, due, now);
      return { queued, notices: due.map((h) => reminderNotice(facts, h)) };
    });
    if (!done) return 0;
    this.outbox.afterCommit(done.queued, done.notices)?.();
    return done.notices.length;
  }
}

export async function factsOf(db: EntityManager, row: MatchRow): Promise<MatchFacts> {
  return {
    matchId: row.id,
    rulesetId: row.rulesetId,
    status: row.status,
    phase: row.phase,
    outcome: row.outcome,
    seats: await readSeats(db, [row.id]),
    pending: row.pending,
  };
}

/** The match's reminder times (seconds before a deadline), or the server's. */
export async function reminderTimes(
  db: EntityManager,
  matchId: string,
  defaults: readonly number[],
): Promise<number[]> {
  const rows: { beforeSeconds: number[] }[] = await db.query(
    `SELECT before_seconds AS "beforeSeconds" FROM match_reminder_settings WHERE match_id = $1`,
    [matchId],
  );
  return rows[0]?.beforeSeconds ?? [...defaults];
}
