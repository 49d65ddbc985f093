/**
 * Runs a fuzz campaign against a running server: generated REST and GraphQL requests, in batches
 * (each aimed at a freshly built world, since the fuzz resigns, leaves and finishes matches),
 * a few at a time. Tallies the answers by status; any answer ≥ 500 (or a GraphQL error with a
 * 5xx status), a dropped connection or a timeout is a failure, kept with the request that caused it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { graphqlRequests } from './graphql-requests.js';
import { describeRequest, type FuzzRequest } from './request.js';
import { restRequests, type OpenApiDocument } from './rest-requests.js';
import { buildWorld, registerPlayers } from './world.js';

export type Door = 'rest' | 'graphql';

export interface FuzzOptions {
  /** `http://127.0.0.1:<port>` */
  base: string;
  requests: number;
  seed: number;
  doors: Door[];
  concurrency?: number;
  /** Requests per world. */
  batch?: number;
  timeoutMs?: number;
  /** No batch starts after this time (ms since the epoch): a long campaign within a time box. */
  deadline?: number;
  /** Progress lines: one per batch, and each failure of a kind not seen before, as it happens. */
  progress?: (line: string) => void;
}

export interface FuzzFailure {
  index: number;
  request: FuzzRequest;
  outcome: string;
  response: string;
}

export interface FuzzReport {
  seed: number;
  requested: number;
  sent: number;
  /** Requests sent a second time after a connection error. */
  resent: number;
  /** `rest 400`, `graphql 200`, `rest timeout`... → count */
  byStatus: Map<string, number>;
  /** GraphQL `extensions.code` of the first error → count */
  graphqlCodes: Map<string, number>;
  failures: FuzzFailure[];
  /** The slowest answers: milliseconds, and what was asked. */
  slowest: { ms: number; request: FuzzRequest }[];
  /** Whether `/health` answered 200 after the last request. */
  healthy: boolean;
  elapsedMs: number;
}

const ROOT = resolve(import.meta.dirname, '../..');

export function publishedDocuments(): { openapi: OpenApiDocument; sdl: string } {
  return {
    openapi: JSON.parse(
      readFileSync(resolve(ROOT, 'openapi/openapi.json'), 'utf8'),
    ) as OpenApiDocument,
    sdl: readFileSync(resolve(ROOT, 'schema.gql'), 'utf8'),
  };
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { openapi, sdl } = publishedDocuments();
  const batch = options.batch ?? 500;
  const report: FuzzReport = {
    seed: options.seed,
    requested: options.requests,
    sent: 0,
    resent: 0,
    byStatus: new Map(),
    graphqlCodes: new Map(),
    failures: [],
    slowest: [],
    healthy: false,
    elapsedMs: 0,
  };
  const started = Date.now();
  const players = await registerPlayers(options.base, 4);
  for (let first = 0; first < options.requests; first += batch) {
    if (options.deadline !== undefined && Date.now() >= options.deadline) break;
    const world = await buildWorld(options.base, players);
    const doors: fc.Arbitrary<FuzzRequest>[] = [];
    if (options.doors.includes('rest')) doors.push(restRequests(openapi, world));
    if (options.doors.includes('graphql')) doors.push(graphqlRequests(sdl, world));
    const size = Math.min(batch, options.requests - first);
    // One seed per batch, derived from the run's: a run is reproduced from its seed alone.
    const requests = fc.sample(fc.oneof(...doors), { seed: options.seed + first, numRuns: size });
    await inParallel(requests, options.concurrency ?? 4, async (request, i) => {
      const sentAt = Date.now();
      const timeoutMs = options.timeoutMs ?? 60_000;
      let outcome = await send(options.base, request, timeoutMs);
      if (outcome.status === 'connection error') {
        // Most often a pooled keep-alive connection the server closed as idle just as the request
        // went out (a race of the transport, at a batch's start): sent again on a fresh one, a
        // request that really breaks the connection fails again.
        report.resent++;
        outcome = await send(options.base, request, timeoutMs);
      }
      const failure = tally(report, request, outcome, first + i);
      if (failure && report.failures.filter((f) => kindOf(f) === kindOf(failure)).length === 1) {
        options.progress?.(describeFailure(failure, options.base));
      }
      noteDuration(report, request, Date.now() - sentAt);
    });
    report.sent += size;
    options.progress?.(progressLine(report, Date.now() - started));
  }
  report.healthy = await fetch(`${options.base}/health`).then(
    (res) => res.status === 200,
    () => false,
  );
  report.elapsedMs = Date.now() - started;
  return report;
}

interface Outcome {
  /** An HTTP status, or `timeout` / `connection error`. */
  status: string;
  body: string;
}

async function send(base: string, r: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await fetch(base + r.path, {
      method: r.method,
      headers: r.headers,
      body: r.body,
      signal: abort.signal,
      redirect: 'manual',
    });
    // An event stream stays open: its status and headers are the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      abort.abort();
      return { status: String(res.status), body: '' };
    }
    return { status: String(res.status), body: await res.text() };
  } catch (error) {
    if (abort.signal.aborted) return { status: 'timeout', body: `no answer in ${timeoutMs} ms` };
    return { status: 'connection error', body: String((error as Error).cause ?? error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Counts the answer; returns the failure it is, if it is one. */
function tally(
  report: FuzzReport,
  request: FuzzRequest,
  outcome: Outcome,
  index: number,
): FuzzFailure | undefined {
  const door = request.path.startsWith('/graphql') ? 'graphql' : 'rest';
  const key = `${door} ${outcome.status}`;
  report.byStatus.set(key, (report.byStatus.get(key) ?? 0) + 1);
  // The readiness probe's documented 503 (NOT_READY: the database took over 2 s to answer) is the
  // truth about a loaded machine, not a failure to handle the request.
  const notReady = request.operation === 'GET /health/ready' && outcome.body.includes('NOT_READY');
  let failed = !/^[1-4]\d\d$/.test(outcome.status) && !notReady;
  if (door === 'graphql') {
    const errors = graphqlErrors(outcome.body);
    const code = errors[0]?.extensions?.code;
    if (code) report.graphqlCodes.set(code, (report.graphqlCodes.get(code) ?? 0) + 1);
    if (errors.some((e) => Number(e.extensions?.status) >= 500)) failed = true;
  }
  if (!failed) return undefined;
  const failure = {
    index,
    request,
    outcome: outcome.status,
    response: outcome.body.slice(0, 2_000),
  };
  report.failures.push(failure);
  return failure;
}

/** What sort of failure it is: the operation, the status and the error code (GraphQL: its path). */
function kindOf(f: FuzzFailure): string {
  return `${f.request.operation} → ${f.outcome} ${failureCode(f.response)}`;
}

function noteDuration(report: FuzzReport, request: FuzzRequest, ms: number): void {
  const slowest = report.slowest;
  if (slowest.length >= 5 && ms <= slowest[slowest.length - 1].ms) return;
  slowest.push({ ms, request });
  slowest.sort((a, b) => b.ms - a.ms);
  slowest.length = Math.min(slowest.length, 5);
}

/** A failure's error code and GraphQL path, where the answer has them. */
function failureCode(response: string): string {
  const error = graphqlErrors(response)[0] as (GraphqlError & { path?: unknown[] }) | undefined;
  if (error?.path) return `${error.extensions?.code ?? ''} at ${error.path.join('.')}`;
  return /"code":"(\w+)"/.exec(response)?.[1] ?? '';
}

interface GraphqlError {
  extensions?: { code?: string; status?: number };
}

function graphqlErrors(body: string): GraphqlError[] {
  try {
    const parsed = JSON.parse(body) as unknown;
    const results = Array.isArray(parsed) ? parsed : [parsed];
    return results.flatMap((r) => (r as { errors?: GraphqlError[] } | null)?.errors ?? []);
  } catch {
    return [];
  }
}

async function inParallel<T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function progressLine(report: FuzzReport, elapsedMs: number): string {
  const rate = (report.sent / (elapsedMs / 1000)).toFixed(0);
  return `${report.sent} requests, ${report.failures.length} failures, ${rate}/s`;
}

export function describeFailure(f: FuzzFailure, base?: string): string {
  return [
    `FAILURE #${f.index} (${f.request.operation}, ${f.request.flavor}): ${f.outcome}${bodyShape(f.request.body)}`,
    `  ${describeRequest(f.request, base)}`,
    `  → ${f.response}`,
  ].join('\n');
}

/** How long and how deeply nested a body is: what a cut `curl` line no longer shows. */
function bodyShape(body: string | undefined): string {
  if (body === undefined) return '';
  let depth = 0;
  let deepest = 0;
  for (const c of body) {
    if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return `; body ${body.length} characters, nested ${deepest} deep`;
}

/** The report as text: the counts by status and GraphQL code, then each failure (the first 20). */
export function formatReport(report: FuzzReport, base?: string): string {
  const sorted = (m: Map<string, number>): string =>
    [...m]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `  ${k}: ${n}`)
      .join('\n');
  const lines = [
    `fuzz seed ${report.seed}: ${report.sent}${report.sent < report.requested ? ` of ${report.requested} (time box reached)` : ''} requests in ${(report.elapsedMs / 1000).toFixed(1)} s, ` +
      `${report.failures.length} failures (${report.resent} sent again after a connection error); /health after: ${report.healthy ? 'ok' : 'NOT ANSWERING'}`,
    'by status:',
    sorted(report.byStatus),
    'GraphQL error codes:',
    sorted(report.graphqlCodes),
  ];
  lines.push('slowest answers:');
  for (const { ms, request } of report.slowest) {
    lines.push(
      `  ${ms} ms: ${request.operation} (${request.flavor}) ${describeRequest(request, base).slice(0, 300)}`,
    );
  }
  const kinds = new Map<string, FuzzFailure[]>();
  for (const f of report.failures) {
    const kind = kindOf(f);
    kinds.set(kind, [...(kinds.get(kind) ?? []), f]);
  }
  if (kinds.size > 0) lines.push('failures by kind:');
  for (const [kind, list] of kinds) lines.push(`  ${kind}: ${list.length}`);
  // Two examples of each kind is enough to reproduce it; the rest are counted above.
  for (const list of kinds.values()) {
    for (const f of list.slice(0, 2)) lines.push(describeFailure(f, base));
  }
  return lines.join('\n');
}
