import {
  bandOfSquaredDistance,
  poolNotation,
  rangeBand,
  shiftedBand,
  toHitPool,
  type RangeBand,
} from './range.js';

describe('range bands', () => {
  it('SY-HIT-3 / SY-EX-18: peg distances map to bands with inclusive upper bounds (SY-Q-1 Klick column)', () => {
    const cases: [number, RangeBand][] = [
      [0, 'POINT_BLANK'],
      [1.0, 'POINT_BLANK'],
      [1.01, 'CLOSE'],
      [6.0, 'CLOSE'],
      [6.01, 'MEDIUM'],
      [12.0, 'MEDIUM'],
      [12.01, 'LONG'],
      [18.0, 'LONG'],
      [18.01, 'EXTREME'],
      [24.0, 'EXTREME'],
      [24.5, 'VISUAL'],
      [30.0, 'VISUAL'],
      [30.01, 'BEYOND'],
    ];
    for (const [distance, band] of cases)
      expect([distance, rangeBand(distance)]).toEqual([distance, band]);
  });

  it('SY-GEO-4: "distance <= r" is decided on squares with EPS, so a rounded boundary stays inside', () => {
    // Positions in doubles can leave a distance meant to be exactly 6 a hair above it.
    expect(bandOfSquaredDistance(36 + 5e-10)).toBe('CLOSE');
    expect(bandOfSquaredDistance(36 + 2e-9)).toBe('MEDIUM');
    expect(rangeBand(6 + 1e-15)).toBe('CLOSE');
  });

  it('SY-HIT-3: dice pools per band', () => {
    expect(poolNotation(toHitPool('POINT_BLANK')!)).toBe('3D keep highest');
    expect(poolNotation(toHitPool('CLOSE')!)).toBe('2D keep highest');
    expect(poolNotation(toHitPool('MEDIUM')!)).toBe('1D');
    expect(poolNotation(toHitPool('LONG')!)).toBe('2D keep lowest');
    expect(poolNotation(toHitPool('EXTREME')!)).toBe('3D keep lowest');
    expect(toHitPool('VISUAL')).toBeNull();
    expect(toHitPool('BEYOND')).toBeNull();
  });

  it('SY-FEAT-7 / SY-Q-44: the dumb-missile shift takes the next band; EXTREME would need VISUAL', () => {
    expect(shiftedBand('POINT_BLANK')).toBe('CLOSE');
    expect(shiftedBand('CLOSE')).toBe('MEDIUM');
    expect(shiftedBand('MEDIUM')).toBe('LONG');
    expect(shiftedBand('LONG')).toBe('EXTREME');
    expect(shiftedBand('EXTREME')).toBe('VISUAL');
    expect(toHitPool(shiftedBand('EXTREME'))).toBeNull();
  });

  it('rejects distances that are not finite non-negative numbers', () => {
    expect(() => rangeBand(-1)).toThrow(RangeError);
    expect(() => rangeBand(Number.NaN)).toThrow(RangeError);
    expect(() => rangeBand(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
