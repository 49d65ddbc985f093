/**
 * The migrations on an empty database: apply, match the entities exactly, enforce the append-only
 * logs, revert to nothing, apply again. On PGlite, or on DATABASE_URL's server when it is set.
 */
import { DataSource } from 'typeorm';
import { connectDatabase, type SalvoDataSource } from '../src/persistence/data-source.js';
import {
  pendingMigrations,
  revertLastMigration,
  runMigrations,
} from '../src/persistence/migrate.js';
import { lastEventOfOrder, readEvents } from '../src/modules/match-runtime/index.js';
import { startTestApp, testConfig, type TestApp } from './helpers/app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const DICE_GENERATOR_MIGRATION = 'DiceGenerator1795700000000';
const EVENT_BATCHES_MIGRATION = 'EventBatches1796200000000';

const FOUNDATION_TABLES = [
  'match_event_batches',
  'match_orders',
  'match_seats',
  'match_snapshots',
  'matches',
  'players',
];

async function tables(db: DataSource): Promise<string[]> {
  const rows: { table_name: string }[] = await db.query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe('migrations from an empty database', () => {
  let db: SalvoDataSource;
  let database: TestDatabase | null = null;

  beforeAll(async () => {
    const config = testConfig();
    if (config.database.kind === 'external') {
      database = await createTestDatabase(config.database.url);
      config.database = { ...config.database, url: database.url };
    }
    db = await connectDatabase(config.database);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('starts empty, with every migration pending', async () => {
    expect(await tables(db)).toEqual([]);
    expect(await pendingMigrations(db)).toEqual(db.migrations.map((m) => m.name));
  });

  it('applies every migration and creates the foundation tables', async () => {
    const applied = await runMigrations(db);
    expect(applied.map((m) => m.name)).toEqual(db.migrations.map((m) => m.name));
    expect(await tables(db)).toEqual(expect.arrayContaining([...FOUNDATION_TABLES, 'migrations']));
    expect(await pendingMigrations(db)).toEqual([]);
    expect(await runMigrations(db)).toEqual([]);
  });

  it('leaves nothing for TypeORM to change: entities and migrations agree', async () => {
    const diff = await db.driver.createSchemaBuilder().log();
    expect(diff.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('refuses to rewrite the order and event logs, and keeps their sequence unique', async () => {
    const [{ id }] = await db.query(
      `INSERT INTO matches (ruleset_id, ruleset_version, config, seed, seed_hash, dice_generator)
       VALUES ('stratoyager', '1', '{}', 's', 'h', 'chacha20-v1') RETURNING id`,
    );
    const order = `INSERT INTO match_orders (match_id, seq, seat, decision_id, kind, payload)
                   VALUES ($1, 1, 0, 'd1', 'order', '{}')`;
    await db.query(order, [id]);
    await expect(db.query(order, [id])).rejects.toThrow(/duplicate key/);
    await expect(
      db.query(`UPDATE match_orders SET payload = '{"x":1}' WHERE match_id = $1`, [id]),
    ).rejects.toThrow(/match_orders is append-only/);
    await db.query(
      `INSERT INTO match_event_batches (match_id, last_seq, first_seq, events)
       VALUES ($1, 1, 1, '[["started", {}]]')`,
      [id],
    );
    await expect(
      db.query(`UPDATE match_event_batches SET events = '[]' WHERE match_id = $1`, [id]),
    ).rejects.toThrow(/match_event_batches is append-only/);
    // Deleting a match takes its logs with it.
    await db.query('DELETE FROM matches WHERE id = $1', [id]);
    expect(await db.query('SELECT count(*)::int AS n FROM match_orders')).toEqual([{ n: 0 }]);
  });

  it('gives matches stored before dice generators were recorded the old one; new rows must name theirs', async () => {
    while (!(await pendingMigrations(db)).includes(DICE_GENERATOR_MIGRATION)) {
      await revertLastMigration(db);
    }
    const insert = `INSERT INTO matches (ruleset_id, ruleset_version, config, seed, seed_hash)
                    VALUES ('stratoyager', '1', '{}', 's', 'h') RETURNING id`;
    const [{ id }] = await db.query(insert);
    await runMigrations(db);
    expect(await db.query('SELECT dice_generator FROM matches WHERE id = $1', [id])).toEqual([
      { dice_generator: 'xoroshiro128plus-v1' },
    ]);
    await expect(db.query(insert)).rejects.toThrow(/dice_generator/);
    await db.query('DELETE FROM matches WHERE id = $1', [id]);
  });

  it('moves events stored one per row into batches, each event as it was', async () => {
    while (!(await pendingMigrations(db)).includes(EVENT_BATCHES_MIGRATION)) {
      await revertLastMigration(db);
    }
    const [{ id }] = await db.query(
      `INSERT INTO matches (ruleset_id, ruleset_version, config, seed, seed_hash, dice_generator)
       VALUES ('stratoyager', '1', '{}', 's', 'h', 'chacha20-v1') RETURNING id`,
    );
    const stored = [
      { seq: 1, type: 'match.created', visibleTo: null, data: { a: 1 }, orderSeq: null },
      { seq: 2, type: 'phase.changed', visibleTo: null, data: { b: [1, 2] }, orderSeq: null },
      { seq: 3, type: 'order.accepted', visibleTo: null, data: { seat: 0 }, orderSeq: 1 },
      { seq: 4, type: 'hand.drawn', visibleTo: [1], data: { cards: ['x'] }, orderSeq: 1 },
      { seq: 5, type: 'order.accepted', visibleTo: null, data: { seat: 1 }, orderSeq: 2 },
    ];
    for (const e of stored) {
      await db.query(
        `INSERT INTO match_events (match_id, seq, type, visible_to, data, order_seq)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, e.seq, e.type, e.visibleTo, JSON.stringify(e.data), e.orderSeq],
      );
    }
    await runMigrations(db);
    const event = ({ seq, type, visibleTo, data }: (typeof stored)[number]) =>
      visibleTo ? { seq, type, visibleTo, data } : { seq, type, data };
    const all = { after: 0, limit: 100 };
    const em = db.manager;
    expect(await readEvents(em, id, { ...all, seats: [0, 1] })).toEqual(stored.map(event));
    expect(await readEvents(em, id, { ...all, seats: [0] })).toEqual(
      stored.filter((e) => !e.visibleTo).map(event),
    );
    expect(await readEvents(em, id, { after: 2, upTo: 4, limit: 1, seats: [1] })).toEqual([
      event(stored[2]),
    ]);
    expect(await lastEventOfOrder(em, id, 1)).toBe(4);
    expect(
      (
        await db.query('SELECT count(*)::int AS n FROM match_event_batches WHERE match_id = $1', [
          id,
        ])
      )[0].n,
    ).toBe(3);
    await db.query('DELETE FROM matches WHERE id = $1', [id]);
  });

  it('reverts every migration, back to an empty schema', async () => {
    for (let i = db.migrations.length; i > 0; i--) {
      expect(await revertLastMigration(db)).not.toBeNull();
    }
    expect(await revertLastMigration(db)).toBeNull();
    expect(await tables(db)).toEqual(['migrations']);
    const functions = await db.query(
      `SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'salvo_refuse_update'`,
    );
    expect(functions).toEqual([{ n: 0 }]);
  });

  it('applies them again after a full revert', async () => {
    await runMigrations(db);
    expect(await tables(db)).toEqual(expect.arrayContaining(FOUNDATION_TABLES));
    expect(await pendingMigrations(db)).toEqual([]);
  });
});

describe('readiness with a migration missing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers 503 naming the pending migration', async () => {
    const db = t.app.get(DataSource);
    const reverted = await revertLastMigration(db);
    const res = await t.http.get('/health/ready').expect(503);
    expect(res.body.checks.migrations).toEqual({ status: 'down', pending: [reverted] });
    await runMigrations(db);
    await t.http.get('/health/ready').expect(200);
  });
});
