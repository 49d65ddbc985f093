/**
 * Memory of the service, in its own process as `npm start` runs it (with the Node flags of
 * package.json's start line, then `--node-flags`'s), against issue #19's limits:
 * idle RSS on the embedded database (≤ 250 MB; in a new data folder, as a first `npm start` makes
 * one, or in memory with `--in-memory`) and on PostgreSQL (≤ 150 MB), the memory each idle
 * active match costs (≤ 50 KB: RSS grown over `--idle-matches` matches started and left waiting,
 * after half as many as a warm-up, divided by them; both readings after full GCs, full-gc.ts),
 * and RSS under load (bot matches at once for
 * `--seconds`) at most 2x idle.
 * Prints each figure with its ratio to the limit; exits 1 if one is over.
 *
 * `npm run bench:memory [-- --only embedded|postgresql] [--pg [postgresql://…]] [--in-memory]
 *   [--idle-matches 500] [--load-matches 32] [--seconds 60] [--node-flags "--max-semi-space-size=4"]`
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IN_MEMORY } from '../src/config/config.js';
import { registerPlayer, startMatch } from './api/client.js';
import { freshDatabase, type BenchDatabase } from './api/databases.js';
import { option, postgresServer } from './options.js';
import { Ladder } from './soak/ladder.js';
import { startService, type SoakService } from './soak/service.js';
import { loadAverageLine } from './machine.js';

const MB = 1024 * 1024;
const KB = 1024;
const LIMITS = {
  idleEmbedded: 250 * MB,
  idlePostgres: 150 * MB,
  perIdleMatch: 50 * KB,
  loadedOverIdle: 2,
};

const idleMatches = Number(option('idle-matches', '500'));
const loadMatches = Number(option('load-matches', '32'));
const loadSeconds = Number(option('seconds', '60'));
const only = option('only', 'both');
const inMemory = process.argv.includes('--in-memory');
/**
 * Node's flags as `npm start` gives them: those between `node` and the script in package.json's
 * `start` line, so that what this bench measures is how users run the service.
 */
function startLineFlags(): string[] {
  const packageJson = fileURLToPath(
    new URL(
      import.meta.url.includes('/dist/') ? '../../package.json' : '../package.json',
      import.meta.url,
    ),
  );
  const start = (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: { start: string } })
    .scripts.start;
  const words = start.split(/\s+/);
  const script = words.indexOf('dist/src/main.js');
  if (words[0] !== 'node' || script < 0)
    throw new Error(`package.json's start line is not "node [flags] dist/src/main.js": ${start}`);
  return words.slice(1, script);
}

/**
 * `--node-flags "--a --b"`: more flags after the start line's, to compare them. Read here rather
 * than with `option`, which takes a value beginning with `--` for the next option and would
 * silently drop every flag.
 */
function extraFlags(): string[] {
  const i = process.argv.indexOf('--node-flags');
  return i >= 0 ? (process.argv[i + 1] ?? '').split(' ').filter(Boolean) : [];
}

const nodeFlags = [...startLineFlags(), ...extraFlags()];

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Figure {
  label: string;
  value: string;
  ratio: number;
}

const figures: Figure[] = [];
function report(label: string, value: number, limit: number, unit: number, name: string): void {
  const ratio = value / limit;
  const figure = {
    label,
    value: `${(value / unit).toFixed(1)} ${name} vs ${(limit / unit).toFixed(0)} ${name}`,
    ratio,
  };
  figures.push(figure);
  process.stdout.write(
    `${label.padEnd(44)} ${figure.value.padEnd(24)} ratio ${ratio.toFixed(2)} ` +
      `(${ratio <= 1 ? 'within' : 'OVER'})\n`,
  );
}

/**
 * Long enough for V8's memory reducer: it gives back what a burst of work left (a grown young
 * generation, emptied old-space pages) only once the process has been idle for some seconds after
 * a full collection (~8 s, then a few GCs). Measured too early, a burst's leftovers count as
 * memory held, and the per-match figure is mostly the young generation regrowing.
 */
const IDLE_SECONDS = 25;

/** The service's memory by part, from its /metrics, beside its RSS at that moment. */
interface Parts {
  rss: number;
  heapCommitted: number;
  heapUsed: number;
  newSpace: number;
  oldSpace: number;
  external: number;
}

async function parts(service: SoakService): Promise<Parts> {
  const rss = service.rss();
  const text = await (await fetch(`${service.url}/metrics`)).text();
  const gauge = (name: string): number => {
    const line = text.split('\n').find((l) => l.startsWith(`salvo_${name} `));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
  };
  return {
    rss,
    heapCommitted: gauge('nodejs_heap_size_total_bytes'),
    heapUsed: gauge('nodejs_heap_size_used_bytes'),
    newSpace: gauge('nodejs_heap_space_size_total_bytes{space="new"}'),
    oldSpace: gauge('nodejs_heap_space_size_total_bytes{space="old"}'),
    external: gauge('nodejs_external_memory_bytes'),
  };
}

/**
 * What a figure is made of: V8's committed heap and what of it is used (live or not yet
 * collected), its young and old generations, external memory (buffers, and embedded the
 * database's WebAssembly memory as reserved, not as resident) and the rest of the RSS (code,
 * malloc's arenas, the resident part of that WebAssembly memory).
 */
function printParts(label: string, p: Parts): void {
  const mb = (n: number): string => (n / MB).toFixed(0);
  process.stdout.write(
    `  ${label.padEnd(22)} RSS ${mb(p.rss)} MB: V8 heap ${mb(p.heapCommitted)}, ${mb(p.heapUsed)} used (new space ` +
      `${mb(p.newSpace)}, old ${mb(p.oldSpace)}), external ${mb(p.external)}, ` +
      `RSS outside the heap ${mb(p.rss - p.heapCommitted)}\n`,
  );
}

/** The lowest RSS over `IDLE_SECONDS`: what the service holds when nothing happens. */
async function idleRss(service: SoakService): Promise<number> {
  let lowest = Infinity;
  for (let i = 0; i < IDLE_SECONDS; i++) {
    await settle(1000);
    lowest = Math.min(lowest, service.rss());
  }
  return lowest;
}

/** Full collections and readings for the per-match figure: the lowest RSS of these. */
const GC_READINGS = 3;
/** After a full GC, for the allocator to give pages back and the service to be still. */
const AFTER_GC_MS = 3000;

interface Collected {
  rss: number;
  readings: number[];
  parts: Parts;
}

/**
 * RSS after a full, memory-reducing GC in the service, the lowest of `GC_READINGS` (a GC and a
 * reading each, a few seconds apart), and the parts after the last. Without the GC the figure
 * was mostly V8's: whether its memory reducer had yet shrunk the young generation (32 MB after a
 * burst) and collected the old generation's garbage when each reading was taken (on PostgreSQL
 * 29–109 KB a match between runs of the same build).
 */
async function collectedReading(service: SoakService): Promise<Collected> {
  const readings: number[] = [];
  for (let i = 0; i < GC_READINGS; i++) {
    await service.collectGarbage();
    await settle(AFTER_GC_MS);
    readings.push(service.rss());
  }
  return { rss: Math.min(...readings), readings, parts: await parts(service) };
}

const mbList = (values: number[]): string => values.map((v) => (v / MB).toFixed(1)).join(', ');

async function measure(mode: 'embedded' | 'postgresql', database: BenchDatabase | null) {
  const dataDir = database || inMemory ? null : await mkdtemp(join(tmpdir(), 'salvo-memory-'));
  const env: Record<string, string> = database
    ? { DATABASE_URL: database.url }
    : { SALVO_DATA_DIR: dataDir ?? IN_MEMORY };
  // To compare bounds on the requests worked on at once (decision 0064); unset: the default.
  if (process.env.MAX_REQUESTS_IN_FLIGHT)
    env.MAX_REQUESTS_IN_FLIGHT = process.env.MAX_REQUESTS_IN_FLIGHT;
  process.stdout.write(
    `${mode}: ${database ? database.label : (dataDir ?? IN_MEMORY)}` +
      `${nodeFlags.length ? `, node ${nodeFlags.join(' ')}` : ''}\n`,
  );
  const service = await startService(env, nodeFlags, { fullGc: true });
  try {
    await settle(3000);
    const idle = await idleRss(service);
    printParts('idle', await parts(service));
    report(
      `${mode}: idle RSS`,
      idle,
      mode === 'embedded' ? LIMITS.idleEmbedded : LIMITS.idlePostgres,
      MB,
      'MB',
    );

    const a = await registerPlayer(service.url, `memory-a`);
    const b = await registerPlayer(service.url, `memory-b`);
    // A first batch, half as many, warms what every match uses (code, caches) and grows, once,
    // what any burst of requests grows (V8's old generation, the driver's buffers, malloc's
    // arenas). From a fresh start that is most of the figure: on PostgreSQL 129 KB a match over
    // the first 250, then 27 and -30 over the next two batches of 250, while heap snapshots before
    // and after 500 matches show the JS heap keeping 10 KB each (decision 0020). The readings
    // around the measured batch are taken after full GCs (`collectedReading`).
    const warm = Math.max(10, Math.round(idleMatches / 2));
    for (let i = 0; i < warm; i++) await startMatch(service.url, a, b, 'pilot-episode');
    const before = await collectedReading(service);
    for (let i = 0; i < idleMatches; i++) await startMatch(service.url, a, b, 'pilot-episode');
    const after = await collectedReading(service);
    printParts(`after ${warm + idleMatches} matches, GC`, after.parts);
    process.stdout.write(
      `  JS heap used after a full GC: ${((after.parts.heapUsed - before.parts.heapUsed) / idleMatches / KB).toFixed(1)} KB a match; ` +
        `RSS readings before ${mbList(before.readings)}, after ${mbList(after.readings)} MB\n`,
    );
    report(
      `${mode}: per idle active match (${idleMatches})`,
      Math.max(0, after.rss - before.rss) / idleMatches,
      LIMITS.perIdleMatch,
      KB,
      'KB',
    );

    const ladder = new Ladder(service.url, {
      matches: loadMatches,
      perBot: 2,
      opponent: 'stratoyager/random',
      variants: {},
    });
    const running = ladder.run();
    let peak = 0;
    let atPeak: Parts | null = null;
    const until = Date.now() + loadSeconds * 1000;
    while (Date.now() < until) {
      await settle(1000);
      const now = await parts(service);
      if (now.rss > peak) [peak, atPeak] = [now.rss, now];
    }
    ladder.stop();
    await Promise.race([running, settle(30_000)]);
    await ladder.close();
    process.stdout.write(
      `${mode}: load ${loadMatches} bot matches at once for ${loadSeconds} s: ` +
        `${ladder.orders} orders, ${ladder.completed} matches finished, ${ladder.errors} errors, ` +
        `peak RSS ${(peak / MB).toFixed(1)} MB\n`,
    );
    if (atPeak) printParts('at the peak', atPeak);
    report(`${mode}: peak RSS under load / idle`, peak / idle, LIMITS.loadedOverIdle, 1, 'x');
  } finally {
    await service.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

if (only !== 'postgresql') await measure('embedded', null);
if (only !== 'embedded') {
  const database = await freshDatabase(postgresServer());
  try {
    await measure('postgresql', database);
  } finally {
    await database.drop();
  }
}
process.stdout.write(loadAverageLine());
process.exit(figures.every((f) => f.ratio <= 1) ? 0 : 1);
