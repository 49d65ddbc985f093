/**
 * Exact odds of an attack, by enumeration over every d6 outcome (no sampling). The to-hit chance
 * runs each of the 6^n pools, and each of the 6 Linked re-roll faces after a miss, through the same
 * `decideToHit` the game rolls with; damage points are a convolution over the damage dice.
 */
import type { Aspect, UnitType } from '../model.js';
import { damageOutcome } from './damage.js';
import { add, fraction, mul, ONE, sub, sum, ZERO, type Fraction } from './fraction.js';
import { COUNTERMEASURES_SAVE } from './lmd.js';
import type { ToHitPool } from './range.js';
import { decideToHit } from './to-hit.js';

/** Every pool of `count` d6, in lexicographic order of draws. */
function* allPools(count: number): Generator<number[]> {
  const faces = new Array<number>(count).fill(1);
  for (;;) {
    yield [...faces];
    let i = count - 1;
    while (i >= 0 && faces[i] === 6) faces[i--] = 1;
    if (i < 0) return;
    faces[i] += 1;
  }
}

/** P(the to-hit roll succeeds), including the Linked re-roll (SY-HIT-5, SY-FEAT-4, SY-HIT-6). */
export function toHitChance(pool: ToHitPool, tht: number, linked: boolean): Fraction {
  if (tht > 6) return ZERO;
  let hits = 0;
  let outcomes = 0;
  const rerollWeight = linked ? 6 : 1;
  for (const faces of allPools(pool.count)) {
    const first = decideToHit(pool, tht, faces, false);
    outcomes += rerollWeight;
    if (first.hit) {
      hits += rerollWeight;
    } else if (linked) {
      for (let face = 1; face <= 6; face++) {
        if (decideToHit(pool, tht, faces, true, () => face).hit) hits += 1;
      }
    }
  }
  return fraction(hits, outcomes);
}

/** P(a die scores against this armor): faces >= armor (SY-DMG-1). */
export function dieScoreChance(armor: number): Fraction {
  const scoring = Math.min(6, Math.max(0, 7 - armor));
  return fraction(scoring, 6);
}

/** P(points = k) for k = 0..dice: each die scores on a face >= armor, independently. */
export function damagePointsDistribution(dice: number, armor: number): Fraction[] {
  return facesAtLeastDistribution(dice, armor);
}

/** P(exactly k of `dice` d6 show `atLeast` or more), k = 0..dice. */
export function facesAtLeastDistribution(dice: number, atLeast: number): Fraction[] {
  const scoring = BigInt(Math.min(6, Math.max(0, 7 - atLeast)));
  let counts: bigint[] = [1n];
  for (let d = 0; d < dice; d++) {
    const next = new Array<bigint>(counts.length + 1).fill(0n);
    counts.forEach((c, k) => {
      next[k] += c * (6n - scoring);
      next[k + 1] += c * scoring;
    });
    counts = next;
  }
  const total = 6n ** BigInt(dice);
  return counts.map((c) => fraction(c, total));
}

/** P(the countermeasures die does not neutralise the missile): faces below 4 (SY-LMD-3). */
export function countermeasuresFailChance(): Fraction {
  return fraction(COUNTERMEASURES_SAVE - 1, 6);
}

/** P(points = k) for an attack that deals damage with probability `hit` (a miss is 0 points). */
export function unconditionalPoints(hit: Fraction, conditional: readonly Fraction[]): Fraction[] {
  const out = conditional.map((p) => mul(hit, p));
  out[0] = add(out[0], sub(ONE, hit));
  return out;
}

export interface DamageOdds {
  /** Index k: P(the attack removes k structure). */
  structureDamage: Fraction[];
  /** Index k: P(the attack removes k shield levels). */
  shieldsLost: Fraction[];
  wrecked: Fraction;
  destroyed: Fraction;
  /** Mean structure removed. */
  expectedStructureDamage: Fraction;
}

/** How a distribution of damage points lands on a unit's shields and structure (SY-DMG-3, -4). */
export function damageOdds(
  type: UnitType,
  shields: number,
  structure: number,
  points: readonly Fraction[],
  aspect: Aspect,
): DamageOdds {
  const structureDamage: Fraction[] = [];
  const shieldsLost: Fraction[] = [];
  const wrecked: Fraction[] = [];
  const destroyed: Fraction[] = [];
  const mean: Fraction[] = [];
  points.forEach((p, k) => {
    const o = damageOutcome(type, shields, structure, k, aspect);
    const lost = structure - o.structureAfter;
    const drained = shields - o.shieldsAfter;
    structureDamage[lost] = add(structureDamage[lost] ?? ZERO, p);
    shieldsLost[drained] = add(shieldsLost[drained] ?? ZERO, p);
    if (o.result === 'WRECKED') wrecked.push(p);
    if (o.result === 'DESTROYED') destroyed.push(p);
    mean.push(mul(p, fraction(lost)));
  });
  const dense = (xs: Fraction[]) => Array.from(xs, (x) => x ?? ZERO);
  return {
    structureDamage: dense(structureDamage),
    shieldsLost: dense(shieldsLost),
    wrecked: sum(wrecked),
    destroyed: sum(destroyed),
    expectedStructureDamage: sum(mean),
  };
}
