/**
 * Stellar Empires played through the public engine API: whole seeded games through `Match` with
 * its bots, replays verified, determinism and hidden information.
 */
import { playOut } from '../../../bots/play-out.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stellarEmpires, stellarEmpiresBots } from '../index.js';

const border = { rulesetId: 'stellar-empires', scenarioId: 'border-clash' };

function play(
  seed: string,
  config: {
    rulesetId: string;
    scenarioId?: string;
    setup?: unknown;
    options?: Record<string, unknown>;
  } = border,
) {
  const match = Match.create(stellarEmpires, config, seed);
  const rngs = [rngFromSeed(seed, 'seat-0'), rngFromSeed(seed, 'seat-1')];
  const orders = playOut(match, () => stellarEmpiresBots[0], rngs, 5000);
  return { match, orders };
}

describe('Stellar Empires through Match', () => {
  it.each(['one', 'two', 'three', 'four'])(
    'SE-TURN-1, SE-END-2: Border Clash plays to the end with random bots (seed %s)',
    (seed) => {
      const { match, orders } = play(seed);
      expect(match.isOver).toBe(true);
      expect(orders).toBeGreaterThan(10);
      expect(verifyReplay(stellarEmpires, match.replay()).ok).toBe(true);
    },
  );
});
