/**
 * The outbox: every delivery a match change calls for is written as a row by the change's own
 * statement, so it exists exactly when the events do (a process killed after the commit leaves
 * it for the worker to send after the restart), and nothing is sent for a change rolled back.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import type { EntityManager } from 'typeorm';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { CommitHooks, type CommitContext, type SqlParams } from '../match-runtime/index.js';
import { discordDelivery } from './discord/discord-message.js';
import { happeningsOf, type Happening, type MatchFacts } from './happenings.js';
import { jsonBody } from './json-body.js';
import { reminderNotice, reminderTopic, type ReminderNotice } from './reminders/reminder-notice.js';
import { HookDirectory } from './hook-directory.js';
import {
  discordUsersOf,
  insertDeliveriesSql,
  insertDelivery,
  type NewDelivery,
} from './webhook.store.js';

@Injectable()
export class WebhookOutbox implements OnModuleInit {
  /** Told when deliveries were queued in this process (the worker sends them at once). */
  private readonly listeners: (() => void)[] = [];

  constructor(
    @Inject(CommitHooks) private readonly hooks: CommitHooks,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    @Inject(HookDirectory) private readonly directory: HookDirectory,
  ) {}

  onModuleInit(): void {
    this.hooks.add((c) => this.onCommit(c));
  }

  onQueued(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Queues a delivery for every hook that hears of each happening; how many were queued. */
  async enqueue(
    db: EntityManager,
    facts: MatchFacts,
    happenings: readonly Happening[],
    now = new Date(),
  ): Promise<number> {
    const deliveries = await this.deliveriesFor(db, facts, happenings, now);
    for (const d of deliveries) await insertDelivery(db, d);
    return deliveries.length;
  }

  /** A delivery for every hook that hears of each happening, in order. */
  private async deliveriesFor(
    reader: EntityManager,
    facts: MatchFacts,
    happenings: readonly Happening[],
    now: Date,
  ): Promise<NewDelivery[]> {
    if (happenings.length === 0) return [];
    const owners = facts.seats.flatMap((s) => (s.playerId ? [s.playerId] : []));
    const types = [...new Set(happenings.map((h) => h.type))];
    const hooks = await this.directory.hearing(reader, facts.matchId, owners, types);
    if (hooks.length === 0) return [];
    const users = hooks.some((h) => h.format === 'discord')
      ? await discordUsersOf(reader, facts.matchId)
      : new Map<number, string>();
    const deliveries: NewDelivery[] = [];
    for (const hook of hooks) {
      for (const h of happenings) {
        if (!hook.events.includes(h.type)) continue;
        const delivery =
          hook.format === 'discord'
            ? discordDelivery(h, facts, users)
            : { kind: 'post' as const, body: jsonBody(h, facts, hook.playerId, now) };
        deliveries.push({
          webhookId: hook.id,
          matchId: facts.matchId,
          eventType: h.type,
          ...delivery,
        });
      }
    }
    return deliveries;
  }

  /** After commit: wake the worker, and tell GraphQL subscribers of the reminders. */
  afterCommit(queued: number, reminders: readonly ReminderNotice[]): (() => void) | undefined {
    if (queued === 0 && reminders.length === 0) return undefined;
    return () => {
      if (queued > 0) for (const listener of this.listeners) listener();
      for (const notice of reminders) {
        void this.pubSub.publish(reminderTopic(notice.matchId), notice).catch(() => undefined);
      }
    };
  }

  /** The deliveries ride on the change's own statement: written exactly when it is. */
  private async onCommit(c: CommitContext): Promise<(() => void) | void> {
    const { act, committed, pending } = c;
    const facts: MatchFacts = {
      matchId: act.row.id,
      rulesetId: act.row.rulesetId,
      status: committed.phase?.status ?? act.row.status,
      phase: act.match.phase(),
      outcome: act.match.outcome(),
      seats: act.seats,
      pending,
    };
    const before = { status: act.row.status, phase: act.row.phase, pending: act.row.pending };
    const happenings = happeningsOf(before, facts, committed.events);
    const nudge = happenings.find((h) => h.type === 'reminder.due');
    const now = new Date();
    const deliveries = await this.deliveriesFor(
      act.reader,
      facts,
      happenings.filter((h) => h !== nudge),
      now,
    );
    if (deliveries.length > 0) c.ride((p, written) => insertDeliveriesSql(p, deliveries, written));
    const decisionId = nudge && facts.pending.find((p) => p.seat === nudge.seat)?.decisionId;
    if (!nudge || !decisionId) return this.afterCommit(deliveries.length, []);
    // The nudge goes once per decision, whatever replays of the same state follow: recorded as
    // sent, and its deliveries written, only if it was not already (by this or another instance).
    const reminded = c.ride((p, written) =>
      firstReminderSql(p, facts.matchId, decisionId, nudge.reason ?? 'deadline', written),
    );
    const nudged = await this.deliveriesFor(act.reader, facts, [nudge], now);
    if (nudged.length > 0) {
      c.ride((p, written) =>
        insertDeliveriesSql(p, nudged, `${written} AND EXISTS (SELECT 1 FROM ${reminded.name})`),
      );
    }
    return () => {
      const sent = reminded.rows > 0;
      const queued = deliveries.length + (sent ? nudged.length : 0);
      this.afterCommit(queued, sent ? [reminderNotice(facts, nudge)] : [])?.();
    };
  }
}

/** An INSERT recording a reminder as sent, returning a row only if it was not already. */
function firstReminderSql(
  p: SqlParams,
  matchId: string,
  decisionId: string,
  key: string,
  condition: string,
): string {
  return `INSERT INTO match_reminders_sent (match_id, decision_id, reason)
     SELECT ${p.add(matchId)}::uuid, ${p.add(decisionId)}, ${p.add(key)} WHERE ${condition}
     ON CONFLICT DO NOTHING RETURNING 1`;
}

/** Records a reminder as sent; false when it was already (by this or another instance). */
export async function firstReminder(
  db: EntityManager,
  facts: MatchFacts,
  h: Happening,
  key: string = h.reason ?? 'deadline',
): Promise<boolean> {
  const decisionId = facts.pending.find((p) => p.seat === h.seat)?.decisionId;
  if (!decisionId) return false;
  const rows: unknown[] = await db.query(
    `INSERT INTO match_reminders_sent (match_id, decision_id, reason) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [facts.matchId, decisionId, key],
  );
  return rows.length > 0;
}
