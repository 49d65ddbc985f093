/**
 * The outbox: every delivery a match change calls for is written as a row in the change's own
 * transaction, so it exists exactly when the events do (a process killed after the commit leaves
 * it for the worker to send after the restart), and nothing is sent for a change rolled back.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import type { EntityManager } from 'typeorm';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { CommitHooks, type CommitContext } from '../match-runtime/index.js';
import { discordDelivery } from './discord/discord-message.js';
import { happeningsOf, type Happening, type MatchFacts } from './happenings.js';
import { jsonBody } from './json-body.js';
import { reminderNotice, reminderTopic, type ReminderNotice } from './reminders/reminder-notice.js';
import { discordUsersOf, hooksHearing, insertDelivery } from './webhook.store.js';

@Injectable()
export class WebhookOutbox implements OnModuleInit {
  /** Told when deliveries were queued in this process (the worker sends them at once). */
  private readonly listeners: (() => void)[] = [];

  constructor(
    @Inject(CommitHooks) private readonly hooks: CommitHooks,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
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
    if (happenings.length === 0) return 0;
    const owners = facts.seats.flatMap((s) => (s.playerId ? [s.playerId] : []));
    const types = [...new Set(happenings.map((h) => h.type))];
    const hooks = await hooksHearing(db, facts.matchId, owners, types);
    if (hooks.length === 0) return 0;
    const users = hooks.some((h) => h.format === 'discord')
      ? await discordUsersOf(db, facts.matchId)
      : new Map<number, string>();
    let queued = 0;
    for (const hook of hooks) {
      for (const h of happenings) {
        if (!hook.events.includes(h.type)) continue;
        const delivery =
          hook.format === 'discord'
            ? discordDelivery(h, facts, users)
            : { kind: 'post' as const, body: jsonBody(h, facts, hook.playerId, now) };
        await insertDelivery(db, {
          webhookId: hook.id,
          matchId: facts.matchId,
          eventType: h.type,
          ...delivery,
        });
        queued++;
      }
    }
    return queued;
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

  private async onCommit(c: CommitContext): Promise<(() => void) | void> {
    const { act, committed, pending, db } = c;
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
    let happenings = happeningsOf(before, facts, committed.events);
    // The nudge goes once per decision, whatever replays of the same state follow.
    const nudge = happenings.find((h) => h.type === 'reminder.due');
    if (nudge && !(await firstReminder(db, facts, nudge))) {
      happenings = happenings.filter((h) => h !== nudge);
    }
    const queued = await this.enqueue(db, facts, happenings);
    const notices = happenings.flatMap((h) =>
      h.type === 'reminder.due' ? [reminderNotice(facts, h)] : [],
    );
    return this.afterCommit(queued, notices);
  }
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
