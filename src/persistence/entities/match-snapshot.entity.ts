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

/** A cache of a match's state after its first `orderSeq` orders; the logs stay the truth. */
@Entity('match_snapshots')
export class MatchSnapshotEntity {
  @PrimaryColumn('uuid')
  matchId!: string;

  @PrimaryColumn('integer')
  orderSeq!: number;

  /** How many events the match had emitted at that point. */
  @Column('integer')
  eventSeq!: number;

  @Column('jsonb')
  state!: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;
}
