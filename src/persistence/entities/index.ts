import { MatchEventBatchEntity } from './match-event-batch.entity.js';
import { MatchInvitationEntity } from './match-invitation.entity.js';
import { MatchOrderEntity } from './match-order.entity.js';
import { MatchSeatEntity } from './match-seat.entity.js';
import { MatchSnapshotEntity } from './match-snapshot.entity.js';
import { MatchEntity } from './match.entity.js';
import { PlayerEntity } from './player.entity.js';
import { MatchReminderSentEntity, MatchReminderSettingsEntity } from './match-reminder.entity.js';
import { SeatDiscordUserEntity } from './seat-discord-user.entity.js';
import { WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { WebhookStatusMessageEntity } from './webhook-status-message.entity.js';
import { WebhookEntity } from './webhook.entity.js';

export * from './match-event-batch.entity.js';
export * from './match-invitation.entity.js';
export * from './match-order.entity.js';
export * from './match-seat.entity.js';
export * from './match-snapshot.entity.js';
export * from './match.entity.js';
export * from './player.entity.js';
export * from './match-reminder.entity.js';
export * from './seat-discord-user.entity.js';
export * from './webhook-delivery.entity.js';
export * from './webhook-status-message.entity.js';
export * from './webhook.entity.js';

/** Every entity the data source maps. */
export const entities = [
  PlayerEntity,
  MatchEntity,
  MatchSeatEntity,
  MatchOrderEntity,
  MatchEventBatchEntity,
  MatchSnapshotEntity,
  MatchInvitationEntity,
  WebhookEntity,
  WebhookDeliveryEntity,
  WebhookStatusMessageEntity,
  SeatDiscordUserEntity,
  MatchReminderSettingsEntity,
  MatchReminderSentEntity,
];
