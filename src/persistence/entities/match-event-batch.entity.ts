import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { MatchEntity } from './match.entity.js';

/**
 * The match's output log, one row per order's events (or the match's setup), append-only (a
 * trigger refuses updates). `events` holds each event as `[type, data]`, or `[type, data,
 * visibleTo]` when only those seats may see it (hidden orders, private reveals); its seq is
 * `firstSeq` plus its place in the array.
 */
@Entity('match_event_batches')
export class MatchEventBatchEntity {
  @PrimaryColumn('uuid')
  matchId!: string;

  /** The seq of the batch's last event: clients resume "after seq N". */
  @PrimaryColumn('integer')
  lastSeq!: number;

  @Column('integer')
  firstSeq!: number;

  /** The order log entry that caused them; `null` for the events of the match's creation. */
  @Column('integer', { nullable: true })
  orderSeq!: number | null;

  @Column('jsonb')
  events!: unknown[];

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;
}
