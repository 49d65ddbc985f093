import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const PLAYER_KINDS = ['human', 'bot'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** Someone who plays through the API: a person's client or a bot. Known by an API key. */
@Entity('players')
@Check('ck_players_kind', `kind IN ('human', 'bot')`)
@Index('uq_players_api_key_hash', ['apiKeyHash'], { unique: true })
export class PlayerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  @Column('text')
  kind!: PlayerKind;

  /** SHA-256 (hex) of the API key: keys are random and long, and never stored in the clear. */
  @Column('text')
  apiKeyHash!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
