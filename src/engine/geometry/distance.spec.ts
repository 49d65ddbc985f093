import fc from 'fast-check';
import { isCloserThan, isWithinDistance } from './distance.js';
import { PROPERTY_RUNS, point } from './test-arbitraries.js';
import { distance, vec } from './vector.js';

describe('distance thresholds', () => {
  it('SY-GEO-4: a range boundary counts as within range (SY-EX-18 distances)', () => {
    const a = vec(10, 10);
    expect(isWithinDistance(a, vec(16, 10), 6)).toBe(true); // 6.0: CLOSE
    expect(isWithinDistance(a, vec(16.01, 10), 6)).toBe(false); // 6.01: beyond CLOSE
    expect(isWithinDistance(a, vec(10, 34), 24)).toBe(true);
    // 0.1 + 0.2 is 0.30000000000000004; the EPS keeps this exact-on-paper boundary inside.
    expect(isWithinDistance(vec(0, 0), vec(0.1 + 0.2, 0), 0.3)).toBe(true);
  });

  it('SY-GEO-8: pegs exactly s apart do not overlap; closer ones do (SY-EX-31)', () => {
    expect(isCloserThan(vec(10, 10), vec(10.2, 10), 0.5)).toBe(true);
    expect(isCloserThan(vec(9.7, 10), vec(10.2, 10), 0.5)).toBe(false);
    expect(isCloserThan(vec(0, 0), vec(0.3, 0.4), 0.5)).toBe(false);
    expect(isCloserThan(vec(0, 0), vec(0, 0), 0.5)).toBe(true);
  });

  it('"within r" and "closer than r" agree with the true distance away from the boundary', () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 0, max: 300, noNaN: true }), (a, b, r) => {
        const d = distance(a, b);
        // The tolerance acts on squares (d² vs r² ± EPS), so the uncertain band is in squares too.
        if (Math.abs(d * d - r * r) > 1e-6) {
          expect(isWithinDistance(a, b, r)).toBe(d < r);
          expect(isCloserThan(a, b, r)).toBe(d < r);
        }
        expect(isWithinDistance(a, b, r)).toBe(isWithinDistance(b, a, r));
        // Closer than r implies within r.
        if (isCloserThan(a, b, r)) expect(isWithinDistance(a, b, r)).toBe(true);
      }),
      PROPERTY_RUNS,
    );
  });
});
