import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { sha256Bytes } from './hash.js';

/** A uniform random stream whose whole state is a list of integers, so it serializes losslessly. */
export interface Rng {
  /** A uniform unsigned 32-bit integer. */
  nextUint32(): number;
  /** A uniform integer in 0..n-1, by rejection: no modulo bias (SY-RNG-2). */
  int(n: number): number;
  state(): number[];
}

const TWO_32 = 4294967296;

/**
 * `int(n)` by SY-RNG-2 over any source of uniform 32-bit words: a draw at or above
 * floor(2^32 / n) * n is rejected and another drawn, so every result is equally likely.
 */
export abstract class UniformRng implements Rng {
  abstract nextUint32(): number;
  abstract state(): number[];

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32)
      throw new RangeError(`int(${n}): n must be an integer in 1..2^32`);
    const limit = Math.floor(TWO_32 / n) * n;
    for (;;) {
      const r = this.nextUint32();
      // r % n, without the modulo: half the draws are above 2^31, so V8 takes `%` as a C call on
      // doubles (twice the cost of int() itself). The quotient of two integers below 2^32 is never
      // rounded up to the next integer, so this is the same remainder.
      if (r < limit) return r - Math.floor(r / n) * n;
    }
  }
}

class XoroshiroRng extends UniformRng {
  private readonly gen;
  constructor(state: readonly number[]) {
    super();
    this.gen = xoroshiro128plusFromState(state);
  }
  nextUint32(): number {
    return this.gen.next() >>> 0;
  }
  state(): number[] {
    return [...this.gen.getState()];
  }
}

/**
 * A fast seeded stream for choices: bots, samplers, simulations, tests. It is reproducible but
 * not unpredictable (xoroshiro128+ gives its state away after a few hundred outputs), so a
 * match's dice never come from it: they come from the match's dice generator (dice-generators.ts).
 * `stream` names an independent sub-stream (e.g. a bot's own choices).
 */
export function rngFromSeed(seed: string, stream = 'dice'): Rng {
  const bytes = sha256Bytes(`${stream}:${seed}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const state: number[] = [0, 1, 2, 3].map((i) => view.getInt32(i * 4));
  // xoroshiro must never start from the all-zero state.
  if (state.every((s): boolean => s === 0)) state[0] = 1;
  return new XoroshiroRng(state);
}

export function rngFromState(state: readonly number[]): Rng {
  return new XoroshiroRng(state);
}
