/**
 * `npm run fuzz [-- --requests 100000] [--seed N] [--pg [postgresql://…]] [--concurrency 8]
 *   [--doors rest,graphql] [--minutes M]`: the fuzz campaign of test/fuzz against the built
 * service, started as a child process (embedded PGlite in memory; with --pg, a scratch database
 * on PostgreSQL, made for the run and dropped after it, and Redis). Prints the seed, progress,
 * the count of answers by status and every failure with its request; exits 1 on any failure or
 * if /health stops answering. `--minutes` boxes the run: no batch starts after M minutes, and
 * the report says how many of the requests were sent.
 */
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import { startService, type SoakService } from '../bench/soak/service.js';
import { formatReport, runFuzz, type Door } from '../test/fuzz/runner.js';

const LOCAL_SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = process.argv[i + 1];
  return value && !value.startsWith('--') ? value : '';
}

function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

/** The stacks (or messages) of the service's error log lines, behind any 5xx. */
function serviceErrors(lines: string[]): string[] {
  return (
    lines
      .map((line) => {
        try {
          const entry = JSON.parse(line) as { msg?: string; err?: { stack?: string } };
          return entry.err?.stack ?? entry.msg ?? line;
        } catch {
          return line;
        }
      })
      // The request log's line for each 5xx only repeats the status.
      .filter((error) => !error.startsWith('Error: failed with status code'))
  );
}

async function main(): Promise<number> {
  const requests = numberOption('requests', 100_000);
  const seed = numberOption('seed', Date.now() % 2 ** 31);
  const concurrency = numberOption('concurrency', 8);
  const doors = (option('doors') || 'rest,graphql').split(',') as Door[];
  const minutes = numberOption('minutes', 0);
  const pg = option('pg');
  let database: ScratchDatabase | null = null;
  const env: Record<string, string> = { SALVO_DATA_DIR: 'memory://' };
  if (pg !== undefined) {
    database = await createScratchDatabase(pg || LOCAL_SERVER, 'salvo_fuzz');
    env.DATABASE_URL = database.url;
    env.REDIS_URL = process.env.REDIS_URL || LOCAL_REDIS;
  }
  const mode = database ? 'PostgreSQL + Redis' : 'embedded PGlite';
  let service: SoakService | null = null;
  try {
    // Only the service's error lines are kept: a long campaign's warnings would fill the memory.
    service = await startService(env);
    process.stdout.write(
      `fuzz: ${requests} requests (${doors.join(' + ')}) against ${mode}, seed ${seed}\n`,
    );
    const report = await runFuzz({
      base: service.url,
      requests,
      seed,
      doors,
      concurrency,
      deadline: minutes > 0 ? Date.now() + minutes * 60_000 : undefined,
      progress: (line) => process.stdout.write(`  ${line}\n`),
    });
    process.stdout.write(`${formatReport(report, service.url)}\n`);
    const errors = serviceErrors(service.errorLines());
    if (errors.length > 0) {
      process.stdout.write(`service error log (${errors.length} entries; the first 5):\n`);
      for (const error of errors.slice(0, 5)) process.stdout.write(`${error}\n\n`);
    }
    return report.failures.length === 0 && report.healthy ? 0 : 1;
  } finally {
    await service?.stop();
    await database?.drop();
  }
}

process.exitCode = await main();
