import { ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../common/api-field.js';
import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from './webhook-events.js';
import type { DeliveryRow, WebhookRow } from './webhook.store.js';

@ApiSchema({ name: 'Webhook' })
@ObjectType('Webhook', {
  description: 'A URL told of what happens in a match, or in all of yours.',
})
export class WebhookDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The hook’s id.' })
  id!: string;

  @ApiField({
    type: () => ID,
    format: 'uuid',
    nullable: true,
    required: true,
    description: 'The match it hears of; null: every match you hold a seat in.',
  })
  matchId!: string | null;

  @ApiField({ example: 'https://example.org/salvo-hook', description: 'Where deliveries go.' })
  url!: string;

  @ApiField({
    enum: WEBHOOK_FORMATS,
    example: 'json',
    description: '`json` (Salvo’s own body) or `discord` (a Discord channel webhook).',
  })
  format!: string;

  @ApiField({
    type: () => [String],
    items: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    description: `The events it hears of: ${WEBHOOK_EVENTS.join(', ')}.`,
  })
  events!: string[];

  @ApiField({ description: 'False once it was disabled (deliveries kept failing).' })
  enabled!: boolean;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    description: 'Why it was disabled.',
  })
  disabledReason!: string | null;

  @ApiField({ format: 'date-time', description: 'When it was registered.' })
  createdAt!: Date;
}

@ApiSchema({ name: 'WebhookCreated' })
@ObjectType('WebhookCreated', { description: 'A new hook, with its signing secret (shown once).' })
export class WebhookCreatedDto extends WebhookDto {
  @ApiField({
    example: 'whsec_…',
    description:
      'The secret deliveries are signed with (Salvo-Signature). Shown only now: keep it.',
  })
  secret!: string;
}

@ApiSchema({ name: 'WebhookList' })
export class WebhookListDto {
  @ApiProperty({ type: [WebhookDto], description: 'Your hooks, oldest first.' })
  items!: WebhookDto[];
}

@ApiSchema({ name: 'WebhookDelivery' })
@ObjectType('WebhookDelivery', { description: 'One delivery of a hook, and how it went.' })
export class WebhookDeliveryDto {
  @ApiField({ example: '42', description: 'The delivery’s id (also its Salvo-Delivery header).' })
  id!: string;

  @ApiField({
    example: 'turn.resolved',
    description: 'The event delivered (`webhook.ping` for a test).',
  })
  eventType!: string;

  @ApiField({
    enum: ['pending', 'delivered', 'failed'],
    example: 'delivered',
    description: '`pending` (to be sent or retried), `delivered`, or `failed` (given up).',
  })
  state!: string;

  @ApiField({ type: () => Int, minimum: 0, description: 'Attempts made so far.' })
  attempts!: number;

  @ApiField({
    type: () => Int,
    nullable: true,
    required: true,
    description: 'The HTTP status of the last attempt (null: no answer).',
  })
  lastStatus!: number | null;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    description: 'What went wrong with the last attempt.',
  })
  lastError!: string | null;

  @ApiField({ format: 'date-time', description: 'When it was queued.' })
  createdAt!: Date;

  @ApiField({ format: 'date-time', description: 'When it is (or was last) due.' })
  nextAttemptAt!: Date;

  @ApiField({
    type: () => Date,
    nullable: true,
    required: true,
    description: 'When it was delivered.',
  })
  deliveredAt!: Date | null;
}

@ApiSchema({ name: 'WebhookDeliveryList' })
export class WebhookDeliveryListDto {
  @ApiProperty({ type: [WebhookDeliveryDto], description: 'Newest first, at most 100.' })
  items!: WebhookDeliveryDto[];
}

export function webhookDto(row: WebhookRow): WebhookDto {
  return {
    id: row.id,
    matchId: row.matchId,
    url: row.url,
    format: row.format,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt,
  };
}

export function deliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    eventType: row.eventType,
    state: row.state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    createdAt: row.createdAt,
    nextAttemptAt: row.nextAttemptAt,
    deliveredAt: row.deliveredAt,
  };
}
