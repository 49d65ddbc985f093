/**
 * Accepted orders per second through one door: `concurrency` drivers, each playing whole matches
 * (a fresh one when its match ends) by answering each seat's decision with a legal order, until
 * the time is up. A driver asks for a seat's decision only when the last answer for that seat did
 * not carry the decision it owes next (`next`), as a bot does; `useNext: false` asks every time,
 * as a bot written before `next` did. Only what happens after the warm-up counts. The drivers run
 * in `clients` load-client processes (load-client.ts), never in the server's, and the server's CPU
 * time over the counted seconds is divided by the orders counted: the cost of an order, which a
 * loaded machine changes far less than it changes orders per second.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  ApiError,
  matchStatus,
  registerPlayer,
  requestsSent,
  startMatch,
  type Decision,
  type Door,
  type Player,
} from './client.js';
import { backendCpuMs, spentBetween } from './database-cpu.js';
import type { BenchServer } from './server.js';
import { now, summarize, type LatencySummary } from './stats.js';

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.js', import.meta.url));

export interface ThroughputOptions {
  seconds: number;
  warmupSeconds: number;
  concurrency: number;
  scenarioId: string;
  /** Load-client processes the drivers are shared among. */
  clients: number;
  /** A PostgreSQL on this machine, whose backends' CPU time is measured too. */
  databaseUrl?: string;
  /**
   * Answer the decision an accepted order's answer says is owed next, without asking for it.
   * Default: yes; `false` asks every time, as a bot written before `next` did.
   */
  useNext?: boolean;
}

/** What the drivers of one load-client process saw in the counted seconds. */
export interface Played {
  accepted: number;
  finished: number;
  refused: number;
  errors: string[];
  submitMs: number[];
  moveMs: number[];
  /** CPU time of the load-client process over the counted seconds, in milliseconds. */
  cpuMs: number;
  /** HTTP requests the load-client process sent over the counted seconds. */
  requests: number;
}

/** What the bench sends a load-client process once every client is ready. */
export interface LoadClientOrder {
  base: string;
  door: Door['name'];
  options: Omit<ThroughputOptions, 'clients' | 'databaseUrl' | 'useNext'> & {
    first: number;
    useNext: boolean;
  };
}

/** What a load-client process says. */
export type LoadClientMessage = { kind: 'ready' } | { kind: 'played'; played: Played };

export interface ThroughputResult {
  door: Door['name'];
  seconds: number;
  concurrency: number;
  clientProcesses: number;
  ordersAccepted: number;
  ordersPerSecond: number;
  matchesFinished: number;
  refused: number;
  /** Server errors (5xx) and lost identities (401 for a valid key): the API failing. */
  errorCount: number;
  /** The first few of them. */
  errors: string[];
  /** POST /orders or submitOrder, from send to answer. */
  submitLatencyMs: LatencySummary;
  /** Fetching the decision (when not told it) then submitting: one move as a bot sees it. */
  decideAndSubmitLatencyMs: LatencySummary;
  /** Whether the drivers answered `next` without asking (see `ThroughputOptions.useNext`). */
  useNext: boolean;
  /** HTTP requests the load clients sent per order counted (starting matches included). */
  requestsPerOrder: number;
  /** The server process's CPU time over the counted seconds per order counted. */
  serverCpuMsPerOrder: number;
  /** The load clients' CPU time over the counted seconds per order counted. */
  clientCpuMsPerOrder: number;
  /** PostgreSQL's backends' CPU time per order counted; null where it cannot be read. */
  databaseCpuMsPerOrder: number | null;
}

function pick(decision: { choices: unknown[] | null; example: unknown }): unknown {
  const { choices } = decision;
  return choices && choices.length > 0
    ? choices[Math.floor(Math.random() * choices.length)]
    : decision.example;
}

const cpuMsNow = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The drivers `first` … `first + concurrency - 1`, playing from now (in a load-client process)
 * for the warm-up and the counted seconds.
 */
export async function play(
  base: string,
  door: Door,
  options: LoadClientOrder['options'],
): Promise<Played> {
  const started = now();
  const counting = started + options.warmupSeconds * 1000;
  const deadline = counting + options.seconds * 1000;
  const played: Played = {
    accepted: 0,
    finished: 0,
    refused: 0,
    errors: [],
    submitMs: [],
    moveMs: [],
    cpuMs: 0,
    requests: 0,
  };
  let cpuAtCounting = 0;
  let requestsAtCounting = 0;
  const cpuClock = setTimeout(() => {
    cpuAtCounting = cpuMsNow();
    requestsAtCounting = requestsSent();
  }, counting - started);
  const failed = (error: unknown): void => {
    played.errors.push(error instanceof Error ? error.message.slice(0, 300) : String(error));
  };

  /** Plays one match to its end (or the deadline). Server errors abandon it. */
  async function playMatch(seats: Player[]): Promise<void> {
    const matchId = await startMatch(base, seats[0], seats[1], options.scenarioId);
    /** The decision each seat was last told it owes; asked for when absent. */
    const told = new Map<Player, Decision>();
    while (now() < deadline) {
      let moved = false;
      for (const player of seats) {
        const t0 = now();
        const decision = told.get(player) ?? (await door.decision(matchId, player));
        told.delete(player);
        if (!decision) continue;
        const t1 = now();
        try {
          const { next } = await door.submit(matchId, player, decision, pick(decision));
          if (next && options.useNext) told.set(player, next);
        } catch (error) {
          // A refusal (4xx other than a lost identity) is the API working; anything else is not.
          // A decision told may have gone meanwhile (409): the seat asks next time.
          if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401)
            throw error;
          played.refused++;
          continue;
        }
        const t2 = now();
        moved = true;
        if (t0 >= counting && t2 <= deadline) {
          played.accepted++;
          played.submitMs.push(t2 - t1);
          played.moveMs.push(t2 - t0);
        }
      }
      if (moved) continue;
      if ((await matchStatus(base, matchId)) !== 'active') {
        if (now() >= counting) played.finished++;
        return;
      }
      // Active with nothing owed by either seat: a step is resolving; ask again shortly.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async function driver(index: number): Promise<void> {
    let seats: Player[] | null = null;
    while (now() < deadline) {
      try {
        seats ??= [
          await registerPlayer(base, `bench-${door.name}-${index}-a`),
          await registerPlayer(base, `bench-${door.name}-${index}-b`),
        ];
        await playMatch(seats);
      } catch (error) {
        failed(error);
      }
    }
  }

  const atDeadline = new Promise<{ cpuMs: number; requests: number }>((resolve) =>
    setTimeout(() => resolve({ cpuMs: cpuMsNow(), requests: requestsSent() }), deadline - started),
  );
  await Promise.all(
    Array.from({ length: options.concurrency }, (_, i) => driver(options.first + i)),
  );
  clearTimeout(cpuClock);
  const end = await atDeadline;
  played.cpuMs = end.cpuMs - cpuAtCounting;
  played.requests = end.requests - requestsAtCounting;
  return played;
}

/** The drivers of each load-client process: `concurrency` shared as evenly as can be. */
function shares(concurrency: number, clients: number): number[] {
  const n = Math.max(1, Math.min(clients, concurrency));
  return Array.from({ length: n }, (_, i) => Math.floor((concurrency + i) / n));
}

/** One load-client process, ready to play; `go()` starts it and resolves with what it saw. */
async function loadClient(order: LoadClientOrder): Promise<{ go(): Promise<Played> }> {
  const child = fork(LOAD_CLIENT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`a load client exited (${code})`))),
  );
  const message = (kind: LoadClientMessage['kind']): Promise<LoadClientMessage> =>
    Promise.race([
      new Promise<LoadClientMessage>((resolve) =>
        child.on('message', (m: LoadClientMessage) => m.kind === kind && resolve(m)),
      ),
      exited,
    ]);
  const ready = message('ready');
  const played = message('played');
  // Unhandled if the client ends well; the races above carry the failure otherwise.
  exited.catch(() => undefined);
  await ready;
  return {
    go: async () => {
      child.send(order);
      const answer = await played;
      return answer.kind === 'played' ? answer.played : Promise.reject(new Error('no result'));
    },
  };
}

export async function measureThroughput(
  server: BenchServer,
  doorName: Door['name'],
  options: ThroughputOptions,
): Promise<ThroughputResult> {
  const { databaseUrl, ...played } = options;
  const useNext = options.useNext ?? true;
  const perClient = shares(options.concurrency, options.clients);
  const clients = await Promise.all(
    perClient.map((concurrency, i) =>
      loadClient({
        base: server.http,
        door: doorName,
        options: {
          ...played,
          useNext,
          concurrency,
          first: perClient.slice(0, i).reduce((a, b) => a + b, 0),
        },
      }),
    ),
  );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const running = Promise.all(clients.map((c) => c.go()));
  await sleep(options.warmupSeconds * 1000);
  const readDatabase = () => (databaseUrl ? backendCpuMs(databaseUrl) : Promise.resolve(null));
  const [cpuBefore, databaseBefore] = await Promise.all([server.cpuMs(), readDatabase()]);
  await sleep(options.seconds * 1000);
  const [cpuAfter, databaseAfter] = await Promise.all([server.cpuMs(), readDatabase()]);
  const serverCpuMs = cpuAfter - cpuBefore;
  const databaseCpuMs = spentBetween(databaseBefore, databaseAfter);
  const results = await running;

  const accepted = results.reduce((n, p) => n + p.accepted, 0);
  const errors = results.flatMap((p) => p.errors);
  const perOrder = (ms: number): number => Math.round((ms / accepted) * 100) / 100;
  return {
    door: doorName,
    seconds: options.seconds,
    concurrency: options.concurrency,
    clientProcesses: clients.length,
    ordersAccepted: accepted,
    ordersPerSecond: Math.round((accepted / options.seconds) * 10) / 10,
    matchesFinished: results.reduce((n, p) => n + p.finished, 0),
    refused: results.reduce((n, p) => n + p.refused, 0),
    errorCount: errors.length,
    errors: errors.slice(0, 5),
    submitLatencyMs: summarize(results.flatMap((p) => p.submitMs)),
    decideAndSubmitLatencyMs: summarize(results.flatMap((p) => p.moveMs)),
    useNext,
    requestsPerOrder: perOrder(results.reduce((n, p) => n + p.requests, 0)),
    serverCpuMsPerOrder: perOrder(serverCpuMs),
    clientCpuMsPerOrder: perOrder(results.reduce((n, p) => n + p.cpuMs, 0)),
    databaseCpuMsPerOrder: databaseCpuMs === null ? null : perOrder(databaseCpuMs),
  };
}
