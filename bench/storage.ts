/**
 * Storage per finished match: full-length Stratoyager pilot-episode matches, played by bot
 * clients against the server's random bot on a scratch PostgreSQL database, then every table's
 * size (indexes and TOAST included) divided by the matches. The limit is what lets a
 * million-game ladder fit on one ordinary disk.
 *
 * `npm run bench:storage [-- --matches 100] [--at-once 20] [--pg postgresql://…]`
 */
import pg from 'pg';
import { freshDatabase, LOCAL_SERVER } from './api/databases.js';
import { Ladder } from './soak/ladder.js';
import { startService } from './soak/service.js';

const LIMIT_BYTES = 50 * 1024;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

interface Tally {
  tableBytes: number;
  finished: number;
  other: number;
  tables: { name: string; bytes: number }[];
}

async function tally(url: string): Promise<Tally> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Dead rows would count against the matches: measure what a vacuumed table holds.
    await client.query('VACUUM FULL');
    const tables = await client.query<{ name: string; bytes: string }>(
      `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY 2 DESC`,
    );
    const counts = await client.query<{ finished: string; other: string }>(
      `SELECT count(*) FILTER (WHERE status = 'finished') AS finished,
              count(*) FILTER (WHERE status <> 'finished') AS other FROM matches`,
    );
    const rows = tables.rows.map((r) => ({ name: r.name, bytes: Number(r.bytes) }));
    return {
      tableBytes: rows.reduce((sum, r) => sum + r.bytes, 0),
      finished: Number(counts.rows[0].finished),
      other: Number(counts.rows[0].other),
      tables: rows,
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const wanted = Number(option('matches', '100'));
  const atOnce = Number(option('at-once', '20'));
  const database = await freshDatabase(option('pg', LOCAL_SERVER));
  const service = await startService({ DATABASE_URL: database.url });
  try {
    const ladder = new Ladder(service.url, {
      matches: atOnce,
      perBot: 2,
      opponent: 'stratoyager/random',
      variants: {},
    });
    const running = ladder.run();
    while (ladder.started < wanted) await new Promise((r) => setTimeout(r, 250));
    ladder.stop();
    await running;
    const t = await tally(database.url);
    const perMatch = t.tableBytes / (t.finished + t.other);
    const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
    process.stdout.write(
      `storage: ${t.finished} finished + ${t.other} other pilot-episode matches, ` +
        `${(t.tableBytes / 1024 / 1024).toFixed(1)} MB in tables\n` +
        t.tables
          .filter((r) => r.bytes > 64 * 1024)
          .map((r) => `  ${r.name.padEnd(20)} ${kb(r.bytes)}\n`)
          .join('') +
        `per match ${kb(perMatch)} vs limit ${kb(LIMIT_BYTES)}: ratio ${(perMatch / LIMIT_BYTES).toFixed(2)} ` +
        `(${perMatch <= LIMIT_BYTES ? 'within' : 'OVER'})\n`,
    );
    return ladder.errors === 0 && perMatch <= LIMIT_BYTES ? 0 : 1;
  } finally {
    await service.stop();
    await database.drop();
  }
}

process.exit(await main());
