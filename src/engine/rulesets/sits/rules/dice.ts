/**
 * SITS dice over the engine's dice (whose faces run 1..n): a d10 reads 0–9 (SITS-GEN-1), a d100 is
 * two d10 read as tens then units, 00–99 (SITS-GEN-2), and the variance roll 3d10v is the sum of
 * three d10 minus 13, −13..+14 (SITS-GEN-3, SITS-Q-11). Every roll goes through the logged stream
 * in the order the rules consume it (SITS-GEN-5).
 */
import type { Dice } from '../../../core/dice.js';
import type { Seat } from '../../../core/contract.js';

export function rollD10(dice: Dice, purpose: string, seat?: Seat): number {
  return dice.d(10, purpose, seat) - 1;
}

/** `secret` keeps the faces from every seat (a shuffled deck's order, SITS-GEN-8). */
export function rollD100(dice: Dice, purpose: string, seat?: Seat, secret = false): number {
  const [tens, units] = dice.roll({
    sides: 10,
    count: 2,
    purpose,
    seat,
    ...(secret ? { visibleTo: [] } : {}),
  });
  return (tens - 1) * 10 + (units - 1);
}

export const VARIANCE_OFFSET = 13;

export function rollVariance(dice: Dice, purpose: string, seat?: Seat): number {
  const faces = dice.roll({ sides: 10, count: 3, purpose, seat });
  return faces.reduce((sum, f) => sum + (f - 1), 0) - VARIANCE_OFFSET;
}

/** How many of the 1,000 three-d10 outcomes give each variance −13..+14, index = variance + 13. */
export function varianceOutcomes(): number[] {
  const ways = new Array<number>(28).fill(0);
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) ways[a + b + c]++;
  return ways;
}

/** Engine faces (1..10) that make a SITS d10 read `value`s, for test vectors and table dice. */
export function d10Faces(...values: number[]): number[] {
  return values.map((v) => v + 1);
}

/** Engine faces for d100 results read as the digest lists them ("d100: 71, 12 …"). */
export function d100Faces(...results: number[]): number[] {
  return results.flatMap((r) => [Math.floor(r / 10) + 1, (r % 10) + 1]);
}
