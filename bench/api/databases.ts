/**
 * The PostgreSQL a bench run uses: DATABASE_URL as given, or (with --pg) a fresh database created
 * on the local server for this run and dropped after it, so runs never see each other's rows.
 */
import { createScratchDatabase } from '../../scripts/scratch-database.js';

export const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  /** Where the data lives, for the report (no credentials). */
  label: string;
  drop(): Promise<void>;
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export async function freshDatabase(serverUrl = LOCAL_SERVER): Promise<BenchDatabase> {
  const database = await createScratchDatabase(serverUrl, 'salvo_bench');
  return { ...database, label: withoutPassword(database.url) };
}

export function givenDatabase(url: string): BenchDatabase {
  return { url, label: withoutPassword(url), drop: async () => undefined };
}
