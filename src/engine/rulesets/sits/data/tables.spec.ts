import { describe, expect, it } from '@jest/globals';
import {
  beamDamage,
  beamTableIds,
  DEFENCE,
  findBeamTable,
  integerSqrt,
  MISSILE_RANGE_COLUMNS,
  missileDamage,
  missileRangeColumn,
  ORDER_ERROR_CODES,
  PICKET_CLASH_FILE,
  ralt,
  remainderSplitPattern,
  ROC_BANDS,
  SHIP_CLASS_FILES,
  systemHit,
  thrustChartRow,
  torpedo,
} from './tables.js';

describe('SITS tables (§3), spot-checked against the digest', () => {
  it('SITS-EX-3: RALT cells, legible and reconstructed, values[V][H] = floor(√(H² + V²))', () => {
    expect(ralt(12, 5)).toEqual({ value: 13, status: 'L' });
    expect(ralt(7, 3)).toEqual({ value: 7, status: 'L' });
    expect(ralt(40, 40)).toEqual({ value: 56, status: 'R' });
    expect(ralt(3, 21)).toEqual({ value: 21, status: 'R' });
    expect(ralt(21, 3)).toEqual({ value: 21, status: 'L' });
    expect(ralt(2, 2).value).toBe(2);
    expect(ralt(120, 50)).toEqual({ value: 130, status: 'R' });
    for (let v = 0; v <= 50; v++)
      for (let h = 0; h <= 50; h++) expect(ralt(h, v).value).toBe(integerSqrt(h * h + v * v));
    expect(() => ralt(-1, 0)).toThrow(RangeError);
  });

  it('SITS-BEAM-4: the six RoC bands, per segment and per turn', () => {
    expect(ROC_BANDS.map((b) => b.label)).toEqual([
      '0-3.5',
      '4-10',
      '10.5-18',
      '18.5-29',
      '29.5-49.5',
      '50+',
    ]);
    expect(ROC_BANDS.map((b) => b.perTurn.min)).toEqual([0, 30, 82, 146, 234, 398]);
    expect(ROC_BANDS.every((b) => b.status === 'L')).toBe(true);
  });

  it('SITS-BEAM-6: graser tables keep legible and reconstructed cells (§3.3)', () => {
    expect(beamDamage('graser-30', 1, 0)).toEqual({ value: 18, status: 'L' });
    expect(beamDamage('graser-30', 0, 0)?.value).toBe(30);
    expect(beamDamage('graser-30', 1, 2)?.value).toBe(9);
    expect(beamDamage('graser-20', 0, 3)).toEqual({ value: 8, status: 'R' });
    expect(beamDamage('graser-70', 0, 0)).toEqual({ value: 70, status: 'R' });
    expect(beamDamage('graser-90', 3, 0)).toEqual({ value: 6, status: 'L' });
    expect(beamDamage('graser-30', 3, 0)).toBeNull();
    expect(beamTableIds().filter((id) => id.startsWith('graser'))).toHaveLength(8);
  });

  it('SITS-Q-7: the laser family is provisional throughout (§3.4)', () => {
    expect(beamDamage('laser-20', 2, 0)).toEqual({ value: 9, status: 'P' });
    expect(beamDamage('laser-100', 5, 5)).toEqual({ value: 1, status: 'P' });
    expect(findBeamTable('laser-60')?.maxRange).toBe(4);
    expect(beamTableIds().filter((id) => id.startsWith('laser'))).toHaveLength(10);
  });

  it('SITS-BEAM-7: energy torpedoes 1ET 100 and 2ET 250 at range 2 (§3.5)', () => {
    expect(torpedo('1ET')).toMatchObject({ range: 2, damage: 100, status: { damage: 'L' } });
    expect(torpedo('2ET').damage).toBe(250);
  });

  it('SITS-EX-4: Missile Range Table columns (§3.6)', () => {
    const cases: [number, string, number | null, number | null, number][] = [
      [7, '0-7', 5, null, 0],
      [11, '11', 4, null, 6],
      [23, '23-27', 2, null, 14],
      [45, '42-51', 1, null, 20],
      [100, '100-103', null, 2, 28],
      [110, '104-124', null, 3, 28],
      [140, '137+', null, 4, 30],
    ];
    for (const [range, label, perTurn, every, mod] of cases) {
      expect(missileRangeColumn(range)).toMatchObject({
        label,
        maxSalvosPerTurn: perTurn,
        oneSalvoEveryTurns: every,
        rangeMod: mod,
      });
    }
    expect(missileRangeColumn(7).status.rangeMod).toBe('R');
    expect(missileRangeColumn(11).status.maxSalvos).toBe('R');
    expect(MISSILE_RANGE_COLUMNS).toHaveLength(22);
  });

  it('SITS-DMG-2: missile damage per type and warhead (§3.7)', () => {
    expect(missileDamage('M4', 'laser')).toEqual({ value: 4, status: 'L' });
    expect(missileDamage('M9', 'nuke').value).toBe(90);
    expect(missileDamage('M2', 'nuke').value).toBe(20);
  });

  it('SITS-MOV-7: the printed remainder splits (§3.8), including the 5 / 3 example', () => {
    expect(remainderSplitPattern(5, 3)).toEqual(['L', 'S', 'L', 'L', 'S', 'L', 'S', 'L']);
    expect(remainderSplitPattern(7, 6)).toEqual(['LS', 'L', 'SL', 'SL', 'S', 'LS', 'L', 'SL']);
    expect(remainderSplitPattern(1, 0)).toEqual(['', '', '', 'L', '', '', '', '']);
  });

  it('SITS-THR-5: thrust chart rows (§3.9)', () => {
    expect(thrustChartRow(4)).toMatchObject({
      hexesByPulse: [0, 0, 0, 0, 0, 1, 0, 1],
      residualUnits: 0,
      velocityGain: 4,
    });
    expect(thrustChartRow(1)).toMatchObject({ residualUnits: 64, extraHexAtBreak: 1 });
    expect(thrustChartRow(13)).toBeUndefined();
  });

  it('SITS-DMG-3: the System Hit Table rows by d10 (§3.10)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => systemHit(d).system)).toEqual([
      'weapon',
      'weapon',
      'sidewall',
      'impeller',
      'maneuver',
      'fire_control',
      'active_defense',
      'decoy',
      'magazine',
      'bridge',
    ]);
  });

  it('SITS-DEF-4: defence constants, sample classes, Picket Clash and the §8.5 codes', () => {
    expect(DEFENCE).toMatchObject({ decoyBonus: 20, nukeBonus: 40, dvMin: 5, dvMax: 95 });
    expect(SHIP_CLASS_FILES.map((c) => c.id)).toEqual(['kestrel_cl', 'lancet_dd']);
    expect(PICKET_CLASH_FILE.ships.map((s) => s.id)).toEqual(['A1', 'B1', 'B2']);
    expect(ORDER_ERROR_CODES).toHaveLength(45);
  });
});
