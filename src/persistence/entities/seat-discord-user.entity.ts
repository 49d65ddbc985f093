import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { MatchEntity } from './match.entity.js';

/** The Discord user a seat's holder named, mentioned while their orders are awaited. */
@Entity('seat_discord_users')
export class SeatDiscordUserEntity {
  @PrimaryColumn('uuid')
  matchId!: string;

  @PrimaryColumn('integer')
  seat!: number;

  @Column('text')
  discordUserId!: string;

  @ManyToOne(() => MatchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'match_id' })
  match?: Relation<MatchEntity>;
}
