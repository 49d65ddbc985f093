import { describe, expect, it } from '@jest/globals';
import { randomBot, type Bot } from '../../../bots/bot.js';
import { playOut } from '../../../bots/play-out.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { sits } from '../index.js';
import { broadsideBot } from './heuristic.js';

/** Plays `games` games, the broadside bot taking seat 0 in even games and seat 1 in odd ones. */
function winsOfBroadside(scenarioId: string, games: number, other: Bot): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const seed = `${scenarioId}-${i}`;
    const match = Match.create(sits, { rulesetId: 'sits', scenarioId }, seed);
    const seatOf = i % 2;
    const rngs = [rngFromSeed(seed, 'seat-0'), rngFromSeed(seed, 'seat-1')];
    playOut(match, (seat) => (seat === seatOf ? broadsideBot : other), rngs, 5000);
    if (match.outcome()?.winners.includes(seatOf)) wins++;
  }
  return wins;
}

describe('SITS bots', () => {
  it('the broadside bot only gives legal orders and beats the random bot in Squadron Action', () => {
    expect(winsOfBroadside('squadron-action', 10, randomBot)).toBeGreaterThanOrEqual(8);
  });

  it('the broadside bot beats the random bot in Picket Clash from either side', () => {
    // 93% over 1,000 games (SITS-D-13); here a quick check that it stays well above 85%.
    expect(winsOfBroadside('picket-clash', 12, randomBot)).toBeGreaterThanOrEqual(11);
  });
});
