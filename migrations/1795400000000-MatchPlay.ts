import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What playing a match needs beyond the foundation tables: who may read a match (visibility),
 * per-decision deadlines and the decisions now owed (so a sweep and `decisionRequired` need no
 * engine), log lengths (so an instance can tell its cached match is stale without reading the
 * logs), built-in bot seats, and the request hash that makes an Idempotency-Key safe to reuse.
 */
export class MatchPlay1795400000000 implements MigrationInterface {
  name = 'MatchPlay1795400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE matches
        ADD COLUMN visibility text NOT NULL DEFAULT 'public',
        ADD COLUMN deadline_seconds integer,
        ADD COLUMN order_seq integer NOT NULL DEFAULT 0,
        ADD COLUMN event_seq integer NOT NULL DEFAULT 0,
        ADD COLUMN pending jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN next_deadline_at timestamptz,
        ADD COLUMN started_at timestamptz,
        ADD COLUMN finished_at timestamptz,
        ADD CONSTRAINT ck_matches_visibility CHECK (visibility IN ('public', 'private')),
        ADD CONSTRAINT ck_matches_deadline_seconds CHECK (deadline_seconds > 0)`);
    await db.query(`
      CREATE INDEX ix_matches_next_deadline_at ON matches (next_deadline_at)
        WHERE next_deadline_at IS NOT NULL`);
    await db.query(`CREATE INDEX ix_matches_created_at_id ON matches (created_at, id)`);

    await db.query(`
      ALTER TABLE match_seats
        ADD COLUMN bot text,
        ADD CONSTRAINT ck_match_seats_one_holder CHECK (player_id IS NULL OR bot IS NULL)`);

    await db.query(`ALTER TABLE match_orders ADD COLUMN request_hash text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE match_orders DROP COLUMN request_hash`);
    await db.query(`
      ALTER TABLE match_seats
        DROP CONSTRAINT ck_match_seats_one_holder,
        DROP COLUMN bot`);
    await db.query(`DROP INDEX ix_matches_created_at_id`);
    await db.query(`DROP INDEX ix_matches_next_deadline_at`);
    await db.query(`
      ALTER TABLE matches
        DROP CONSTRAINT ck_matches_deadline_seconds,
        DROP CONSTRAINT ck_matches_visibility,
        DROP COLUMN finished_at,
        DROP COLUMN started_at,
        DROP COLUMN next_deadline_at,
        DROP COLUMN pending,
        DROP COLUMN event_seq,
        DROP COLUMN order_seq,
        DROP COLUMN deadline_seconds,
        DROP COLUMN visibility`);
  }
}
