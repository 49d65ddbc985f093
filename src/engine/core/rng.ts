import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { sha256Bytes } from './hash.js';

/** The algorithm behind every seeded stream; recorded with each match (SY-RNG-1). */
export const RNG_ALGORITHM = 'xoroshiro128+ (pure-rand), state = first 16 bytes of SHA-256(seed)';

/** A uniform random stream. Its whole state is four 32-bit integers, so it serializes losslessly. */
export interface Rng {
  /** A uniform unsigned 32-bit integer. */
  nextUint32(): number;
  /** A uniform integer in 0..n-1, by rejection: no modulo bias (SY-RNG-2). */
  int(n: number): number;
  state(): number[];
}

const TWO_32 = 4294967296;

class XoroshiroRng implements Rng {
  private readonly gen;
  constructor(state: readonly number[]) {
    this.gen = xoroshiro128plusFromState(state);
  }
  nextUint32(): number {
    return this.gen.next() >>> 0;
  }
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32)
      throw new RangeError(`int(${n}): n must be an integer in 1..2^32`);
    const limit = Math.floor(TWO_32 / n) * n;
    for (;;) {
      const r = this.nextUint32();
      if (r < limit) return r % n;
    }
  }
  state(): number[] {
    return [...this.gen.getState()];
  }
}

/** The stream for a seed. `stream` names an independent sub-stream (e.g. a bot's own choices). */
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
