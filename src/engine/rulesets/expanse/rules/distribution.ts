/** Exact probability distributions of dice sums, for odds by enumeration. */

/** value → probability */
export type Dist = Map<number, number>;

export function point(v: number): Dist {
  return new Map([[v, 1]]);
}

/** Distribution of a + b for independent a, b. */
export function convolve(a: Dist, b: Dist): Dist {
  const out: Dist = new Map();
  for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
  return out;
}

export function mapDist(a: Dist, f: (v: number) => number): Dist {
  const out: Dist = new Map();
  for (const [x, p] of a) out.set(f(x), (out.get(f(x)) ?? 0) + p);
  return out;
}

const D6: Dist = new Map([1, 2, 3, 4, 5, 6].map((f) => [f, 1 / 6]));

/** Sum of n d6 (or n d3 = ceil(d6 / 2)). */
export function diceSum(n: number, sides: 3 | 6 = 6): Dist {
  const die = sides === 3 ? mapDist(D6, (f) => Math.ceil(f / 2)) : D6;
  let out = point(0);
  for (let i = 0; i < n; i++) out = convolve(out, die);
  return out;
}

/** Distribution of a dice expression "N", "1d3" or "Nd6". */
export function exprDist(expr: string): Dist {
  if (/^\d+$/.test(expr)) return point(Number(expr));
  const m = /^(\d+)d(3|6)$/.exec(expr);
  if (!m) throw new RangeError(`unknown dice expression '${expr}'`);
  return diceSum(Number(m[1]), m[2] === '3' ? 3 : 6);
}

/** Every ordered triple of d6 faces, each with probability 1/216 (a test roll, EX-CORE-1). */
export function* testRolls(): Generator<[number, number, number]> {
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let d = 1; d <= 6; d++) yield [a, b, d];
}

export function toRecord(d: Dist): Record<string, number> {
  return Object.fromEntries(
    [...d.entries()].sort((x, y) => x[0] - y[0]).map(([k, v]) => [String(k), v]),
  );
}
