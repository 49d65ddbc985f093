/**
 * A Billion Suns' stateless attacks from the table itself: firing ships' centres and headings and
 * the target's centres, measured with the match's reach rule (ABS-ATK-3), and echoed.
 */
import { combatAdjudication as abs } from './index.js';
import { FRIGATES_AT_DESTROYER } from './fixtures.js';

type Answer = Record<string, unknown> & {
  ok: boolean;
  problems?: { code: string; path: string }[];
};
const odds = (r: unknown) => abs.odds(r) as Answer;
const codes = (a: Answer) => a.problems?.map((p) => `${p.code} ${p.path}`);

/** ABS-EX-5 on a table: the frigates 12″ east of the destroyer's centre, a little off their nose. */
const placed = {
  attacker: {
    unit: 'frigate',
    ships: [
      { at: { x: 0, y: 0 }, heading: 0 },
      { at: { x: 0, y: 1 }, heading: 0 },
    ],
  },
  target: { unit: 'destroyer', ships: [{ at: { x: 12, y: 1 } }] },
};

describe('ABS-ATK-3 measured from the table', () => {
  it('ABS-EX-5 from centres and headings: the same pool and odds as the stated distance', () => {
    const measured = odds(placed);
    const stated = odds(FRIGATES_AT_DESTROYER);
    expect(measured.ok).toBe(true);
    const { derived, ...rest } = measured;
    expect({ ...rest, derived: null }).toEqual(stated);
    expect(derived).toEqual({
      ships: [
        {
          distance: expect.closeTo(12.042, 3),
          offAxis: expect.closeTo(4.76, 2),
          reach: { primary: 'ok', auxiliary: 'range' },
        },
        { distance: 12, offAxis: 0, reach: { primary: 'ok', auxiliary: 'range' } },
      ],
    });
  });

  it('ABS-ATK-3: a target behind the ships is out of the primary arc, with the code of the match', () => {
    const behind = { ...placed, target: { unit: 'destroyer', ships: [{ at: { x: -12, y: 0 } }] } };
    const a = odds(behind);
    expect(a.ok).toBe(false);
    expect(codes(a)).toEqual(['E_DICE_ALLOCATION /attacker/ships']);
    const asked = {
      ...behind,
      attacker: {
        ...placed.attacker,
        ships: placed.attacker.ships.map((s) => ({ ...s, fire: { primary: 1 } })),
      },
    };
    expect(codes(odds(asked))).toEqual([
      'E_TARGET_NOT_IN_ARC /attacker/ships/0/fire/primary',
      'E_TARGET_NOT_IN_ARC /attacker/ships/1/fire/primary',
    ]);
  });

  it('ABS-ATK-3: the nearest target ship decides the range (some point in range)', () => {
    const two = {
      ...placed,
      target: { unit: 'destroyer', ships: [{ at: { x: 40, y: 0 } }, { at: { x: 10, y: 0 } }] },
    };
    const a = odds(two);
    expect(a.ok).toBe(true);
    expect((a.derived as { ships: { distance: number }[] }).ships[0].distance).toBe(10);
  });

  it('missing and contradicting positions are refused at their paths', () => {
    const noHeading = {
      ...placed,
      attacker: { ...placed.attacker, ships: [{ at: { x: 0, y: 0 } }] },
    };
    expect(codes(odds(noHeading))).toEqual(['E_POSITION_NEEDED /attacker/ships/0/heading']);
    const noTarget = { ...placed, target: { unit: 'destroyer' } };
    expect(codes(odds(noTarget))).toEqual(['E_POSITION_NEEDED /target/ships']);
    const mixed = {
      ...placed,
      attacker: { ...placed.attacker, ships: [placed.attacker.ships[0], { distance: 12 }] },
    };
    expect(codes(odds(mixed))).toEqual(['E_POSITION_NEEDED /attacker/ships/1/at']);
    const none = {
      ...placed,
      attacker: { unit: 'frigate', ships: [{}] },
      target: { unit: 'destroyer' },
    };
    expect(codes(odds(none))).toEqual(['E_GEOMETRY_NEEDED /attacker/ships/0/distance']);
    const wrong = {
      ...placed,
      attacker: { ...placed.attacker, ships: [{ ...placed.attacker.ships[0], distance: 40 }] },
    };
    expect(codes(odds(wrong))).toEqual(['E_TABLE_DISAGREES /attacker/ships/0/distance']);
    const agreeing = {
      ...placed,
      attacker: { ...placed.attacker, ships: [{ ...placed.attacker.ships[0], distance: 12.1 }] },
    };
    expect(odds(agreeing).ok).toBe(true);
  });
});
