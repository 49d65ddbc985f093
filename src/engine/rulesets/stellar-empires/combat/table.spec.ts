/**
 * SE stateless attacks measured on the caller's table: range, weapon arc (SE-ARC-3..5) and the
 * section struck (SE-ARC-6, -7) from centres, headings and rolls, as a match measures them.
 */
import { stellarEmpires } from '../index.js';

const combat = stellarEmpires.combat!;
type Answer = Record<string, unknown> & {
  ok: boolean;
  problems?: { code: string; path: string }[];
};
const odds = (r: unknown) => combat.odds(r) as Answer;
const codes = (a: Answer) => a.problems?.map((p) => `${p.code} ${p.path}`);

const base = {
  attacker: { design: 'hellcat', system: 'W4' },
  target: { design: 'omicron' },
  intercept_dice: 3,
};
const ahead = { attacker: { x: 0, y: 0, heading: 0 }, target: { x: 0, y: 6, heading: 4 } };

describe('SE-ARC measured on the table', () => {
  it('SE-ARC-6: nose to nose 6″ apart: range 6, the F section, in arc; the same odds as stated', () => {
    const measured = odds({ ...base, table: ahead });
    expect(measured.derived).toEqual({ range: 6, section: 'F', inArc: true });
    const stated = odds({ ...base, target: { design: 'omicron', section: 'F' }, range: 6 });
    expect({ ...measured, derived: null }).toEqual(stated);
  });

  it('SE-ARC-6: a target showing its stern is struck on A', () => {
    const away = { ...ahead, target: { x: 0, y: 6, heading: 0 } };
    expect(odds({ ...base, table: away }).derived).toMatchObject({ section: 'A' });
  });

  it('SE-ARC-5: a target behind a forward quarter arc (W1, F/Q) is refused with the match’s code', () => {
    const behind = { ...ahead, target: { x: 0, y: -6, heading: 0 } };
    const w1 = { ...base, attacker: { design: 'hellcat', system: 'W1' }, intercept_dice: 0 };
    expect(codes(odds({ ...w1, table: behind }))).toEqual(['E_OUT_OF_ARC /table']);
    expect(odds({ ...w1, table: ahead }).derived).toMatchObject({ inArc: true });
    // W4 turns all round (F/FULL): the same target is in its arc.
    expect(odds({ ...base, table: behind }).derived).toMatchObject({ inArc: true, section: 'F' });
  });

  it('stated values must agree; neither table nor range is GEOMETRY_NEEDED', () => {
    expect(codes(odds({ ...base, table: ahead, range: 9 }))).toEqual(['TABLE_DISAGREES /range']);
    expect(odds({ ...base, table: ahead, range: 6.05 }).ok).toBe(true);
    const wrongSection = { ...base, target: { design: 'omicron', section: 'A' }, table: ahead };
    expect(codes(odds(wrongSection))).toEqual(['TABLE_DISAGREES /target/section']);
    expect(codes(odds(base))).toEqual([
      'GEOMETRY_NEEDED /range',
      'GEOMETRY_NEEDED /target/section',
    ]);
  });
});
