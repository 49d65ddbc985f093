import type { SimulationPlan } from './plan.js';
import type { GameRecord } from './simulate.js';
import { ERRORS_KEPT, Tally, wilson } from './summary.js';
import { balanceLine, formatSummary } from './table.js';

describe('wilson', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Stat. Med. 17,
  // table I, method 3 (score interval without continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i gives %f to %f, as published', (k, n, low, high) => {
    const ci = wilson(k, n);
    expect(ci.low).toBeCloseTo(low, 4);
    expect(ci.high).toBeCloseTo(high, 4);
  });

  it('is symmetric about one half and stays inside [0, 1]', () => {
    expect(wilson(5, 10).low).toBeCloseTo(0.2366, 4);
    expect(wilson(5, 10).high).toBeCloseTo(0.7634, 4);
    expect(wilson(10, 10)).toEqual({ low: expect.closeTo(0.7225, 4), high: 1 });
    expect(wilson(0, 10).low).toBe(0);
  });

  it('knows nothing from no trials', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

const plan: SimulationPlan = {
  rulesetId: 'dice-duel',
  scenarioId: 'standard',
  bots: ['random', 'heuristic'],
  games: 6,
  seed: 'tally',
  maxOrders: 100,
};

const game = (index: number, g: Partial<GameRecord>): GameRecord => ({
  index,
  winners: [],
  winningSeats: [],
  draw: false,
  reason: 'hp',
  turns: 5,
  orders: 10,
  ...g,
});

const records: GameRecord[] = [
  game(0, { winners: [0], winningSeats: [0], turns: 3 }),
  game(1, { winners: [0], winningSeats: [1], turns: 4 }),
  game(2, { winners: [1], winningSeats: [1], turns: 6, orders: 20 }),
  game(3, { draw: true, reason: 'draw', turns: 9 }),
  game(4, { error: 'boom', turns: 99 }),
  game(5, { winners: [0], winningSeats: [0], reason: 'annihilation', turns: 4 }),
];

function tallied(order: GameRecord[]) {
  const tally = new Tally(plan, '1.0.0');
  order.forEach((r) => tally.add(r));
  return tally.summary();
}

describe('Tally', () => {
  it('counts wins per bot and per seat, draws and reasons, over the games that finished', () => {
    const s = tallied(records);
    expect(s.games).toBe(6);
    expect(s.finished).toBe(5);
    expect(s.bots.map((b) => [b.label, b.bot, b.count, b.rate])).toEqual([
      ['A', 'random', 3, 0.6],
      ['B', 'heuristic', 1, 0.2],
    ]);
    expect(s.bots[0].ci95).toEqual(wilson(3, 5));
    expect(s.draws).toEqual({ count: 1, rate: 0.2, ci95: wilson(1, 5) });
    expect(s.seatWins).toEqual([2, 2]);
    expect(s.reasons).toEqual({ annihilation: 1, draw: 1, hp: 3 });
    expect(Object.keys(s.reasons)).toEqual(['annihilation', 'draw', 'hp']);
  });

  it('gives mean and median turns of finished games (the median of an even count is the middle pair’s mean)', () => {
    const s = tallied(records);
    expect(s.turns).toEqual({ mean: 26 / 5, median: 4, min: 3, max: 9 });
    expect(s.meanOrders).toBe(12);
    const even = tallied(records.slice(0, 4));
    expect(even.turns.median).toBe(5);
  });

  it('reports errors with the game and its seed', () => {
    expect(tallied(records).errors).toEqual({
      count: 1,
      first: [{ game: 4, seed: 'tally/game-4', message: 'boom' }],
    });
  });

  it('keeps the errors of the lowest-numbered games, whatever order they arrive in', () => {
    const failing = Array.from({ length: 12 }, (_, i) => game(i, { error: `error ${i}` }));
    const s = tallied([...failing].reverse());
    expect(s.errors.count).toBe(12);
    expect(s.errors.first.map((e) => e.game)).toEqual([0, 1, 2, 3, 4].slice(0, ERRORS_KEPT));
  });

  it('is the same whatever order the games arrive in', () => {
    const forward = JSON.stringify(tallied(records));
    expect(JSON.stringify(tallied([...records].reverse()))).toBe(forward);
    expect(JSON.stringify(tallied([3, 0, 5, 1, 4, 2].map((i) => records[i])))).toBe(forward);
  });
});

describe('formatSummary', () => {
  it('shows every bot with its wins, rate and interval, the draws and the errors', () => {
    const text = formatSummary(tallied(records));
    expect(text).toContain('dice-duel 1.0.0 · scenario standard · 6 games · seed "tally"');
    expect(text).toMatch(/A {2}random\s+3\s+60\.0%\s+23\.1% – 88\.2%/);
    expect(text).toMatch(/B {2}heuristic\s+1\s+20\.0%/);
    expect(text).toMatch(/draws\s+1\s+20\.0%/);
    expect(text).toMatch(/errors\s+1/);
    expect(text).toContain('game 4 (seed "tally/game-4"): boom');
  });
});

describe('balanceLine', () => {
  it("gives seat 0's win rate, whichever bot sat there, with its Wilson interval and the draws", () => {
    const s = tallied(records);
    const ci = wilson(2, 5);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    expect(balanceLine(s)).toBe(
      `dice-duel standard: seat 0 wins 40.0% (95% CI ${pct(ci.low)} – ${pct(ci.high)}), draws 20.0%, 5 games (random v heuristic)`,
    );
    expect(formatSummary(s)).toContain(`balance       ${balanceLine(s)}`);
  });
});
