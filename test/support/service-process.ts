/**
 * The service as a child process (`node dist/src/main.js`), which a test may stop abruptly
 * (SIGKILL: no shutdown hook runs, nothing is flushed on the way out) or gracefully (SIGTERM).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/free-port.js';

export interface ServiceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServiceProcess {
  url: string;
  output(): string;
  /** Sends the signal (unless the process is gone) and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Settles when the process has exited. */
  exited: Promise<ServiceExit>;
}

export async function startService(
  main: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServiceProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [main], {
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
  const exited = new Promise<ServiceExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const kill = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the service exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return { url, output: () => output, kill, exited };
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`the service was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A JSON call to the service's REST API. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { apiKey?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
