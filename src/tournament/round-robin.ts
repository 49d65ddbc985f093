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

export async function runTournament(
  plan: TournamentPlan,
  options: RunTournamentOptions,
): Promise<Standings & { wallMs: number }> {
  const started = performance.now();
  const pairings = pairingsOf(plan.bots.length);
  const total = pairings.length * plan.gamesPerPairing;
  const played: PairingGames[] = [];
  for (const [a, b] of pairings) {
    const records: GameRecord[] = [];
    const before = played.length * plan.gamesPerPairing;
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
        onProgress: (done) => options.onProgress?.(before + done, total),
      },
    );
    records.sort((x, y) => x.index - y.index);
    played.push({ a, b, records });
  }
  return { ...standings(plan.bots.length, played), wallMs: performance.now() - started };
}
