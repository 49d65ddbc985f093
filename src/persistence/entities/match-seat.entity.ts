import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { MatchEntity } from './match.entity.js';
import { PlayerEntity } from './player.entity.js';

/** A seat of a match (numbered from 0, as the engine numbers them) and who holds it. */
@Entity('match_seats')
@Check('ck_match_seats_one_holder', 'player_id IS NULL OR bot IS NULL')
export class MatchSeatEntity {
  @PrimaryColumn('uuid')
  matchId!: string;

  @PrimaryColumn('integer')
  seat!: number;

  /** `null` while the seat is open. */
  @Index()
  @Column('uuid', { nullable: true })
  playerId!: string | null;

  /** A built-in bot holding the seat (never together with a player). */
  @Column('text', { nullable: true })
  bot!: string | null;

  @Column('timestamptz', { nullable: true })
  joinedAt!: Date | null;

  /** Decisions of this seat timed by the server, and their total and longest time (ms). */
  @Column('integer', { default: 0 })
  decisionsTimed!: number;

  @Column('bigint', { default: 0 })
  decisionMsTotal!: string;

  @Column('integer', { default: 0 })
  decisionMsMax!: number;

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;

  @ManyToOne(() => PlayerEntity)
  @JoinColumn({ name: 'player_id' })
  player?: Relation<PlayerEntity> | null;
}
