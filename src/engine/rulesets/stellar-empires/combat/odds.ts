/**
 * Exact odds of one stateless attack (SE-D-8), by enumeration over every die face with the
 * match's own rule functions: the hits of the to-hit roll(s), the hits left after the defender's
 * interceptor dice (one die per hit, SE-SCN-1.6), and the structure damage of one hit.
 */
import { certain, convolve, mixture, type Counts } from '../../../core/exact.js';
import { rangeDamageModifier, resolveDice } from '../rules/damage.js';
import { dieSidesFor, interceptRollModifier, interceptValue } from '../rules/interception.js';
import { weaponOfSystem, weaponsLeft } from '../rules/systems.js';
import { factorHits, pulseOf, pulseRolls } from '../rules/to-hit.js';
import type { AttackRequest, Situation } from './request.js';
import { attackTargetNumber, lineTerrain } from './target-number.js';

/** The rolls of a system: one factor per D10 and the TN shift of saturation fire. */
export function rollPlan(sit: Situation, r: AttackRequest): { factors: number[]; tn: number } {
  const w = weaponOfSystem(sit.attacker, r.attacker.system);
  const weapons = weaponsLeft(sit.attacker, r.attacker.system);
  const pulse = pulseOf(w);
  const plan =
    pulse > 0
      ? pulseRolls(weapons, pulse, r.mode ?? 'burst', r.pulse_combined_roll === true)
      : { factors: [weapons], tnShift: 0 };
  return { factors: plan.factors, tn: attackTargetNumber(sit, r, plan.tnShift) };
}

/** SE-HIT-13..17: the hits of the whole system. */
export function hitCounts(sit: Situation, r: AttackRequest): Counts {
  const { factors, tn } = rollPlan(sit, r);
  let out = certain(0);
  for (const factor of factors) {
    const one: bigint[] = [];
    for (let roll = 1; roll <= 10; roll++) {
      const h = factorHits(roll, tn, factor);
      while (one.length <= h) one.push(0n);
      one[h] += 1n;
    }
    out = convolve(out, { weights: one, total: 10n });
  }
  return out;
}

/** SE-INT-2, SE-INT-4: hits left when `dice` interceptor dice go one per hit. */
export function survivingCounts(sit: Situation, r: AttackRequest, hits: Counts): Counts {
  const w = weaponOfSystem(sit.attacker, r.attacker.system);
  const int = interceptValue(w);
  const dice = r.intercept_dice ?? 0;
  if (int === 0 || dice === 0) return hits;
  const sides = dieSidesFor(sit.state, sit.target);
  const mod = interceptRollModifier(sit.target);
  let success = 0;
  for (let f = 1; f <= sides; f++) if (f + mod <= int) success++;
  const branches = hits.weights.map((weight, h) => {
    const k = Math.min(h, dice);
    // k dice each stop their hit with probability success/sides: h − Binomial(k).
    let stopped = certain(0);
    for (let i = 0; i < k; i++)
      stopped = convolve(stopped, {
        weights: [BigInt(sides - success), BigInt(success)],
        total: BigInt(sides),
      });
    const left: bigint[] = new Array<bigint>(h + 1).fill(0n);
    stopped.weights.forEach((c, s) => {
      left[h - s] += c * BigInt(sides) ** BigInt(dice - k);
    });
    return { weight, counts: { weights: left, total: BigInt(sides) ** BigInt(dice) } };
  });
  return mixture(branches, hits.total);
}

/** SE-DMG-1..6: structure points one hit deals, over every face of its damage dice. */
export function damageCounts(sit: Situation, r: AttackRequest): Counts {
  const w = weaponOfSystem(sit.attacker, r.attacker.system);
  const { die, dice, bonus } = w.damage;
  const modifier = dieModifierOf(sit, r);
  const weights: bigint[] = [];
  const faces = new Array<number>(dice).fill(1);
  const total = die ** dice;
  for (let i = 0; i < total; i++) {
    let n = i;
    for (let k = 0; k < dice; k++) {
      faces[k] = (n % die) + 1;
      n = Math.floor(n / die);
    }
    const ship = structuredClone(sit.target);
    const d = resolveDice(
      w,
      ship,
      r.target.section,
      faces.map((f) => f + bonus + modifier),
    );
    const points = d.section + d.primary + d.opposite;
    while (weights.length <= points) weights.push(0n);
    weights[points] += 1n;
  }
  return { weights, total: BigInt(total) };
}

/** Every die's modifier: range (SE-DMG-2) and an atmosphere on the line (SE-TER-5). */
export function dieModifierOf(sit: Situation, r: AttackRequest): number {
  return (
    rangeDamageModifier(weaponOfSystem(sit.attacker, r.attacker.system), r.range, true) +
    lineTerrain(sit).dieModifier
  );
}
