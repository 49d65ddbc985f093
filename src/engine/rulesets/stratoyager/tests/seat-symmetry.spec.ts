/**
 * The rules favour neither seat: in a mirror duel (the same unit type on both sides) random play
 * wins as often from either seat. The pilot episode and the 1v1 dogfight are not mirrors (their
 * forces differ, and random play wins more often for the Khione side), so they cannot show this.
 */
import type { MatchConfig } from '../../../core/contract.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';

const GAMES = 2000;

function mirrorDuel(typeId: string): MatchConfig {
  return {
    rulesetId: stratoyager.id,
    setup: {
      table: { width: 24, length: 24 },
      sides: [{ units: [{ id: 'a-1', typeId }] }, { units: [{ id: 'b-1', typeId }] }],
    },
  };
}

function winsBySeat(config: MatchConfig): [number, number] {
  const wins: [number, number] = [0, 0];
  for (let i = 0; i < GAMES; i++) {
    const seed = `mirror-${i}`;
    const match = Match.create(stratoyager, config, seed);
    const chooser = rngFromSeed(seed, 'random-play');
    while (!match.isOver) {
      const [d] = match.pending();
      const result = match.submit(d.seat, d.id, match.sample(d.id, chooser));
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
    }
    const winners = match.outcome()!.winners;
    if (winners.length === 1) wins[winners[0]]++;
  }
  return wins;
}

describe('seat symmetry', () => {
  it.each(['guardian-151a', 'blackbuck-mk-ii'])(
    'a mirror duel of %s is won as often from either seat (within 3.5 standard deviations)',
    (typeId) => {
      const [first, second] = winsBySeat(mirrorDuel(typeId));
      const decided = first + second;
      expect(decided).toBeGreaterThan(GAMES / 2);
      // Under no seat bias, first ~ Binomial(decided, 1/2).
      const sd = Math.sqrt(decided) / 2;
      expect(Math.abs(first - decided / 2)).toBeLessThan(3.5 * sd);
    },
  );
});
