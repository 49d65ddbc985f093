import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
  type Relation,
} from 'typeorm';
import { PlayerEntity } from './player.entity.js';

export const MATCH_STATUSES = ['open', 'active', 'finished', 'abandoned', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * A game. Event-sourced: the ruleset, its config and the seed, plus the order log, rebuild it
 * exactly. `version` guards concurrent writers (optimistic locking); `phase` is a public summary
 * kept for lists and subscriptions.
 */
@Entity('matches')
@Check('ck_matches_status', `status IN ('open', 'active', 'finished', 'abandoned', 'cancelled')`)
@Index(['status', 'createdAt'])
export class MatchEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  rulesetId!: string;

  @Column('text')
  rulesetVersion!: string;

  @Column('jsonb')
  config!: Record<string, unknown>;

  @Column('text', { default: 'open' })
  status!: MatchStatus;

  /** Secret until the match ends; its hash is published at creation. */
  @Column('text')
  seed!: string;

  @Column('text')
  seedHash!: string;

  @VersionColumn({ default: 1 })
  version!: number;

  @Column('jsonb', { nullable: true })
  phase!: Record<string, unknown> | null;

  @Column('jsonb', { nullable: true })
  outcome!: Record<string, unknown> | null;

  @Index()
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => PlayerEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<PlayerEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
