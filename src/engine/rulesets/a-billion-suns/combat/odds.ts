/**
 * The exact odds of one attack: each die's fate is enumerated face by face (and re-roll face by
 * re-roll face) through the same die rules a match uses, each hit's save likewise, and the dice,
 * being independent, are convolved into the distribution of the attack's damage.
 */
import type { Refusal } from '../../../core/contract.js';
import { isDestroyedAt, isSystemsCritical } from '../rules/scale.js';
import * as die from './die-rules.js';
import {
  certain,
  convolve,
  convolvePower,
  expectation,
  mapValues,
  mixture,
  probabilities,
  probability,
  type Counts,
  type Probability,
} from '../../../core/exact.js';
import { assignDamage, summaryOf, type AttackSummary } from './outcome.js';
import { prepareAttack, type PoolEntry, type PreparedAttack } from './request.js';

const FATES: readonly die.DieFate[] = ['miss', 'dud', 'hit', 'critical'];

/** How many of a die's equally likely (face, re-roll face) outcomes end in each fate. */
function fateCounts(
  a: PreparedAttack,
  sides: number,
): { counts: Record<die.DieFate, bigint>; of: bigint } {
  const counts: Record<die.DieFate, bigint> = { miss: 0n, dud: 0n, hit: 0n, critical: 0n };
  const silhouette = a.target.silhouette;
  const fateOf = (natural: number) =>
    die.dieFate(sides, natural, die.poweredResult(sides, natural, a.ptw), silhouette);
  for (let first = 1; first <= sides; first++) {
    const result = die.poweredResult(sides, first, a.ptw);
    if (a.rerolls && die.rerolledByDefault(sides, first, result, silhouette)) {
      for (let second = 1; second <= sides; second++) counts[fateOf(second)] += 1n;
    } else {
      counts[fateOf(first)] += a.rerolls ? BigInt(sides) : 1n;
    }
  }
  return { counts, of: BigInt(sides) ** (a.rerolls ? 2n : 1n) };
}

/** Unsaved hits out of `hits`, as counts over the faces of two save dice (ABS-ATK-9 step 8). */
function unsavedHits(shields: number, sides: number, hits: number): Counts {
  const faces = die.saveRollNeeded(shields, sides) ? sides : 1;
  const one: Counts = { weights: [0n, 0n], total: BigInt(faces) };
  for (let face = 1; face <= faces; face++) {
    const save = die.saveRollNeeded(shields, sides) ? face : undefined;
    one.weights[die.isSaved(shields, sides, save) ? 0 : 1] += 1n;
  }
  const spare = BigInt(faces) ** BigInt(2 - hits);
  const c = convolvePower(one, hits);
  return { weights: c.weights.map((w) => w * spare), total: c.total * spare };
}

/** One die of `p`: the damage it deals through to the target. */
function dieDamage(a: PreparedAttack, p: PoolEntry): Counts {
  const { counts, of } = fateCounts(a, p.sides);
  return mixture(
    FATES.map((fate) => ({
      weight: counts[fate],
      counts: mapValues(unsavedHits(a.shields, p.sides, die.hitsOf(fate)), (k) => k * p.damage),
    })),
    of,
  );
}

/** ABS-DMG-5: the damage a Systems Critical ship's own duds deal it, capped by its integrity. */
function malfunctionDamage(a: PreparedAttack, ship: number): Counts {
  let c = certain(0);
  for (const p of a.pool.filter((x) => x.ship === ship)) {
    const { counts, of } = fateCounts(a, p.sides);
    const die = mixture(
      [
        { weight: of - counts.dud, counts: certain(0) },
        { weight: counts.dud, counts: certain(p.damage) },
      ],
      of,
    );
    c = convolve(c, convolvePower(die, p.dice));
  }
  const room = a.attacker.silhouette - a.attacker.damage[ship];
  return mapValues(c, (k) => Math.min(k, room));
}

export interface DieOdds {
  ship: number;
  weapon: string;
  sides: number;
  dice: number;
  /** Per die: P(each fate) after Power to Weapons and the ABS-ATK-7 default re-roll. */
  miss: Probability;
  dud: Probability;
  hit: Probability;
  critical: Probability;
  /** Per die: P(it scores at least one hit) = hit + critical. */
  scores: Probability;
}

export type CombatOdds = AttackSummary & {
  ok: true;
  dice: DieOdds[];
  /** Index k: P(the unsaved hits deal exactly k damage). */
  damage: Probability[];
  expectedDamage: Probability;
  /** Index k: P(exactly k ships of the target are destroyed). */
  shipsDestroyed: Probability[];
  /** For each Systems Critical attacking ship, index k: P(its duds deal it k damage). */
  criticalMalfunctions: { ship: number; damage: Probability[] }[];
};

function dieOdds(a: PreparedAttack, p: PoolEntry): DieOdds {
  const { counts, of } = fateCounts(a, p.sides);
  return {
    ship: p.ship,
    weapon: p.weapon,
    sides: p.sides,
    dice: p.dice,
    miss: probability(counts.miss, of),
    dud: probability(counts.dud, of),
    hit: probability(counts.hit, of),
    critical: probability(counts.critical, of),
    scores: probability(counts.hit + counts.critical, of),
  };
}

/** The exact odds of the attack a request describes (the same checks as `resolveAttack`). */
export function attackOdds(input: unknown): CombatOdds | Refusal {
  const prepared = prepareAttack(input);
  if (!prepared.ok) return prepared;
  const a = prepared.attack;
  const damage = a.pool.reduce(
    (c, p) => convolve(c, convolvePower(dieDamage(a, p), p.dice)),
    certain(0),
  );
  const destroyed = mapValues(
    damage,
    (k) => assignDamage(a.target, k).filter((d) => isDestroyedAt(d, a.target.silhouette)).length,
  );
  const critical = a.attacker.damage.flatMap((d, ship) =>
    isSystemsCritical(d, a.attacker.mass)
      ? [{ ship, damage: probabilities(malfunctionDamage(a, ship)) }]
      : [],
  );
  return {
    ok: true,
    ...summaryOf(a),
    dice: a.pool.map((p) => dieOdds(a, p)),
    damage: probabilities(damage),
    expectedDamage: expectation(damage),
    shipsDestroyed: probabilities(destroyed),
    criticalMalfunctions: critical,
  };
}
