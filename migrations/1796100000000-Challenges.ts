import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Challenges (issue 15): one player offers another a game; it starts only if they accept. */
export class Challenges1796100000000 implements MigrationInterface {
  name = 'Challenges1796100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE challenges (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        challenger_id uuid NOT NULL,
        opponent_id uuid NOT NULL,
        ruleset_id text NOT NULL,
        scenario_id text NOT NULL,
        deadline_seconds integer,
        rated boolean NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        match_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        CONSTRAINT pk_challenges PRIMARY KEY (id),
        CONSTRAINT ck_challenges_status CHECK (status IN ('pending', 'accepted', 'declined')),
        CONSTRAINT fk_challenges_challenger_id FOREIGN KEY (challenger_id) REFERENCES players (id),
        CONSTRAINT fk_challenges_opponent_id FOREIGN KEY (opponent_id) REFERENCES players (id),
        CONSTRAINT fk_challenges_match_id FOREIGN KEY (match_id) REFERENCES matches (id)
          ON DELETE SET NULL
      )`);
    await db.query(
      `CREATE INDEX ix_challenges_opponent_id_created_at ON challenges (opponent_id, created_at)`,
    );
    await db.query(`ALTER TABLE arranged_matches DROP CONSTRAINT ck_arranged_matches_kind`);
    await db.query(`
      ALTER TABLE arranged_matches ADD CONSTRAINT ck_arranged_matches_kind
        CHECK (kind IN ('ladder', 'validation', 'challenge'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM arranged_matches WHERE kind = 'challenge'`);
    await db.query(`ALTER TABLE arranged_matches DROP CONSTRAINT ck_arranged_matches_kind`);
    await db.query(`
      ALTER TABLE arranged_matches ADD CONSTRAINT ck_arranged_matches_kind
        CHECK (kind IN ('ladder', 'validation'))`);
    await db.query(`DROP TABLE challenges`);
  }
}
