import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { MatchEntity } from './match.entity.js';

/** A match's own reminder times, seconds before a decision's deadline. */
@Entity('match_reminder_settings')
export class MatchReminderSettingsEntity {
  @PrimaryColumn('uuid')
  matchId!: string;

  @Column('integer', { array: true })
  beforeSeconds!: number[];

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;
}

/** A reminder sent, so that each is sent once. */
@Entity('match_reminders_sent')
export class MatchReminderSentEntity {
  @PrimaryColumn('uuid')
  matchId!: string;

  @PrimaryColumn('text')
  decisionId!: string;

  @PrimaryColumn('text')
  reason!: string;

  @Column('timestamptz', { default: () => 'now()' })
  sentAt!: Date;

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;
}
