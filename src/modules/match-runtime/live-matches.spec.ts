import { DEFAULT_LIVE_MATCHES_BYTES, type AppConfig } from '../../config/config.js';
import { createMatch, findBot, playBotTurn, rngFromSeed, type Match } from '../../engine/index.js';
import { estimatedBytes, LiveMatches } from './live-matches.js';

const pilotEpisode = (seed: string): Match =>
  createMatch({ rulesetId: 'stratoyager', scenarioId: 'pilot-episode' }, seed);

/** Plays `match` with the random bot, calling `each` before every order and once at the end. */
function playOut(match: Match, seed: string, each: (m: Match) => void): void {
  const bot = findBot('stratoyager', 'random');
  if (!bot) throw new Error('no random bot');
  const rng = rngFromSeed(seed);
  while (!match.isOver) {
    each(match);
    const [decision] = match.pending();
    const order = playBotTurn(match, bot, decision.seat, decision.id, rng);
    const result = match.submit(decision.seat, decision.id, order);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
  }
  each(match);
}

const cacheOf = (limitBytes: number): LiveMatches =>
  new LiveMatches({ liveMatches: { limitBytes } } as AppConfig);

describe('LiveMatches', () => {
  it('holds a thousand pilot-episode matches at every stage of play within the default bound', () => {
    // At a thousand matches at once, each played from its start to its end and replaced by a
    // new one, the cache holds matches at every stage: their mean estimate times a thousand.
    const stages: number[] = [];
    playOut(pilotEpisode('bound'), 'bound-bot', (m) => stages.push(estimatedBytes(m)));
    const mean = stages.reduce((a, b) => a + b, 0) / stages.length;
    expect(stages.length).toBeGreaterThan(20);
    expect(1000 * mean).toBeLessThanOrEqual(DEFAULT_LIVE_MATCHES_BYTES);
  });

  it('lets the least recently remembered matches go beyond its bound, counting them', () => {
    const matches = ['a', 'b', 'c'].map((seed) => pilotEpisode(seed));
    const each = estimatedBytes(matches[0]);
    const live = cacheOf(2 * each);
    matches.forEach((m, i) => live.remember(`m${i}`, m));
    expect([live.has('m0'), live.has('m1'), live.has('m2')]).toEqual([false, true, true]);
    expect(live.evictions).toBe(1);
    expect(live.bytes).toBe(2 * each);
  });

  it('keeps the most recent match even when it alone is over the bound', () => {
    const live = cacheOf(1);
    live.remember('m0', pilotEpisode('a'));
    live.remember('m1', pilotEpisode('b'));
    expect([live.has('m0'), live.has('m1')]).toEqual([false, true]);
  });
});
