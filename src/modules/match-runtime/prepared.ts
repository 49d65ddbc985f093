/**
 * The order path's hot statements as named prepared statements, sent on `pg` directly (the
 * transaction's connection inside one, the pool outside). PostgreSQL then parses and analyzes
 * each text once per connection instead of on every order and decision read (its CPU is the
 * app's, on a shared machine), and TypeORM's query runner is skipped. The statement is the same
 * SQL, so the result is too: rows, or TypeORM's QueryFailedError carrying the driver's error
 * (and its SQLSTATE `code`) as before.
 *
 * A text's name is a hash of it, so one name never stands for two texts, on a connection or in a
 * session that several processes share. The texts vary only with how many orders, events and
 * riders an order writes; past `MAX_NAMED` texts, new ones go unnamed, which bounds what each
 * connection keeps prepared. PGlite's connections share one session: a name prepared on one
 * collides on the next, unless its socket server shares named statements between them (ours
 * does, `persistence/pglite-message-runs.ts`, and says so in a session setting); without that
 * the statements go through TypeORM unnamed. (A pooler in transaction mode needs
 * prepared-statement support, e.g. PgBouncer ≥ 1.21 with max_prepared_statements, as for any
 * `pg` application that names its statements.)
 */
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { SHARED_STATEMENTS_SETTING } from '../../persistence/pglite-message-runs.js';

export const MAX_NAMED = 100;

const names = new Map<string, string>();

/** The statement's name, or null once MAX_NAMED texts are named. */
export function statementName(text: string): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED) return null;
  const name = `salvo_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
  names.set(text, name);
  return name;
}

/** Per data source: whether its connections may name statements (asked once). */
const namesAllowed = new WeakMap<DataSource, Promise<boolean>>();

/**
 * PGlite (the embedded database, or its socket reached by URL) serves every connection from its
 * one session: a name prepared on one connection collides on the next, unless the socket server
 * shares them. Asked on the manager's own connection: another would wait for its transaction there.
 */
function mayNameStatements(db: EntityManager): Promise<boolean> {
  const dataSource = db.connection;
  let known = namesAllowed.get(dataSource);
  if (!known) {
    known = db
      .query<{ version: string; shared: string | null }[]>(
        `SELECT version(), current_setting('${SHARED_STATEMENTS_SETTING}', true) AS shared`,
      )
      .then(
        ([row]) => !row.version.includes('PGlite') || row.shared === 'on',
        (error: unknown) => {
          namesAllowed.delete(dataSource);
          throw error;
        },
      );
    namesAllowed.set(dataSource, known);
  }
  return known;
}

/** The `pg` client of the manager's transaction, or the pool when there is none; or null. */
async function connectionOf(db: EntityManager): Promise<Pool | PoolClient | null> {
  const { driver } = db.connection;
  if (driver.options.type !== 'postgres' || !(await mayNameStatements(db))) return null;
  const runner = db.queryRunner;
  if (runner) return runner.isReleased ? null : ((await runner.connect()) as PoolClient);
  return ((driver as unknown as { master?: Pool }).master ?? null) as Pool | null;
}

/** Rows of `text` run with `values`, prepared under its name. */
export async function queryPrepared<T>(
  db: EntityManager,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const name = statementName(text);
  const connection = name === null ? null : await connectionOf(db);
  if (name === null || connection === null) return db.query(text, values);
  let result: QueryResult;
  try {
    result = await connection.query({ name, text, values });
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
  return result.rows as T[];
}
