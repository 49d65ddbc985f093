/** The bench's table: one column per mode, one row per measure. */
import type { PeerResult } from './peer.js';
import type { CommitRate } from './raw-commits.js';
import type { RoundTrips } from './round-trips.js';
import type { DeliveryResult } from './subscribers.js';
import type { ThroughputResult } from './throughput.js';

/** What one mode (embedded or PostgreSQL) measured. */
export interface ModeResult {
  mode: 'embedded' | 'postgresql';
  database: string;
  /** Counted, not timed. */
  roundTrips: RoundTrips[];
  /** Absent with `--counts-only`. */
  timed?: TimedResult;
}

export interface TimedResult {
  pubsub: 'in-process' | 'redis';
  throughput: ThroughputResult[];
  /** Absent with `--no-graphql`. */
  delivery?: DeliveryResult;
  rawCommits: CommitRate;
}

/** Targets of issue #19: database round trips per decision read and per accepted order. */
const MAX_PER_DECISION_READ = 1;
const MAX_PER_ACCEPTED_ORDER = 2;

const ms = (value: number): string => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
const cpu = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '-');

function rows(result: ModeResult): [string, string][] {
  const out: [string, string][] = [];
  for (const r of result.roundTrips) {
    out.push([
      `${r.door} round trips per decision read (target <= ${MAX_PER_DECISION_READ})`,
      `${r.perDecisionRead}`,
    ]);
    out.push([
      `${r.door} round trips per accepted order (target <= ${MAX_PER_ACCEPTED_ORDER})`,
      `${r.perAcceptedOrder}`,
    ]);
    out.push([
      `${r.door} round trips per move, reading only when not told next`,
      `${r.perMoveUsingNext}`,
    ]);
    out.push([
      `${r.door} next naming another decision than the read after it`,
      `${r.nextMismatches}`,
    ]);
  }
  if (result.timed) out.push(...timedRows(result.timed));
  return out;
}

function timedRows(result: TimedResult): [string, string][] {
  const out: [string, string][] = [];
  for (const t of result.throughput) {
    out.push([
      `${t.door} accepted orders/s (${t.concurrency} matches at once)`,
      `${t.ordersPerSecond}`,
    ]);
    out.push([
      `${t.door} submit latency p50 / p99`,
      `${ms(t.submitLatencyMs.p50)} / ${ms(t.submitLatencyMs.p99)}`,
    ]);
    out.push([
      `${t.door} decision + submit p50 / p99`,
      `${ms(t.decideAndSubmitLatencyMs.p50)} / ${ms(t.decideAndSubmitLatencyMs.p99)}`,
    ]);
    out.push([
      `${t.door} orders counted / matches finished`,
      `${t.ordersAccepted} / ${t.matchesFinished}`,
    ]);
    out.push([`${t.door} refusals / server errors`, `${t.refused} / ${t.errorCount}`]);
    out.push([
      `${t.door} HTTP requests per order (${t.useNext ? 'next answered' : 'decision asked each time'})`,
      `${t.requestsPerOrder}`,
    ]);
    out.push([
      `${t.door} CPU per order: server / load clients (${t.clientProcesses})`,
      `${cpu(t.serverCpuMsPerOrder)} / ${cpu(t.clientCpuMsPerOrder)}`,
    ]);
    out.push([
      `${t.door} CPU per order: PostgreSQL's backends`,
      t.databaseCpuMsPerOrder === null ? 'in-process' : cpu(t.databaseCpuMsPerOrder),
    ]);
  }
  const d = result.delivery;
  if (d) {
    out.push([
      `delivery to ${d.subscribers} subscribers, from submit p50 / p99`,
      `${ms(d.fromSubmitMs.p50)} / ${ms(d.fromSubmitMs.p99)}`,
    ]);
    out.push([
      `delivery from acknowledgement p50 / p99`,
      `${ms(d.fromAckMs.p50)} / ${ms(d.fromAckMs.p99)}`,
    ]);
    out.push([`deliveries received / missing`, `${d.deliveries} / ${d.missing}`]);
  }
  out.push([`raw single-row commits/s (pg, 1 connection)`, `${result.rawCommits.perSecond}`]);
  out.push(['pub/sub', result.pubsub]);
  return out;
}

export function printTable(results: ModeResult[]): void {
  const columns = results.map(rows);
  const labels = columns[0].map(([label]) => label);
  const width = Math.max(...labels.map((l) => l.length));
  const cellWidth = Math.max(14, ...columns.flat().map(([, v]) => v.length));
  const line = (label: string, cells: string[]): string =>
    `${label.padEnd(width)}  ${cells.map((c) => c.padStart(cellWidth)).join('  ')}`;
  process.stdout.write(
    `\n${line(
      '',
      results.map((r) => r.mode),
    )}\n`,
  );
  for (const [i, label] of labels.entries()) {
    process.stdout.write(
      `${line(
        label,
        columns.map((c) => c[i][1]),
      )}\n`,
    );
  }
  for (const r of results) {
    process.stdout.write(`${r.mode}: ${r.database}\n`);
    for (const t of r.timed?.throughput ?? []) {
      for (const error of t.errors) process.stdout.write(`  ${r.mode} ${t.door} error: ${error}\n`);
    }
  }
}

/** The peer's runs at each number of matches at once, or why there are none. */
export interface PeerRuns {
  peer: string;
  missing: string | null;
  runs: PeerResult[];
}

/** Ours (REST) beside the peer at the same numbers of matches at once, and the ratios. */
export function printPeerComparison(results: ModeResult[], peer: PeerRuns): void {
  if (peer.missing) {
    process.stdout.write(`\nno comparison with ${peer.peer}: ${peer.missing}\n`);
    return;
  }
  process.stdout.write(
    `\nvs ${peer.peer} (in-memory, socket.io, nothing durable), same run; ratio = ours / peer\n`,
  );
  for (const p of peer.runs) {
    process.stdout.write(
      `  ${String(p.matches).padStart(2)} matches: peer ${p.movesPerSecond} moves/s ` +
        `(p50 / p99 ${ms(p.p50ms)} / ${ms(p.p99ms)})\n`,
    );
    for (const r of results) {
      const ours = r.timed?.throughput.find(
        (t) => t.door === 'REST' && t.concurrency === p.matches,
      );
      if (!ours) continue;
      process.stdout.write(
        `      ${r.mode.padEnd(10)} ${ours.ordersPerSecond} orders/s ` +
          `(p50 / p99 ${ms(ours.submitLatencyMs.p50)} / ${ms(ours.submitLatencyMs.p99)}, ` +
          `server CPU ${cpu(ours.serverCpuMsPerOrder)}, ${ours.requestsPerOrder} requests ` +
          `an order): ` +
          `ratio ${(ours.ordersPerSecond / p.movesPerSecond).toFixed(2)}\n`,
      );
    }
  }
}
