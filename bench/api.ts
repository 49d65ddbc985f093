/**
 * API throughput and latency, the server in a process of its own and the load in others (keep-alive
 * HTTP/1.1 connections): accepted orders per second through REST at 1, 8 and 32 matches at once
 * and through GraphQL, the server's CPU time per order, p50/p99 latency, subscription delivery latency to many
 * graphql-ws subscribers, and, for comparison, the raw single-row commit rate of the same database
 * measured with `pg` and boardgame.io's moves per second at the same numbers of matches, measured
 * in the same run (see api/peer.ts), with the ratios. Embedded mode always; PostgreSQL mode too
 * when DATABASE_URL is set or `--pg` asks for a fresh database on the local server. Prints a
 * table; writes JSON under bench/results/.
 *
 * `npm run bench:api [-- --pg [postgres://...]] [--only embedded|postgresql] [--seconds 15]
 *   [--warmup 3] [--matches 1,8,32] [--concurrency 8] [--subscribers 200] [--orders 60]
 *   [--raw-seconds 5] [--peer-moves 1000] [--no-peer] [--counts-only] [--clients 1]
 *   [--server-cpu-prof DIR] [--no-graphql] [--no-next]`
 * `--concurrency`: the matches at once for GraphQL. `--clients`: load-client processes sharing the
 * matches. `--server-cpu-prof`: the server process writes a V8 CPU profile into DIR when it stops.
 * `--counts-only` prints only the database round trips per decision read and per accepted order:
 * counted, not timed, so they are worth reading on a loaded machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startEmbeddedPostgres } from '../src/persistence/embedded-postgres.js';
import { IN_MEMORY } from '../src/config/config.js';
import { graphqlDoor, restDoor, type Door } from './api/client.js';
import { freshDatabase, givenDatabase, LOCAL_SERVER, type BenchDatabase } from './api/databases.js';
import { rawCommitRate, type CommitRate } from './api/raw-commits.js';
import { measurePeer, PEER, preparePeer, type PeerResult } from './api/peer.js';
import { printPeerComparison, printTable, type ModeResult, type PeerRuns } from './api/report.js';
import { startServer } from './api/server.js';
import { measureRoundTrips, type RoundTrips } from './api/round-trips.js';
import { measureDelivery, type DeliveryResult } from './api/subscribers.js';
import { measureThroughput, type ThroughputResult } from './api/throughput.js';
import { loadAverageLine } from './machine.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

function levels(): number[] {
  const i = process.argv.indexOf('--matches');
  return (i >= 0 ? process.argv[i + 1] : '1,8,32').split(',').map(Number);
}

const options = {
  seconds: arg('seconds', 15),
  levels: levels(),
  peerMovesPerMatch: arg('peer-moves', 1000),
  warmupSeconds: arg('warmup', 3),
  concurrency: arg('concurrency', 8),
  subscribers: arg('subscribers', 200),
  deliveryOrders: arg('orders', 60),
  rawSeconds: arg('raw-seconds', 5),
  countsOnly: process.argv.includes('--counts-only'),
  clients: arg('clients', 1),
  // `--no-graphql`: REST only, e.g. for a CPU profile of the REST order path alone.
  graphql: !process.argv.includes('--no-graphql'),
  // `--no-next`: the drivers ask for every decision, as a bot that ignores an answer's `next`.
  useNext: !process.argv.includes('--no-next'),
  scenarioId: 'pilot-episode',
};

const cpuProfileDir = process.argv.includes('--server-cpu-prof')
  ? process.argv[process.argv.indexOf('--server-cpu-prof') + 1]
  : null;

const EMBEDDED = 'embedded PGlite (in memory, over pglite-socket)';
/** The peer's socket.io port (its Lobby API takes the next one). */
const PEER_PORT = 8790;

async function runMode(
  mode: ModeResult['mode'],
  database: BenchDatabase | null,
): Promise<ModeResult> {
  const redisUrl = process.env.REDIS_URL || undefined;
  process.stderr.write(`\n${mode}: starting the app\n`);
  const server = await startServer({
    databaseUrl: database?.url,
    redisUrl,
    serverNodeOptions: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
  });
  const throughput: ThroughputResult[] = [];
  const roundTrips: RoundTrips[] = [];
  let delivery: DeliveryResult | undefined;
  try {
    const doors = [restDoor(server.http), ...(options.graphql ? [graphqlDoor(server.http)] : [])];
    for (const door of doors) {
      process.stderr.write(`${mode}: ${door.name} round trips, counted\n`);
      roundTrips.push(await measureRoundTrips(server, door, options.scenarioId));
    }
    if (options.countsOnly) return { mode, database: database?.label ?? EMBEDDED, roundTrips };
    const runs: { door: Door['name']; concurrency: number }[] = [
      ...options.levels.map((concurrency) => ({ door: 'REST' as const, concurrency })),
      ...(options.graphql ? [{ door: 'GraphQL' as const, concurrency: options.concurrency }] : []),
    ];
    for (const { door, concurrency } of runs) {
      process.stderr.write(
        `${mode}: ${door} orders for ${options.seconds} s, ${concurrency} matches at once\n`,
      );
      throughput.push(
        await measureThroughput(server, door, {
          ...options,
          concurrency,
          databaseUrl: database?.url,
        }),
      );
    }
    if (options.graphql) {
      process.stderr.write(`${mode}: delivery to ${options.subscribers} subscribers\n`);
      delivery = await measureDelivery(server.http, server.ws, {
        subscribers: options.subscribers,
        orders: options.deliveryOrders,
        scenarioId: options.scenarioId,
        feed: 'events',
      });
    }
  } finally {
    await server.close();
  }
  process.stderr.write(`${mode}: raw single-row commits for ${options.rawSeconds} s\n`);
  const rawCommits = database
    ? await rawCommitRate(database.url, options.rawSeconds)
    : await embeddedCommitRate();
  return {
    mode,
    database: database?.label ?? EMBEDDED,
    roundTrips,
    timed: {
      pubsub: redisUrl ? 'redis' : 'in-process',
      throughput,
      delivery,
      rawCommits,
    },
  };
}

/** The same measurement on a fresh embedded database, reached over its socket like the app does. */
async function embeddedCommitRate(): Promise<CommitRate> {
  const embedded = await startEmbeddedPostgres({ dataDir: IN_MEMORY, maxConnections: 2 });
  try {
    return await rawCommitRate(embedded.url, options.rawSeconds);
  } finally {
    await embedded.close();
  }
}

async function postgresDatabase(): Promise<BenchDatabase | null> {
  if (process.env.DATABASE_URL) return givenDatabase(process.env.DATABASE_URL);
  const i = process.argv.indexOf('--pg');
  if (i < 0) return null;
  const server = process.argv[i + 1]?.startsWith('postgres') ? process.argv[i + 1] : LOCAL_SERVER;
  return freshDatabase(server);
}

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
/** The peer first, while nothing else of this run is using the machine. */
async function peerRuns(): Promise<PeerRuns> {
  const ready = await preparePeer();
  if ('missing' in ready) return { peer: PEER, missing: ready.missing, runs: [] };
  const runs: PeerResult[] = [];
  for (const matches of options.levels) {
    process.stderr.write(
      `peer: ${PEER}, ${matches} matches x ${options.peerMovesPerMatch} moves\n`,
    );
    const result = await measurePeer(ready.dir, matches, options.peerMovesPerMatch, PEER_PORT);
    if (result) runs.push(result);
  }
  return { peer: PEER, missing: null, runs };
}

const peer: PeerRuns = options.countsOnly
  ? { peer: PEER, missing: 'not run with --counts-only', runs: [] }
  : await peerRuns();
const results: ModeResult[] = [];
if (only !== 'postgresql') results.push(await runMode('embedded', null));
const postgres = only === 'embedded' ? null : await postgresDatabase();
if (postgres) {
  try {
    results.push(await runMode('postgresql', postgres));
  } finally {
    await postgres.drop();
  }
}

printTable(results);
printPeerComparison(results, peer);
process.stdout.write(loadAverageLine());
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = `bench/results/api-${stamp}.json`;
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  file,
  JSON.stringify(
    {
      bench: 'api',
      at: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      // The machine may be shared: a high load explains low numbers.
      loadAverage: loadavg(),
      options,
      results,
      peer,
    },
    null,
    2,
  ),
);
process.stdout.write(`\nwrote ${file}\n`);
// Pools and sockets of closed apps may linger a moment; the numbers are written.
process.exit(0);
