/**
 * SITS stateless attacks measured on the caller's hex map: range (SITS-GEO-2), the mount's arc
 * (SITS-GEO-7) and the aspect (SITS-GEO-4, -8) come from hexes, headings and rolls, as in a match.
 */
import { sitsCombat } from './index.js';

type Answer = Record<string, unknown> & {
  ok: boolean;
  problems?: { code: string; path: string }[];
};
const odds = (r: unknown) => sitsCombat.odds(r) as Answer;
const codes = (a: Answer) => a.problems?.map((p) => `${p.code} ${p.path}`);

const at = (q: number, r: number, facing = 'A') => ({ q, r, facing });
const beam = (mount: string, target: object, more: object = {}) => ({
  attack: 'beam',
  attacker: { classId: 'kestrel_cl', mount },
  rocPerTurn: 12,
  map: { attacker: at(0, 0), target },
  ...more,
});

describe('SITS-GEO measured on the map', () => {
  it('SITS-GEO-2/7/8: a bow laser at a ship dead ahead shows its stern; echoed', () => {
    const a = odds(beam('B-LS', at(0, -3)));
    expect(a.ok).toBe(true);
    expect(a.derived).toEqual({ range: 3, sector: 3, protection: 'unprotected', bears: 'ok' });
  });

  it('SITS-GEO-7: each broadside bears on its own side only, with the match’s code', () => {
    expect(odds(beam('S-GR', at(3, 0))).derived).toMatchObject({
      bears: 'ok',
      protection: 'protected',
    });
    expect(codes(odds(beam('P-GR', at(3, 0))))).toEqual(['FIRE_OUT_OF_ARC /map']);
    expect(odds(beam('P-GR', at(-3, 0))).derived).toMatchObject({ bears: 'ok' });
  });

  it('SITS-GEO-6: rolled to the wedge, a broadside is silenced (FIRE_ARC_WEDGE)', () => {
    const rolled = beam('S-GR', at(3, 0));
    (rolled.map.attacker as Record<string, unknown>).rollAngle = 90;
    expect(codes(odds(rolled))).toEqual(['FIRE_ARC_WEDGE /map']);
  });

  it('SITS-GEO-8: a target with its sidewall down shows an unprotected flank', () => {
    const down = { ...at(3, 0), sidewallsUp: { port: false, starboard: false } };
    expect(odds(beam('S-GR', down)).derived).toMatchObject({ protection: 'unprotected' });
  });

  it('the same answer as the stated range and protection', () => {
    const { derived, ...measured } = odds(beam('B-LS', at(0, -3)));
    const stated = odds({
      attack: 'beam',
      attacker: { classId: 'kestrel_cl', mount: 'B-LS' },
      rocPerTurn: 12,
      range: (derived as { range: number }).range,
      protection: 'unprotected',
    });
    expect({ ...measured, derived: null }).toEqual(stated);
  });

  it('a salvo takes its launch range and the defender’s aspect from the map', () => {
    const salvo = {
      attack: 'salvo',
      missileType: 'M4',
      warhead: 'laser',
      missiles: 6,
      defender: { classId: 'lancet_dd' },
      map: { attacker: at(0, 0), target: at(0, -30, 'D') },
    };
    const a = odds(salvo);
    expect(a.ok).toBe(true);
    expect(a.derived).toEqual({ range: 30, sector: 0, protection: 'unprotected' });
  });

  it('disagreeing and missing geometry are refused at their paths', () => {
    expect(codes(odds(beam('B-LS', at(0, -3), { range: 5 })))).toEqual(['TABLE_DISAGREES /range']);
    expect(codes(odds(beam('B-LS', at(0, -3), { protection: 'protected' })))).toEqual([
      'TABLE_DISAGREES /protection',
    ]);
    const none = {
      attack: 'beam',
      attacker: { classId: 'kestrel_cl', mount: 'B-LS' },
      rocPerTurn: 1,
      protection: 'protected',
    };
    expect(codes(odds(none))).toEqual(['GEOMETRY_NEEDED /range']);
    expect(codes(odds(beam('B-LS', { q: 0, r: 3, facing: 'G' })))).toEqual([
      'INVALID_REQUEST /map/target/facing',
    ]);
  });
});
