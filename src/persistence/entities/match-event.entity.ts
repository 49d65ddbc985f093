import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { MatchEntity } from './match.entity.js';

/**
 * The match's output log, append-only (a trigger refuses updates). `visibleTo` null: public;
 * else only those seats may see it (hidden orders, private reveals).
 */
@Entity('match_events')
export class MatchEventEntity {
  @PrimaryColumn('uuid')
  matchId!: string;

  /** Position in the event log, from 1: clients resume "after seq N". */
  @PrimaryColumn('integer')
  seq!: number;

  @Column('text')
  type!: string;

  @Column('integer', { array: true, nullable: true })
  visibleTo!: number[] | null;

  @Column('jsonb')
  data!: Record<string, unknown>;

  /** The order log entry that caused it; `null` for events of the match's creation. */
  @Column('integer', { nullable: true })
  orderSeq!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;
}
