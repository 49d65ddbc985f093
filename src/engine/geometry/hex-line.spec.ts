import fc from 'fast-check';
import { axial, hexCenter, hexDistance, hexEquals, type Axial } from './hex.js';
import { hexLine } from './hex-line.js';
import { distanceSquaredToSegment, segment } from './segment.js';
import { PROPERTY_RUNS } from './test-arbitraries.js';

const coord = fc.integer({ min: -25, max: 25 });
const hex: fc.Arbitrary<Axial> = fc.tuple(coord, coord).map(([q, r]) => axial(q, r));

describe('hex lines', () => {
  it('is the single hex for a line to itself', () => {
    expect(hexLine(axial(2, 3), axial(2, 3))).toEqual([axial(2, 3)]);
  });

  it('follows a straight grid direction hex by hex', () => {
    expect(hexLine(axial(0, 0), axial(3, 0))).toEqual([
      axial(0, 0),
      axial(1, 0),
      axial(2, 0),
      axial(3, 0),
    ]);
    expect(hexLine(axial(0, 0), axial(0, -2))).toEqual([axial(0, 0), axial(0, -1), axial(0, -2)]);
  });

  it('picks the same side of a hex border both ways, thanks to the nudge', () => {
    // (0,0) → (2,-1) runs exactly along the border between (1,-1) and (1,0).
    const line = hexLine(axial(0, 0), axial(2, -1));
    expect(line).toHaveLength(3);
    expect(hexEquals(line[1], axial(1, -1)) || hexEquals(line[1], axial(1, 0))).toBe(true);
    expect(hexLine(axial(2, -1), axial(0, 0))[1]).toEqual(line[1]);
  });

  it('has distance + 1 hexes, from a to b, each a neighbour of the last (property)', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const line = hexLine(a, b);
        expect(line).toHaveLength(hexDistance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        // Each step is to a neighbour, and the line never doubles back towards a.
        const steps = line.slice(1).map((h, i) => hexDistance(line[i], h));
        const fromStart = line.map((h) => hexDistance(a, h));
        expect(steps.every((d) => d === 1)).toBe(true);
        expect(fromStart).toEqual(line.map((_, i) => i));
      }),
      PROPERTY_RUNS,
    );
  });

  it('is the same line both ways: ties break the same side whichever end it starts from (property)', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        expect(hexLine(b, a)).toEqual(hexLine(a, b).reverse());
      }),
      PROPERTY_RUNS,
    );
  });

  it('stays on the straight line between the centres: every hex touches it (property)', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const sight = segment(hexCenter(a), hexCenter(b));
        // Corner radius 1: a hex the line passes through has its centre within 1 of the line.
        const far = hexLine(a, b).filter((h) => distanceSquaredToSegment(sight, hexCenter(h)) > 1);
        expect(far).toEqual([]);
      }),
      PROPERTY_RUNS,
    );
  });
});
