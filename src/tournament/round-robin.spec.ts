import { runTournament, type TournamentPlan } from './round-robin.js';

const plan: TournamentPlan = {
  rulesetId: 'dice-duel',
  scenarioId: 'standard',
  bots: ['random', 'random', 'random'],
  gamesPerPairing: 40,
  seed: 'round-robin-spec',
  maxOrders: 1000,
};

// Worker threads load TypeScript through tsx on start: allow for a slow, shared machine.
const SLOW = 180_000;

describe('runTournament, pairings side by side', () => {
  it(
    'gives the same standings on 1 or 2 workers, and reports progress up to every game',
    async () => {
      const seen: number[] = [];
      const { wallMs: _a, ...two } = await runTournament(plan, {
        workers: 2,
        onProgress: (done, total) => {
          expect(total).toBe(120);
          seen.push(done);
        },
      });
      const { wallMs: _b, ...one } = await runTournament(plan, { workers: 1 });
      expect(two).toEqual(one);
      expect(Math.max(...seen)).toBe(120);
      expect(two.cross[0][1]!.games + two.cross[0][2]!.games + two.cross[1][2]!.games).toBe(120);
    },
    SLOW,
  );
});
