import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The output log stored one row per order's events (issue 19: storage per finished match): a row
 * per event cost more in row headers, keys and index entries than most events hold. Each event
 * becomes `[type, data]` or `[type, data, visibleTo]` in its batch's array, its seq implied by its
 * place after `first_seq`. Existing events are moved into batches: every run of consecutive events
 * of one order (or of the match's setup) becomes one row.
 */
export class EventBatches1796200000000 implements MigrationInterface {
  name = 'EventBatches1796200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE match_event_batches (
        match_id uuid NOT NULL,
        last_seq integer NOT NULL,
        first_seq integer NOT NULL,
        order_seq integer,
        events jsonb NOT NULL,
        CONSTRAINT pk_match_event_batches PRIMARY KEY (match_id, last_seq),
        CONSTRAINT fk_match_event_batches_match_id FOREIGN KEY (match_id)
          REFERENCES matches (id) ON DELETE CASCADE
      )`);
    // A batch is a few hundred bytes to a few KB of repetitive JSON: compressed in its row (not
    // moved out of line) from 128 bytes on, where PostgreSQL would only start at 2 KB.
    await db.query(`ALTER TABLE match_event_batches ALTER COLUMN events SET STORAGE MAIN`);
    await db.query(`ALTER TABLE match_event_batches SET (toast_tuple_target = 128)`);
    await db.query(`
      CREATE TRIGGER match_event_batches_append_only BEFORE UPDATE ON match_event_batches
        FOR EACH ROW EXECUTE FUNCTION salvo_refuse_update()`);
    // A run: consecutive seqs of one order; seq minus its rank within the order names the run.
    await db.query(`
      INSERT INTO match_event_batches (match_id, last_seq, first_seq, order_seq, events)
      SELECT match_id, max(seq), min(seq), order_seq,
             jsonb_agg(CASE WHEN visible_to IS NULL THEN jsonb_build_array(type, data)
                            ELSE jsonb_build_array(type, data, to_jsonb(visible_to)) END
                       ORDER BY seq)
        FROM (SELECT e.*, seq - row_number() OVER (PARTITION BY match_id, order_seq ORDER BY seq)
                     AS run
                FROM match_events e) runs
       GROUP BY match_id, order_seq, run`);
    await db.query(`DROP TABLE match_events`);
  }

  async down(db: QueryRunner): Promise<void> {
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
      CREATE TRIGGER match_events_append_only BEFORE UPDATE ON match_events
        FOR EACH ROW EXECUTE FUNCTION salvo_refuse_update()`);
    await db.query(`
      INSERT INTO match_events (match_id, seq, type, visible_to, data, order_seq)
      SELECT b.match_id, b.first_seq + e.i::int - 1, e.x->>0,
             CASE WHEN e.x->2 IS NULL THEN NULL
                  ELSE ARRAY(SELECT jsonb_array_elements_text(e.x->2)::int) END,
             e.x->1, b.order_seq
        FROM match_event_batches b,
             jsonb_array_elements(b.events) WITH ORDINALITY AS e(x, i)`);
    await db.query(`DROP TABLE match_event_batches`);
  }
}
