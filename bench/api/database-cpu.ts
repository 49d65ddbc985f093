/**
 * The CPU time PostgreSQL's backends spend for the app, read from /proc for the backends of the
 * bench's database (pg_stat_activity names them): on one machine the database shares the cores
 * with the app, so what a statement costs it counts as much as what it costs the app. Only for a
 * server on this machine; null where /proc cannot tell (another host, the embedded database,
 * which runs in the server's process and is in its CPU time already).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const ticksPerSecond = ((): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in milliseconds, or null if it is gone or not readable. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (in parentheses, which may hold spaces): utime and stime are 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** CPU time of each backend connected to the database, by process id. */
export async function backendCpuMs(url: string): Promise<Map<number, number> | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === null) return null;
      cpu.set(pid, ms);
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/**
 * CPU time the backends spent between two readings (a backend that started in between counts
 * whole; one that ended in between is lost: the pool keeps its connections under load).
 */
export function spentBetween(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
