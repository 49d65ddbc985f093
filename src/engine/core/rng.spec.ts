import fc from 'fast-check';
import { LoggedDice, SeededDiceSource, SuppliedDiceSource, DiceNeeded } from './dice.js';
import { rngFromSeed, rngFromState, type Rng } from './rng.js';

/** An Rng that replays fixed 32-bit values, to pin the rejection rule. */
function fixed(values: number[]): Rng {
  const base = rngFromSeed('unused');
  let i = 0;
  return { ...base, nextUint32: () => values[i++], int: base.int, state: base.state };
}

describe('seeded stream', () => {
  it('is reproducible from the seed and from its serialized state', () => {
    const a = rngFromSeed('match-1');
    const first = Array.from({ length: 5 }, () => a.nextUint32());
    const b = rngFromSeed('match-1');
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(first);
    const c = rngFromState(b.state());
    expect(c.nextUint32()).toBe(b.nextUint32());
    expect(rngFromSeed('match-2').nextUint32()).not.toBe(first[0]);
    expect(rngFromSeed('match-1', 'bot').nextUint32()).not.toBe(first[0]);
  });

  it('int(n) rejects draws at or above floor(2^32 / n) * n, so it has no modulo bias', () => {
    // For n = 6 the limit is 4294967292: 4294967292..4294967295 are rejected.
    const rng = fixed([4294967295, 4294967292, 4294967291]);
    const int = rngFromSeed('x').int.bind(rng);
    expect(int(6)).toBe(4294967291 % 6);
  });

  it('int(n) is the draw modulo n, for any n and any accepted draw', () => {
    // The remainder is computed without `%`: it must equal `%` to the bit (0, never -0).
    const int = rngFromSeed('x').int;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (n, r) => {
          const draw = r % (Math.floor(2 ** 32 / n) * n);
          const near = Math.max(0, draw - (draw % n) - 1);
          for (const d of [draw, near, n - 1, 0]) {
            if (d >= Math.floor(2 ** 32 / n) * n) continue;
            expect(Object.is(int.call(fixed([d]), n), d % n)).toBe(true);
          }
        },
      ),
      { seed: 11, numRuns: 2000 },
    );
  });

  it('int(n) stays in range and d6 faces are roughly uniform', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = rngFromSeed(seed);
        for (let i = 0; i < 20; i++) {
          const v = rng.int(n);
          expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
        }
      }),
      { seed: 7, numRuns: 500 },
    );
    const counts = [0, 0, 0, 0, 0, 0];
    const dice = new SeededDiceSource(rngFromSeed('uniform'));
    for (const f of dice.faces({ sides: 6, count: 60000 })) counts[f - 1]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400); // > 4 standard deviations
  });
});

describe('dice', () => {
  it('supplied dice are consumed in order and ask for more when they run out', () => {
    const events: unknown[] = [];
    const dice = new LoggedDice(new SuppliedDiceSource([3, 5, 2]), (e) => events.push(e));
    expect(dice.roll({ purpose: 'to-hit', sides: 6, count: 2, seat: 1 })).toEqual([3, 5]);
    expect(events).toEqual([
      {
        type: 'dice.rolled',
        data: { purpose: 'to-hit', notation: '2d6', faces: [3, 5], result: 8, seat: 1 },
      },
    ]);
    expect(() => dice.roll({ purpose: 'damage', sides: 6, count: 2 })).toThrow(DiceNeeded);
  });

  it('refuses a supplied face that the die does not have', () => {
    const dice = new LoggedDice(new SuppliedDiceSource([7]), () => undefined);
    expect(() => dice.d(6, 'bad')).toThrow(/not a d6 face/);
  });
});
