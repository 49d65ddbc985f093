/**
 * Scale with matches and subscribers, against issue #19's limits: the server runs in its own
 * process on a fresh PostgreSQL database (bench/api/server.ts) and load-client processes play
 * pilot-episode matches through REST (keep-alive connections) at each number of matches at once
 * (`--matches`). Printed: orders/s and p99 submit latency at each level, the ratio of the largest
 * level's orders/s to the 32-match one (limit ≥ 0.9), whether the live-match cache thrashed
 * (matches evicted while played, from /metrics), the server's CPU per order and its garbage
 * collector's main-thread pauses per order (scavenges, full collections); then delivery to
 * `--subscribers` graphql-ws subscribers of one match, from this process (p99 from the order's
 * send, limit < 50 ms: an upper bound on the time after the commit; also from the order's
 * acknowledgement, and the server's CPU a delivery). Throughput and latency depend on the
 * machine's load: read the ratio, taken in one run, and the CPU per order and per delivery
 * rather than the absolute orders/s and milliseconds.
 *
 * `npm run bench:scale [-- --pg postgres://…] [--matches 32,1000] [--seconds 30] [--clients 2]
 *   [--warmup seconds] [--subscribers 1000] [--orders 60]
 *   [--feed batches|events]` (the subscription: a message per order, or per event)
 */
import { get } from 'node:http';
import { freshDatabase } from './api/databases.js';
import { option, postgresServer } from './options.js';
import { startServer, type BenchServer } from './api/server.js';
import { measureDelivery, type DeliveryFeed, type DeliveryResult } from './api/subscribers.js';
import { measureThroughput } from './api/throughput.js';
import { loadAverageLine } from './machine.js';

const LIMITS = { scaleRatio: 0.9, deliveryP99Ms: 50 };
const BASELINE_MATCHES = 32;

const options = {
  levels: option('matches', `${BASELINE_MATCHES},1000`).split(',').map(Number),
  seconds: Number(option('seconds', '30')),
  clients: Number(option('clients', '2')),
  subscribers: Number(option('subscribers', '1000')),
  deliveryOrders: Number(option('orders', '60')),
  feed: option('feed', 'batches') as DeliveryFeed,
};

/**
 * Starting a match takes four requests: at a thousand, the warm-up must cover them all (a quiet
 * machine starts about a hundred a second; a loaded one needs `--warmup`).
 */
const warmupSeconds = (matches: number): number =>
  process.argv.includes('--warmup')
    ? Number(option('warmup', '10'))
    : Math.max(10, Math.ceil(matches / 25));

/**
 * A counter or gauge from the server's /metrics, on a connection of its own without fetch's
 * 10-second connect timeout: under a thousand matches the listen queue can be that long.
 */
async function metric(base: string, name: string): Promise<number> {
  const text = await new Promise<string>((resolve, reject) => {
    get(`${base}/metrics`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).once('error', reject);
  });
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : Number.NaN;
}

interface CacheCounts {
  rebuilds: number;
  evictions: number;
  /** The garbage collector's pauses on the main thread so far, in seconds, by kind. */
  scavengeSeconds: number;
  fullGcSeconds: number;
}

/** 0 for a kind that has not happened yet (prom-client has no line for it then). */
const gcSeconds = async (base: string, kind: string): Promise<number> =>
  (await metric(base, `salvo_nodejs_gc_duration_seconds_sum{kind="${kind}"}`)) || 0;

const cacheCounts = async (base: string): Promise<CacheCounts> => ({
  rebuilds: await metric(base, 'salvo_live_match_rebuilds_total'),
  evictions: await metric(base, 'salvo_live_match_evictions_total'),
  scavengeSeconds: await gcSeconds(base, 'minor'),
  // Marking in steps and the final pause of a full collection.
  fullGcSeconds: (await gcSeconds(base, 'incremental')) + (await gcSeconds(base, 'major')),
});

interface Level {
  matches: number;
  ordersPerSecond: number;
  errors: number;
  p99SubmitMs: number;
  /** From the end of the warm-up to the end of the run. */
  cache: Pick<CacheCounts, 'rebuilds' | 'evictions'>;
  /** The garbage collector's pauses on the main thread, an order, over the same time. */
  gcMsPerOrder: { scavenge: number; full: number };
  serverCpuMsPerOrder: number;
  /** Read once, near the end of the counted seconds: where the requests in flight wait, and the heap. */
  atTheEnd: AtTheEnd;
}

interface AtTheEnd {
  /** Requests waiting for a pooled database connection. */
  poolWaiting: number;
  liveMatches: number;
  heapUsedMb: number;
  oldSpaceMb: number;
}

const MB = 1024 * 1024;

async function atTheEnd(base: string): Promise<AtTheEnd> {
  return {
    poolWaiting: await metric(base, 'salvo_db_pool_connections{state="waiting"}'),
    liveMatches: await metric(base, 'salvo_live_matches{measure="matches"}'),
    heapUsedMb: (await metric(base, 'salvo_nodejs_heap_size_used_bytes')) / MB,
    oldSpaceMb: (await metric(base, 'salvo_nodejs_heap_space_size_total_bytes{space="old"}')) / MB,
  };
}

async function measureLevel(server: BenchServer, matches: number): Promise<Level> {
  const warmup = warmupSeconds(matches);
  process.stderr.write(
    `${matches} matches at once: ${options.clients} load clients, ${warmup} s warm-up, ` +
      `${options.seconds} s counted\n`,
  );
  let before: CacheCounts | undefined;
  const counting = setTimeout(() => {
    void cacheCounts(server.http).then((counts) => (before = counts));
  }, warmup * 1000);
  let end: AtTheEnd | undefined;
  const ending = setTimeout(
    () => {
      void atTheEnd(server.http).then((read) => (end = read));
    },
    (warmup + options.seconds - 2) * 1000,
  );
  const result = await measureThroughput(server, 'REST', {
    seconds: options.seconds,
    warmupSeconds: warmup,
    concurrency: matches,
    clients: options.clients,
    scenarioId: 'pilot-episode',
  });
  clearTimeout(counting);
  clearTimeout(ending);
  const after = await cacheCounts(server.http);
  const orders = result.ordersPerSecond * options.seconds;
  for (const error of result.errors) process.stderr.write(`  ${error}\n`);
  return {
    matches,
    ordersPerSecond: result.ordersPerSecond,
    errors: result.errorCount,
    p99SubmitMs: result.submitLatencyMs.p99,
    cache: {
      rebuilds: after.rebuilds - (before?.rebuilds ?? Number.NaN),
      evictions: after.evictions - (before?.evictions ?? Number.NaN),
    },
    gcMsPerOrder: {
      scavenge: (1000 * (after.scavengeSeconds - (before?.scavengeSeconds ?? NaN))) / orders,
      full: (1000 * (after.fullGcSeconds - (before?.fullGcSeconds ?? NaN))) / orders,
    },
    serverCpuMsPerOrder: result.serverCpuMsPerOrder,
    atTheEnd: end ?? { poolWaiting: NaN, liveMatches: NaN, heapUsedMb: NaN, oldSpaceMb: NaN },
  };
}

const verdict = (ok: boolean): string => (ok ? 'within' : 'OVER');

function printLevels(levels: Level[], limitBytes: number): boolean {
  process.stdout.write(
    `\nmatches  orders/s  p99 submit  errors  evicted  rebuilt  server CPU/order` +
      `   (live-match cache ${(limitBytes / 1024 / 1024).toFixed(0)} MB)\n`,
  );
  for (const l of levels) {
    process.stdout.write(
      `${String(l.matches).padStart(7)}  ${l.ordersPerSecond.toFixed(1).padStart(8)}  ` +
        `${l.p99SubmitMs.toFixed(0).padStart(7)} ms  ${String(l.errors).padStart(6)}  ` +
        `${String(l.cache.evictions).padStart(7)}  ${String(l.cache.rebuilds).padStart(7)}  ` +
        `${l.serverCpuMsPerOrder.toFixed(2).padStart(12)} ms\n`,
    );
  }
  process.stdout.write(`GC pauses (main thread) an order: matches  scavenges  full collections\n`);
  for (const { matches, gcMsPerOrder: gc } of levels) {
    process.stdout.write(
      `${String(matches).padStart(40)}  ${gc.scavenge.toFixed(3).padStart(6)} ms  ` +
        `${gc.full.toFixed(3).padStart(12)} ms\n`,
    );
  }
  process.stdout.write(
    `near the end: matches  live matches  waiting for a pooled connection  heap used  old space\n`,
  );
  for (const { matches, atTheEnd: e } of levels) {
    process.stdout.write(
      `${String(matches).padStart(20)}  ${String(e.liveMatches).padStart(12)}  ` +
        `${String(e.poolWaiting).padStart(31)}  ${e.heapUsedMb.toFixed(0).padStart(6)} MB  ` +
        `${e.oldSpaceMb.toFixed(0).padStart(6)} MB\n`,
    );
  }
  const baseline = levels.find((l) => l.matches === BASELINE_MATCHES);
  const largest = levels[levels.length - 1];
  let ok = levels.every((l) => l.errors === 0);
  if (baseline && largest !== baseline) {
    const ratio = largest.ordersPerSecond / baseline.ordersPerSecond;
    ok &&= ratio >= LIMITS.scaleRatio;
    process.stdout.write(
      `orders/s at ${largest.matches} / at ${BASELINE_MATCHES} matches: ${ratio.toFixed(2)} ` +
        `(limit >= ${LIMITS.scaleRatio}: ${verdict(ratio >= LIMITS.scaleRatio)})\n`,
    );
  }
  // Thrashing: matches still being played pushed out and read back. A rebuild or two is a match
  // that another path (a spectator's read) touched; evictions mean the bound is too small.
  const thrashed = levels.some((l) => l.cache.evictions > 0);
  ok &&= !thrashed;
  process.stdout.write(
    `live-match cache: ${thrashed ? 'THRASHED (matches evicted while played)' : 'no evictions while counting'}\n`,
  );
  return ok;
}

/**
 * `cpuMs`: the server's CPU over the whole delivery run (connections, catch-up and the orders'
 * deliveries), per delivery: what a loaded machine's latencies hide.
 */
function printDelivery(d: DeliveryResult, cpuMs: number): boolean {
  const p99 = d.fromSubmitMs.p99;
  process.stdout.write(
    `\n${d.subscribers} graphql-ws subscribers (${d.feed === 'batches' ? 'matchEventBatches' : 'matchEvents'}), ${d.orders} orders, ${d.events} events: ` +
      `${d.deliveries} deliveries, ${d.missing} missing\n` +
      `delivery from the order's send: p50 ${d.fromSubmitMs.p50} ms, p99 ${p99} ms, max ${d.fromSubmitMs.max} ms ` +
      `(limit p99 < ${LIMITS.deliveryP99Ms} ms: ${verdict(p99 < LIMITS.deliveryP99Ms)})\n` +
      `delivery from its acknowledgement: p50 ${d.fromAckMs.p50} ms, p99 ${d.fromAckMs.p99} ms\n` +
      `server CPU: ${(cpuMs / 1000).toFixed(1)} s, ${((1000 * cpuMs) / d.deliveries).toFixed(0)} µs a delivery\n`,
  );
  return p99 < LIMITS.deliveryP99Ms && d.missing === 0;
}

const database = await freshDatabase(postgresServer());
let ok = true;
try {
  const server = await startServer({ databaseUrl: database.url });
  try {
    const levels: Level[] = [];
    for (const matches of options.levels) levels.push(await measureLevel(server, matches));
    const limitBytes = await metric(server.http, 'salvo_live_matches{measure="limit_bytes"}');
    ok = printLevels(levels, limitBytes);
    if (options.subscribers > 0) {
      process.stderr.write(`delivery to ${options.subscribers} subscribers\n`);
      const cpuBefore = await server.cpuMs();
      const delivery = await measureDelivery(server.http, server.ws, {
        subscribers: options.subscribers,
        orders: options.deliveryOrders,
        scenarioId: 'pilot-episode',
        feed: options.feed,
      });
      ok = printDelivery(delivery, (await server.cpuMs()) - cpuBefore) && ok;
    }
  } finally {
    await server.close();
  }
} finally {
  await database.drop();
}
process.stdout.write(loadAverageLine());
process.exit(ok ? 0 : 1);
