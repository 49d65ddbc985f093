/**
 * Exact probabilities as reduced fractions of big integers: every Stratoyager probability is a
 * count of d6 outcomes over a power of 6, and summing those in floating point would not be exact.
 */

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO = fraction(0);
export const ONE = fraction(1);

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function sum(parts: readonly Fraction[]): Fraction {
  return parts.reduce(add, ZERO);
}

export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

/** A probability for JSON: the exact fraction as decimal strings, and its nearest double. */
export interface Probability {
  numerator: string;
  denominator: string;
  value: number;
}

export function toProbability(f: Fraction): Probability {
  return { numerator: f.num.toString(), denominator: f.den.toString(), value: toNumber(f) };
}

/** The nearest double (both parts stay far below 2^53 here, so this is correctly rounded). */
export function toNumber(f: Fraction): number {
  return Number(f.num) / Number(f.den);
}
