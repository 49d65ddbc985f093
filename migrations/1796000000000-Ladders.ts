import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Automated ladders (issue 15): bot accounts owned by players, the validation game a bot plays
 * before rated play, matches the service arranged (ladder, validation) with their forfeit count,
 * OpenSkill ratings per ruleset and scenario with their history, and ladders with their entries.
 */
export class Ladders1796000000000 implements MigrationInterface {
  name = 'Ladders1796000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE bot_accounts (
        player_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        key_rotated_at timestamptz,
        key_revoked_at timestamptz,
        CONSTRAINT pk_bot_accounts PRIMARY KEY (player_id),
        CONSTRAINT fk_bot_accounts_player_id FOREIGN KEY (player_id)
          REFERENCES players (id) ON DELETE CASCADE,
        CONSTRAINT fk_bot_accounts_owner_id FOREIGN KEY (owner_id) REFERENCES players (id)
      )`);
    await db.query(`CREATE INDEX ix_bot_accounts_owner_id ON bot_accounts (owner_id)`);

    await db.query(`
      CREATE TABLE ladders (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name text NOT NULL,
        ruleset_id text NOT NULL,
        scenario_id text NOT NULL,
        deadline_seconds integer NOT NULL,
        forfeit_after integer NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_ladders PRIMARY KEY (id),
        CONSTRAINT fk_ladders_created_by FOREIGN KEY (created_by) REFERENCES players (id)
      )`);

    await db.query(`
      CREATE TABLE ladder_entries (
        ladder_id uuid NOT NULL,
        player_id uuid NOT NULL,
        status text NOT NULL,
        last_opponent_id uuid,
        joined_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_ladder_entries PRIMARY KEY (ladder_id, player_id),
        CONSTRAINT ck_ladder_entries_status CHECK (status IN ('validating', 'active', 'withdrawn')),
        CONSTRAINT fk_ladder_entries_ladder_id FOREIGN KEY (ladder_id)
          REFERENCES ladders (id) ON DELETE CASCADE,
        CONSTRAINT fk_ladder_entries_player_id FOREIGN KEY (player_id) REFERENCES players (id)
      )`);

    await db.query(`
      CREATE TABLE arranged_matches (
        match_id uuid NOT NULL,
        kind text NOT NULL,
        ladder_id uuid,
        rated boolean NOT NULL,
        scenario_id text NOT NULL,
        forfeit_after integer,
        missed jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT pk_arranged_matches PRIMARY KEY (match_id),
        CONSTRAINT ck_arranged_matches_kind CHECK (kind IN ('ladder', 'validation')),
        CONSTRAINT fk_arranged_matches_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE,
        CONSTRAINT fk_arranged_matches_ladder_id FOREIGN KEY (ladder_id)
          REFERENCES ladders (id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX ix_arranged_matches_ladder_id ON arranged_matches (ladder_id)`);

    await db.query(`
      CREATE TABLE bot_validations (
        player_id uuid NOT NULL,
        ruleset_id text NOT NULL,
        match_id uuid NOT NULL,
        passed_at timestamptz,
        CONSTRAINT pk_bot_validations PRIMARY KEY (player_id, ruleset_id),
        CONSTRAINT fk_bot_validations_player_id FOREIGN KEY (player_id)
          REFERENCES players (id) ON DELETE CASCADE,
        CONSTRAINT fk_bot_validations_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);

    await db.query(`
      CREATE TABLE ratings (
        player_id uuid NOT NULL,
        ruleset_id text NOT NULL,
        scenario_id text NOT NULL,
        mu double precision NOT NULL,
        sigma double precision NOT NULL,
        ordinal double precision NOT NULL,
        games integer NOT NULL DEFAULT 0,
        wins integer NOT NULL DEFAULT 0,
        draws integer NOT NULL DEFAULT 0,
        losses integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_ratings PRIMARY KEY (player_id, ruleset_id, scenario_id),
        CONSTRAINT fk_ratings_player_id FOREIGN KEY (player_id)
          REFERENCES players (id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE INDEX ix_ratings_board ON ratings (ruleset_id, scenario_id, ordinal DESC, player_id)`);

    await db.query(`
      CREATE TABLE rating_history (
        id bigserial NOT NULL,
        player_id uuid NOT NULL,
        ruleset_id text NOT NULL,
        scenario_id text NOT NULL,
        match_id uuid NOT NULL,
        result text NOT NULL,
        mu_before double precision NOT NULL,
        sigma_before double precision NOT NULL,
        mu double precision NOT NULL,
        sigma double precision NOT NULL,
        ordinal double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_rating_history PRIMARY KEY (id),
        CONSTRAINT ck_rating_history_result CHECK (result IN ('win', 'draw', 'loss')),
        CONSTRAINT fk_rating_history_player_id FOREIGN KEY (player_id)
          REFERENCES players (id) ON DELETE CASCADE,
        CONSTRAINT fk_rating_history_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE UNIQUE INDEX uq_rating_history_player_match ON rating_history (player_id, match_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'rating_history',
      'ratings',
      'bot_validations',
      'arranged_matches',
      'ladder_entries',
      'ladders',
      'bot_accounts',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
