/**
 * Database round trips, counted at the driver: every `query` a `pg` client sends (TypeORM's
 * BEGIN and COMMIT included) is one round trip, whatever the load. The app reaches both
 * PostgreSQL and the embedded database through `pg`, so patching its client in the server's
 * process (server-process.ts) counts every statement the app sends.
 */
import pg from 'pg';

let sent = 0;
let installed = false;

/** Starts counting (once per process); the count only grows. */
export function countStatements(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    sent++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** Statements sent so far by every `pg` client in this process. */
export const statementsSent = (): number => sent;
