/**
 * SITS-GEN-4: arithmetic is exact and only rounded where a rule says so. rhu is "round half up",
 * floor(x + ½); on a ratio of integers it is computed in integers, so 8/4 or 82/4 never meet a
 * floating-point half that is a hair short.
 */

/** rhu(x) = floor(x + ½) for a number that is already exact (an integer or a half). */
export function rhu(x: number): number {
  return Math.floor(x + 0.5);
}

/** rhu(numerator / denominator) for integers, denominator > 0: floor((2n + d) / 2d). */
export function rhuRatio(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0) {
    throw new RangeError(`rhuRatio needs integers and a positive denominator`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function clamp(x: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, x));
}
