/**
 * Every match keeps the dice generator it was created with (SY-RNG-1): new matches roll ChaCha20
 * (chacha20-v1); matches, snapshots and replays from before generators had names roll
 * xoroshiro128+ (xoroshiro128plus-v1) for life, and still replay, continue and verify.
 */
import fc from 'fast-check';
import { diceDuel } from '../testing/dice-duel/index.js';
import { chacha20FromSeed } from './chacha20-rng.js';
import type { MatchConfig } from './contract.js';
import { CHACHA20_V1, XOROSHIRO128PLUS_V1 } from './dice-generators.js';
import { EngineError } from './problems.js';
import { Match, verifyReplay, type MatchRecord } from './match.js';
import { rngFromSeed, type Rng } from './rng.js';

const seeded: MatchConfig = { rulesetId: 'dice-duel', scenarioId: 'standard' };

function play(match: Match, chooser: Rng, steps = Infinity): Match {
  for (let i = 0; i < steps && !match.isOver; i++) {
    const [decision] = match.pending();
    const result = match.submit(decision.seat, decision.id, match.sample(decision.id, chooser));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
  }
  return match;
}

/** Every die face the match rolled, in draw order, with its die. */
function rolled(match: Match): { sides: number; face: number }[] {
  return match
    .toJSON()
    .events.filter((e) => e.type === 'dice.rolled')
    .flatMap((e) => {
      const sides = Number(String(e.data.notation).split('d')[1]);
      return (e.data.faces as number[]).map((face) => ({ sides, face }));
    });
}

function drawnFrom(stream: Rng, dice: { sides: number }[]): { sides: number; face: number }[] {
  return dice.map(({ sides }) => ({ sides, face: stream.int(sides) + 1 }));
}

describe('dice generators: each match keeps its own', () => {
  it('SY-RNG-1: a new match rolls chacha20-v1 and records it in its record, replay and creation event', () => {
    const match = play(Match.create(diceDuel, seeded, 'new match'), rngFromSeed('c', 'bot'));
    expect(match.generator).toBe(CHACHA20_V1);
    expect(match.toJSON().generator).toBe(CHACHA20_V1);
    expect(match.replay().generator).toBe(CHACHA20_V1);
    expect(match.toJSON().events[0].data).toMatchObject({
      generator: CHACHA20_V1,
      rngAlgorithm: expect.stringContaining('ChaCha20') as string,
    });
    const dice = rolled(match);
    expect(dice.length).toBeGreaterThan(5);
    expect(dice).toEqual(drawnFrom(chacha20FromSeed('new match'), dice));
    expect(dice).not.toEqual(drawnFrom(rngFromSeed('new match'), dice));
  });

  it('a match created with xoroshiro128plus-v1 rolls it, and replays, continues and verifies with it', () => {
    const match = play(
      Match.create(diceDuel, seeded, 'old match', XOROSHIRO128PLUS_V1),
      rngFromSeed('o', 'bot'),
      4,
    );
    // A snapshot taken before generators were named: no `generator` field.
    const { generator: _named, ...unnamed } = match.toJSON();
    const restored = Match.fromJSON(diceDuel, unnamed as MatchRecord);
    expect(restored.generator).toBe(XOROSHIRO128PLUS_V1);
    play(match, rngFromSeed('rest', 'bot'));
    play(restored, rngFromSeed('rest', 'bot'));
    expect(restored.toJSON()).toEqual(match.toJSON());

    const dice = rolled(match);
    expect(dice).toEqual(drawnFrom(rngFromSeed('old match'), dice));
    expect(match.toJSON().events[0].data).not.toHaveProperty('generator');
    const log = match.toJSON().log;
    const rebuilt = Match.replay(diceDuel, seeded, 'old match', log, XOROSHIRO128PLUS_V1);
    expect(rebuilt.toJSON()).toEqual(match.toJSON());

    const { generator: _g, ...oldStyle } = match.replay();
    expect(verifyReplay(diceDuel, oldStyle)).toMatchObject({ ok: true, problems: [] });
    expect(verifyReplay(diceDuel, match.replay())).toMatchObject({ ok: true, problems: [] });
  });

  it('a chacha20-v1 replay names its generator in its creation event too, and fails as the old one', () => {
    const match = play(Match.create(diceDuel, seeded, 'label'), rngFromSeed('l', 'bot'));
    const replay = match.replay();
    expect(verifyReplay(diceDuel, replay).ok).toBe(true);
    expect(verifyReplay(diceDuel, { ...replay, generator: undefined }).ok).toBe(true);
    const asOld = verifyReplay(diceDuel, { ...replay, generator: XOROSHIRO128PLUS_V1 });
    expect(asOld.ok).toBe(false);
    expect(asOld.problems[0]).toMatchObject({ code: 'EVENT_MISMATCH', path: '/events/0' });
  });

  it('an unknown generator is refused by name', () => {
    expect(() => Match.create(diceDuel, seeded, 's', 'mt19937-v1')).toThrow(EngineError);
    const replay = play(Match.create(diceDuel, seeded, 'u'), rngFromSeed('u', 'bot')).replay();
    expect(verifyReplay(diceDuel, { ...replay, generator: 'mt19937-v1' })).toEqual({
      ok: false,
      problems: [
        {
          code: 'UNKNOWN_DICE_GENERATOR',
          message: 'no dice generator "mt19937-v1" (known: chacha20-v1, xoroshiro128plus-v1)',
          path: '/generator',
        },
      ],
      outcome: null,
    });
  });

  it.each([CHACHA20_V1, XOROSHIRO128PLUS_V1])(
    '%s: replaying the log, and serialize → continue, rebuild the match exactly',
    (generator) => {
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 24 }),
          fc.integer(),
          fc.integer({ min: 0, max: 12 }),
          (seed, chooserSeed, cut) => {
            const original = play(
              Match.create(diceDuel, seeded, seed, generator),
              rngFromSeed(String(chooserSeed), 'bot'),
              cut,
            );
            const restored = Match.fromJSON(
              diceDuel,
              JSON.parse(JSON.stringify(original.toJSON())) as MatchRecord,
            );
            play(original, rngFromSeed(`${chooserSeed}:rest`, 'bot'));
            play(restored, rngFromSeed(`${chooserSeed}:rest`, 'bot'));
            expect(restored.toJSON()).toEqual(original.toJSON());
            const log = original.toJSON().log;
            const rebuilt = Match.replay(diceDuel, seeded, seed, log, generator);
            expect(rebuilt.toJSON()).toEqual(original.toJSON());
          },
        ),
        { seed: 20261125, numRuns: 200 },
      );
    },
  );
});
