/**
 * Exact distributions as whole-number weights over a common total: every outcome of an attack is
 * a count of equally likely faces, so sums and convolutions stay exact until the answer divides.
 * Shared by the rulesets' stateless combat odds (A Billion Suns, SITS, ...).
 */

/** Index k: how many of `total` equally likely outcomes give the value k. */
export interface Counts {
  weights: bigint[];
  total: bigint;
}

/** The value k with certainty. */
export function certain(k: number): Counts {
  const weights = new Array<bigint>(k + 1).fill(0n);
  weights[k] = 1n;
  return { weights, total: 1n };
}

/** Weights of the sum of two independent values, given the weights of each. */
export function convolveWeights(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  const weights = new Array<bigint>(a.length + b.length - 1).fill(0n);
  a.forEach((x, i) => {
    if (x === 0n) return;
    b.forEach((y, j) => {
      weights[i + j] += x * y;
    });
  });
  return weights;
}

/** The distribution of the sum of two independent values. */
export function convolve(a: Counts, b: Counts): Counts {
  return { weights: convolveWeights(a.weights, b.weights), total: a.total * b.total };
}

/** The sum of `n` independent copies. */
export function convolvePower(c: Counts, n: number): Counts {
  let out = certain(0);
  for (let i = 0; i < n; i++) out = convolve(out, c);
  return out;
}

/**
 * A mixture: branch i happens in `weight` of `of` outcomes and then follows `counts`. Every
 * branch's `counts` must have the same total.
 */
export function mixture(branches: { weight: bigint; counts: Counts }[], of: bigint): Counts {
  const length = Math.max(...branches.map((b) => b.counts.weights.length));
  const weights = new Array<bigint>(length).fill(0n);
  for (const { weight, counts } of branches)
    counts.weights.forEach((w, k) => {
      weights[k] += weight * w;
    });
  return { weights, total: of * branches[0].counts.total };
}

/** Each value k becomes f(k). */
export function mapValues(c: Counts, f: (k: number) => number): Counts {
  const weights: bigint[] = [];
  c.weights.forEach((w, k) => {
    const v = f(k);
    while (weights.length <= v) weights.push(0n);
    weights[v] += w;
  });
  return { weights, total: c.total };
}

/** A probability for JSON: the reduced fraction as decimal strings, and its nearest double. */
export interface Probability {
  numerator: string;
  denominator: string;
  value: number;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function probability(weight: bigint, total: bigint): Probability {
  const g = gcd(weight, total) || 1n;
  const [num, den] = [weight / g, total / g];
  return { numerator: num.toString(), denominator: den.toString(), value: nearest(num, den) };
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** num / den as a double: the exact division of exact doubles while both fit, else a 64-bit quotient. */
function nearest(num: bigint, den: bigint): number {
  if (num <= SAFE && den <= SAFE) return Number(num) / Number(den);
  const shift = Math.max(0, den.toString(2).length - num.toString(2).length + 64);
  return Number((num << BigInt(shift)) / den) / 2 ** shift;
}

/** Index k: P(value k), up to the largest value that can happen. */
export function probabilities(c: Counts): Probability[] {
  let end = c.weights.length;
  while (end > 1 && c.weights[end - 1] === 0n) end--;
  return c.weights.slice(0, end).map((w) => probability(w, c.total));
}

/** The mean value, as an exact fraction. */
export function expectation(c: Counts): Probability {
  return probability(
    c.weights.reduce((sum, w, k) => sum + w * BigInt(k), 0n),
    c.total,
  );
}
