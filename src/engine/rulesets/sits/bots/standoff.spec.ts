import { describe, expect, it } from '@jest/globals';
import { game } from '../spec/test-fixtures.js';
import { STANDOFF_RANGES, standoffRange } from './standoff.js';

const picket = () =>
  game([
    { id: 'A1', classId: 'kestrel_cl', at: [0, 0] },
    { id: 'B1', side: 'B', classId: 'lancet_dd', at: [10, -30] },
    { id: 'B2', side: 'B', classId: 'lancet_dd', at: [12, -31] },
  ]);

describe('broadside bot: standoff range', () => {
  it('SITS-MSL-4 / SITS-DEF-5: a lone Kestrel stands off from two Lancets, where one salvo a turn each meets its full defence', () => {
    const g = picket();
    expect(standoffRange(g, g.ships.A1, g.ships.B1)).toBeGreaterThan(STANDOFF_RANGES[0]);
  });

  it('SITS-MSL-4 / SITS-DEF-5: the two Lancets close in, where ten salvos a turn saturate the Kestrel', () => {
    const g = picket();
    expect(standoffRange(g, g.ships.B1, g.ships.A1)).toBe(STANDOFF_RANGES[0]);
    expect(standoffRange(g, g.ships.B2, g.ships.A1)).toBe(STANDOFF_RANGES[0]);
  });

  it('SITS-MSL-4: a Lancet left alone against the Kestrel stands off in its turn', () => {
    const g = picket();
    g.ships.B2.status = 'destroyed';
    expect(standoffRange(g, g.ships.B1, g.ships.A1)).toBeGreaterThan(STANDOFF_RANGES[0]);
    expect(standoffRange(g, g.ships.A1, g.ships.B1)).toBe(STANDOFF_RANGES[0]);
  });
});
