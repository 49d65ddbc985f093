import { describe, expect, it } from '@jest/globals';
import { borderClash, ship } from '../spec/fixtures.js';
import { evaluate, features, FEATURE_NAMES, FITTED_WEIGHTS } from './evaluation.js';

describe('the Stellar Empires evaluation', () => {
  it('SE-END-5: a weight for every feature, each seat seeing the same lead from its side', () => {
    const s = borderClash();
    expect(FITTED_WEIGHTS).toHaveLength(FEATURE_NAMES.length);
    ship(s, 'B1').sections.F.blocksMarked = 1;
    ship(s, 'A2').sections.F.armorMarked = 2;
    const [mine, theirs] = [features(s, 0), features(s, 1)];
    expect(mine).toHaveLength(FEATURE_NAMES.length);
    mine.forEach((x, i) => expect(x).toBeCloseTo(-theirs[i], 9));
    expect(evaluate(s, 0) + evaluate(s, 1)).toBeCloseTo(1, 9);
    expect(mine[FEATURE_NAMES.indexOf('wear')]).toBeGreaterThan(0);
    expect(mine[FEATURE_NAMES.indexOf('armor')]).toBeLessThan(0);
  });
});
