/**
 * Level 2 weapon traits as numbers (SE-TRAIT-ACCELERATING, ASCENDING, ENVELOPING_1, WAVE). Early
 * accelerating fire is played (level2/weapon-rules.ts); no sample weapon has the other traits.
 */
import type { SectionId } from '../../data/data.js';

/** SE-TRAIT-ACCELERATING: early fire with floor(dice × charge / delay) dice; 0 means it cannot fire. */
export function acceleratingDice(dice: number, charge: number, delay: number): number {
  if (charge < 1 || charge >= delay) return charge >= delay ? dice : 0;
  return Math.floor((dice * charge) / delay);
}

/** SE-TRAIT-ASCENDING: every die of every hit of a roll gets +max(0, TN − roll). */
export function ascendingBonus(tn: number, roll: number): number {
  return Math.max(0, tn - roll);
}

const ADJACENT: Record<SectionId, [SectionId, SectionId]> = {
  F: ['S', 'P'],
  A: ['S', 'P'],
  P: ['F', 'A'],
  S: ['F', 'A'],
};
const OPPOSITE: Record<SectionId, SectionId> = { F: 'A', A: 'F', P: 'S', S: 'P' };

/**
 * SE-TRAIT-ENVELOPING_1: dice dealt one at a time in the cycle facing, nearer adjacent (tie:
 * starboard), other adjacent, opposite.
 */
export function envelopingSplit(
  facing: SectionId,
  dice: number,
  nearer?: SectionId,
): Record<SectionId, number> {
  const [a, b] = ADJACENT[facing];
  const first = nearer ?? (a === 'S' || b === 'S' ? 'S' : a);
  const second = first === a ? b : a;
  const cycle: SectionId[] = [facing, first, second, OPPOSITE[facing]];
  const out: Record<SectionId, number> = { F: 0, P: 0, S: 0, A: 0 };
  for (let i = 0; i < dice; i++) out[cycle[i % 4]] += 1;
  return out;
}

/** SE-TRAIT-WAVE: floor(n/3) to the facing section and each adjacent one, the rest to the facing. */
export function waveSplit(facing: SectionId, dice: number): Record<SectionId, number> {
  const out: Record<SectionId, number> = { F: 0, P: 0, S: 0, A: 0 };
  const each = Math.floor(dice / 3);
  const [a, b] = ADJACENT[facing];
  out[a] = each;
  out[b] = each;
  out[facing] = dice - 2 * each;
  return out;
}
