/**
 * The Expanse's evaluation for the search bot and the features a fit to outcomes weighs
 * (docs/decisions/0068-expanse-evaluation-fitted-to-outcomes.md).
 */
import { playBotTurn, searchBotFor } from '../../../bots/play.js';
import type { SearchStats } from '../../../bots/search.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import type { ExpanseState } from '../battle.js';
import { expanse } from '../index.js';
import type { Ship } from '../state.js';
import { evaluate, features, FEATURE_NAMES } from './evaluation.js';
import { heuristicBot } from './heuristic.js';

function opening(scenarioId: string): ExpanseState {
  const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, 'evaluation');
  return structuredClone(match.state);
}

/** A battle played by the heuristic for `orders` orders (or to its end). */
function played(scenarioId: string, orders: number): Match {
  const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, `fit-${orders}`);
  const rngs = [0, 1, 2].map((n) => rngFromSeed(`fit-${orders}`, `seat-${n}`));
  for (let n = 0; n < orders && !match.isOver; n++) {
    const d = match.pending()[0];
    match.submit(d.seat, d.id, playBotTurn(match, heuristicBot, d.seat, d.id, rngs[d.seat]));
  }
  return match;
}

/** A ship badly hurt but still in the fight: hull and system losses, crew down, no torpedoes. */
function batter(ship: Ship): void {
  ship.losses.hull = ship.hull.diceCount;
  ship.losses.weapons = 4;
  ship.losses.manoeuvrability = 3;
  ship.crew[1].status = 'taken_out';
  ship.crew[2].conditions.push('injured');
  for (const w of ship.weapons) if (w.type === 'torpedo') w.magazine = 0;
  const railgun = ship.weapons.find((w) => w.type === 'railgun');
  if (railgun) railgun.status = 'offline';
}

const SCENARIOS = expanse.scenarios.map((s) => s.id);

describe('the Expanse evaluation and its features', () => {
  it.each(SCENARIOS)(
    'EX-VIC-1 %s: one entry a named feature; two sides see each other as opposites',
    (scenarioId) => {
      for (const orders of [0, 30, 90]) {
        const match = played(scenarioId, orders);
        const state = match.state as ExpanseState;
        const seats = state.sides.map((_, seat) => features(state, seat));
        for (const f of seats) {
          expect(f).toHaveLength(FEATURE_NAMES.length);
          for (const x of f) expect(Number.isFinite(x)).toBe(true);
        }
        if (seats.length === 2)
          seats[0].forEach((x, i) => expect(x + seats[1][i]).toBeCloseTo(0, 10));
      }
    },
  );

  it.each(['duel', 'two-vs-two', 'three-sided'])(
    'EX-VIC-1 %s: a side whose enemies are battered is ahead, each of them behind',
    (scenarioId) => {
      const state = opening(scenarioId);
      const mine = state.sides[0].id;
      const even = evaluate(state, 0);
      for (const ship of state.ships) if (ship.side !== mine) batter(ship);
      const winning = evaluate(state, 0);
      expect(winning).toBeGreaterThan(even);
      // Every feature a fit weighs points the same way: none says the battered side is ahead.
      const ahead = features(state, 0);
      for (const x of ahead) expect(x).toBeGreaterThanOrEqual(-1e-12);
      for (const name of ['strength', 'hull', 'systems', 'crew', 'conditions', 'reach'])
        expect(
          ahead[FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number])],
        ).toBeGreaterThan(0);
      expect(winning).toBeGreaterThan(0.5);
      for (let seat = 1; seat < state.sides.length; seat++)
        expect(evaluate(state, seat)).toBeLessThan(winning);
      // The other way round: the same harm on the first side puts it behind.
      const losing = opening(scenarioId);
      for (const ship of losing.ships) if (ship.side === mine) batter(ship);
      expect(evaluate(losing, 0)).toBeLessThan(even);
      expect(evaluate(losing, 0)).toBeLessThan(winning);
    },
  );

  it('EX-VIC-2: in EX-SCN-1 the Runner is further ahead the further it has got', () => {
    const state = opening('EX-SCN-1');
    const runner = 1;
    const at = (band: ExpanseState['pairs'][number]['band']) => {
      state.pairs[0].band = band;
      return features(state, runner)[FEATURE_NAMES.indexOf('runner')];
    };
    expect(at('L')).toBeGreaterThan(at('M'));
    expect(at('M')).toBeGreaterThan(at('C'));
    expect(at('C')).toBeGreaterThan(0);
    expect(features(state, 0)[FEATURE_NAMES.indexOf('runner')]).toBeLessThan(0);
  });

  it('the search over it gives the same decision and the same playouts for the same seed', () => {
    const match = played('duel', 20);
    const d = match.pending()[0];
    const decide = () => {
      const stats: SearchStats[] = [];
      const bot = searchBotFor('expanse', { observe: (s) => stats.push(s) });
      const order = playBotTurn(match, bot, d.seat, d.id, rngFromSeed('fit', 'search'));
      return { order, stats };
    };
    const first = decide();
    expect(first.stats).toHaveLength(1);
    expect(first.stats[0].iterations).toBe(4);
    expect(match.check(d.seat, d.id, first.order)).toEqual([]);
    expect(decide()).toEqual(first);
  });
});
