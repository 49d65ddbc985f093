/**
 * Are the seeded dice fair? A chi-square goodness-of-fit test over a million faces of every die
 * the rulesets roll (d2-d5 shuffle the dogfight deck, d3-d12 in A Billion Suns), and a d20. The
 * seed is fixed, so the verdict is the same on every run.
 */
import { chacha20FromSeed } from './chacha20-rng.js';
import { SeededDiceSource } from './dice.js';

const FACES = 1_000_000;

/** Chi-square values exceeded with probability 0.001 by a fair die, by degrees of freedom. */
const CRITICAL_0_001: Record<number, number> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  7: 24.322,
  9: 27.877,
  11: 31.264,
  19: 43.82,
};

function chiSquare(faces: readonly number[], sides: number): number {
  const counts = new Array<number>(sides).fill(0);
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1 || face > sides) throw new Error(`d${sides}: ${face}`);
    counts[face - 1]++;
  }
  const expected = faces.length / sides;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('seeded dice fairness (chacha20-v1)', () => {
  it.each([2, 3, 4, 5, 6, 8, 10, 12, 20])(
    'SY-RNG-2: a million d%i faces pass a chi-square test at p = 0.001',
    (sides) => {
      const dice = new SeededDiceSource(chacha20FromSeed(`chi-square d${sides}`));
      const faces = dice.faces({ sides, count: FACES });
      expect(chiSquare(faces, sides)).toBeLessThan(CRITICAL_0_001[sides - 1]);
    },
  );

  it('the test catches modulo bias, which rejection sampling exists to prevent', () => {
    // A d6 from one byte by `% 6`: faces 1-4 come up 43 times in 256, faces 5-6 only 42.
    const rng = chacha20FromSeed('biased');
    const faces = Array.from({ length: FACES }, () => ((rng.nextUint32() >>> 24) % 6) + 1);
    expect(chiSquare(faces, 6)).toBeGreaterThan(CRITICAL_0_001[5]);
  });
});
