/**
 * The floor every accepted order stands on: how many single-row INSERTs a database commits per
 * second, one connection, autocommit, measured with `pg` directly. An order costs several
 * statements in one transaction, so the API's rate is to be read against this.
 */
import pg from 'pg';
import { now } from './stats.js';

export interface CommitRate {
  commits: number;
  seconds: number;
  perSecond: number;
}

export async function rawCommitRate(url: string, seconds: number): Promise<CommitRate> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const table = `bench_commit_${process.pid}`;
  try {
    await client.query(`CREATE TABLE ${table} (id bigserial PRIMARY KEY, body text NOT NULL)`);
    const started = now();
    const until = started + seconds * 1000;
    let commits = 0;
    while (now() < until) {
      await client.query(`INSERT INTO ${table} (body) VALUES ($1)`, [`row ${commits}`]);
      commits++;
    }
    const elapsed = (now() - started) / 1000;
    return { commits, seconds: elapsed, perSecond: Math.round(commits / elapsed) };
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await client.end();
  }
}
