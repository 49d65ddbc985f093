import { problem, randomBot, type Bot, type Ruleset, type Seat } from '../engine/index.js';
import { botInSeat, gameSeed, type SimulationPlan } from './plan.js';
import { playGame, setTable, type Table } from './simulate.js';

const plan = (overrides: Partial<SimulationPlan> = {}): SimulationPlan => ({
  rulesetId: 'dice-duel',
  scenarioId: 'standard',
  bots: ['random', 'random'],
  games: 10,
  seed: 'simulate-spec',
  maxOrders: 1000,
  ...overrides,
});

/** A bot that plays legally and notes which seat it was given in each game. */
function seatRecorder(id: string, seats: Seat[]): Bot {
  return {
    id,
    name: id,
    description: 'records its seats',
    decide: (turn) => {
      seats.push(turn.seat);
      return turn.sampleLegal();
    },
  };
}

const badBot = (decide: Bot['decide']): Bot => ({
  id: 'bad',
  name: 'bad',
  description: '',
  decide,
});

describe('playGame', () => {
  const table = setTable(plan());

  it('plays a game to its end, the same way every time', () => {
    const first = playGame(table, 3);
    expect(first.error).toBeUndefined();
    expect(first.orders).toBeGreaterThan(0);
    expect(first.turns).toBeGreaterThan(0);
    expect(playGame(setTable(plan()), 3)).toEqual(first);
  });

  it('plays other games from another master seed', () => {
    const games = (t: Table) =>
      JSON.stringify(Array.from({ length: 20 }, (_, i) => playGame(t, i)));
    expect(games(table)).not.toBe(games(setTable(plan({ seed: 'other' }))));
    expect(gameSeed(plan(), 4)).toBe('simulate-spec/game-4');
  });

  it('seats bot A in seat index % 2 and bot B in the other', () => {
    for (const index of [0, 1, 2, 7]) {
      const a: Seat[] = [];
      const b: Seat[] = [];
      playGame({ ...table, bots: [seatRecorder('a', a), seatRecorder('b', b)] }, index);
      expect(new Set(a)).toEqual(new Set([index % 2]));
      expect(new Set(b)).toEqual(new Set([1 - (index % 2)]));
    }
  });

  it('credits a win to the bot that sat in the winning seat', () => {
    const records = Array.from({ length: 40 }, (_, i) => playGame(table, i));
    const decided = records.filter((r) => !r.draw);
    expect(decided.length).toBeGreaterThan(0);
    for (const r of decided) {
      expect(r.winningSeats).toHaveLength(1);
      expect(r.winners).toEqual([botInSeat(table.plan, r.index, r.winningSeats[0])]);
    }
    // Both seats and both bots win at times: the rotation decouples them.
    expect(new Set(decided.map((r) => r.winners[0]))).toEqual(new Set([0, 1]));
    expect(new Set(decided.map((r) => r.winningSeats[0]))).toEqual(new Set([0, 1]));
  });

  it('counts a rejected order as an error, naming the bot, seat, decision and problem', () => {
    const record = playGame(
      { ...table, bots: [randomBot, badBot(() => ({ stance: 'dance', effort: 1 }))] },
      0,
    );
    expect(record.error).toMatch(
      /^bad \(seat 1\) gave a rejected order for r1\.stance\.1: [A-Z_]+ at "\/stance": /,
    );
    expect(record.winners).toEqual([]);
  });

  it('counts an exception as an error', () => {
    const record = playGame(
      {
        ...table,
        bots: [
          badBot(() => {
            throw new Error('bot crashed');
          }),
          randomBot,
        ],
      },
      0,
    );
    expect(record.error).toBe('bot crashed');
  });

  it('stops a game that outlasts the order cap and counts it as an error', () => {
    const record = playGame(setTable(plan({ maxOrders: 3 })), 0);
    expect(record.error).toBe('no end after 3 orders (at Round 2: choose stances)');
    expect(record.orders).toBe(3);
  });

  it('refuses a plan with an unknown ruleset or bot', () => {
    expect(() => setTable(plan({ rulesetId: 'chess' }))).toThrow('no ruleset "chess"');
    expect(() => setTable(plan({ bots: ['random', 'genius'] }))).toThrow(
      'dice-duel has no bot "genius"',
    );
  });
});

describe('seats rotate for any number of seats', () => {
  it.each([2, 3, 4])('with %i seats, bot k sits in seat (k + game) mod seats', (n) => {
    const p = plan({ bots: Array.from({ length: n }, () => 'random') });
    for (let index = 0; index < 2 * n; index++) {
      for (let bot = 0; bot < n; bot++) expect(botInSeat(p, index, (bot + index) % n)).toBe(bot);
    }
  });

  it('plays a three-seat ruleset, each bot in each seat over three games', () => {
    const seen: Seat[][] = [[], [], []];
    const bots = seen.map((seats, k) => seatRecorder(`bot${k}`, seats));
    const threeTable: Table = {
      plan: plan({ rulesetId: 'three-way', scenarioId: 'three', bots: ['a', 'b', 'c'] }),
      ruleset: threeWay,
      bots,
    };
    const records = [0, 1, 2].map((i) => playGame(threeTable, i));
    for (const r of records) {
      expect(r.error).toBeUndefined();
      expect(r.winners).toEqual(r.winningSeats.map((s) => botInSeat(threeTable.plan, r.index, s)));
    }
    seen.forEach((seats) => expect(new Set(seats)).toEqual(new Set([0, 1, 2])));
  });
});

/** Three seats bid 1-3 in secret for two rounds; the highest total wins, a tie at the top draws. */
interface Bids {
  round: number;
  bids: (number | null)[];
  totals: number[];
}

const threeWay: Ruleset = {
  id: 'three-way',
  version: '0',
  name: 'Three-way bids (test)',
  source: 'simulate.spec.ts',
  status: 'test',
  summary: 'Three seats bid in secret.',
  catalog: [],
  scenarios: [
    {
      id: 'three',
      name: 'Three',
      description: '',
      seats: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
    },
  ],
  optionsSchema: { type: 'object' },
  validateSetup: () => [],
  seatCount: () => 3,
  setup: (): Bids => ({ round: 1, bids: [null, null, null], totals: [0, 0, 0] }),
  pending(state) {
    const s = state as Bids;
    if (s.round > 2) return [];
    return s.bids.flatMap((bid, seat) =>
      bid === null
        ? [{ id: `r${s.round}.${seat}`, seat, kind: 'bid', simultaneous: true, prompt: 'Bid 1-3' }]
        : [],
    );
  },
  describe: (_state, decision) => ({ decision, schema: {}, choices: [1, 2, 3], example: 1 }),
  sample: (_state, _decision, rng) => rng.int(3) + 1,
  defaultOrder: () => 1,
  validate: (_state, _decision, order) =>
    [1, 2, 3].includes(order as number) ? [] : [problem('BAD_BID', 'bid 1, 2 or 3')],
  apply(state, decision, order) {
    const s = state as Bids;
    s.bids[decision.seat] = order as number;
    if (s.bids.every((b) => b !== null)) {
      s.bids.forEach((b, seat) => (s.totals[seat] += b!));
      s.bids = [null, null, null];
      s.round++;
    }
    return s;
  },
  view: (state) => ({ totals: (state as Bids).totals }),
  phase: (state) => ({ turn: (state as Bids).round, phase: 'bid', label: 'bidding' }),
  outcome(state) {
    const s = state as Bids;
    if (s.round <= 2) return null;
    const top = Math.max(...s.totals);
    const winners = s.totals.flatMap((t, seat) => (t === top ? [seat] : []));
    return winners.length === 1
      ? { winners, draw: false, reason: 'bid', summary: `seat ${winners[0]} wins` }
      : { winners: [], draw: true, reason: 'tie', summary: 'tie' };
  },
  resign: (state) => state,
};
