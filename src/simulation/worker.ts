/** A worker thread: plays the chunks of games it is sent and returns their records. */
import { parentPort, workerData } from 'node:worker_threads';
import type { SimulationPlan } from './plan.js';
import { loadBotFiles } from './bot-files.js';
import { playGame, type GameRecord, type Table } from './game.js';
import { lightTable } from './light-table.js';
import { threadClock, type ClockKind } from './thread-clock.js';

export interface Chunk {
  /** First game index, inclusive. */
  from: number;
  /** Last game index, exclusive. */
  to: number;
}

/** What a worker says: it has loaded the ruleset, or it has played a chunk. */
export type WorkerMessage =
  | { kind: 'ready'; clock: ClockKind }
  | {
      kind: 'done';
      chunk: Chunk;
      records: GameRecord[];
      /** Time this worker has spent playing, all chunks so far: waiting for work is not counted. */
      playingMs: number;
    };

export interface WorkerData {
  plan: SimulationPlan;
}

const port = parentPort;
if (!port) throw new Error('worker.ts runs in a worker thread');
const { plan } = workerData as WorkerData;
const files = await loadBotFiles(plan.bots);
// The registry (every ruleset) only when the plan's ruleset cannot be loaded alone.
const table: Table =
  (await lightTable(plan, files)) ?? (await import('./simulate.js')).setTable(plan, files);
const clock = threadClock();
let playingMs = 0;
port.postMessage({ kind: 'ready', clock: clock.kind } satisfies WorkerMessage);

port.on('message', (chunk: Chunk) => {
  const started = clock.now();
  const records: GameRecord[] = [];
  for (let index = chunk.from; index < chunk.to; index++) records.push(playGame(table, index));
  playingMs += clock.now() - started;
  port.postMessage({ kind: 'done', chunk, records, playingMs } satisfies WorkerMessage);
});
