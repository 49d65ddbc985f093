/**
 * A stateless missile salvo (SITS-DEF, SITS-DMG-2): missiles engaged while capacity lasts meet
 * the full defence value, the rest the saturated one; each survivor strikes for its warhead's
 * damage against the stated protection. A wedge stops the whole salvo.
 */
import type { Dice } from '../../../core/dice.js';
import { missileRangeColumn } from '../data/tables.js';
import { missileHitDamage } from '../rules/damage.js';
import { rollD100 } from '../rules/dice.js';
import { defenceValue, rawDefenceValue, saturatedValue } from '../rules/missile-defence.js';
import { convolveWeights, probability, type Probability } from '../../../core/exact.js';
import { binomialWays } from './binomial.js';
import type { ParsedSalvo } from './request.js';

export interface SalvoSummary {
  band: string;
  rangeMod: number;
  dv: number;
  saturatedDv: number;
  /** Missiles met at the full DV (the defender's remaining capacity). */
  atFullDv: number;
  damagePerHit: number;
  stoppedByWedge: boolean;
}

export function salvoSummary(p: ParsedSalvo): SalvoSummary {
  const r = p.request;
  const column = missileRangeColumn(r.launchRange);
  const raw = rawDefenceValue(p.ad, {
    rangeMod: column.rangeMod,
    decoyed: r.decoyed ?? false,
    warhead: r.warhead,
    fcPenalty: r.fcPenalty ?? 0,
  });
  return {
    band: column.label,
    rangeMod: column.rangeMod,
    dv: defenceValue(raw),
    saturatedDv: saturatedValue(raw, p.ad),
    atFullDv: Math.min(r.missiles, p.adRemaining),
    damagePerHit: missileHitDamage(r.missileType, r.warhead, r.protection === 'unprotected'),
    stoppedByWedge: r.protection === 'wedge',
  };
}

export function resolveSalvo(p: ParsedSalvo, dice: Dice) {
  const s = salvoSummary(p);
  const rolls: number[] = [];
  let survivors = 0;
  if (!s.stoppedByWedge) {
    for (let i = 0; i < p.request.missiles; i++) {
      const dv = i < s.atFullDv ? s.dv : s.saturatedDv;
      const roll = rollD100(dice, `missile defence against missile ${i + 1} (DV ${dv})`);
      rolls.push(roll);
      if (roll >= dv) survivors++;
    }
  }
  return { ...s, rolls, survivors, totalDamage: survivors * s.damagePerHit };
}

export function salvoOdds(p: ParsedSalvo): SalvoSummary & {
  survivors: Probability[];
  expectedDamage: Probability;
} {
  const s = salvoSummary(p);
  const n = p.request.missiles;
  if (s.stoppedByWedge) {
    return { ...s, survivors: [probability(1n, 1n)], expectedDamage: probability(0n, 1n) };
  }
  const ways = convolveWeights(
    binomialWays(s.atFullDv, 100 - s.dv),
    binomialWays(n - s.atFullDv, 100 - s.saturatedDv),
  );
  const outcomes = 100n ** BigInt(n);
  const expected = ways.reduce((sum, w, k) => sum + w * BigInt(k * s.damagePerHit), 0n);
  return {
    ...s,
    survivors: ways.map((w) => probability(w, outcomes)),
    expectedDamage: probability(expected, outcomes),
  };
}
