import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations: a creator offers a seat, the player accepts or declines. Seating anyone but
 * oneself (or a built-in bot) at creation is refused since, so seats are held only by consent.
 */
export class MatchInvitations1795500000000 implements MigrationInterface {
  name = 'MatchInvitations1795500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE match_invitations (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        match_id uuid NOT NULL,
        seat integer NOT NULL,
        player_id uuid NOT NULL,
        invited_by uuid NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        answered_at timestamptz,
        CONSTRAINT pk_match_invitations PRIMARY KEY (id),
        CONSTRAINT ck_match_invitations_status
          CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
        CONSTRAINT fk_match_invitations_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE,
        CONSTRAINT fk_match_invitations_player_id FOREIGN KEY (player_id) REFERENCES players (id),
        CONSTRAINT fk_match_invitations_invited_by FOREIGN KEY (invited_by) REFERENCES players (id)
      )`);
    await db.query(`
      CREATE INDEX ix_match_invitations_player_id_created_at
        ON match_invitations (player_id, created_at)`);
    await db.query(`
      CREATE INDEX ix_match_invitations_match_id_seat ON match_invitations (match_id, seat)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE match_invitations`);
  }
}
