import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { WebhookEntity } from './webhook.entity.js';

/** The Discord message a hook edits in place for a match's status. */
@Entity('webhook_status_messages')
export class WebhookStatusMessageEntity {
  @PrimaryColumn('uuid')
  webhookId!: string;

  @PrimaryColumn('uuid')
  matchId!: string;

  @Column('text')
  messageId!: string;

  @ManyToOne(() => WebhookEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhook_id' })
  webhook?: Relation<WebhookEntity>;
}
