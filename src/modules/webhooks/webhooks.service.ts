import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { assertReadable, MatchWriter } from '../match-runtime/index.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import type { CreateWebhookInput } from './create-webhook.input.js';
import { DeliveryWorker } from './delivery-worker.js';
import { discordPing } from './discord/discord-message.js';
import { HookDirectory } from './hook-directory.js';
import { reminderTimes } from './reminders/reminder-sweeper.js';
import type { MatchRemindersDto, SeatDiscordUserDto } from './settings.dto.js';
import type { MatchRemindersInput, SeatDiscordUserInput } from './settings.inputs.js';
import { newSecret } from './signature.js';
import { checkTarget, TargetRefused } from './target-guard.js';
import {
  deliveryDto,
  webhookDto,
  type WebhookCreatedDto,
  type WebhookDeliveryDto,
  type WebhookDto,
} from './webhook.dto.js';
import { PING, type WebhookFormat } from './webhook-events.js';
import { WebhookProblems } from './webhook.problems.js';
import {
  countWebhooks,
  deleteWebhook,
  deliveriesOf,
  insertDelivery,
  insertWebhook,
  MAX_HOOKS_PER_PLAYER,
  readDelivery,
  readWebhook,
  setDiscordUser,
  webhooksOf,
  type WebhookRow,
} from './webhook.store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Registering hooks, reading their deliveries, and the settings Discord play needs. */
@Injectable()
export class WebhooksService {
  private readonly allowPrivate: boolean;
  private readonly defaultReminders: number[];

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MatchWriter) private readonly writer: MatchWriter,
    @Inject(DeliveryWorker) private readonly worker: DeliveryWorker,
    @Inject(HookDirectory) private readonly directory: HookDirectory,
    @InjectConfig() config: AppConfig,
  ) {
    this.allowPrivate = config.webhooks.allowPrivateTargets;
    this.defaultReminders = config.webhooks.reminderBeforeSeconds;
  }

  async create(player: AuthenticatedPlayer, input: CreateWebhookInput): Promise<WebhookCreatedDto> {
    const url = targetUrl(input.url);
    if (input.matchId) {
      await this.writer.read(input.matchId, ({ row, seats }) => assertReadable(row, seats, player));
    }
    try {
      await checkTarget(url, this.allowPrivate);
    } catch (error) {
      if (!(error instanceof TargetRefused)) throw error;
      throw error.reason === 'unresolvable'
        ? WebhookProblems.targetUnresolvable(url.hostname)
        : WebhookProblems.targetForbidden(error.address);
    }
    const db = this.dataSource.manager;
    if ((await countWebhooks(db, player.id)) >= MAX_HOOKS_PER_PLAYER) {
      throw WebhookProblems.tooMany(MAX_HOOKS_PER_PLAYER);
    }
    const row = await insertWebhook(db, {
      playerId: player.id,
      matchId: input.matchId ?? null,
      url: url.toString(),
      format: (input.format ?? 'json') as WebhookFormat,
      events: input.events,
      secret: newSecret(),
    });
    await this.directory.changed();
    return { ...webhookDto(row), secret: row.secret };
  }

  async list(player: AuthenticatedPlayer): Promise<WebhookDto[]> {
    return (await webhooksOf(this.dataSource.manager, player.id)).map(webhookDto);
  }

  async get(player: AuthenticatedPlayer, id: string): Promise<WebhookDto> {
    return webhookDto(await this.own(player, id));
  }

  async delete(player: AuthenticatedPlayer, id: string): Promise<void> {
    await this.own(player, id);
    await deleteWebhook(this.dataSource.manager, id);
    await this.directory.changed();
  }

  async deliveries(player: AuthenticatedPlayer, id: string): Promise<WebhookDeliveryDto[]> {
    await this.own(player, id);
    return (await deliveriesOf(this.dataSource.manager, id)).map(deliveryDto);
  }

  /** Queues a test delivery, sent at once, behind what the hook is owed already. */
  async ping(player: AuthenticatedPlayer, id: string): Promise<WebhookDeliveryDto> {
    const hook = await this.own(player, id);
    if (!hook.enabled) throw WebhookProblems.disabled();
    const db = this.dataSource.manager;
    const body =
      hook.format === 'discord'
        ? discordPing()
        : { type: PING, createdAt: new Date().toISOString(), webhookId: hook.id, data: {} };
    const deliveryId = await insertDelivery(db, {
      webhookId: hook.id,
      matchId: null,
      eventType: PING,
      kind: 'post',
      body,
    });
    void this.worker.kick();
    const row = await readDelivery(db, deliveryId);
    return deliveryDto(row!);
  }

  /** The seat's holder names the Discord user mentioned when the seat is awaited. */
  async setDiscordUser(
    player: AuthenticatedPlayer,
    matchId: string,
    seat: number,
    input: SeatDiscordUserInput,
  ): Promise<SeatDiscordUserDto> {
    await this.writer.read(matchId, ({ row, seats }) => {
      assertReadable(row, seats, player);
      if (!seats.some((s) => s.seat === seat && s.playerId === player.id)) {
        throw WebhookProblems.notSeatHolder(seat);
      }
    });
    const userId = input.discordUserId ?? null;
    await setDiscordUser(this.dataSource.manager, matchId, seat, userId);
    return { matchId, seat, discordUserId: userId };
  }

  async reminders(player: AuthenticatedPlayer | null, matchId: string): Promise<MatchRemindersDto> {
    await this.writer.read(matchId, ({ row, seats }) => assertReadable(row, seats, player));
    const beforeSeconds = await reminderTimes(
      this.dataSource.manager,
      matchId,
      this.defaultReminders,
    );
    return { matchId, beforeSeconds };
  }

  /** The match's creator and seated players choose when its seats are reminded. */
  async setReminders(
    player: AuthenticatedPlayer,
    matchId: string,
    input: MatchRemindersInput,
  ): Promise<MatchRemindersDto> {
    await this.writer.read(matchId, ({ row, seats }) => {
      assertReadable(row, seats, player);
      if (row.createdBy !== player.id && !seats.some((s) => s.playerId === player.id)) {
        throw WebhookProblems.notInMatch();
      }
    });
    const beforeSeconds = [...input.beforeSeconds].sort((a, b) => b - a);
    await this.dataSource.query(
      `INSERT INTO match_reminder_settings (match_id, before_seconds) VALUES ($1, $2)
       ON CONFLICT (match_id) DO UPDATE SET before_seconds = EXCLUDED.before_seconds`,
      [matchId, beforeSeconds],
    );
    return { matchId, beforeSeconds };
  }

  private async own(player: AuthenticatedPlayer, id: string): Promise<WebhookRow> {
    const row = UUID.test(id) ? await readWebhook(this.dataSource.manager, id) : null;
    if (!row || row.playerId !== player.id) throw WebhookProblems.notFound(id);
    return row;
  }
}

/** An absolute http(s) URL with a host and no credentials in it. */
function targetUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw WebhookProblems.targetInvalid('not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw WebhookProblems.targetInvalid('only http and https URLs are accepted');
  }
  if (url.username || url.password) {
    throw WebhookProblems.targetInvalid('credentials in the URL are not accepted');
  }
  if (!url.hostname) throw WebhookProblems.targetInvalid('no host');
  url.hash = '';
  return url;
}
