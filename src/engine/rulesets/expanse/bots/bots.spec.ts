/**
 * The heuristic captain against the random bot over a small sample (the 1,000-duel figure is
 * measured with `npm run simulate -- --ruleset expanse --scenario duel --bots heuristic,random`).
 */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { playOut } from '../../../bots/play-out.js';
import { playBotTurn } from '../../../bots/play.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { expanse } from '../index.js';
import type { ExpanseView } from '../view.js';
import { heuristicBot } from './heuristic.js';
import { plan } from './plan.js';

describe('Expanse bots', () => {
  it('the heuristic captain beats the random bot in most duels, in either seat', () => {
    let wins = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const seat = i % 2;
      const bots: Bot[] = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
      const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'duel' }, `h${i}`);
      const rngs = [0, 1].map((n) => rngFromSeed(`h${i}`, `seat-${n}`));
      playOut(match, (s) => bots[s], rngs, 3000);
      if (match.outcome()?.winners.includes(seat)) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.7);
  });

  it('the heuristic captain answers only legal orders in every scenario', () => {
    for (const scenarioId of ['EX-SCN-1', 'two-vs-two', 'three-sided']) {
      const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, scenarioId);
      const rngs = [0, 1, 2].map((n) => rngFromSeed(scenarioId, `seat-${n}`));
      playOut(match, () => heuristicBot, rngs, 5000);
      expect(match.isOver).toBe(true);
    }
  });

  it('in a three-sided battle each side first fires at the next (A at B, B at C, C at A)', () => {
    const match = Match.create(
      expanse,
      { rulesetId: 'expanse', scenarioId: 'three-sided' },
      'three-sided',
    );
    const rngs = [0, 1, 2].map((n) => rngFromSeed('three-sided', `seat-${n}`));
    for (let d = match.pending()[0]; d.kind !== 'weapon_attacks'; d = match.pending()[0])
      match.submit(d.seat, d.id, playBotTurn(match, heuristicBot, d.seat, d.id, rngs[d.seat]));
    const sideOf = new Map((match.view(0) as ExpanseView).ships.map((x) => [x.id, x.side]));
    const firedAt = match.pending().map((d) => {
      const view = match.view(d.seat) as ExpanseView;
      const order = plan('weapon_attacks', view) as {
        ships: Record<string, { attacks: { target: string }[] }>;
      };
      const targets = Object.values(order.ships).flatMap((x) => x.attacks.map((a) => a.target));
      return `${view.mySide}>${[...new Set(targets.map((t) => sideOf.get(t)))].join('')}`;
    });
    expect(firedAt.sort()).toEqual(['A>B', 'B>C', 'C>A']);
  });
});
