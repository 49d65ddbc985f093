import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Sweeper } from '../../common/sweeper.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig, WebhooksConfig } from '../../config/config.js';
import { ReportsService } from '../reports/index.js';
import { readSeats, seatsOf } from '../match-runtime/index.js';
import { retryDelayMs } from './backoff.js';
import { retryAfterMs } from './retry-after.js';
import { HookDirectory } from './hook-directory.js';
import { withTurnReport } from './turn-report.js';
import type { DiscordBody } from './discord/discord-limits.js';
import { turnOfDiscordBody } from './discord/discord-message.js';
import { send, type HttpAnswer } from './http-sender.js';
import { WebhookOutbox } from './outbox.js';
import { SIGNATURE_HEADER, sign } from './signature.js';
import {
  claimDue,
  disableWebhook,
  markDelivered,
  markFailedAttempt,
  readWebhook,
  setStatusMessage,
  statusMessageOf,
  type AttemptResult,
  type DeliveryRow,
  type WebhookRow,
} from './webhook.store.js';

/** Deliveries one pass takes (each of a different hook). */
const CLAIMED_PER_PASS = 20;

/**
 * Sends the outbox. Every instance runs one; a delivery is leased before it is sent (SKIP LOCKED),
 * so none goes out twice at once, and only the oldest pending delivery of a hook is ever taken, so
 * a hook hears of things in order even while its receiver fails. A failure is retried with
 * exponential backoff; one that still fails after `retryForMs` disables its hook.
 */
@Injectable()
export class DeliveryWorker extends Sweeper {
  private readonly settings: WebhooksConfig;
  private again = false;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectConfig() config: AppConfig,
    @Inject(WebhookOutbox) outbox: WebhookOutbox,
    @Inject(ReportsService) private readonly reports: ReportsService,
    @Inject(HookDirectory) private readonly directory: HookDirectory,
  ) {
    super(config.webhooks.pollMs, true);
    this.settings = config.webhooks;
    // What this process queued goes out at once, not at the next tick.
    outbox.onQueued(() => void this.kick());
  }

  private passing: Promise<number> | null = null;
  /** Aborts the attempts under way: shutdown does not wait for a slow receiver. */
  private readonly stopping = new AbortController();

  override onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    return super.onApplicationShutdown();
  }

  /** A pass now; if one is under way, another right after it. */
  kick(): Promise<number> {
    if (this.passing) {
      this.again = true;
      return this.passing;
    }
    return this.sweep();
  }

  sweep(now = new Date()): Promise<number> {
    this.passing ??= this.pass(now).finally(() => {
      this.passing = null;
      if (this.again) {
        this.again = false;
        void this.kick();
      }
    });
    return this.passing;
  }

  private async pass(now: Date): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    let sent = 0;
    try {
      for (;;) {
        const lease = new Date(now.getTime() + this.settings.timeoutMs * 2 + 1000);
        const due = await claimDue(this.dataSource.manager, now, lease, CLAIMED_PER_PASS);
        if (due.length === 0) break;
        const results = await Promise.all(due.map((d) => this.deliver(d)));
        sent += results.filter(Boolean).length;
        // A hook's next delivery may be due now that its head went out.
        if (results.every((ok) => !ok)) break;
        now = new Date();
      }
    } catch (error) {
      if (this.dataSource.isInitialized) this.logger.error(error);
    }
    return sent;
  }

  /** One attempt; true when it was delivered. */
  private async deliver(d: DeliveryRow): Promise<boolean> {
    const db = this.dataSource.manager;
    const hook = await readWebhook(db, d.webhookId);
    if (!hook) return false;
    let result: AttemptResult;
    let askedWaitMs: number | null = null;
    try {
      const answer = await this.attempt(hook, d);
      result = { status: answer.status, error: ok(answer) ? null : clipText(answer.text) };
      askedWaitMs = retryAfterMs(answer);
    } catch (error) {
      result = { status: null, error: error instanceof Error ? error.message : String(error) };
    }
    const at = new Date();
    if (result.error === null) {
      await markDelivered(db, d.id, result, at);
      return true;
    }
    const failures = d.attempts + 1;
    const givingUp = at.getTime() - new Date(d.createdAt).getTime() >= this.settings.retryForMs;
    const backoff = retryDelayMs(
      { baseMs: this.settings.retryBaseMs, maxMs: this.settings.retryMaxMs },
      failures,
    );
    // A rate limit's wait is honoured even beyond the backoff's cap: earlier only earns another 429.
    const retryAt = givingUp ? null : new Date(at.getTime() + Math.max(backoff, askedWaitMs ?? 0));
    await markFailedAttempt(db, d.id, result, retryAt);
    if (givingUp) {
      await disableWebhook(
        db,
        hook.id,
        `delivery ${d.id} failed ${failures} times over ${Math.round(this.settings.retryForMs / 60_000)} minutes`,
      );
      await this.directory.changed();
      this.logger.warn(`webhook ${hook.id} disabled: delivery ${d.id} kept failing`);
    }
    return false;
  }

  /** The delivery's body as sent: a resolved turn gets its summary and map link now. */
  private async bodyOf(hook: WebhookRow, d: DeliveryRow): Promise<string> {
    const turn =
      hook.format === 'discord'
        ? turnOfDiscordBody(d.body as DiscordBody)
        : (d.body as { data?: { turn?: number } }).data?.turn;
    if (d.eventType !== 'turn.resolved' || !d.matchId || typeof turn !== 'number') {
      return JSON.stringify(d.body);
    }
    try {
      const seats = await readSeats(this.dataSource.manager, [d.matchId]);
      const viewer = hook.format === 'discord' ? null : (seatsOf(seats, hook.playerId)[0] ?? null);
      const report = await this.reports.turnReport(d.matchId, viewer, { turn });
      return JSON.stringify(withTurnReport(hook.format, d.body, report));
    } catch (error) {
      // A ruleset without summaries (or a match gone) still gets its delivery.
      this.logger.debug(`turn report for delivery ${d.id}: ${String(error)}`);
      return JSON.stringify(d.body);
    }
  }

  private async attempt(hook: WebhookRow, d: DeliveryRow): Promise<HttpAnswer> {
    const body = await this.bodyOf(hook, d);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Salvo-Webhooks/1',
      'salvo-event': d.eventType,
      'salvo-delivery': d.id,
      [SIGNATURE_HEADER.toLowerCase()]: sign(hook.secret, body, Math.floor(Date.now() / 1000)),
    };
    const options = {
      allowPrivate: this.settings.allowPrivateTargets,
      timeoutMs: this.settings.timeoutMs,
      signal: this.stopping.signal,
    };
    const base = new URL(hook.url);
    if (d.kind !== 'status' || !d.matchId) return send('POST', base, headers, body, options);

    // A Discord status message: edited in place once it exists, created (and its id kept) if not.
    const db = this.dataSource.manager;
    const messageId = await statusMessageOf(db, hook.id, d.matchId);
    if (messageId) {
      const edit = new URL(base);
      edit.pathname = `${edit.pathname.replace(/\/$/, '')}/messages/${encodeURIComponent(messageId)}`;
      const answer = await send('PATCH', edit, headers, body, options);
      if (answer.status !== 404) return answer;
      await setStatusMessage(db, hook.id, d.matchId, null); // deleted in the channel: post anew
    }
    const create = new URL(base);
    create.searchParams.set('wait', 'true');
    const answer = await send('POST', create, headers, body, options);
    if (ok(answer)) {
      const id = messageIdOf(answer.text);
      if (id) await setStatusMessage(db, hook.id, d.matchId, id);
    }
    return answer;
  }
}

const ok = (answer: HttpAnswer): boolean => answer.status >= 200 && answer.status < 300;

function clipText(text: string): string {
  return `HTTP answer: ${text.slice(0, 200)}`;
}

function messageIdOf(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return typeof id === 'string' && /^\d{1,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
