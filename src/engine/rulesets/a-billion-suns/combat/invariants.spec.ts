/**
 * Any request, valid or not: odds and resolve answer (never throw), refuse alike, and every
 * resolved attack is an outcome the odds call possible, with distributions that sum to exactly 1.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LoggedDice, SeededDiceSource } from '../../../core/dice.js';
import { rngFromSeed } from '../../../core/rng.js';
import { UNITS } from '../data/units.js';
import type { Probability } from '../../../core/exact.js';
import { attackOdds } from './odds.js';
import { resolveAttack } from './resolve.js';

/** Mostly what a table would send, sometimes not: every refusal path gets its turn. */
function mostly<T, U>(valid: fc.Arbitrary<T>, wild: fc.Arbitrary<U>): fc.Arbitrary<T | U> {
  return fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: wild });
}

/** Absent most of the time: a situation flag or an effect. */
function rare<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

const unit = mostly(fc.constantFrom(...UNITS.map((u) => u.id)), fc.string({ maxLength: 8 }));
const tokens = mostly(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 4 }));
const damage = rare(fc.integer({ min: 0, max: 6 }));
const ship = fc.record({
  damage,
  distance: mostly(fc.integer({ min: 0, max: 20 }), fc.double({ min: -1, max: 40, noNaN: true })),
  offAxis: mostly(fc.constantFrom(0, 10, 60), fc.double({ min: 0, max: 180, noNaN: true })),
  fire: rare(
    fc.record(
      { primary: fc.integer({ min: 0, max: 4 }), auxiliary: fc.integer({ min: 0, max: 4 }) },
      { requiredKeys: [] },
    ),
  ),
});
const request = fc.record({
  scale: mostly(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 7 })),
  mode: rare(fc.constantFrom('active', 'passive')),
  attacker: fc.record({
    unit,
    ships: fc.array(ship, { minLength: 1, maxLength: 3 }),
    engaged: rare(fc.boolean()),
    highG: rare(fc.boolean()),
    inertialDampeners: rare(fc.boolean()),
    powerToWeapons: rare(fc.record({ dieSides: fc.constantFrom(6, 8, 10, 12), tokens })),
  }),
  target: fc.record({
    unit,
    ships: fc.array(fc.record({ damage }), { minLength: 1, maxLength: 3 }),
    easyTarget: rare(fc.boolean()),
    sheltered: rare(fc.boolean()),
    powerToShields: rare(tokens),
  }),
  rerolls: rare(fc.constantFrom('default', 'none')),
});

/** The request as JSON carries it: absent keys, not undefined ones. */
const asJson = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/** Σ numerator/denominator, exactly. */
function total(ps: readonly Probability[]): { num: bigint; den: bigint } {
  return ps.reduce(
    (acc, p) => {
      const [n, d] = [BigInt(p.numerator), BigInt(p.denominator)];
      return { num: acc.num * d + n * acc.den, den: acc.den * d };
    },
    { num: 0n, den: 1n },
  );
}

describe('A Billion Suns combat on any request', () => {
  it('answers, refuses alike, sums to 1, and resolves only to outcomes the odds allow', () => {
    let accepted = 0;
    fc.assert(
      fc.property(request.map(asJson), fc.string(), (req, seed) => {
        const odds = attackOdds(req);
        const dice = new LoggedDice(new SeededDiceSource(rngFromSeed(seed)), () => undefined);
        const rolled = resolveAttack(req, dice);
        expect(rolled.ok).toBe(odds.ok);
        if (!odds.ok || !rolled.ok) {
          expect(rolled).toEqual(odds);
          return;
        }
        accepted++;
        for (const dist of [odds.damage, odds.shipsDestroyed]) {
          const { num, den } = total(dist);
          expect(num).toBe(den);
        }
        expect(Number(odds.damage[rolled.damage]?.numerator ?? 0)).toBeGreaterThan(0);
        const destroyed = rolled.target.ships.filter((s) => s.destroyed).length;
        expect(Number(odds.shipsDestroyed[destroyed]?.numerator ?? 0)).toBeGreaterThan(0);
      }),
      { numRuns: 1000, seed: 11 },
    );
    expect(accepted).toBeGreaterThan(50);
  });
});
