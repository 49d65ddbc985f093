import type { GameRecord } from '../simulation/simulate.js';
import { pairingsOf } from './round-robin.js';
import { standings } from './standings.js';

const game = (index: number, winners: number[], error?: string): GameRecord => ({
  index,
  winners,
  winningSeats: [],
  draw: winners.length === 0,
  reason: 'points',
  turns: 1,
  orders: 1,
  ...(error !== undefined && { error }),
});

describe('tournament standings', () => {
  it('pairs every bot with every other once', () => {
    expect(pairingsOf(3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(pairingsOf(4)).toHaveLength(6);
  });

  it('fills the cross table from both sides, counts draws as half, and rates the winner first', () => {
    const s = standings(3, [
      // A beats B three times, one draw.
      { a: 0, b: 1, records: [game(0, [0]), game(1, [0]), game(2, []), game(3, [0])] },
      // C beats A twice; one game failed and counts for nothing.
      { a: 0, b: 2, records: [game(0, [1]), game(1, [1]), game(2, [], 'boom')] },
      { a: 1, b: 2, records: [game(0, [1])] },
    ]);
    expect(s.cross[0][0]).toBeNull();
    expect(s.cross[0][1]).toMatchObject({ wins: 3, draws: 1, losses: 0, games: 4, score: 0.875 });
    expect(s.cross[1][0]).toMatchObject({ wins: 0, draws: 1, losses: 3, score: 0.125 });
    expect(s.cross[2][0]).toMatchObject({ wins: 2, losses: 0, games: 2 });
    const ci = s.cross[0][1]!.ci95;
    expect(ci.low).toBeLessThan(0.875);
    expect(ci.high).toBeGreaterThan(0.875);
    expect(s.errors.count).toBe(1);
    expect(s.ratings.map((r) => r.bot)).toEqual([2, 0, 1]);
    expect(s.ratings[0]).toMatchObject({ wins: 3, draws: 0, losses: 0 });
  });
});
