/** Bot accounts, ladders and ladder workers, for the ladder e2e suites. */
import { spawn, type ChildProcess } from 'node:child_process';
import type { TestApp } from '../helpers/app.js';
import type { TestPlayer } from './players.js';

export interface Rating {
  playerId: string;
  playerName: string;
  mu: number;
  sigma: number;
  ordinal: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  provisional: boolean;
}

export interface LadderBody {
  id: string;
  entries: { playerId: string; status: string }[];
}

export async function createBot(t: TestApp, owner: TestPlayer, name: string): Promise<TestPlayer> {
  const res = await t.http
    .post('/api/v1/players/me/bots')
    .set(owner.auth)
    .send({ name })
    .expect(201);
  const body = res.body as { id: string; name: string; apiKey: string };
  return { ...body, auth: { Authorization: `Bearer ${body.apiKey}` } };
}

export async function getLadder(t: TestApp, id: string): Promise<LadderBody> {
  return (await t.http.get(`/api/v1/ladders/${id}`).expect(200)).body as LadderBody;
}

export async function board(
  t: TestApp,
  query = '',
): Promise<{ items: Rating[]; nextCursor: string | null }> {
  const res = await t.http.get(`/api/v1/leaderboards/stratoyager/dogfight${query}`).expect(200);
  return res.body as { items: Rating[]; nextCursor: string | null };
}

/** Polls `probe` until it returns a value, or fails with `what` after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface WorkerProcess {
  output(): string;
  stop(): Promise<void>;
}

/** `npm run worker` as a child process (built `worker.js`), ready once it says so. */
export async function startWorker(
  script: string,
  env: Record<string, string>,
): Promise<WorkerProcess> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  await eventually(
    'the worker to start',
    async () => {
      if (child.exitCode !== null) throw new Error(`the worker exited:\n${output}`);
      return output.includes('Salvo worker running');
    },
    60_000,
  ).catch(async (error: Error) => {
    await stop();
    throw error;
  });
  return { output: () => output, stop };
}
