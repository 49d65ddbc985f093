/**
 * Exact chances as counts of equally likely dice outcomes over their total (1,000 for 3d10,
 * 100ⁿ for n d100), in big integers so that long salvos stay exact.
 */

export interface Probability {
  numerator: string;
  denominator: string;
  value: number;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export function probability(ways: bigint, outcomes: bigint): Probability {
  const g = gcd(ways, outcomes) || 1n;
  const num = ways / g;
  const den = outcomes / g;
  return {
    numerator: num.toString(),
    denominator: den.toString(),
    value: Number(num) / Number(den),
  };
}

/**
 * Ways (out of 100ⁿ) for each number of successes among n independent d100 rolls that each
 * succeed on `hits` of the 100 faces.
 */
export function binomialWays(n: number, hits: number): bigint[] {
  let ways: bigint[] = [1n];
  const yes = BigInt(hits);
  const no = BigInt(100 - hits);
  for (let i = 0; i < n; i++) {
    const next = new Array<bigint>(ways.length + 1).fill(0n);
    ways.forEach((w, k) => {
      next[k] += w * no;
      next[k + 1] += w * yes;
    });
    ways = next;
  }
  return ways;
}

export function convolve(a: bigint[], b: bigint[]): bigint[] {
  const out = new Array<bigint>(a.length + b.length - 1).fill(0n);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] += x * y)));
  return out;
}
