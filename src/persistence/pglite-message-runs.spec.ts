import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { keepMessageRunsTogether } from './pglite-message-runs.js';

/** Parameterised statements on some connections while others run transactions. */
async function mixedLoad(db: PGlite, fix: boolean, named = false): Promise<string[]> {
  const plus = { text: 'SELECT $1::int + 1 AS n', ...(named ? { name: 'spec_plus' } : {}) };
  const pair = {
    text: 'SELECT $1::int AS a, $2::int AS b',
    ...(named ? { name: 'spec_pair' } : {}),
  };
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
  if (fix) await keepMessageRunsTogether(server);
  await server.start();
  const pool = new pg.Pool({
    connectionString: `postgresql://postgres@${server.getServerConn()}/postgres`,
    max: 4,
  });
  const failures: string[] = [];
  try {
    await Promise.all(
      Array.from({ length: 45 }, async (_, i) => {
        if (i % 3 !== 0) {
          const r = await pool.query({ ...plus, values: [i] }).catch((e: Error) => {
            failures.push(e.message);
            return null;
          });
          if (r && r.rows[0]?.n !== i + 1) failures.push(`wrong answer for ${i}`);
          return;
        }
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          await c.query({ ...pair, values: [i, 2] });
          await c.query('COMMIT');
        } catch (e) {
          failures.push((e as Error).message);
          await c.query('ROLLBACK').catch(() => undefined);
        } finally {
          c.release();
        }
      }),
    );
  } finally {
    await pool.end();
    await server.stop();
  }
  return failures;
}

// Creating the PGlite (initdb) takes about 4 s idle, far more on a busy shared machine.
describe('pglite-socket with message runs kept together', () => {
  // One database for both (initdb is the slow part); each test has its own socket server.
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create('memory://');
  }, 180_000);
  afterAll(() => db?.close());

  it('splits no statement between connections while others run transactions', async () => {
    expect(await mixedLoad(db, true)).toEqual([]);
  }, 180_000);

  it('shares named statements between the connections of its one session', async () => {
    expect(await mixedLoad(db, true, true)).toEqual([]);
    expect(await mixedLoad(db, true, true)).toEqual([]);
  }, 180_000);

  it('is needed: without it the same load fails', async () => {
    expect((await mixedLoad(db, false)).length).toBeGreaterThan(0);
  }, 180_000);

  it('is needed for named statements: without it a second connection cannot prepare one', async () => {
    // The statements the other tests left prepared would hide the collision.
    await db.exec('DEALLOCATE ALL');
    const failures = await mixedLoad(db, false, true);
    expect(failures.some((f) => f.includes('already exists'))).toBe(true);
  }, 180_000);
});
