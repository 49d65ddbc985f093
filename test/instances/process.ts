/** The service as a child process on a free loopback port, as `npm start` runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/free-port.js';

export interface Instance {
  url: string;
  ws: string;
  /** What the process wrote, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

export async function startInstance(
  main: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      RATE_LIMIT: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilReady(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`instance on port ${port}: ${(error as Error).message}\n${output}`);
  }
  return { url, ws: `ws://127.0.0.1:${port}/graphql`, output: () => output, stop };
}
