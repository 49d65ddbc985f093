/**
 * Migrations under a PostgreSQL advisory lock, so that several instances starting together (or
 * a `migrate` step beside a running server) never apply the same migration twice.
 */
import { MigrationExecutor, type DataSource, type Migration, type QueryRunner } from 'typeorm';

/** Arbitrary, fixed: "salvo" in ASCII. */
const MIGRATION_LOCK_KEY = 0x73616c766f;

async function withMigrationLock<T>(
  dataSource: DataSource,
  work: (runner: QueryRunner) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work(runner);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

function executor(dataSource: DataSource, runner: QueryRunner): MigrationExecutor {
  const migrationExecutor = new MigrationExecutor(dataSource, runner);
  migrationExecutor.transaction = 'each';
  return migrationExecutor;
}

/** Applies every pending migration, each in its own transaction. Returns those applied. */
export function runMigrations(dataSource: DataSource): Promise<Migration[]> {
  return withMigrationLock(dataSource, (runner) =>
    executor(dataSource, runner).executePendingMigrations(),
  );
}

/** Reverts the latest applied migration; returns its name, or null when none was applied. */
export function revertLastMigration(dataSource: DataSource): Promise<string | null> {
  return withMigrationLock(dataSource, async (runner) => {
    const migrationExecutor = executor(dataSource, runner);
    const applied = await migrationExecutor.getExecutedMigrations();
    if (applied.length === 0) return null;
    await migrationExecutor.undoLastMigration();
    return applied[0].name;
  });
}

/** Names of the migrations the code has and the database has not applied yet. */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  return (await new MigrationExecutor(dataSource).getPendingMigrations()).map((m) => m.name);
}
