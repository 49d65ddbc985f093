import { describe, expect, it } from '@jest/globals';
import { borderClash, ship } from '../spec/fixtures.js';
import { fittedOdds } from '../../../bots/evaluation.js';
import { seededDice } from '../../../testing/context.js';
import { initialState } from '../setup.js';
import {
  evaluate,
  features,
  FEATURE_NAMES,
  FITTED_WEIGHTS,
  FLIGHTS_WEIGHTS,
} from './evaluation.js';

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

  it('SE-FTR-1: a table with fighter flights is judged by the weights fitted where they fly', () => {
    const s = initialState({ scenarioId: 'belt-strike', options: {} }, seededDice('weights'));
    expect(FLIGHTS_WEIGHTS).toHaveLength(FEATURE_NAMES.length);
    ship(s, 'B1').sections.F.blocksMarked = 2;
    ship(s, 'B2').sections.F.blocksMarked = 2;
    expect(evaluate(s, 0)).toBeCloseTo(fittedOdds(features(s, 0), FLIGHTS_WEIGHTS), 12);
    expect(evaluate(s, 0)).not.toBeCloseTo(fittedOdds(features(s, 0), FITTED_WEIGHTS), 3);
    const plain = borderClash();
    ship(plain, 'B1').sections.F.blocksMarked = 2;
    expect(evaluate(plain, 0)).toBeCloseTo(fittedOdds(features(plain, 0), FITTED_WEIGHTS), 12);
  });
});
