import type { Bot } from '../../../bots/bot.js';
import { playBotTurn } from '../../../bots/play.js';
import { canonicalJson } from '../../../core/hash.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';
import { heuristicBot } from './heuristic.js';
import { pilotHints } from './hints.js';

/** Answers with the pilot's own order and its runners-up, for the test to look at. */
const probe: Bot = {
  id: 'probe',
  name: 'Probe',
  description: 'test only',
  decide: (turn) => ({
    own: heuristicBot.decide(turn),
    hints: pilotHints(8)(turn),
  }),
};

interface Probed {
  own: unknown;
  hints: unknown[];
}

/** Every maneuver and combat decision of heuristic games, probed before the pilot's order. */
function probed(scenarioId: string, seeds: string[]) {
  const seen: { kind: string; legal: boolean[]; probe: Probed }[] = [];
  for (const seed of seeds) {
    const match = Match.create(stratoyager, { rulesetId: 'stratoyager', scenarioId }, seed);
    const rng = rngFromSeed(seed, 'hints');
    for (let n = 0; !match.isOver && n < 400; n++) {
      const d = match.pending()[0];
      if (d.kind === 'maneuver' || d.kind === 'combat') {
        const p = playBotTurn(match, probe, d.seat, d.id, rng) as Probed;
        const legal = p.hints.map((h) => match.check(d.seat, d.id, h).length === 0);
        seen.push({ kind: d.kind, legal, probe: p });
      }
      const order = playBotTurn(match, heuristicBot, d.seat, d.id, rng);
      expect(match.submit(d.seat, d.id, order).ok).toBe(true);
    }
  }
  return seen;
}

describe('Stratoyager search hints (the pilot runners-up)', () => {
  it.each(['dogfight', 'pilot-episode'])(
    '%s: every hint is a legal, distinct order, and the pilot order is among the first',
    (scenarioId) => {
      // Pilot-episode's decisions are many and slow to weigh: one game has plenty.
      const seeds = scenarioId === 'dogfight' ? ['hints-1', 'hints-2'] : ['hints-1'];
      const seen = probed(scenarioId, seeds);
      expect(seen.filter((s) => s.kind === 'maneuver').length).toBeGreaterThan(4);
      expect(seen.filter((s) => s.kind === 'combat').length).toBeGreaterThan(4);
      let ownFirst = 0;
      for (const { legal, probe: p } of seen) {
        expect(legal.every(Boolean)).toBe(true);
        const keys = p.hints.map(canonicalJson);
        expect(new Set(keys).size).toBe(keys.length);
        expect(p.hints.length).toBeGreaterThan(0);
        if (keys[0] === canonicalJson(p.own)) ownFirst++;
      }
      // The ranking is the pilot's own: its choice leads, but for ties its loop broke otherwise.
      expect(ownFirst / seen.length).toBeGreaterThan(0.8);
    },
  );
});
