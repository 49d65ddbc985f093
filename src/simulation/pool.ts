/**
 * Runs a plan over worker threads. Games go out in small chunks to whichever worker is free, so a
 * slow or busy core does not hold the run back; each worker's first chunk is its own, so every
 * worker plays (when there are at least as many games as workers).
 */
import { Worker } from 'node:worker_threads';
import { isBotFile } from './bot-files.js';
import type { SimulationPlan } from './plan.js';
import { simulationRuleset } from './rulesets.js';
import { Tally, type Summary } from './summary.js';
import type { ClockKind } from './thread-clock.js';
import type { GameRecord } from './simulate.js';
import type { Chunk, WorkerData, WorkerMessage } from './worker.js';

export interface RunOptions {
  workers: number;
  /** Called after every chunk with the games done so far. */
  onProgress?: (done: number, total: number) => void;
  /** Called with each chunk's game records as they come (in no particular order). */
  onRecords?: (records: readonly GameRecord[]) => void;
}

/** Chunks a worker holds at once: the next one is already queued when it finishes one. */
const PREFETCH = 2;
/** Upper bound on a chunk, so progress moves. */
const MAX_CHUNK = 64;

export async function runSimulation(plan: SimulationPlan, options: RunOptions): Promise<Summary> {
  const ruleset = simulationRuleset(plan.rulesetId);
  if (!ruleset) throw new Error(`no ruleset "${plan.rulesetId}"`);
  const started = performance.now();
  const tally = new Tally(plan, ruleset.version);
  const used = Math.max(1, Math.min(options.workers, plan.games));
  const { gamesPerWorker, playingMs, clock, lastReady } = await play(plan, used, tally, options);
  const wallMs = performance.now() - started;
  return {
    ...tally.summary(),
    timing: {
      wallMs,
      startupMs: lastReady - started,
      gamesPerSecond: wallMs === 0 ? 0 : (plan.games / wallMs) * 1000,
      meanGameMs: playingMs.reduce((a, b) => a + b, 0) / plan.games,
      gameClock: clock,
      workers: { requested: options.workers, used, gamesPerWorker, playingMs },
    },
  };
}

/**
 * Chunks that shrink as the run goes on (guided self-scheduling): early ones are large, so
 * messages stay few; the last are single games, so the workers finish together even when one game
 * takes seconds (a search bot's), instead of one core idling while another plays a long chunk.
 */
function chunksOf(games: number, workers: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (let from = 0; from < games;) {
    const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil((games - from) / (workers * 8))));
    chunks.push({ from, to: Math.min(games, from + size) });
    from += size;
  }
  return chunks;
}

interface Played {
  gamesPerWorker: number[];
  playingMs: number[];
  /** `wall` if any worker lacked a CPU clock. */
  clock: ClockKind;
  /** When the last worker had loaded the ruleset (`performance.now()`). */
  lastReady: number;
}

/** Plays every game into `tally`. */
function play(
  plan: SimulationPlan,
  workerCount: number,
  tally: Tally,
  { onProgress, onRecords }: RunOptions,
): Promise<Played> {
  const chunks = chunksOf(plan.games, workerCount);
  const played = Array.from({ length: workerCount }, () => 0);
  const playingMs = Array.from({ length: workerCount }, () => 0);
  let clock: ClockKind = 'thread-cpu';
  let lastReady = 0;
  let next = 0;
  let settled = false;
  const workers: Worker[] = [];

  return new Promise<Played>((resolve, reject) => {
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      void Promise.all(workers.map((w) => w.terminate())).then(() =>
        error ? reject(error) : resolve({ gamesPerWorker: played, playingMs, clock, lastReady }),
      );
    };
    const handOut = (worker: Worker) => {
      if (next < chunks.length) worker.postMessage(chunks[next++]);
    };

    for (let w = 0; w < workerCount; w++) {
      const worker = spawn({ plan });
      workers.push(worker);
      worker.on('message', (message: WorkerMessage) => {
        if (message.kind === 'ready') {
          lastReady = Math.max(lastReady, performance.now());
          if (message.clock === 'wall') clock = 'wall';
          return;
        }
        for (const record of message.records) tally.add(record);
        onRecords?.(message.records);
        played[w] += message.records.length;
        playingMs[w] = message.playingMs;
        onProgress?.(tally.games, plan.games);
        if (tally.games === plan.games) finish();
        else handOut(worker);
      });
      worker.on('error', (err) => finish(new Error(`worker ${w} failed: ${err.message}`)));
      worker.on('exit', (code) => {
        if (!settled) finish(new Error(`worker ${w} exited (code ${code}) before the run ended`));
      });
    }
    // Dealt round by round, so each worker's first chunk is its own.
    for (let round = 0; round < PREFETCH; round++) for (const worker of workers) handOut(worker);
  });
}

/**
 * Built (dist/*.js, what `npm run simulate` runs), the worker is plain JavaScript and starts in
 * a fraction of a second. Run from source, or given a bot written in TypeScript, the worker
 * thread loads tsx's loader itself first (what `node --import tsx` does): Node 20 ignores
 * `--import` in a worker's execArgv. The loader is resolved here, since an eval'd worker resolves
 * from the cwd.
 */
function spawn(data: WorkerData): Worker {
  const here = import.meta.url;
  const built = here.endsWith('.js');
  const tsBots = data.plan.bots.some((id) => isBotFile(id) && /\.[cm]?ts$/.test(id));
  if (built && !tsBots) return new Worker(new URL('./worker.js', here), { workerData: data });
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new URL(built ? './worker.js' : './worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
}
