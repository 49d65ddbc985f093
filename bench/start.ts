/**
 * Start-up time of the server process, as `npm start` runs it (`node dist/src/main.js`, embedded
 * database): from the spawn to the first 200 on /health and on /health/ready, on a fresh empty
 * data folder (PGlite's initdb, then the migrations) and on the same folder again (a restart).
 * Also what the process logs as its own start-up (from main() to listening, so without Node's
 * boot and the first imports), the CPU time it used until ready (all its threads; Linux only),
 * and how long a SIGTERM takes to stop it. On a machine shared with other work the wall-clock
 * times vary with it, the CPU time much less. Median of several runs, each on a free port and a
 * new folder. Issue #2's target: `npm start` answers /health within 15 s on a fresh clone;
 * `npm start` adds its build (about a second) to these figures.
 *
 * `npm run bench:start [-- --runs 3]`
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port.js';

interface Sample {
  healthMs: number;
  readyMs: number;
  /** The `startupMs` of the "Salvo listening" log line. */
  loggedMs: number;
  /** User + system CPU time of the process (every thread) when /health/ready first answered. */
  cpuMs: number;
  stopMs: number;
}

type Folder = 'fresh' | 'existing';

/** Beside this file in the build: dist/bench/start.js starts dist/src/main.js. */
const MAIN = fileURLToPath(new URL('../src/main.js', import.meta.url));
const POLL_MS = 10;
const START_TIMEOUT_MS = 120_000;
/** /proc/<pid>/stat counts in USER_HZ, which Linux fixes at 100 for user space. */
const TICKS_PER_SECOND = 100;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function firstOk(url: string, since: number, exited: () => string | null): Promise<number> {
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return performance.now() - since;
    const exit = exited();
    if (exit !== null) throw new Error(`the server exited (${exit}) before ${url} answered`);
    if (performance.now() - since > START_TIMEOUT_MS)
      throw new Error(`${url} did not answer within ${START_TIMEOUT_MS} ms`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** One start on `dataDir`, measured, then a graceful stop. */
async function measureStart(dataDir: string): Promise<Sample> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      SALVO_DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
  );
  let exitedAs: string | null = null;
  void exit.then((how) => (exitedAs = how));
  try {
    const healthMs = await firstOk(`${base}/health`, spawned, () => exitedAs);
    const readyMs = await firstOk(`${base}/health/ready`, spawned, () => exitedAs);
    const cpuMs = cpuTime(child.pid);
    const stopping = performance.now();
    child.kill('SIGTERM');
    const how = await exit;
    if (how !== 'code 0') throw new Error(`SIGTERM: the server exited with ${how}`);
    return {
      healthMs,
      readyMs,
      loggedMs: loggedStartup(output),
      cpuMs,
      stopMs: performance.now() - stopping,
    };
  } catch (error) {
    child.kill('SIGKILL');
    await exit;
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}

function cpuTime(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

function loggedStartup(output: string): number {
  for (const line of output.split('\n')) {
    if (!line.includes('"startupMs"')) continue;
    return (JSON.parse(line) as { startupMs: number }).startupMs;
  }
  return Number.NaN;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const runs = arg('runs', 3);
const samples: Record<Folder, Sample[]> = { fresh: [], existing: [] };
for (let run = 1; run <= runs; run++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'salvo-bench-start-'));
  try {
    for (const folder of ['fresh', 'existing'] as const) {
      process.stderr.write(`run ${run}/${runs}: ${folder} data folder\n`);
      samples[folder].push(await measureStart(dataDir));
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const rows = (['fresh', 'existing'] as const).map((folder) => {
  const of = (key: keyof Sample) => samples[folder].map((s) => s[key]);
  return {
    folder,
    healthMs: median(of('healthMs')),
    readyMs: median(of('readyMs')),
    readyMinMs: Math.min(...of('readyMs')),
    readyMaxMs: Math.max(...of('readyMs')),
    loggedStartupMs: median(of('loggedMs')),
    cpuMs: median(of('cpuMs')),
    stopMs: median(of('stopMs')),
    samples: samples[folder],
  };
});

const s = (ms: number) => (ms / 1000).toFixed(2);
console.table(
  rows.map((r) => ({
    'data folder': r.folder,
    '/health (s)': s(r.healthMs),
    '/health/ready (s)': s(r.readyMs),
    'ready min-max (s)': `${s(r.readyMinMs)}-${s(r.readyMaxMs)}`,
    'logged start-up (s)': s(r.loggedStartupMs),
    'CPU until ready (s)': s(r.cpuMs),
    'SIGTERM to exit (s)': s(r.stopMs),
  })),
);
const result = {
  bench: 'start',
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model,
  cores: cpus().length,
  // Other work on the machine shows up here: figures taken under load are pessimistic.
  loadAverage: loadavg(),
  runs,
  rows,
};
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/start-${result.date.slice(0, 19).replace(/[:T]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
console.log(
  `median of ${runs} runs from the spawn of node ${MAIN}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; written to ${file}`,
);
