/**
 * The PostgreSQL a bench run uses: DATABASE_URL as given, or (with --pg) a fresh database created
 * on the local server for this run and dropped after it, so runs never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  /** Where the data lives, for the report (no credentials). */
  label: string;
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

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export async function freshDatabase(serverUrl = LOCAL_SERVER): Promise<BenchDatabase> {
  const name = `salvo_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: withoutPassword(url.toString()),
    drop: async () => {
      await onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

export function givenDatabase(url: string): BenchDatabase {
  return { url, label: withoutPassword(url), drop: async () => undefined };
}
