/**
 * Level 2 weapon traits as numbers (SE-TRAIT-ACCELERATING, ASCENDING, ENVELOPING_1, WAVE). Play
 * uses them in level2/weapon-rules.ts (early fire), rules/fire.ts (Ascending) and level2/spread.ts
 * (Enveloping, Wave); no sample weapon has one of these traits.
 */
import { OPPOSITE, type SectionId } from '../../data/data.js';

/** SE-TRAIT-ACCELERATING: early fire with floor(dice × charge / delay) dice; 0 means it cannot fire. */
export function acceleratingDice(dice: number, charge: number, delay: number): number {
  if (charge < 1 || charge >= delay) return charge >= delay ? dice : 0;
  return Math.floor((dice * charge) / delay);
}

/** SE-TRAIT-ASCENDING: every die of every hit of a roll gets +max(0, TN − roll). */
export function ascendingBonus(tn: number, roll: number): number {
  return Math.max(0, tn - roll);
}

/** The two sections next to each one, starboard first where it is one. */
export const ADJACENT: Readonly<Record<SectionId, [SectionId, SectionId]>> = {
  F: ['S', 'P'],
  A: ['S', 'P'],
  P: ['F', 'A'],
  S: ['F', 'A'],
};

/** SE-TRAIT-ENVELOPING_1/2: the cycle from `start`: it, the nearer adjacent (tie: starboard), the other, the opposite. */
export function envelopingCycle(start: SectionId, nearer?: SectionId): SectionId[] {
  const [a, b] = ADJACENT[start];
  const first = nearer ?? (a === 'S' || b === 'S' ? 'S' : a);
  const second = first === a ? b : a;
  return [start, first, second, OPPOSITE[start]];
}

/**
 * SE-TRAIT-ENVELOPING_1: dice dealt one at a time in the cycle facing, nearer adjacent (tie:
 * starboard), other adjacent, opposite.
 */
export function envelopingSplit(
  facing: SectionId,
  dice: number,
  nearer?: SectionId,
): Record<SectionId, number> {
  const cycle = envelopingCycle(facing, nearer);
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
