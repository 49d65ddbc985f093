import fc from 'fast-check';
import { diceDuel, type DuelState } from '../testing/dice-duel/index.js';
import type { MatchConfig, Ruleset, Seat } from './contract.js';
import { Match, verifyReplay } from './match.js';
import { sha256Hex } from './hash.js';
import { rngFromSeed, type Rng } from './rng.js';

// Fixed seed: CI explores the same thousands of cases every run.
fc.configureGlobal({ seed: 20261122, numRuns: 1000 });

const seeded: MatchConfig = { rulesetId: 'dice-duel', scenarioId: 'standard' };
const external: MatchConfig = { ...seeded, dice: 'external' };

/** Plays `steps` orders (or to the end), choosing with `chooser`; returns the match. */
function play(match: Match, chooser: Rng, steps = Infinity): Match {
  for (let i = 0; i < steps && !match.isOver; i++) {
    const pending = match.pending();
    const decision = pending[chooser.int(pending.length)];
    const order = match.sample(decision.id, chooser);
    const result = match.submit(decision.seat, decision.id, order);
    if (!result.ok) throw new Error(`sampled order rejected: ${JSON.stringify(result.problems)}`);
  }
  return match;
}

const seedArb = fc.string({ minLength: 1, maxLength: 24 });

describe('Match driver (property tests on the Dice Duel test ruleset)', () => {
  it('same seed + same orders ⇒ identical event log and state hash', () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (seed, chooserSeed) => {
        const a = play(
          Match.create(diceDuel, seeded, seed),
          rngFromSeed(String(chooserSeed), 'bot'),
        );
        const b = play(
          Match.create(diceDuel, seeded, seed),
          rngFromSeed(String(chooserSeed), 'bot'),
        );
        expect(b.toJSON().events).toEqual(a.toJSON().events);
        expect(b.stateHash()).toBe(a.stateHash());
      }),
    );
  });

  it('replaying the order log rebuilds the match exactly', () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), fc.boolean(), (seed, chooserSeed, ext) => {
        const config = ext ? external : seeded;
        const a = play(
          Match.create(diceDuel, config, seed),
          rngFromSeed(String(chooserSeed), 'bot'),
        );
        const b = Match.replay(diceDuel, config, seed, a.toJSON().log);
        expect(b.toJSON()).toEqual(a.toJSON());
      }),
    );
  });

  it('serialize → deserialize → continue equals continue', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer(),
        fc.integer({ min: 0, max: 12 }),
        (seed, chooserSeed, cut) => {
          const original = play(
            Match.create(diceDuel, seeded, seed),
            rngFromSeed(String(chooserSeed), 'bot'),
            cut,
          );
          const restored = Match.fromJSON(diceDuel, JSON.parse(JSON.stringify(original.toJSON())));
          expect(restored.stateHash()).toBe(original.stateHash());
          const chooserA = rngFromSeed(`${chooserSeed}:rest`, 'bot');
          const chooserB = rngFromSeed(`${chooserSeed}:rest`, 'bot');
          play(original, chooserA);
          play(restored, chooserB);
          expect(restored.toJSON()).toEqual(original.toJSON());
        },
      ),
    );
  });

  it('sampled legal orders are always accepted', () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (seed, chooserSeed) => {
        const match = Match.create(diceDuel, seeded, seed);
        const chooser = rngFromSeed(String(chooserSeed), 'bot');
        while (!match.isOver) {
          for (const d of match.pending()) {
            const order = match.sample(d.id, chooser);
            expect(match.check(d.seat, d.id, order)).toEqual([]);
          }
          play(match, chooser, 1);
        }
        expect(match.outcome()).not.toBeNull();
      }),
    );
  });

  it('invalid orders are rejected with every problem and no state change', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record(
        { stance: fc.string(), effort: fc.oneof(fc.integer(), fc.double(), fc.string()) },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          stance: fc.constantFrom('attack', 'defend'),
          effort: fc.integer({ min: -3, max: 9 }),
          extra: fc.anything(),
        },
        { requiredKeys: ['stance', 'effort'] },
      ),
    );
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 0, max: 8 }),
        junk,
        fc.string(),
        (seed, steps, order, decisionId) => {
          const match = play(Match.create(diceDuel, seeded, seed), rngFromSeed(seed, 'bot'), steps);
          if (match.isOver) return;
          const before = {
            hash: match.stateHash(),
            events: match.lastEventSeq,
            orders: match.lastOrderSeq,
          };
          const d = match.pending()[0];
          for (const [seat, id] of [
            [d.seat, d.id],
            [d.seat, decisionId],
            [1 - d.seat, d.id],
          ] as [Seat, string][]) {
            const result = match.submit(seat, id, order);
            if (!result.ok) {
              expect(result.problems.length).toBeGreaterThan(0);
              for (const p of result.problems) {
                expect(p.code).toMatch(/^[A-Z_]+$/);
                expect(p.message.length).toBeGreaterThan(0);
                expect(typeof p.path).toBe('string');
              }
              expect({
                hash: match.stateHash(),
                events: match.lastEventSeq,
                orders: match.lastOrderSeq,
              }).toEqual(before);
            } else {
              return; // the junk happened to be a legal order: nothing more to check on this match
            }
          }
        },
      ),
    );
  });

  it("a seat's view and events never contain another seat's undisclosed order or private state", () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (seed, chooserSeed) => {
        const match = Match.create(diceDuel, seeded, seed);
        const chooser = rngFromSeed(String(chooserSeed), 'bot');
        while (!match.isOver) {
          const [first] = match.pending();
          const other = 1 - first.seat;
          const order = match.sample(first.id, chooser);
          const eventsBefore = match.lastEventSeq;
          match.submit(first.seat, first.id, order);
          if (match.pendingFor(other).length === 0) continue;
          // The other seat has not decided yet: nothing of `order` may reach it.
          const state = match.state as DuelState;
          const theirView = JSON.stringify(match.view(other));
          const spectator = JSON.stringify(match.view(null));
          for (const seen of [theirView, spectator]) {
            expect(seen).not.toContain('"stance"');
            expect(Object.keys(JSON.parse(seen).duelists[first.seat])).toEqual(['hp']);
          }
          for (const e of match.eventsSince(0, other)) {
            expect(e.visibleTo === undefined || e.visibleTo.includes(other)).toBe(true);
          }
          // What the submission produced says that seat decided, never what it decided.
          for (const e of match.eventsSince(eventsBefore, other)) {
            expect(JSON.stringify(e.data)).not.toMatch(/"(effort|orders|order)"/);
          }
          expect(JSON.parse(theirView).myOrder).toBeNull();
          expect(state.orders[first.seat]).toEqual(order);
          const replay = match.replay(other);
          expect(replay.seed).toBeUndefined();
          expect(
            replay.orders
              .filter((o) => o.seat === first.seat && o.kind === 'order')
              .every((o) => o.order === null),
          ).toBe(true);
          play(match, chooser, 1);
        }
      }),
    );
  });

  it('external dice and seeded dice with the same faces produce the same state', () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (seed, chooserSeed) => {
        const a = play(
          Match.create(diceDuel, seeded, seed),
          rngFromSeed(String(chooserSeed), 'bot'),
        );
        const faces = a
          .toJSON()
          .events.filter((e) => e.type === 'dice.rolled')
          .map((e) => e.data.faces as number[]);
        const b = Match.create(diceDuel, external, `${seed}-other`);
        const orders = a.toJSON().log;
        let next = 0;
        const feedRolls = () => {
          for (let roll = b.pending()[0]; roll?.kind === 'roll'; roll = b.pending()[0]) {
            const result = b.submit(roll.seat, roll.id, { faces: faces[next++] });
            expect(result.ok).toBe(true);
          }
        };
        feedRolls();
        for (const entry of orders) {
          expect(b.submit(entry.seat!, entry.decisionId, entry.order).ok).toBe(true);
          feedRolls();
        }
        expect(next).toBe(faces.length);
        expect(b.state).toEqual(a.state);
        expect(b.outcome()).toEqual(a.outcome());
      }),
      { numRuns: 300 },
    );
  });
});

describe('Match driver (examples)', () => {
  it('publishes the seed hash from creation and the seed only once the match is over', () => {
    const match = Match.create(diceDuel, seeded, 'secret seed');
    expect(match.seedHash).toBe(sha256Hex('secret seed'));
    expect(match.toJSON().events[0]).toMatchObject({
      seq: 1,
      type: 'match.created',
      data: { seedHash: sha256Hex('secret seed') },
    });
    expect(match.seed).toBeUndefined();
    expect(match.replay().seed).toBeUndefined();
    play(match, rngFromSeed('x', 'bot'));
    expect(match.seed).toBe('secret seed');
    const finished = match.toJSON().events.at(-1)!;
    expect(finished).toMatchObject({ type: 'match.finished', data: { seed: 'secret seed' } });
  });

  it('logs every roll with its purpose, notation, faces and result', () => {
    const match = play(Match.create(diceDuel, seeded, 'rolls'), rngFromSeed('rolls', 'bot'));
    const rolls = match.toJSON().events.filter((e) => e.type === 'dice.rolled');
    expect(rolls.length).toBeGreaterThan(2);
    for (const r of rolls) {
      const { purpose, notation, faces, result } = r.data as {
        purpose: string;
        notation: string;
        faces: number[];
        result: number;
      };
      expect(purpose.length).toBeGreaterThan(0);
      expect(notation).toBe(`${faces.length}d${notation.split('d')[1]}`);
      expect(result).toBe(faces.reduce((a, b) => a + b, 0));
    }
    // The setup's secret bonus rolls are seen only by their own seat.
    const secret = rolls.filter((r) => String(r.data.purpose).startsWith('secret bonus'));
    expect(secret.map((r) => r.visibleTo)).toEqual([[0], [1]]);
    expect(
      match.eventsSince(0, 1).some((e) => e.visibleTo?.includes(0) && !e.visibleTo.includes(1)),
    ).toBe(false);
  });

  it('verify() accepts a genuine finished replay and catches a tampered roll', () => {
    const match = play(Match.create(diceDuel, seeded, 'verify me'), rngFromSeed('v', 'bot'));
    const replay = match.replay();
    expect(verifyReplay(diceDuel, replay)).toMatchObject({ ok: true, problems: [] });

    const tampered = structuredClone(replay);
    const roll = tampered.events.find(
      (e) => e.type === 'dice.rolled' && (e.data.faces as number[]).length > 0,
    )!;
    (roll.data.faces as number[])[0] = ((roll.data.faces as number[])[0] % 6) + 1;
    const result = verifyReplay(diceDuel, tampered);
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatchObject({
      code: 'EVENT_MISMATCH',
      path: `/events/${roll.seq - 1}`,
    });

    expect(verifyReplay(diceDuel, { ...replay, seed: 'another seed' }).problems[0].code).toBe(
      'SEED_MISMATCH',
    );
    expect(verifyReplay(diceDuel, { ...replay, seed: undefined }).problems[0].code).toBe(
      'SEED_NOT_REVEALED',
    );
  });

  it('external dice: the match waits on a roll decision naming the dice and their purpose', () => {
    const match = Match.create(diceDuel, external, 'table');
    const [roll] = match.pending();
    expect(roll).toMatchObject({
      kind: 'roll',
      seat: 0,
      prompt: 'Roll 1d2: secret bonus for seat 0',
    });
    expect(match.describe(roll.id).schema).toMatchObject({
      properties: { faces: { minItems: 1, maxItems: 1 } },
    });
    expect(match.submit(0, roll.id, { faces: [3] })).toEqual({
      ok: false,
      problems: [{ code: 'INVALID_ROLL', message: 'face 3 is not a d2 result', path: '/faces/0' }],
    });
    expect(match.submit(1, roll.id, { faces: [1] }).ok).toBe(false);
    expect(match.submit(0, roll.id, { faces: [2] }).ok).toBe(true);
    expect(match.pending()[0]).toMatchObject({ kind: 'roll', seat: 1 });
  });

  it('a passed deadline applies the default order, logged as a default', () => {
    const match = Match.create(diceDuel, seeded, 'late');
    const [d] = match.pending();
    const result = match.submitDefault(d.id);
    expect(result.ok).toBe(true);
    expect(match.toJSON().log[0]).toMatchObject({
      kind: 'default',
      order: { stance: 'defend', effort: 1 },
    });
    expect(result.ok && result.events[0]).toMatchObject({
      type: 'order.accepted',
      data: { default: true },
    });
  });

  it('resignation ends the match for the other seat and is replayable', () => {
    const match = Match.create(diceDuel, seeded, 'quit');
    expect(match.resign(1).ok).toBe(true);
    expect(match.outcome()).toMatchObject({ winners: [0], reason: 'resigned' });
    expect(match.pending()).toEqual([]);
    expect(match.submit(0, 'r1.stance.0', { stance: 'attack', effort: 1 })).toMatchObject({
      ok: false,
      problems: [{ code: 'MATCH_OVER' }],
    });
    expect(Match.replay(diceDuel, seeded, 'quit', match.toJSON().log).stateHash()).toBe(
      match.stateHash(),
    );
  });

  it('keeps its own copy of an order: the caller changing its object changes no state', () => {
    // A ruleset that keeps the order object itself in the state, as hidden submissions are kept.
    const keeping: Ruleset<DuelState & { kept?: unknown }> = {
      ...diceDuel,
      apply(state, decision, order, ctx) {
        const next = diceDuel.apply(state, decision, order, ctx) as DuelState & { kept?: unknown };
        next.kept = order;
        return next;
      },
    };
    const match = Match.create(keeping, seeded, 'aliasing');
    const order = { stance: 'attack', effort: 1 };
    expect(match.submit(0, 'r1.stance.0', order).ok).toBe(true);
    const hash = match.stateHash();
    const record = JSON.stringify(match.toJSON());
    order.stance = 'defend';
    expect(match.stateHash()).toBe(hash);
    expect(JSON.stringify(match.toJSON())).toBe(record);
  });

  it('reports unknown and foreign decisions with specific codes', () => {
    const match = Match.create(diceDuel, seeded, 'codes');
    match.submit(0, 'r1.stance.0', { stance: 'attack', effort: 1 });
    expect(match.submit(0, 'r1.stance.0', { stance: 'defend', effort: 1 })).toMatchObject({
      ok: false,
      problems: [{ code: 'ALREADY_DECIDED' }],
    });
    expect(match.submit(0, 'nope', {})).toMatchObject({
      ok: false,
      problems: [{ code: 'UNKNOWN_DECISION', path: '/decisionId' }],
    });
    expect(match.submit(0, 'r1.stance.1', { stance: 'attack', effort: 1 })).toMatchObject({
      ok: false,
      problems: [{ code: 'NOT_YOUR_DECISION' }],
    });
  });

  it('rejects an invalid setup with the problems, and an unknown scenario', () => {
    expect(() => Match.create(diceDuel, { ...seeded, options: { rounds: 0 } }, 's')).toThrow(
      /invalid setup/,
    );
    expect(() =>
      Match.create(diceDuel, { rulesetId: 'dice-duel', scenarioId: 'nope' }, 's'),
    ).toThrow(/no scenario "nope"/);
  });
});
