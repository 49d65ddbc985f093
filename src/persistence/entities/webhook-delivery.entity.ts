import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { WebhookEntity } from './webhook.entity.js';

/**
 * One delivery of the outbox: written in the match's own transaction, sent by the delivery worker,
 * kept as the hook's delivery log.
 */
@Entity('webhook_deliveries')
@Check('ck_webhook_deliveries_state', `state IN ('pending', 'delivered', 'failed')`)
@Check('ck_webhook_deliveries_kind', `kind IN ('post', 'status')`)
@Index(['webhookId', 'id'])
// The worker's scan: only what is still to be sent.
@Index('ix_webhook_deliveries_due', ['nextAttemptAt'], { where: `state = 'pending'` })
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('uuid')
  webhookId!: string;

  @Column('uuid', { nullable: true })
  matchId!: string | null;

  @Column('text')
  eventType!: string;

  /** `status`: a Discord status message, edited in place. */
  @Column('text', { default: 'post' })
  kind!: 'post' | 'status';

  @Column('jsonb')
  body!: unknown;

  @Column('text', { default: 'pending' })
  state!: 'pending' | 'delivered' | 'failed';

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column('timestamptz', { nullable: true })
  leasedUntil!: Date | null;

  @Column('integer', { nullable: true })
  lastStatus!: number | null;

  @Column('text', { nullable: true })
  lastError!: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { nullable: true })
  deliveredAt!: Date | null;

  @ManyToOne(() => WebhookEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhook_id' })
  webhook?: Relation<WebhookEntity>;
}
