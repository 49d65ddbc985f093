import { describe, expect, it } from '@jest/globals';
import { Match } from '../core/match.js';
import { rngFromSeed } from '../core/rng.js';
import { stellarEmpires } from '../rulesets/stellar-empires/index.js';
import { stellarEmpiresSearchBot } from '../rulesets/stellar-empires/bots/search.js';
import { playBotTurn } from './play.js';
import type { SearchStats } from './search.js';

/** The first searched decision of `scenarioId`: what it cost and what it ordered. */
function firstSearched(scenarioId: string): { stats: SearchStats; order: string } {
  const match = Match.create(
    stellarEmpires,
    { rulesetId: 'stellar-empires', scenarioId },
    'sized-spec',
  );
  let stats: SearchStats | undefined;
  const bot = stellarEmpiresSearchBot({ observe: (s) => (stats = s) });
  for (let i = 0; i < 200 && !stats; i++) {
    const [d] = match.pending();
    const order = playBotTurn(
      match,
      bot,
      d.seat,
      d.id,
      rngFromSeed('sized-spec', `seat-${d.seat}`),
    );
    if (stats) return { stats, order: JSON.stringify(order) };
    match.submit(d.seat, d.id, order);
  }
  throw new Error('no searched decision');
}

describe('a search sized by the game', () => {
  it('gives a large table (SE fleet-action) three iterations of at most 24 orders, a small one four', () => {
    expect(firstSearched('border-clash').stats.iterations).toBe(4);
    const large = firstSearched('fleet-action').stats;
    expect(large.iterations).toBe(3);
    expect(large.orders).toBeLessThanOrEqual(24 * large.playouts);
  });

  it('orders the same for the same turn and stream', () => {
    expect(firstSearched('fleet-action')).toEqual(firstSearched('fleet-action'));
  });
});
