import { DEFAULT_LIVE_MATCHES_BYTES, type AppConfig } from '../../config/config.js';
import { createMatch, findBot, playBotTurn, rngFromSeed, type Match } from '../../engine/index.js';
import type { EntityManager } from 'typeorm';
import { ENDED_KEPT, estimatedBytes, LiveMatches } from './live-matches.js';
import type { MatchRow } from './match.row.js';

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

  it('serves the reads after a match ends from memory, for the last few to end', async () => {
    const live = cacheOf(DEFAULT_LIVE_MATCHES_BYTES);
    const finished = pilotEpisode('ended');
    playOut(finished, 'ended-bot', () => undefined);
    const rowOf = (id: string, m: Match, orderSeq = m.lastOrderSeq) =>
      ({ id, status: 'finished', orderSeq, eventSeq: m.lastEventSeq }) as MatchRow;
    // Any rebuild reads the database: this one refuses, so a read served from memory is seen.
    const db = {
      query: () => Promise.reject(new Error('rebuilt')),
      getRepository: () => {
        throw new Error('rebuilt');
      },
    } as unknown as EntityManager;
    live.ended('m0', finished);
    expect(live.has('m0')).toBe(false);
    await expect(live.load(db, rowOf('m0', finished))).resolves.toBe(finished);
    await expect(live.load(db, rowOf('m0', finished))).resolves.toBe(finished);
    // A row whose log is longer than the match kept (another instance wrote) is rebuilt.
    await expect(live.load(db, rowOf('m0', finished, finished.lastOrderSeq + 1))).rejects.toThrow(
      'rebuilt',
    );
    // Only the last ENDED_KEPT to end stay.
    for (let i = 1; i <= ENDED_KEPT; i++) live.ended(`m${i}`, finished);
    await expect(live.load(db, rowOf('m0', finished))).rejects.toThrow('rebuilt');
    await expect(live.load(db, rowOf(`m${ENDED_KEPT}`, finished))).resolves.toBe(finished);
    expect(live.rebuilds).toBe(0);
    // A failed write forgets it there too.
    live.forget(`m${ENDED_KEPT}`);
    await expect(live.load(db, rowOf(`m${ENDED_KEPT}`, finished))).rejects.toThrow('rebuilt');
  });
});
