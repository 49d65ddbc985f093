import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { MatchEntity } from './match.entity.js';
import { PlayerEntity } from './player.entity.js';

/**
 * The match's input log, append-only (a trigger refuses updates): every accepted order in the
 * order it was accepted. A client's idempotency key makes a retried submission harmless.
 */
@Entity('match_orders')
@Index('uq_match_orders_idempotency_key', ['matchId', 'playerId', 'idempotencyKey'], {
  unique: true,
  where: '(idempotency_key IS NOT NULL)',
})
export class MatchOrderEntity {
  @PrimaryColumn('uuid')
  matchId!: string;

  /** Position in the log, from 1. */
  @PrimaryColumn('integer')
  seq!: number;

  /** `null` for entries the driver makes on nobody's behalf. */
  @Column('integer', { nullable: true })
  seat!: number | null;

  @Column('text')
  decisionId!: string;

  /** `order`, `default`, `roll` or `resign` (the engine's log entry kinds). */
  @Column('text')
  kind!: string;

  @Column('jsonb')
  payload!: unknown;

  /** Who submitted it; `null` for orders applied by the service (deadlines, defaults). */
  @Column('uuid', { nullable: true })
  playerId!: string | null;

  @Column('text', { nullable: true })
  idempotencyKey!: string | null;

  /** Digest of the submitted request: a reused idempotency key must come with the same one. */
  @Column('text', { nullable: true })
  requestHash!: string | null;

  /** Server-measured time from the decision being offered to this order being accepted (ms). */
  @Column('integer', { nullable: true })
  decisionMs!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;

  @ManyToOne(() => PlayerEntity)
  @JoinColumn({ name: 'player_id' })
  player?: Relation<PlayerEntity> | null;
}
