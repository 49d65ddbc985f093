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
@Check('ck_matches_visibility', `visibility IN ('public', 'private')`)
@Check('ck_matches_deadline_seconds', 'deadline_seconds > 0')
@Index(['status', 'createdAt'])
@Index(['createdAt', 'id'])
@Index(['nextDeadlineAt'], { where: '(next_deadline_at IS NOT NULL)' })
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

  /**
   * The dice generator the seed drives, name and version (`chacha20-v1`), fixed for the match's
   * life; rows from before it was recorded hold `xoroshiro128plus-v1`.
   */
  @Column('text')
  diceGenerator!: string;

  @VersionColumn({ default: 1 })
  version!: number;

  @Column('jsonb', { nullable: true })
  phase!: Record<string, unknown> | null;

  @Column('jsonb', { nullable: true })
  outcome!: Record<string, unknown> | null;

  @Index()
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  /** `private` matches are seen by their players only. */
  @Column('text', { default: 'public' })
  visibility!: 'public' | 'private';

  /** Time allowed per decision; `null`: no deadline. */
  @Column('integer', { nullable: true })
  deadlineSeconds!: number | null;

  /** Lengths of the order and event logs, so a cached match can tell it is stale. */
  @Column('integer', { default: 0 })
  orderSeq!: number;

  @Column('integer', { default: 0 })
  eventSeq!: number;

  /** The decisions owed now (public summary), for deadline sweeps and notifications. */
  @Column('jsonb', { default: () => "'[]'" })
  pending!: unknown[];

  @Column('timestamptz', { nullable: true })
  nextDeadlineAt!: Date | null;

  @Column('timestamptz', { nullable: true })
  startedAt!: Date | null;

  @Column('timestamptz', { nullable: true })
  finishedAt!: Date | null;

  @ManyToOne(() => PlayerEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<PlayerEntity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
