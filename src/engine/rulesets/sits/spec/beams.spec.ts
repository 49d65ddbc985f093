import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { axial, hexDistance, hexSubtract } from '../../../geometry/hex.js';
import { injectedDice } from '../../../testing/context.js';
import {
  lanceSucceeds,
  orderRangeLimit,
  effectiveRange,
  isRecharged,
  tableBeamDamage,
  torpedoDamage,
} from '../rules/beams.js';
import { rateOfClosure, rocBand, rocPerSegment } from '../rules/closure.js';
import { counts } from '../rules/directions.js';
import { d10Faces, varianceOutcomes } from '../rules/dice.js';
import { resolveBeamFire } from '../rules/fire.js';
import { netVector } from '../rules/vectors.js';
import { mountClass } from '../state.js';
import { game } from './test-fixtures.js';

const events = () => {
  const log: { type: string; data: Record<string, unknown> }[] = [];
  return {
    log,
    report: (type: string, data: Record<string, unknown>) => void log.push({ type, data }),
  };
};

describe('rate of closure (SITS-BEAM-3, SITS-BEAM-4)', () => {
  it('SITS-EX-2a: head-on at 4 and 4 is 8 per turn, 1 per segment, band 0', () => {
    const c = rateOfClosure({ counts: counts({ D: 4 }) }, { counts: counts({ A: 4 }) });
    expect(c).toMatchObject({ perTurn: 8, perSegment: 1, band: 0, avid: counts({ D: 8 }) });
  });

  it('SITS-EX-2b: 80 in A and 2 in F: RoC 82 per turn, 10.5 per segment, band 2 (SITS-Q-1, SITS-Q-3)', () => {
    const c = rateOfClosure(
      { counts: counts({ A: 40, B: 10 }) },
      { counts: counts({ D: 30, C: 12 }) },
    );
    expect(c).toMatchObject({
      avid: counts({ A: 80, F: 2 }),
      perTurn: 82,
      perSegment: 10.5,
      band: 2,
    });
  });

  it('SITS-Q-2: per segment is rhu(turn / 4) / 2 and the band edges tile the half-hex scale', () => {
    expect(
      [0, 29, 30, 81, 82, 145, 146, 233, 234, 397, 398].map((t) => rocBand(rocPerSegment(t))),
    ).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(rocPerSegment(12)).toBe(1.5);
  });

  it('SITS-BEAM-3: the Targeting AVID sum equals the shortcut hexDist(net target − net firer)', () => {
    const velocity = fc.record({
      A: fc.nat({ max: 60 }),
      B: fc.nat({ max: 60 }),
      C: fc.nat({ max: 60 }),
      D: fc.nat({ max: 60 }),
      E: fc.nat({ max: 60 }),
      F: fc.nat({ max: 60 }),
    });
    fc.assert(
      fc.property(velocity, velocity, (target, firer) => {
        const c = rateOfClosure({ counts: counts(target) }, { counts: counts(firer) });
        const shortcut = hexDistance(
          axial(0, 0),
          hexSubtract(netVector(counts(target)), netVector(counts(firer))),
        );
        expect(c.perTurn).toBe(shortcut);
        expect(c.perSegment).toBe(rocPerSegment(shortcut));
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it('SITS-Q-1: ships flying in formation have no closure', () => {
    expect(
      rateOfClosure({ counts: counts({ B: 30 }) }, { counts: counts({ B: 30 }) }).perTurn,
    ).toBe(0);
  });
});

describe('beam weapons (SITS-BEAM)', () => {
  it('SITS-EX-8: graser-30 at range 1: 18 protected, 30 once the sidewall is down, 9 at band 2; laser-20 at range 4 on the stern: 9', () => {
    expect(tableBeamDamage('graser-30', 1, 0, 'protected')).toBe(18);
    expect(tableBeamDamage('graser-30', 1, 0, 'unprotected')).toBe(30);
    expect(tableBeamDamage('graser-30', 1, 2, 'protected')).toBe(9);
    expect(tableBeamDamage('laser-20', 4, 0, 'unprotected')).toBe(9);
  });

  it('SITS-BEAM-5: range halves (floor) against an unprotected aspect, for grasers and lasers only', () => {
    expect(effectiveRange('graser', 5, 'unprotected')).toBe(2);
    expect(effectiveRange('laser', 5, 'protected')).toBe(5);
    expect(effectiveRange('energy_torpedo', 2, 'unprotected')).toBe(2);
    expect(effectiveRange('grav_lance', 2, 'unprotected')).toBe(2);
  });

  it('SITS-BEAM-6: past the table the weapon does nothing; SITS-BEAM-10: nor against the wedge', () => {
    expect(tableBeamDamage('graser-30', 3, 0, 'protected')).toBe(0);
    expect(tableBeamDamage('graser-30', 5, 0, 'unprotected')).toBe(6);
    expect(tableBeamDamage('graser-30', 0, 0, 'wedge')).toBe(0);
  });

  it('SITS-BEAM-7 / SITS-EX-11: an ET does 100 to an open aspect within 2 hexes, nothing to a protected one', () => {
    expect(torpedoDamage('1ET', 2, 'unprotected')).toBe(100);
    expect(torpedoDamage('2ET', 1, 'unprotected')).toBe(250);
    expect(torpedoDamage('1ET', 2, 'protected')).toBe(0);
    expect(torpedoDamage('1ET', 3, 'unprotected')).toBe(0);
    expect(torpedoDamage('1ET', 0, 'wedge')).toBe(0);
  });

  it('SITS-EX-9 / SITS-BEAM-8 / SITS-GEN-3 / SITS-Q-11: 20 + 3 > 20 knocks down; 20 + 0 does not; 16.5% against 25', () => {
    expect(lanceSucceeds(20, 3, 20)).toBe(true);
    expect(lanceSucceeds(20, 0, 20)).toBe(false);
    const ways = varianceOutcomes();
    const wins = ways.reduce((n, w, i) => n + (20 + (i - 13) > 25 ? w : 0), 0);
    expect(wins / 1000).toBe(0.165);
    expect(ways.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('SITS-BEAM-1 / SITS-Q-22 / SITS-ORD-4: cycles and order range limits', () => {
    expect(isRecharged(null, 2, 1)).toBe(true);
    expect(isRecharged(3, 2, 4)).toBe(false);
    expect(isRecharged(3, 2, 5)).toBe(true);
    const g = game([{ id: 'A1' }, { id: 'B1', classId: 'lancet_dd' }]);
    const limit = (ship: string, mount: string) =>
      orderRangeLimit(mountClass(g, g.ships[ship], mount)!);
    expect([
      limit('A1', 'P-GR'),
      limit('A1', 'B-LS'),
      limit('B1', 'P-LS'),
      limit('A1', 'P-GL'),
      limit('B1', 'B-ET'),
    ]).toEqual([5, 7, 7, 2, 2]);
  });

  it('SITS-BEAM-2 / SITS-BEAM-9 / SITS-EX-9: a lance knocks the sidewall down, and the grasers of the same segment then hit at half range', () => {
    // A1 facing C has B1 (one hex up the map) in its port aft sector; B1 facing F shows A1 its
    // port aft sector, the left flank, covered by the port sidewall under roll 0.
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'C', velocity: { A: 1 } },
      { id: 'B1', at: [0, -1], facing: 'F', classId: 'lancet_dd', velocity: { A: 1 } },
    ]);
    const { log, report } = events();
    const { dice } = injectedDice([...d10Faces(7, 4, 5), ...d10Faces(9, 9, 9, 9, 9)]);
    resolveBeamFire(
      g,
      [
        { ship: 'A1', mount: 'P-GR', target: 'B1' },
        { ship: 'A1', mount: 'P-GL', target: 'B1' },
      ],
      dice,
      report,
    );
    const b1 = g.ships.B1;
    expect(b1.sidewalls.port).toMatchObject({ knockedDown: true, regenAt: 2 });
    // Range 1, unprotected: floor(1/2) = 0 → 30 per graser, two grasers; 60 damage, 5 system rolls.
    const hits = log.filter((e) => e.type === 'ship.hit').map((e) => e.data.damage);
    expect(hits).toEqual([30, 30]);
    expect(b1.hull).toBe(110 - 60);
    expect(log.map((e) => e.type).slice(0, 2)).toEqual(['beam.fired', 'beam.fired']);
    expect(log[0].data).toMatchObject({ mount: 'P-GL', knockedDown: true });
    expect(b1.dcTarget).toBe(1); // five Bridge hits take it from 6 to its minimum
    expect(b1.damageRecords.map((r) => r.detail.amount)).toEqual([1, 1, 1, 1, 1]);
    expect(g.ships.A1.mounts['P-GR'].lastFiredG).toBe(1);
  });
});
