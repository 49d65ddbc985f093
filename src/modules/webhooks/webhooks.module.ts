import { Module } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { PlayersModule } from '../players/index.js';
import { ReportsModule } from '../reports/index.js';
import { DeliveryWorker } from './delivery-worker.js';
import { HookDirectory } from './hook-directory.js';
import { WebhookOutbox } from './outbox.js';
import { ReminderSweeper } from './reminders/reminder-sweeper.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { WebhooksService } from './webhooks.service.js';

/**
 * Outgoing webhooks (JSON or Discord): registration, the outbox written with each match commit,
 * the delivery worker, and the reminders before deadlines.
 */
@Module({
  imports: [PlayersModule, MatchRuntimeModule, ReportsModule],
  controllers: [WebhooksController],
  providers: [
    HookDirectory,
    WebhookOutbox,
    DeliveryWorker,
    ReminderSweeper,
    WebhooksService,
    WebhooksResolver,
  ],
})
export class WebhooksModule {}
