import { describe, expect, it } from '@jest/globals';
import { randomBot } from '../../../bots/bot.js';
import { aBillionSunsBots, heuristicBot } from './index.js';
import { duel } from './duel.js';

// eslint-disable-next-line no-restricted-globals -- a test switch, not engine code
const SOAK = typeof process !== 'undefined' && process.env.SALVO_SOAK === '1';

function winRate(games: number): { rate: number; heuristic: number; random: number } {
  let wins = 0;
  let heuristic = 0;
  let random = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const bots = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
    const { outcome, credits } = duel(bots, `abs-bots-${g}`);
    if (outcome.winners.length === 1 && outcome.winners[0] === seat) wins++;
    heuristic += credits[seat];
    random += credits[1 - seat];
  }
  return { rate: wins / games, heuristic: heuristic / games, random: random / games };
}

describe('A Billion Suns bots', () => {
  it('offers the random-legal bot and the heuristic contractor', () => {
    expect(aBillionSunsBots.map((b) => b.id)).toEqual(['random', 'heuristic']);
  });

  it('the heuristic beats the random-legal bot in at least 75% of 100 default-scenario games, playing for profit', () => {
    const { rate, heuristic } = winRate(100);
    expect(rate).toBeGreaterThanOrEqual(0.75);
    expect(heuristic).toBeGreaterThan(0);
  });

  (SOAK ? it : it.skip)(
    'SALVO_SOAK: the heuristic beats the random-legal bot in at least 75% of 1,000 games',
    () => {
      expect(winRate(1000).rate).toBeGreaterThanOrEqual(0.75);
    },
  );

  it('two heuristics play a whole game with only legal orders', () => {
    const { outcome } = duel([heuristicBot, heuristicBot], 'abs-mirror');
    expect(outcome.reason).toMatch(/profit|fleet_value|draw|shared/);
  });
});
