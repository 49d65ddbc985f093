import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { axial, hexAdd, hexScale, hexSubtract, type Axial } from '../../../geometry/hex.js';
import { remainderSplitPattern } from '../data/tables.js';
import { counts, DIRECTIONS, type Counts, unitStep } from '../rules/directions.js';
import { progressPivot, progressRoll, startPivot, startRoll } from '../rules/maneuvers.js';
import { moveToMarker, placeFutureMarker } from '../rules/movement.js';
import { futurePosition, remainderSplit, segmentMoves } from '../rules/movement-grid.js';
import { resolveThrust, setThrust, thrustBreak, hasThrustBreak } from '../rules/thrust.js';
import { rhuRatio } from '../rules/rounding.js';
import { addCounts, components, consolidate, netVector } from '../rules/vectors.js';
import { game, ship } from './test-fixtures.js';

describe('movement grid and moving (SITS-MOV-7..13)', () => {
  it('SITS-EX-5: 13 in C and 3 in D moves 2C, C+D, 2C, 2C, C+D, 2C, C+D, 2C (SITS-MOV-7, SITS-MOV-8)', () => {
    const v = counts({ C: 13, D: 3 });
    const markers: Axial[] = [];
    let pos = axial(0, 0);
    for (let s = 1; s <= 8; s++) {
      pos = futurePosition(pos, v, s);
      markers.push(pos);
    }
    expect(markers).toEqual([
      axial(2, 0),
      axial(3, 1),
      axial(5, 1),
      axial(7, 1),
      axial(8, 2),
      axial(10, 2),
      axial(11, 3),
      axial(13, 3),
    ]);
    expect(segmentMoves(v, 2)).toEqual(['C', 'D']);
  });

  it('SITS-EX-12: remainders 7 / 6 split LS, L, SL, SL, S, LS, L, SL', () => {
    expect(remainderSplit(7, 6).map((m) => m.join(''))).toEqual([
      'LS',
      'L',
      'SL',
      'SL',
      'S',
      'LS',
      'L',
      'SL',
    ]);
  });

  it('SITS-Q-15: the split algorithm reproduces every printed split of §3.8', () => {
    for (let l = 0; l <= 7; l++) {
      for (let s = 0; s <= l; s++) {
        expect(remainderSplit(l, s).map((m) => m.join(''))).toEqual([
          ...remainderSplitPattern(l, s),
        ]);
      }
    }
  });

  it('SITS-MOV-7: on a tie the first vector is the one first clockwise (F before A)', () => {
    expect(segmentMoves(counts({ A: 2, F: 2 }), 1)).toEqual(['F']);
    expect(segmentMoves(counts({ A: 2, F: 2 }), 3)).toEqual(['A']);
    expect(segmentMoves(counts({ B: 1, C: 3 }), 1)).toEqual(['C']);
  });

  it('SITS-MOV-7: over a turn any velocity moves exactly its net vector (no drift from remainders)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIRECTIONS),
        fc.nat({ max: 40 }),
        fc.nat({ max: 40 }),
        (d, a, b) => {
          const next = DIRECTIONS[(DIRECTIONS.indexOf(d) + 1) % 6];
          const v = counts({ [d]: a, [next]: b } as Partial<Counts>);
          let pos = axial(0, 0);
          for (let s = 1; s <= 8; s++) pos = futurePosition(pos, v, s);
          expect(pos).toEqual(netVector(v));
        },
      ),
    );
  });

  it('SITS-MOV-8 / SITS-THR-7: over random thrust programmes each turn ends at the sum of its vectors', () => {
    // A burn held for a whole turn breaks only at segment 8, so the velocity is constant within the
    // turn: the ship must end it displaced by exactly that velocity plus T/2 hexes of burn (rounded
    // up by the residual rule), and its new velocity is the old one plus T along the burn.
    fc.assert(
      fc.property(
        fc.record({ A: fc.nat({ max: 20 }), B: fc.nat({ max: 20 }), D: fc.nat({ max: 20 }) }),
        fc.array(
          fc.record({ thrust: fc.nat({ max: 6 }), pivot: fc.constantFrom(null, 'cw', 'ccw') }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (start, programme) => {
          const s = ship({ id: 'B1', classId: 'lancet_dd', velocity: start }); // pivot time 1
          for (const turn of programme) {
            const from = s.pos;
            const velocity = s.velocity;
            const burnDir = s.facing;
            setThrust(s, turn.thrust);
            for (let segment = 1; segment <= 8; segment++) {
              placeFutureMarker(s, segment);
              if (segment === 8 && turn.pivot) startPivot(s, turn.pivot as 'cw' | 'ccw', 1);
              resolveThrust(s);
              moveToMarker(s);
              progressPivot(s);
              if (hasThrustBreak(s)) {
                expect(segment === 8 || turn.thrust === 0).toBe(true);
                thrustBreak(s);
              }
            }
            const burn = hexScale(unitStep(burnDir), Math.ceil(turn.thrust / 2));
            expect(s.pos).toEqual(hexAdd(hexAdd(from, netVector(velocity)), burn));
            expect(s.velocity).toEqual(
              consolidate(addCounts(velocity, counts({ [burnDir]: turn.thrust }))),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('SITS-MOV-7 / SITS-THR-5 / SITS-Q-14: thrust changed every segment and pivots breaking mid-turn leave no drift', () => {
    // An independent model of the ship: the grid's moves come from the closed form of the split
    // (after k segments a velocity has used rhu(t·k/8) remainder dots, rhu(x·D/t) of them L),
    // the burn from its units; each turn must end where the model says, with the model's velocity.
    const prefix = (v: Counts, k: number): Axial => {
      const parts = components(v);
      let p = axial(0, 0);
      for (const c of parts) p = hexAdd(p, hexScale(unitStep(c.dir), Math.floor(c.count / 8) * k));
      const rem = parts.map((c) => ({ dir: c.dir, count: c.count % 8 }));
      if (rem.length === 0) return p;
      const [l, s] = rem.length === 2 && rem[1].count > rem[0].count ? [rem[1], rem[0]] : rem;
      const t = l.count + (s?.count ?? 0);
      if (t === 0) return p;
      const used = rhuRatio(t * k, 8);
      const lUsed = rhuRatio(l.count * used, t);
      p = hexAdd(p, hexScale(unitStep(l.dir), lUsed));
      return s ? hexAdd(p, hexScale(unitStep(s.dir), used - lUsed)) : p;
    };
    const segmentPlan = fc.record({
      thrust: fc.option(fc.nat({ max: 6 }), { nil: undefined }),
      pivot: fc.constantFrom(null, 'cw', 'ccw'),
    });
    fc.assert(
      fc.property(
        fc.record({ A: fc.nat({ max: 30 }), C: fc.nat({ max: 30 }), E: fc.nat({ max: 30 }) }),
        fc.array(fc.array(segmentPlan, { minLength: 8, maxLength: 8 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (start, turns) => {
          const s = ship({ id: 'B1', classId: 'lancet_dd', velocity: start }); // pivot time 1
          let expected = s.pos;
          let v = consolidate(counts(start));
          let pool = counts({});
          let facing = s.facing;
          let chart = { dir: facing, n: 0, units: 0 };
          let thrust = 0;
          for (const turn of turns) {
            const from = expected;
            const velocityAtStart = v;
            let constant = true;
            turn.forEach((plan, i) => {
              const segment = i + 1;
              placeFutureMarker(s, segment);
              expected = hexAdd(expected, hexSubtract(prefix(v, segment), prefix(v, segment - 1)));
              let zeroOrdered = false;
              if (plan.thrust !== undefined) {
                if (thrust === 0 && plan.thrust > 0) chart = { dir: facing, n: 0, units: 0 };
                zeroOrdered = thrust > 0 && plan.thrust === 0;
                thrust = plan.thrust;
                setThrust(s, plan.thrust);
              }
              const pivoting = plan.pivot !== null && !s.pivot;
              if (pivoting) startPivot(s, plan.pivot as 'cw' | 'ccw', 1);
              resolveThrust(s);
              if (thrust > 0) {
                pool = addCounts(pool, counts({ [chart.dir]: thrust }));
                chart.n += 1;
                chart.units += thrust * (2 * chart.n - 1);
                expected = hexAdd(
                  expected,
                  hexScale(unitStep(chart.dir), Math.floor(chart.units / 128)),
                );
                chart.units %= 128;
              }
              moveToMarker(s);
              progressPivot(s);
              if (pivoting)
                facing =
                  DIRECTIONS[(DIRECTIONS.indexOf(facing) + (plan.pivot === 'cw' ? 1 : 5)) % 6];
              if (chart.n === 8 || zeroOrdered || pivoting) {
                expect(hasThrustBreak(s)).toBe(true);
                thrustBreak(s);
                pool = consolidate(pool);
                const gain = counts({});
                for (const d of DIRECTIONS) {
                  gain[d] = Math.floor(pool[d] / 8);
                  pool[d] %= 8;
                }
                const before = v;
                v = consolidate(addCounts(v, gain));
                if (JSON.stringify(v) !== JSON.stringify(before) && segment < 8) constant = false;
                if (chart.units >= 64) expected = hexAdd(expected, unitStep(chart.dir));
                chart = { dir: facing, n: 0, units: 0 };
              } else {
                expect(hasThrustBreak(s)).toBe(false);
              }
            });
            expect(s.pos).toEqual(expected);
            expect(s.velocity).toEqual(v);
            const burnt = turn.some((p) => (p.thrust ?? 0) > 0) || thrust > 0;
            if (constant && !burnt)
              expect(hexSubtract(s.pos, from)).toEqual(netVector(velocityAtStart));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('SITS-MOV-9: all ships move to their markers; any number may share a hex', () => {
    const g = game([
      { id: 'A1', at: [0, 0], velocity: { C: 8 } },
      { id: 'B1', at: [2, 0], velocity: { F: 8 } },
    ]);
    for (const s of Object.values(g.ships)) placeFutureMarker(s, 1);
    for (const s of Object.values(g.ships)) moveToMarker(s);
    expect(g.ships.A1.pos).toEqual(axial(1, 0));
    expect(g.ships.B1.pos).toEqual(axial(1, 0));
  });

  it('SITS-MOV-10 / SITS-MOV-11: a pivot turns a hexside per pivotTime segments; facing leaves velocity alone', () => {
    const s = ship({ id: 'A1', velocity: { A: 4 } }); // Kestrel, pivot time 2
    startPivot(s, 'cw', 2);
    expect(progressPivot(s)).toBe(0);
    expect(progressPivot(s)).toBe(1);
    expect(s).toMatchObject({
      facing: 'B',
      pivotCompleted: true,
      pivot: { hexsidesLeft: 1, progress: 0 },
    });
    progressPivot(s);
    progressPivot(s);
    expect(s.facing).toBe('C');
    expect(s.pivot).toBeNull();
    expect(s.velocity).toEqual(counts({ A: 4 }));
    startPivot(s, 'ccw', 1);
    s.pivotTime = 1;
    progressPivot(s);
    expect(s.facing).toBe('B');
  });

  it('SITS-MOV-12: rolls turn quarter by quarter, ±90°, and never cause a thrust break', () => {
    const s = ship({ id: 'A1' });
    startRoll(s, 'ccw', 2);
    progressRoll(s);
    expect(s.rollAngle).toBe(270);
    progressRoll(s);
    expect(s.rollAngle).toBe(180);
    expect(s.roll).toBeNull();
    expect(s.pivotCompleted).toBe(false);
    expect(hasThrustBreak(s)).toBe(false);
  });

  it('SITS-MOV-13: a pivot hexside and a roll quarter may complete in the same step 6', () => {
    const s = ship({ id: 'B1', classId: 'lancet_dd' }); // pivot and roll time 1
    startPivot(s, 'cw', 1);
    startRoll(s, 'cw', 1);
    moveToMarker(s);
    expect(progressPivot(s) + progressRoll(s)).toBe(2);
    expect(s).toMatchObject({ facing: 'B', rollAngle: 90 });
  });
});
