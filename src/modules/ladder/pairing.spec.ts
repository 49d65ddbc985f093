import { pairByRating, type Candidate } from './pairing.js';

const c = (playerId: string, ordinal: number, lastOpponentId: string | null = null): Candidate => ({
  playerId,
  ordinal,
  lastOpponentId,
});

describe('ladder pairing', () => {
  it('pairs bots of the nearest rating', () => {
    expect(pairByRating([c('a', 30), c('b', 1), c('c', 29), c('d', 2)])).toEqual([
      ['a', 'c'],
      ['d', 'b'],
    ]);
  });

  it('never pairs an immediate rematch, from either side', () => {
    expect(pairByRating([c('a', 30, 'c'), c('b', 1), c('c', 29)])).toEqual([['a', 'b']]);
    expect(pairByRating([c('a', 30), c('b', 1), c('c', 29, 'a')])).toEqual([['a', 'b']]);
  });

  it('leaves out a bot with nobody left to play', () => {
    expect(pairByRating([c('a', 30, 'b'), c('b', 1, 'a')])).toEqual([]);
    expect(pairByRating([c('a', 30), c('b', 1), c('c', 2)])).toEqual([['a', 'c']]);
  });
});
