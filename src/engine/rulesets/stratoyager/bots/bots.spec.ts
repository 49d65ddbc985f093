import { playBotTurn } from '../../../bots/play.js';
import { randomBot, type Bot, type BotTurn } from '../../../bots/bot.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';
import type { Submission } from '../model.js';
import { duel } from './duel.js';
import { kindOf } from './heuristic.js';
import { heuristicBot, stratoyagerBots } from './index.js';
import type { SeatView } from './situation.js';

/** Heuristic against random, seats alternating; the heuristic's win rate and any failures. */
function tournament(games: number, prefix: string) {
  let wins = 0;
  const reasons: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const seat = i % 2;
    const bots: [Bot, Bot] = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
    const { outcome } = duel(bots, `${prefix}-${i}`);
    const won = outcome.winners.includes(seat);
    if (won) wins++;
    const key = `${won ? 'won' : outcome.draw ? 'drew' : 'lost'} by ${outcome.reason}`;
    reasons[key] = (reasons[key] ?? 0) + 1;
  }
  return { rate: wins / games, reasons };
}

// eslint-disable-next-line no-restricted-globals -- a test switch, not engine code
const SOAK = typeof process !== 'undefined' && process.env.SALVO_SOAK === '1';

describe('Stratoyager bots', () => {
  it('offers the random-legal bot, the heuristic pilot and the search bot', () => {
    expect(stratoyagerBots.map((b) => b.id)).toEqual(['random', 'heuristic', 'search']);
  });

  it('the heuristic bot beats the random bot in at least 70% of 100 pilot-episode games, every order legal', () => {
    const { rate, reasons } = tournament(100, 'always-on');
    expect(rate >= 0.7 ? 'at least 70%' : JSON.stringify({ rate, reasons })).toBe('at least 70%');
  }, 600_000);

  (SOAK ? it : it.skip)(
    'SALVO_SOAK: the heuristic bot beats the random bot in at least 80% of 1,000 pilot-episode games',
    () => {
      const { rate, reasons } = tournament(1000, 'soak');
      expect(rate >= 0.8 ? 'at least 80%' : JSON.stringify({ rate, reasons })).toBe('at least 80%');
    },
    3_600_000,
  );

  it('sees only its seat view: it plays the same from a JSON copy of the view', () => {
    const match = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'dogfight' },
      'view-only',
    );
    const rng = rngFromSeed('view-only', 'bot');
    let checked = 0;
    while (!match.isOver && checked < 40) {
      const d = match.pending()[0];
      const description = match.describe(d.id);
      const turn = (view: unknown): BotTurn => ({
        seat: d.seat,
        view,
        decision: description.decision,
        description,
        rng,
        sampleLegal: () => {
          throw new Error('the heuristic bot never needs a random order');
        },
      });
      const view = match.view(d.seat);
      const order = heuristicBot.decide(turn(view)) as Submission;
      expect(heuristicBot.decide(turn(JSON.parse(JSON.stringify(view))))).toEqual(order);
      const result = match.submit(d.seat, d.id, order);
      expect(result.ok ? [] : result.problems).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('reads the kind of each decision from its view as the engine names it', () => {
    const kinds = new Set<string>();
    for (const [scenarioId, seed] of [
      ['pilot-episode', 'kinds-1'],
      ['dogfight', 'kinds-1'],
      ['dogfight', 'kinds-2'],
      ['dogfight', 'kinds-3'],
    ]) {
      const match = Match.create(stratoyager, { rulesetId: 'stratoyager', scenarioId }, seed);
      const rngs = [rngFromSeed(seed, '0'), rngFromSeed(seed, '1')];
      while (!match.isOver) {
        const d = match.pending()[0];
        expect(kindOf(match.view(d.seat) as SeatView)).toBe(d.kind);
        kinds.add(d.kind);
        // The random bot in seat 1 arms Fire at Will, which the pilot seldom does in a duel.
        const bot = d.seat === 0 ? heuristicBot : randomBot;
        const order = playBotTurn(match, bot, d.seat, d.id, rngs[d.seat]);
        expect(match.submit(d.seat, d.id, order).ok).toBe(true);
      }
    }
    expect(kinds).toEqual(
      new Set([
        'reserves',
        'deployment_cards',
        'placement',
        'turn_start',
        'initiative',
        'dogfight_cards',
        'maneuver',
        'combat',
        'fire_at_will',
      ]),
    );
  });

  it('SY-DOG: in a duel it deploys at rest and never raises shields, only fires', () => {
    const orders: Submission['orders'] = [];
    for (const seed of ['duel-1', 'duel-2', 'duel-3']) {
      const match = Match.create(
        stratoyager,
        { rulesetId: 'stratoyager', scenarioId: 'dogfight' },
        seed,
      );
      const rngs = [rngFromSeed(seed, '0'), rngFromSeed(seed, '1')];
      while (!match.isOver) {
        const d = match.pending()[0];
        const order = playBotTurn(match, heuristicBot, d.seat, d.id, rngs[d.seat]) as Submission;
        orders.push(...order.orders);
        expect(match.submit(d.seat, d.id, order).ok).toBe(true);
      }
    }
    const placed = orders.filter((o) => o.type === 'PLACE');
    expect(placed.map((o) => o.speed)).toEqual([0, 0, 0, 0, 0, 0]);
    const actions = orders.flatMap((o) => (o.type === 'COMBAT' ? [o.action.type] : []));
    expect(actions).toContain('MAIN_WEAPON_SALVO');
    expect(actions).not.toContain('RAISE_SHIELDS');
  });
});
