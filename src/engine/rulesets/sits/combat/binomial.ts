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
