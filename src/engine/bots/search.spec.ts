import fc from 'fast-check';
import type { Decision, Ruleset } from '../core/contract.js';
import { Match, verifyReplay } from '../core/match.js';
import { rngFromSeed } from '../core/rng.js';
import { allRulesets } from '../registry.js';
import { stratoyager } from '../rulesets/stratoyager/index.js';
import { evaluate } from '../rulesets/stratoyager/bots/search.js';
import type { GameState } from '../rulesets/stratoyager/model.js';
import type { Bot } from './bot.js';
import { botsFor, findBot, playBotTurn } from './play.js';
import { searchBot, SEARCH_BOT_ID, type SearchStats } from './search.js';
import { playout } from './search-playout.js';
import { copyOf } from '../core/open-step.js';

// eslint-disable-next-line no-restricted-globals -- a test switch, not engine code
const RUNS = Number(typeof process !== 'undefined' ? (process.env.SALVO_SEARCH_RUNS ?? 4) : 4);

/** A small budget: these tests are about what the search sees, not how well it plays. */
const small = (ruleset: Ruleset) =>
  searchBot(ruleset, {
    iterations: 6,
    horizon: 10,
    policy: findBot(ruleset.id, 'heuristic') ?? findBot(ruleset.id, 'random')!,
  });

function start(ruleset: Ruleset, scenarioId: string, seed: string): Match {
  return Match.create(ruleset, { rulesetId: ruleset.id, scenarioId }, seed);
}

/** Random legal orders until `stop` holds of the pending decisions (or the game ends). */
function advance(match: Match, seed: string, stop: (pending: Decision[]) => boolean, atLeast = 0) {
  const rng = rngFromSeed(seed, 'advance');
  for (let n = 0; !match.isOver && n < 2000; n++) {
    const pending = match.pending();
    if (n >= atLeast && stop(pending)) return pending;
    const d = pending[0];
    const result = match.submit(d.seat, d.id, match.sample(d.id, rng));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
  }
  return null;
}

/** Two seats owe one simultaneous hidden step: the second will decide, the first may not yet. */
const simultaneousPair = (pending: Decision[]) =>
  pending.filter((d) => d.simultaneous).length >= 2 &&
  new Set(pending.filter((d) => d.simultaneous).map((d) => d.seat)).size >= 2;

/** Answers with what the search would play from: the state its turn draws for it. */
const probe: Bot = {
  id: 'probe',
  name: 'Probe',
  description: 'test only',
  decide: (turn) => turn.determinize!(rngFromSeed('probe', 'draw')),
};

const scenarios = allRulesets().flatMap((r) => r.scenarios.map((s) => [r.id, s.id, r] as const));

describe('the search bot', () => {
  it('is offered by every ruleset, as "search"', () => {
    for (const ruleset of allRulesets())
      expect(botsFor(ruleset.id).map((b) => b.id)).toContain(SEARCH_BOT_ID);
  });

  it.each(scenarios)(
    '%s %s: the same seed and iteration budget give the same decision',
    (_, scenarioId, ruleset) => {
      const bot = small(ruleset);
      const match = start(ruleset, scenarioId, 'search-determinism');
      const pending = advance(match, 'det', () => true, 12);
      expect(pending).not.toBeNull();
      const d = pending![0];
      const decide = () =>
        playBotTurn(match, bot, d.seat, d.id, rngFromSeed('same-seed', 'search'));
      const order = decide();
      expect(match.check(d.seat, d.id, order)).toEqual([]);
      expect(decide()).toEqual(order);
    },
  );

  it.each(scenarios)(
    "%s %s: never reads another seat's hidden orders (same view, same decision)",
    (_, scenarioId, ruleset) => {
      const bot = small(ruleset);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 40 }), fc.nat(), fc.nat(), (skip, a, b) => {
          const base = start(ruleset, scenarioId, `hidden-${skip}`);
          const pending = advance(base, `hidden-${skip}`, simultaneousPair, skip);
          if (!pending) return;
          const simultaneous = pending.filter((d) => d.simultaneous);
          const [first, ...rest] = simultaneous;
          const decider = rest.find((d) => d.seat !== first.seat)!;
          /** The same match, but `first` gave its own secret order, drawn from `seed`. */
          const variant = (seed: number) => {
            const m = Match.fromJSON(ruleset, base.toJSON());
            const hidden = m.sample(first.id, rngFromSeed(String(seed), 'hidden'));
            expect(m.submit(first.seat, first.id, hidden).ok).toBe(true);
            return m;
          };
          const [one, two] = [variant(a), variant(b)];
          expect(two.view(decider.seat)).toEqual(one.view(decider.seat));
          const decide = (m: Match) =>
            playBotTurn(m, bot, decider.seat, decider.id, rngFromSeed('hidden', 'search'));
          expect(decide(two)).toEqual(decide(one));
          const drawn = (m: Match) =>
            playBotTurn(m, probe, decider.seat, decider.id, rngFromSeed('p', 'p'));
          expect(drawn(two)).toEqual(drawn(one));
        }),
        { numRuns: RUNS, seed: 16 },
      );
    },
  );

  it.each(scenarios)(
    '%s %s: searching leaves the match as it was, and the game it plays verifies',
    (_, scenarioId, ruleset) => {
      const bot = small(ruleset);
      const match = start(ruleset, scenarioId, 'untouched');
      const rng = rngFromSeed('untouched', 'search');
      for (let n = 0; !match.isOver && n < 12; n++) {
        const d = match.pending()[0];
        const before = match.stateHash();
        const order = playBotTurn(match, bot, d.seat, d.id, rng);
        expect(match.stateHash()).toBe(before);
        expect(match.submit(d.seat, d.id, order).ok).toBe(true);
      }
      advance(match, 'untouched', () => false);
      expect(verifyReplay(ruleset, match.replay())).toMatchObject({ ok: true, problems: [] });
    },
  );

  it("keeps the policy's order unless another beats it by the margin in its playouts", () => {
    const policy = findBot('stratoyager', 'heuristic')!;
    const budget = { iterations: 3, horizon: 8, candidates: 4, policy, evaluate };
    const [never, always] = [Infinity, 0].map((margin) =>
      searchBot(stratoyager, { ...budget, margin }),
    );
    const match = start(stratoyager, 'dogfight', 'margin');
    const rng = rngFromSeed('margin', 'play');
    let deviated = 0;
    for (let n = 0; !match.isOver && n < 24; n++) {
      const d = match.pending()[0];
      const turn = (bot: Bot) => playBotTurn(match, bot, d.seat, d.id, rngFromSeed(`m${n}`, 's'));
      const own = turn(policy);
      expect(turn(never)).toEqual(own);
      if (JSON.stringify(turn(always)) !== JSON.stringify(own)) deviated++;
      match.submit(d.seat, d.id, playBotTurn(match, policy, d.seat, d.id, rng));
    }
    // Without a margin the search does leave the policy's order: the test above can fail.
    expect(deviated).toBeGreaterThan(0);
  });

  it('asks a lead the same on every iteration to clear the steady margin instead', () => {
    const policy = findBot('stratoyager', 'heuristic')!;
    const searched: SearchStats[] = [];
    const bot = searchBot(stratoyager, {
      iterations: 3,
      horizon: 8,
      candidates: 4,
      policy,
      evaluate,
      margin: 0,
      steady: { below: 0.05, margin: Infinity },
      observe: (stats) => searched.push(stats),
    });
    const match = start(stratoyager, 'dogfight', 'steady');
    const rng = rngFromSeed('steady', 'play');
    for (let n = 0; !match.isOver && n < 24; n++) {
      const d = match.pending()[0];
      playBotTurn(match, bot, d.seat, d.id, rngFromSeed(`s${n}`, 's'));
      match.submit(d.seat, d.id, playBotTurn(match, policy, d.seat, d.id, rng));
    }
    const sd = (xs: number[]) => {
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
    };
    // Four candidates halve to one challenger: the differences reported are the ones judged.
    for (const stats of searched.filter((s) => s.deviated)) {
      expect(sd(stats.differences)).toBeGreaterThanOrEqual(0.05);
      expect(stats.lead).toBeGreaterThan(0);
    }
    expect(searched.some((s) => s.deviated)).toBe(true);
    expect(searched.some((s) => !s.deviated && s.lead > 0 && sd(s.differences) < 0.05)).toBe(true);
  });

  /** The orders and stats of `bots` on the same turns of a dogfight the heuristic plays. */
  function sameTurns(bots: Bot[], searched: SearchStats[][], seed: string, turns = 24) {
    const policy = findBot('stratoyager', 'heuristic')!;
    const match = start(stratoyager, 'dogfight', seed);
    const rng = rngFromSeed(seed, 'play');
    const chosen: string[][] = bots.map(() => []);
    for (let n = 0; !match.isOver && n < turns; n++) {
      const d = match.pending()[0];
      bots.forEach((bot, b) => {
        const order = playBotTurn(match, bot, d.seat, d.id, rngFromSeed(`${seed}${n}`, 's'));
        chosen[b].push(JSON.stringify(order));
        if (searched[b].length < chosen[b].length) searched[b].push(undefined as never);
      });
      match.submit(d.seat, d.id, playBotTurn(match, policy, d.seat, d.id, rng));
    }
    return chosen;
  }

  /** A search at margin 0 (it leaves the policy's order on any lead), telling its stats. */
  function confirming(confirm: number | undefined, searched: SearchStats[], extra = {}) {
    return searchBot(stratoyager, {
      iterations: 3,
      horizon: 8,
      candidates: 4,
      policy: findBot('stratoyager', 'heuristic')!,
      evaluate,
      margin: 0,
      ...(confirm !== undefined && { confirm }),
      ...extra,
      observe: (stats) => searched.push(stats),
    });
  }

  it('confirm off chooses as the base; on, it only ever takes back a challenger', () => {
    const searched: SearchStats[][] = [[], [], []];
    const [base, off, on] = sameTurns(
      [confirming(undefined, searched[0]), confirming(0, searched[1]), confirming(4, searched[2])],
      searched,
      'confirm',
    );
    const policy = sameTurns([findBot('stratoyager', 'heuristic')!], [[]], 'confirm')[0];
    expect(off).toEqual(base);
    expect(searched[1]).toEqual(searched[0]);
    let kept = 0;
    base.forEach((order, n) => {
      // Confirmation runs only after the base has chosen: it keeps the base's choice or the
      // policy's order, never a third.
      expect([order, policy[n]]).toContain(on[n]);
      if (order !== policy[n] && on[n] === order) kept++;
    });
    expect(base.some((order, n) => order !== policy[n])).toBe(true);
    // Real leads survive fresh draws: it does not simply refuse every challenger.
    expect(kept).toBeGreaterThan(0);
  });

  it('confirm: the same seed and budget give the same decision and work', () => {
    const searched: SearchStats[][] = [[], []];
    const [one, two] = sameTurns(
      [confirming(4, searched[0]), confirming(4, searched[1])],
      searched,
      'confirm-same',
    );
    expect(two).toEqual(one);
    expect(searched[1]).toEqual(searched[0]);
  });

  it('confirm takes back a challenger that led on noise, counting the fresh iterations', () => {
    // An evaluation that is a hash of the state: pseudo-random, so no candidate is truly better,
    // and every lead the search sees is noise that the same samples crowned (winner's curse).
    const noise = (state: GameState) => {
      let h = 2166136261;
      for (const ch of JSON.stringify(state)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
      return (h >>> 0) / 2 ** 32;
    };
    const searched: SearchStats[][] = [[], []];
    const [base, on] = sameTurns(
      [
        confirming(undefined, searched[0], { evaluate: noise, horizon: 2 }),
        confirming(6, searched[1], { evaluate: noise, horizon: 2 }),
      ],
      searched,
      'confirm-noise',
    );
    const taken = base.filter((order, n) => searched[0][n]?.deviated && on[n] !== order);
    expect(taken.length).toBeGreaterThan(0);
    base.forEach((_, n) => {
      const [b, c] = [searched[0][n], searched[1][n]];
      if (!b) return;
      // The selection is the base's, on the same draws; confirmation adds its own iterations.
      expect(c.differences).toEqual(b.differences);
      expect(c.iterations).toBe(b.iterations + (b.deviated ? 6 : 0));
      expect(c.playouts).toBe(b.playouts + (b.deviated ? 12 : 0));
      if (b.deviated) expect(c.orders).toBeGreaterThan(b.orders);
      else expect(c).toEqual(b);
    });
  });

  it('settles once no challenger leads the policy order after the iterations it is given', () => {
    const policy = findBot('stratoyager', 'heuristic')!;
    const searched: SearchStats[] = [];
    const bot = searchBot(stratoyager, {
      iterations: 4,
      horizon: 8,
      candidates: 4,
      policy,
      evaluate,
      settle: { after: 2, lead: 0 },
      observe: (stats) => searched.push(stats),
    });
    const match = start(stratoyager, 'dogfight', 'settle');
    const rng = rngFromSeed('settle', 'play');
    for (let n = 0; !match.isOver && n < 24; n++) {
      const d = match.pending()[0];
      playBotTurn(match, bot, d.seat, d.id, rngFromSeed(`s${n}`, 's'));
      match.submit(d.seat, d.id, playBotTurn(match, policy, d.seat, d.id, rng));
    }
    // Four candidates halve to one challenger after the first iteration: its differences decide.
    const lead = (s: SearchStats, n: number) =>
      s.differences.slice(0, n).reduce((a, b) => a + b, 0);
    for (const s of searched) {
      expect(s.iterations).toBeGreaterThanOrEqual(2);
      for (let n = 2; n < s.iterations; n++) expect(lead(s, n)).toBeGreaterThan(0);
      if (s.iterations < 4) expect(lead(s, s.iterations)).toBeLessThanOrEqual(1e-9);
    }
    expect(searched.some((s) => s.iterations < 4)).toBe(true);
    expect(searched.some((s) => s.iterations === 4)).toBe(true);
  });

  it('weighs every candidate on the first iteration, then only the better half of them', () => {
    const searched: SearchStats[] = [];
    const bot = searchBot(stratoyager, {
      iterations: 3,
      horizon: 4,
      candidates: 6,
      policy: findBot('stratoyager', 'heuristic')!,
      evaluate,
      observe: (stats) => searched.push(stats),
    });
    const match = start(stratoyager, 'pilot-episode', 'halving');
    const pending = advance(match, 'halving', (p) => p[0].kind === 'combat');
    expect(pending).not.toBeNull();
    const d = pending![0];
    playBotTurn(match, bot, d.seat, d.id, rngFromSeed('halving', 'search'));
    expect(searched).toHaveLength(1);
    const [stats] = searched;
    expect(stats.candidates).toBe(6);
    expect(stats.iterations).toBe(3);
    // 6 on the first iteration, then 3, then 2: never fewer than the policy's and one challenger.
    expect(stats.playouts).toBe(11);
  });

  it('begins no iteration once its playouts have given the budget of policy orders', () => {
    const searched: SearchStats[] = [];
    const options = {
      iterations: 12,
      horizon: 10,
      candidates: 4,
      policy: findBot('stratoyager', 'heuristic')!,
      evaluate,
      observe: (stats: SearchStats) => searched.push(stats),
    };
    const match = start(stratoyager, 'dogfight', 'work');
    const d = advance(match, 'work', (p) => p[0].kind === 'maneuver')![0];
    for (const bot of [
      searchBot(stratoyager, options),
      searchBot(stratoyager, { ...options, orders: 40 }),
    ])
      playBotTurn(match, bot, d.seat, d.id, rngFromSeed('work', 'search'));
    const [free, bounded] = searched;
    expect(free.iterations).toBe(12);
    expect(free.orders).toBeGreaterThan(80);
    expect(bounded.iterations).toBeLessThan(12);
    // It stops at the first iteration that reaches the budget, not before.
    expect(bounded.orders).toBeGreaterThanOrEqual(40);
    expect(bounded.orders).toBeLessThan(40 + 10 * bounded.candidates);
  });

  it('judges a playout limited in turns at the start of the next turn', () => {
    const match = start(stratoyager, 'dogfight', 'turns');
    const d = advance(match, 'turns', (p) => p[0].kind === 'maneuver')![0];
    const state = match.state as GameState;
    const judgedAt: number[] = [];
    const rules = {
      ruleset: stratoyager,
      policy: findBot('stratoyager', 'heuristic')!,
      horizon: 500,
      turns: 1,
      evaluate: (s: GameState) => {
        judgedAt.push(stratoyager.phase(s).turn);
        return 0.5;
      },
    };
    const order = playBotTurn(match, rules.policy, d.seat, d.id, rngFromSeed('t', 't'));
    const played = playout(rules, copyOf(stratoyager, state), d, order, 'turns');
    expect(judgedAt).toEqual([stratoyager.phase(state).turn + 1]);
    expect(played.orders).toBeGreaterThan(0);
  });

  it("Stratoyager dogfight: the other side's hand is redrawn, never read", () => {
    const match = start(stratoyager, 'dogfight', 'hands');
    const pending = advance(match, 'hands', (p) => p.some((d) => d.kind === 'dogfight_cards'));
    expect(pending).not.toBeNull();
    const d = pending!.find((x) => x.seat === 0)!;
    const record = match.toJSON();
    const state = record.state as GameState;
    const mine = state.dogfight!.hands[0];
    const unseen = [1, 2, 3, 4, 5].filter((c) => !mine.includes(c));
    const bot = small(stratoyager);
    const decisions = fc
      .sample(fc.shuffledSubarray(unseen, { minLength: 2, maxLength: 2 }), 4)
      .map((hand) => {
        const copy = structuredClone(record);
        (copy.state as GameState).dogfight!.hands[1] = hand;
        const m = Match.fromJSON(stratoyager, copy);
        expect(m.view(0)).toEqual(match.view(0));
        return [
          playBotTurn(m, bot, 0, d.id, rngFromSeed('hands', 'search')),
          playBotTurn(m, probe, 0, d.id, rngFromSeed('hands', 'probe')),
        ];
      });
    expect(new Set(decisions.map((o) => JSON.stringify(o))).size).toBe(1);
  });

  it('a match knows what a seat knows: the other seat still owes what it gave in secret', () => {
    const match = start(stratoyager, 'pilot-episode', 'public-state');
    const pending = advance(match, 'public', simultaneousPair, 20)!;
    const [first, second] = pending.filter((d) => d.simultaneous);
    const before = match.publicState(second.seat);
    match.submit(first.seat, first.id, match.sample(first.id, rngFromSeed('p', 'x')));
    const known = match.publicState(second.seat);
    expect(known).toEqual(before);
    expect(stratoyager.pending(known as GameState).map((d) => d.id)).toContain(first.id);
    expect(match.publicState(first.seat)).not.toEqual(before);
  });
});
