/**
 * The app under bench, started in a child process (server-process.ts) on a free loopback port, in
 * one database mode: the load clients are other processes, as issue #19 asks, so that what the
 * server spends is its own. `serverNodeOptions` (e.g. `--cpu-prof --cpu-prof-dir=…`) profile it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { IN_MEMORY } from '../../src/config/config.js';
import type { ServerAnswer, ServerQuestion } from './server-process.js';

const READY_TIMEOUT_MS = 180_000;
const SERVER_PROCESS = fileURLToPath(new URL('./server-process.js', import.meta.url));

export interface BenchServer {
  http: string;
  ws: string;
  /** Database statements the server has sent so far (counted at its `pg` driver). */
  statementsSent(): Promise<number>;
  /** CPU time the server process has used so far, user and system, in milliseconds. */
  cpuMs(): Promise<number>;
  close(): Promise<void>;
}

export interface ServerMode {
  /** A PostgreSQL URL; absent: the embedded database, in memory. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Node options of the server process only, e.g. `--cpu-prof`. */
  serverNodeOptions?: string[];
}

function environment(mode: ServerMode): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // A benchmark is one client hammering the API: rate limiting would measure itself.
    RATE_LIMIT: '0',
    // Its 200 subscribers share one address and no key: the per-client feed caps would refuse them.
    MAX_SUBSCRIPTIONS_PER_CLIENT: '10000',
    MAX_STREAMS_PER_CLIENT: '10000',
    HOST: '127.0.0.1',
    PORT: '0',
    SALVO_DATA_DIR: IN_MEMORY,
  };
  const optional = {
    DATABASE_URL: mode.databaseUrl,
    REDIS_URL: mode.redisUrl,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    MAX_REQUESTS_IN_FLIGHT: process.env.MAX_REQUESTS_IN_FLIGHT,
  };
  for (const [name, value] of Object.entries(optional)) if (value) env[name] = value;
  return env;
}

export async function startServer(mode: ServerMode): Promise<BenchServer> {
  const child: ChildProcess = fork(SERVER_PROCESS, [], {
    env: environment(mode),
    execArgv: mode.serverNodeOptions ?? [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (value: number) => void>();
  let asked = 0;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server was not ready in time')),
      READY_TIMEOUT_MS,
    );
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it was ready`)),
    );
    child.on('message', (answer: ServerAnswer) => {
      if ('ready' in answer) {
        clearTimeout(timer);
        resolve(answer.ready);
      } else waiting.get(answer.id)?.(answer.value);
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = (question: ServerQuestion['ask']): Promise<number> =>
    new Promise((resolve) => {
      const id = ++asked;
      waiting.set(id, (value) => {
        waiting.delete(id);
        resolve(value);
      });
      child.send({ id, ask: question } satisfies ServerQuestion);
    });
  return {
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/graphql`,
    statementsSent: () => ask('statements'),
    cpuMs: () => ask('cpu'),
    close: async () => {
      if (child.exitCode === null) await Promise.race([ask('close'), exited]);
      await exited;
    },
  };
}
