import { interceptVerdict } from '../scenarios.js';
import { opening } from '../setup.js';

describe('Expanse scenario EX-SCN-1 Intercept (§5)', () => {
  it('EX-SCN-1 EX-MAN-1 the Hunter and the Runner start at Medium with a 10-round limit', () => {
    const o = opening('EX-SCN-1');
    expect(o.ships.map((s) => [s.id, s.classId, s.side, s.competence])).toEqual([
      ['A1', 'mcrn_corvette', 'A', 3],
      ['B1', 'armed_light_freighter', 'B', 2],
    ]);
    expect(o.pairs).toEqual([expect.objectContaining({ ships: ['A1', 'B1'], band: 'M' })]);
    expect(o.roundLimit).toBe(10);
  });

  it('EX-MAN-12 EX-VIC-2 EX-EX-6a the pair at BEYOND at S2_END: the Runner wins', () => {
    const o = opening('EX-SCN-1');
    expect(interceptVerdict(o, 'S2_END', 1)).toBeNull();
    o.pairs[0].band = 'BEYOND';
    expect(interceptVerdict(o, 'S6_END', 1)).toBeNull();
    expect(interceptVerdict(o, 'S2_END', 1)).toEqual({ winner: 'B' });
  });

  it('EX-VIC-1 EX-VIC-2 EX-EX-3b at S6_END a taken-out Runner gives the Hunter the win; both → draw', () => {
    const o = opening('EX-SCN-1');
    o.ships[1].status = 'taken_out';
    expect(interceptVerdict(o, 'S6_END', 1)).toEqual({ winner: 'A' });
    o.ships[0].crew.forEach((c) => (c.status = 'taken_out'));
    expect(interceptVerdict(o, 'S6_END', 1)).toEqual({ draw: true });
  });

  it('EX-VIC-2 no result after ROUND_END of round 10 is a draw', () => {
    const o = opening('EX-SCN-1');
    expect(interceptVerdict(o, 'ROUND_END', 9)).toBeNull();
    expect(interceptVerdict(o, 'ROUND_END', 10)).toEqual({ draw: true });
  });
});
