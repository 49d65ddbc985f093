/**
 * A round robin between bots: every pairing plays its games on the simulator's worker threads
 * (every core), seats alternating game by game so neither bot keeps the first seat.
 */
import { runSimulation } from '../simulation/pool.js';
import type { GameRecord } from '../simulation/simulate.js';
import { standings, type PairingGames, type Standings } from './standings.js';

export interface TournamentPlan {
  rulesetId: string;
  scenarioId: string;
  /** Built-in bot ids or bot files, each once. */
  bots: string[];
  gamesPerPairing: number;
  seed: string;
  maxOrders: number;
}

export interface RunTournamentOptions {
  workers: number;
  onProgress?: (done: number, total: number) => void;
}

export const pairingsOf = (bots: number): [number, number][] =>
  Array.from({ length: bots }, (_, a) =>
    Array.from({ length: bots - a - 1 }, (_, k): [number, number] => [a, a + k + 1]),
  ).flat();

/**
 * Pairings side by side, as many at a time as there are workers, each on `workers` threads: the
 * system shares the cores among them, so when a cheap pairing ends its cores go to the others
 * instead of a core waiting at the end of every pairing in turn. Results depend on the seed alone.
 */
export async function runTournament(
  plan: TournamentPlan,
  options: RunTournamentOptions,
): Promise<Standings & { wallMs: number }> {
  const started = performance.now();
  const pairings = pairingsOf(plan.bots.length);
  const total = pairings.length * plan.gamesPerPairing;
  const done = pairings.map(() => 0);
  const played: PairingGames[] = [];
  const play = async (at: number) => {
    const [a, b] = pairings[at];
    const records: GameRecord[] = [];
    await runSimulation(
      {
        rulesetId: plan.rulesetId,
        scenarioId: plan.scenarioId,
        bots: [plan.bots[a], plan.bots[b]],
        games: plan.gamesPerPairing,
        seed: `${plan.seed}/${a}-${b}`,
        maxOrders: plan.maxOrders,
      },
      {
        workers: options.workers,
        onRecords: (r) => records.push(...r),
        onProgress: (games) => {
          done[at] = games;
          options.onProgress?.(
            done.reduce((x, y) => x + y, 0),
            total,
          );
        },
      },
    );
    records.sort((x, y) => x.index - y.index);
    played[at] = { a, b, records };
  };
  let next = 0;
  const lane = async () => {
    while (next < pairings.length) await play(next++);
  };
  const lanes = Math.max(1, Math.min(options.workers, pairings.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return { ...standings(plan.bots.length, played), wallMs: performance.now() - started };
}
