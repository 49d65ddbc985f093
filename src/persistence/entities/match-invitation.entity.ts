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

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * A match creator's offer of a seat to a player, who takes it only by accepting: nobody is seated
 * without their consent. An invitation past `expiresAt` while still pending has expired (nothing
 * needs to run to say so).
 */
@Entity('match_invitations')
@Check('ck_match_invitations_status', `status IN ('pending', 'accepted', 'declined', 'cancelled')`)
@Index(['playerId', 'createdAt'])
@Index(['matchId', 'seat'])
export class MatchInvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  matchId!: string;

  @Column('integer')
  seat!: number;

  /** Who is invited. */
  @Column('uuid')
  playerId!: string;

  /** Who invited: the match's creator. */
  @Column('uuid')
  invitedBy!: string;

  @Column('text', { default: 'pending' })
  status!: InvitationStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz')
  expiresAt!: Date;

  @Column('timestamptz', { nullable: true })
  answeredAt!: Date | null;

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;

  @ManyToOne(() => PlayerEntity)
  @JoinColumn({ name: 'player_id' })
  player?: Relation<PlayerEntity>;

  @ManyToOne(() => PlayerEntity)
  @JoinColumn({ name: 'invited_by' })
  inviter?: Relation<PlayerEntity>;
}
