/**
 * The exact odds against 100,000 attacks rolled through the same code `resolve` uses, from one
 * fixed seed (so the test cannot flake). The attack mixes die types, Power to Weapons, Easy Target
 * re-rolls, Power to Shields, a Systems Critical ship and a damaged target battlegroup. Each
 * distribution passes a chi-square test at alpha = 1e-6; the same observations are shown to reject
 * the odds of slightly wrong rules (no re-roll, no Power to Weapons), so the test has teeth.
 */
import { describe, expect, it } from '@jest/globals';
import { LoggedDice, SeededDiceSource } from '../../../core/dice.js';
import { rngFromSeed } from '../../../core/rng.js';
import type { Probability } from '../../../core/exact.js';
import { attackOdds, type CombatOdds } from './odds.js';
import { prepareAttack, type CombatRequest } from './request.js';
import { rollAttack } from './resolve.js';

const ATTACKS = 100_000;

const REQUEST: CombatRequest = {
  attacker: {
    stats: {
      mass: 2,
      silhouette: 6,
      weapons: [
        {
          name: 'Railguns',
          system: 'primary',
          minRange: 0,
          maxRange: 12,
          dice: 2,
          sides: 8,
          damage: 2,
        },
        {
          name: 'Blasters',
          system: 'auxiliary',
          minRange: 0,
          maxRange: 12,
          dice: 3,
          sides: 6,
          damage: 1,
        },
      ],
    },
    ships: [{ distance: 5 }, { damage: 3, distance: 6, offAxis: 20 }],
    powerToWeapons: { dieSides: 8, tokens: 1 },
  },
  target: {
    stats: { mass: 2, silhouette: 7, shields: 2 },
    ships: [{ damage: 4 }, {}],
    easyTarget: true,
    powerToShields: 1,
  },
};

interface Observed {
  damage: number[];
  shipsDestroyed: number[];
  malfunction: number[];
  fates: Record<number, Record<string, number>>;
}

function tally(list: number[], k: number): void {
  while (list.length <= k) list.push(0);
  list[k] += 1;
}

function observe(): Observed {
  const prepared = prepareAttack(REQUEST);
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.problems));
  const dice = new LoggedDice(
    new SeededDiceSource(rngFromSeed('ABS-ATK statistics')),
    () => undefined,
  );
  const seen: Observed = {
    damage: [],
    shipsDestroyed: [],
    malfunction: [],
    fates: { 6: {}, 8: {} },
  };
  for (let i = 0; i < ATTACKS; i++) {
    const r = rollAttack(prepared.attack, dice);
    if (!r.ok) throw new Error('refused');
    tally(seen.damage, r.damage);
    tally(seen.shipsDestroyed, r.target.ships.filter((s) => s.destroyed).length);
    const ship = r.attacker.ships[1];
    tally(seen.malfunction, ship.damageAfter - ship.damageBefore);
    for (const d of r.dice) seen.fates[d.sides][d.fate] = (seen.fates[d.sides][d.fate] ?? 0) + 1;
  }
  return seen;
}

/** Pearson's statistic, pooling the cells expected fewer than 5 times into one. */
function chiSquare(
  observed: readonly number[],
  p: readonly number[],
): { statistic: number; df: number } {
  const n = observed.reduce((a, b) => a + b, 0);
  let statistic = 0;
  let cells = 0;
  let pooled = { o: 0, e: 0 };
  for (let k = 0; k < Math.max(observed.length, p.length); k++) {
    const o = observed[k] ?? 0;
    const e = n * (p[k] ?? 0);
    if (e < 5) {
      pooled = { o: pooled.o + o, e: pooled.e + e };
      continue;
    }
    statistic += (o - e) ** 2 / e;
    cells++;
  }
  if (pooled.e > 0) {
    statistic += (pooled.o - pooled.e) ** 2 / pooled.e;
    cells++;
  } else if (pooled.o > 0) statistic = Infinity;
  return { statistic, df: cells - 1 };
}

/** The chi-square quantile at 1 − 1e-6 (Wilson–Hilferty). */
function critical(df: number): number {
  const z = 4.7534;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function fits(observed: readonly number[], p: readonly Probability[]): boolean {
  const { statistic, df } = chiSquare(
    observed,
    p.map((x) => x.value),
  );
  return statistic <= critical(df);
}

function odds(request: CombatRequest): CombatOdds {
  const answer = attackOdds(request);
  if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
  return answer;
}

describe('A Billion Suns odds against 100,000 rolled attacks', () => {
  const seen = observe();
  const exact = odds(REQUEST);

  it('ABS-ATK-9: the damage distribution fits the exact odds', () => {
    expect(exact.damage.length).toBeGreaterThan(10);
    expect(fits(seen.damage, exact.damage)).toBe(true);
  });

  it('ABS-ATK-7, ABS-TAC-5: each die type’s fates fit the exact per-die odds', () => {
    for (const die of exact.dice.filter((d) => d.ship === 0)) {
      const observed = ['miss', 'dud', 'hit', 'critical'].map((f) => seen.fates[die.sides][f] ?? 0);
      expect(fits(observed, [die.miss, die.dud, die.hit, die.critical])).toBe(true);
    }
  });

  it('ABS-DMG-3, ABS-DMG-5: ships destroyed and critical malfunctions fit the exact odds', () => {
    expect(fits(seen.shipsDestroyed, exact.shipsDestroyed)).toBe(true);
    expect(exact.criticalMalfunctions.map((m) => m.ship)).toEqual([1]);
    expect(fits(seen.malfunction, exact.criticalMalfunctions[0].damage)).toBe(true);
  });

  it('the same rolls reject the odds of slightly wrong rules', () => {
    const noReroll = odds({ ...REQUEST, rerolls: 'none' });
    const noPower = odds({
      ...REQUEST,
      attacker: { ...REQUEST.attacker, powerToWeapons: undefined },
    });
    expect(fits(seen.damage, noReroll.damage)).toBe(false);
    expect(fits(seen.damage, noPower.damage)).toBe(false);
  });
});
