import { isInClosedArc, isInOpenArc } from './arcs.js';
import { isPointInCircle, segmentEntersCircleInterior, segmentIntersectsCircle } from './circle.js';
import { CLOCK } from './clock.js';
import { COMPASS_6, COMPASS_8 } from './compass.js';
import { directionOfDegrees } from './degrees.js';
import { isCloserThan, isWithinDistance } from './distance.js';
import { axial, hexAtPoint, hexCenter, hexDistance } from './hex.js';
import { hexLine } from './hex-line.js';
import { hasLineOfSight } from './line-of-sight.js';
import { isPointInPolygon, isSimplePolygon } from './polygon.js';
import { segmentExitFromRectangle } from './rectangle.js';
import { moveAlongHeading, nearestHeading, relativeBearing, turnHeading } from './rose.js';
import { segment, segmentsIntersect } from './segment.js';
import type { Shape } from './shape.js';
import { normalize, vec } from './vector.js';

/*
 * SY-GEO-3: rule computations must not use transcendental functions, whose last bits differ between
 * JavaScript engines. While these tests run, every such Math function throws, so any use of one on
 * the trig-free paths fails here. Only degrees.ts may use them (checked last, as the control).
 */
const FORBIDDEN = [
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh',
  'atanh', 'exp', 'expm1', 'log', 'log1p', 'log2', 'log10', 'pow', 'hypot', 'cbrt',
] as const; // prettier-ignore

type MathFunction = (...args: number[]) => number;
const math = Math as unknown as Record<string, MathFunction>;
const originals = new Map<string, MathFunction>();

beforeAll(() => {
  for (const name of FORBIDDEN) {
    originals.set(name, math[name]);
    math[name] = () => {
      throw new Error(`Math.${name} used on a trig-free path`);
    };
  }
});

afterAll(() => {
  for (const [name, fn] of originals) math[name] = fn;
});

describe('the trig-free kit (SY-GEO-3)', () => {
  it('headings, moves and bearings on every rose', () => {
    for (const rose of [CLOCK, COMPASS_6, COMPASS_8]) {
      for (let h = 0; h < rose.points; h += 1) {
        const p = moveAlongHeading(rose, vec(1, 2), turnHeading(rose, h, 3), 2.5);
        expect(nearestHeading(rose, p)).not.toBeNull();
        expect(relativeBearing(rose, vec(0, 0), h, p)).not.toBeNull();
        expect(typeof isInClosedArc(rose, vec(0, 0), h, 1, p)).toBe('boolean');
        expect(typeof isInOpenArc(rose, vec(0, 0), h, rose.points / 2, p)).toBe('boolean');
      }
    }
  });

  it('distances, circles, polygons, line of sight, the table and hexes', () => {
    const rock: Shape = { kind: 'circle', center: vec(5, 5), radius: 1 };
    const wall: Shape = { kind: 'polygon', points: [vec(0, 0), vec(2, 0), vec(1, 3)] };
    expect(isWithinDistance(vec(0, 0), vec(3, 4), 5)).toBe(true);
    expect(isCloserThan(vec(0, 0), vec(0.3, 0.3), 0.5)).toBe(true);
    expect(normalize(vec(3, 4))).toEqual(vec(0.6, 0.8));
    expect(isPointInCircle(vec(5, 6), rock)).toBe(true);
    expect(segmentIntersectsCircle(segment(vec(0, 6), vec(9, 6)), rock)).toBe(true);
    expect(segmentEntersCircleInterior(segment(vec(0, 5), vec(9, 5)), rock)).toBe(true);
    expect(isPointInPolygon(vec(1, 1), wall.points)).toBe(true);
    expect(isSimplePolygon(wall.points)).toBe(true);
    expect(segmentsIntersect(segment(vec(0, 0), vec(2, 2)), segment(vec(0, 2), vec(2, 0)))).toBe(
      true,
    );
    expect(hasLineOfSight(vec(-1, 1), vec(9, 5), [rock, wall])).toBe(false);
    const table = { width: 2, height: 2 };
    expect(segmentExitFromRectangle(segment(vec(1, 1), vec(-1, 1)), table)?.edge).toBe('WEST');
    expect(hexDistance(axial(0, 0), axial(3, -1))).toBe(3);
    expect(hexLine(axial(0, 0), axial(3, -1))).toHaveLength(4);
    expect(hexAtPoint(hexCenter(axial(2, -3)))).toEqual(axial(2, -3));
  });

  it('control: the degrees module does use trigonometry, so the trap is armed', () => {
    expect(() => directionOfDegrees(30)).toThrow('Math.cos used on a trig-free path');
  });
});
