import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { MatchEntity } from './match.entity.js';
import { PlayerEntity } from './player.entity.js';

/**
 * A player's outgoing webhook: for one match, or (no match) for all of theirs. The webhooks
 * module reads and writes it with SQL of its own (webhook.store.ts); the entity keeps the schema
 * described in one place, checked against the migrations.
 */
@Entity('webhooks')
@Check('ck_webhooks_format', `format IN ('json', 'discord')`)
export class WebhookEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column('uuid')
  playerId!: string;

  @Index()
  @Column('uuid', { nullable: true })
  matchId!: string | null;

  @Column('text')
  url!: string;

  @Column('text')
  format!: 'json' | 'discord';

  @Column('text', { array: true })
  events!: string[];

  /** HMAC secret, shown to its owner once. */
  @Column('text')
  secret!: string;

  @Column('boolean', { default: true })
  enabled!: boolean;

  @Column('text', { nullable: true })
  disabledReason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => PlayerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Relation<PlayerEntity>;

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity> | null;
}
