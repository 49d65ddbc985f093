import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The foundation tables (ARCHITECTURE.md §5): players, matches and their seats, the append-only
 * order and event logs, and state snapshots. Names follow SalvoNamingStrategy.
 */
export class Foundation1795307945830 implements MigrationInterface {
  name = 'Foundation1795307945830';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE players (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name text NOT NULL,
        kind text NOT NULL,
        api_key_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_players PRIMARY KEY (id),
        CONSTRAINT ck_players_kind CHECK (kind IN ('human', 'bot'))
      )`);
    await db.query(`CREATE UNIQUE INDEX uq_players_api_key_hash ON players (api_key_hash)`);

    await db.query(`
      CREATE TABLE matches (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        ruleset_id text NOT NULL,
        ruleset_version text NOT NULL,
        config jsonb NOT NULL,
        status text NOT NULL DEFAULT 'open',
        seed text NOT NULL,
        seed_hash text NOT NULL,
        version integer NOT NULL DEFAULT 1,
        phase jsonb,
        outcome jsonb,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_matches PRIMARY KEY (id),
        CONSTRAINT ck_matches_status
          CHECK (status IN ('open', 'active', 'finished', 'abandoned', 'cancelled')),
        CONSTRAINT fk_matches_created_by FOREIGN KEY (created_by)
          REFERENCES players (id) ON DELETE SET NULL
      )`);
    await db.query(`CREATE INDEX ix_matches_status_created_at ON matches (status, created_at)`);
    await db.query(`CREATE INDEX ix_matches_created_by ON matches (created_by)`);

    await db.query(`
      CREATE TABLE match_seats (
        match_id uuid NOT NULL,
        seat integer NOT NULL,
        player_id uuid,
        joined_at timestamptz,
        CONSTRAINT pk_match_seats PRIMARY KEY (match_id, seat),
        CONSTRAINT fk_match_seats_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE,
        CONSTRAINT fk_match_seats_player_id FOREIGN KEY (player_id) REFERENCES players (id)
      )`);
    await db.query(`CREATE INDEX ix_match_seats_player_id ON match_seats (player_id)`);

    await db.query(`
      CREATE TABLE match_orders (
        match_id uuid NOT NULL,
        seq integer NOT NULL,
        seat integer,
        decision_id text NOT NULL,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        player_id uuid,
        idempotency_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_match_orders PRIMARY KEY (match_id, seq),
        CONSTRAINT fk_match_orders_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE,
        CONSTRAINT fk_match_orders_player_id FOREIGN KEY (player_id) REFERENCES players (id)
      )`);
    await db.query(`
      CREATE UNIQUE INDEX uq_match_orders_idempotency_key
        ON match_orders (match_id, player_id, idempotency_key)
        WHERE (idempotency_key IS NOT NULL)`);

    await db.query(`
      CREATE TABLE match_events (
        match_id uuid NOT NULL,
        seq integer NOT NULL,
        type text NOT NULL,
        visible_to integer[],
        data jsonb NOT NULL,
        order_seq integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_match_events PRIMARY KEY (match_id, seq),
        CONSTRAINT fk_match_events_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);

    await db.query(`
      CREATE TABLE match_snapshots (
        match_id uuid NOT NULL,
        order_seq integer NOT NULL,
        event_seq integer NOT NULL,
        state jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_match_snapshots PRIMARY KEY (match_id, order_seq),
        CONSTRAINT fk_match_snapshots_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);

    // The logs are history: rows may be deleted with their match, never rewritten.
    await db.query(`
      CREATE FUNCTION salvo_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
      END
      $$`);
    for (const table of ['match_orders', 'match_events']) {
      await db.query(`
        CREATE TRIGGER ${table}_append_only BEFORE UPDATE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION salvo_refuse_update()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'match_snapshots',
      'match_events',
      'match_orders',
      'match_seats',
      'matches',
      'players',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query(`DROP FUNCTION salvo_refuse_update()`);
  }
}
