/**
 * In PostgreSQL mode (DATABASE_URL set), each test app gets a database of its own, created on
 * that server and dropped afterwards, so suites never see each other's rows or migrations.
 */
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/scratch-database.js';

export type TestDatabase = ScratchDatabase;

/**
 * Named after DATABASE_URL's own database (`<base>_t<pid>_<random>`), so that whoever created the
 * base (CI) can find and drop anything a crashed run left behind.
 */
export function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const base = new URL(serverUrl).pathname.slice(1).replace(/\W/g, '_') || 'salvo';
  return createScratchDatabase(serverUrl, `${base.slice(0, 40)}_t${process.pid}`);
}
