/**
 * In PostgreSQL mode (DATABASE_URL set), each test app gets a database of its own, created on
 * that server and dropped afterwards, so suites never see each other's rows or migrations.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Named after DATABASE_URL's own database (`<base>_t<pid>_<random>`), so that whoever created the
 * base (CI) can find and drop anything a crashed run left behind.
 */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const base = new URL(serverUrl).pathname.slice(1).replace(/\W/g, '_') || 'salvo';
  const name = `${base.slice(0, 40)}_t${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
