/**
 * The service under soak, as `npm start` runs it: `node dist/src/main.js` in a child process, so
 * that its resident memory is its own and not the bots'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/free-port.js';
import { FullGc, INSPECTOR_PORT_FLAG, isInspectorNotice } from './full-gc.js';

/**
 * The built service: beside this file in the build (dist/bench/soak/service.js), or in dist/ when
 * this file runs from source (the fuzz script, under tsx).
 */
const MAIN = fileURLToPath(
  new URL(
    import.meta.url.includes('/dist/') ? '../../src/main.js' : '../../dist/src/main.js',
    import.meta.url,
  ),
);
const READY_TIMEOUT_MS = 120_000;

export interface SoakService {
  url: string;
  /** Resident set size of the service process, in bytes (Linux: /proc). */
  rss(): number;
  /** CPU time the service process has used, user and system, in seconds (Linux: /proc). */
  cpuSeconds(): number;
  /** The service's warnings and errors (its log is at `warn`). */
  errorLines(): string[];
  /** A full, memory-reducing GC in the service (started with `fullGc`), done when it resolves. */
  collectGarbage(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `nodeFlags`: V8 or Node flags before the script, to compare them (`--max-semi-space-size=4`).
 * `fullGc`: the service can be asked for full collections (full-gc.ts; its inspector is off until
 * the first one).
 */
export async function startService(
  env: Record<string, string>,
  nodeFlags: string[] = [],
  { fullGc = false } = {},
): Promise<SoakService> {
  const port = await freePort();
  const flags = fullGc ? [INSPECTOR_PORT_FLAG, ...nodeFlags] : nodeFlags;
  const child: ChildProcess = spawn(process.execPath, [...flags, MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      // Hundreds of bots from one address: the soak measures the service, not its limiter.
      RATE_LIMIT: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  const keep = (chunk: Buffer): void => {
    for (const line of chunk.toString().split('\n'))
      if (/"level":(50|60)/.test(line)) errors.push(line);
  };
  child.stdout?.on('data', keep);
  const gc = new FullGc(child.pid ?? 0);
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    gc.stderr(text);
    const lines = text.split('\n').filter((l) => l.trim() && !isInspectorNotice(l));
    if (lines.length > 0) errors.push(lines.join('\n'));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (
    !(await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the service exited:\n${errors.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the service was not ready in time');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    cpuSeconds: () => {
      // Fields 14 and 15 of /proc/pid/stat, after the command name in parentheses; in clock ticks
      // (100 a second on Linux).
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    errorLines: () => errors,
    collectGarbage: () => {
      if (!fullGc) throw new Error('the service was started without fullGc');
      return gc.collect();
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
