import { rate, rating } from 'openskill';
import { displayed, newSkill, placesOf, rateGame } from './skill.js';

/**
 * Reference values published in the openskill package's README (v5), which this module must
 * reproduce: same model, same defaults.
 */
describe('skill ratings against OpenSkill reference values', () => {
  const close = (actual: number, expected: number, digits: number) =>
    expect(actual).toBeCloseTo(expected, digits);

  it('starts a newcomer at mu 25, sigma 8.333 (README: rating())', () => {
    const s = newSkill();
    expect(s.mu).toBe(25);
    close(s.sigma, 8.333333333333334, 12);
  });

  it('rates a four-player game by rank like the README example (rank [4, 1, 3, 2])', () => {
    // The README's "Artificial Ranking" table: 20.963/8.084, 27.795/8.263, 24.689/8.084, 26.553/8.179.
    const after = rateGame([newSkill(), newSkill(), newSkill(), newSkill()], [4, 1, 3, 2]);
    const expected = [
      [20.963, 8.084],
      [27.795, 8.263],
      [24.689, 8.084],
      [26.553, 8.179],
    ];
    after.forEach((s, i) => {
      // The README rounds loosely (20.963 for 20.9624): two decimals is what it settles.
      close(s.mu, expected[i][0], 2);
      close(s.sigma, expected[i][1], 2);
    });
  });

  it('agrees with the README two-team example (28.67/8.07, 33.83/5.06 beat 43.07/2.42, 23.15/6.14)', () => {
    // Teams are not what Salvo rates, but the published numbers check the model and defaults.
    const [[x1, x2], [y1, y2]] = rate([
      [rating(), rating({ mu: 32.444, sigma: 5.123 })],
      [rating({ mu: 43.381, sigma: 2.421 }), rating({ mu: 25.188, sigma: 6.211 })],
    ]);
    close(x1.mu, 28.67, 2);
    close(x1.sigma, 8.07, 2);
    close(x2.mu, 33.83, 2);
    close(x2.sigma, 5.06, 2);
    close(y1.mu, 43.07, 2);
    close(y1.sigma, 2.42, 2);
    close(y2.mu, 23.15, 2);
    close(y2.sigma, 6.14, 2);
  });

  it('orders by mu - 3 sigma (README: ordinal({ mu: 43.07, sigma: 2.42 }) is 35.81)', () => {
    close(displayed({ mu: 43.07, sigma: 2.42 }), 35.81, 2);
  });

  it('moves a one-on-one winner up and the loser down by the same amount; a draw moves neither', () => {
    const [w, l] = rateGame([newSkill(), newSkill()], placesOf(2, [0], false));
    expect(w.mu).toBeGreaterThan(25);
    close(w.mu - 25, 25 - l.mu, 10);
    expect(w.sigma).toBeLessThan(newSkill().sigma);
    const [a, b] = rateGame([newSkill(), newSkill()], placesOf(2, [], true));
    close(a.mu, 25, 10);
    close(b.mu, 25, 10);
  });

  it('places winners first and everyone else second', () => {
    expect(placesOf(3, [1], false)).toEqual([2, 1, 2]);
    expect(placesOf(2, [0], true)).toEqual([1, 1]);
  });
});
