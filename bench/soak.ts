/**
 * Soak: hundreds of bot matches under way at once for half an hour against PostgreSQL, to show
 * the service neither fails nor grows under sustained play. Every minute it prints the matches
 * completed, the errors and the service's resident memory (RSS); at the end it compares the RSS
 * of the last minute with that of minute 5 (minute 1 for runs of 5 minutes or less) and passes
 * when it is within 10%. Not a CI test: a full run takes the machine for its whole length.
 *
 * `npm run bench:soak [-- --matches 500] [--minutes 30] [--per-bot 2] [--pg postgresql://…]
 *   [--redis redis://…] [--grace 120]`: the database is a scratch one made on the PostgreSQL
 * server named (default: this machine's) and dropped after the run; Redis only when named (or
 * REDIS_URL). After the last minute the matches under way get `--grace` seconds to end; then
 * the bots disconnect, before the service stops.
 */
import { freshDatabase, LOCAL_SERVER } from './api/databases.js';
import { Ladder } from './soak/ladder.js';
import { startService } from './soak/service.js';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function count(name: string, fallback: number): number {
  const raw = option(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`--${name} takes a whole number ≥ 1`);
  return value;
}

const MB = 1024 * 1024;
/** The allowed growth of RSS between the baseline minute and the last. */
const TOLERANCE = 0.1;

interface Minute {
  minute: number;
  completed: number;
  errors: number;
  orders: number;
  rssBytes: number;
}

async function main(): Promise<number> {
  const matches = count('matches', 500);
  const minutes = count('minutes', 30);
  const perBot = count('per-bot', 2);
  const graceSeconds = count('grace', 120);
  const redis = option('redis') ?? process.env.REDIS_URL;
  const database = await freshDatabase(option('pg') ?? LOCAL_SERVER);
  const env: Record<string, string> = { DATABASE_URL: database.url };
  if (redis) env.REDIS_URL = redis;
  const service = await startService(env).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const ladder = new Ladder(service.url, {
    matches,
    perBot,
    opponent: 'stratoyager/random',
    variants: { baseTurns: 3 },
  });
  process.stdout.write(
    `soak: ${matches} bot matches at once (${perBot} per bot, against stratoyager/random) for ` +
      `${minutes} min on ${database.label}${redis ? ' + Redis' : ''}\n` +
      `minute  completed  errors  orders  service RSS (MB)\n`,
  );
  const timeline: Minute[] = [];
  const started = Date.now();
  const running = ladder.run();
  let lastCompleted = 0;
  for (let minute = 1; minute <= minutes; minute++) {
    await new Promise((r) => setTimeout(r, started + minute * 60_000 - Date.now()));
    const entry = {
      minute,
      completed: ladder.completed,
      errors: ladder.errors,
      orders: ladder.orders,
      rssBytes: service.rss(),
    };
    timeline.push(entry);
    process.stdout.write(
      `${String(minute).padStart(6)}  ${String(entry.completed).padStart(9)} (+${entry.completed - lastCompleted})` +
        `  ${String(entry.errors).padStart(6)}  ${String(entry.orders).padStart(6)}  ${(entry.rssBytes / MB).toFixed(1)}\n`,
    );
    lastCompleted = entry.completed;
  }
  ladder.stop();
  process.stdout.write('stopping: waiting for the matches under way to end\n');
  await Promise.race([running, new Promise((r) => setTimeout(r, graceSeconds * 1000))]);
  await ladder.close();
  const unfinished = ladder.started - ladder.completed;
  const serviceErrors = service.errorLines();
  await service.stop();
  await database.drop();

  const baseline = timeline[Math.min(minutes > 5 ? 5 : 1, timeline.length) - 1];
  const last = timeline[timeline.length - 1];
  const growth = last.rssBytes / baseline.rssBytes - 1;
  const memoryOk = growth <= TOLERANCE;
  process.stdout.write(
    `\ncompleted ${ladder.completed} matches (${ladder.started} started, ${unfinished} still ` +
      `under way when the grace period ended), ${ladder.orders} orders, ` +
      `${ladder.errors} errors; service error log lines: ${serviceErrors.length}\n` +
      `RSS minute ${last.minute} ${(last.rssBytes / MB).toFixed(1)} MB vs minute ${baseline.minute} ` +
      `${(baseline.rssBytes / MB).toFixed(1)} MB: ${(growth * 100).toFixed(1)}% ` +
      `(${memoryOk ? 'within' : 'OVER'} ${TOLERANCE * 100}%)\n`,
  );
  for (const sample of ladder.errorSamples) process.stdout.write(`error: ${sample}\n`);
  for (const line of serviceErrors.slice(0, 5))
    process.stdout.write(`service: ${line.slice(0, 500)}\n`);
  return memoryOk && ladder.errors === 0 && serviceErrors.length === 0 ? 0 : 1;
}

// Bots still finishing a match after the grace period would keep the process alive.
process.exit(await main());
