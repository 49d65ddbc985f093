import { atSegment, codesOf, drift, game, problemsOf } from './fixtures.js';

const G = 'fsf-guardian-1';
const B = 'khi-blackbuck-1';

describe('Stratoyager submissions: the common checks of §7.3', () => {
  const s = () =>
    atSegment(
      game([
        { id: G, x: 12, y: 5 },
        { id: B, x: 12, y: 30 },
      ]),
      [G, B],
      2,
      3,
    );

  it('WRONG_STAGE, STALE_ORDER, NOT_OWNER from the envelope', () => {
    expect(codesOf(s(), 0, { stage: 'COMBAT_ORDERS', orders: [drift(G)] })).toEqual([
      'WRONG_STAGE',
    ]);
    expect(codesOf(s(), 0, { turn: 2, orders: [drift(G)] })).toEqual(['STALE_ORDER']);
    expect(codesOf(s(), 0, { turn: 3, segment: 1, orders: [drift(G)] })).toEqual(['STALE_ORDER']);
    expect(codesOf(s(), 0, { side: 1, orders: [drift(G)] })).toEqual(['NOT_OWNER']);
    expect(
      codesOf(s(), 0, {
        stage: 'MANEUVER_ORDERS',
        turn: 3,
        segment: 2,
        side: 0,
        orders: [drift(G)],
      }),
    ).toEqual([]);
    expect(codesOf(s(), 0, { orders: [{ type: 'RESERVES', unitIds: [] }] })).toEqual([
      'WRONG_STAGE',
      'MALFORMED',
    ]);
  });

  it('MALFORMED with JSON Pointer paths, every problem at once', () => {
    const problems = problemsOf(s(), 0, {
      orders: [
        {
          type: 'MANEUVER',
          unitId: G,
          maneuvers: [{ driver: 'WARP', direction: 'PORT', thrust: '2' }],
          extra: 1,
        },
      ],
    } as never);
    expect(problems.map((p) => [p.code, p.path])).toEqual(
      expect.arrayContaining([
        ['MALFORMED', '/orders/0/extra'],
        ['MALFORMED', '/orders/0/maneuvers/0/driver'],
        ['MALFORMED', '/orders/0/maneuvers/0/thrust'],
      ]),
    );
    expect(codesOf(s(), 0, 'nonsense' as never)).toEqual(['MALFORMED']);
  });

  it('INVALID_HOUR and UNKNOWN_UNIT in orders; several problems are reported together', () => {
    const problems = problemsOf(s(), 0, {
      orders: [
        {
          ...drift(G),
          maneuvers: [
            { driver: 'TURN', direction: 'PORT', thrust: 10 },
            { driver: 'TURN', direction: 'STARBOARD', thrust: -1 },
          ],
          yaw: { timing: 'AFTER', facingOffset: 14 },
        },
      ],
    });
    expect(problems.map((p) => p.code).sort()).toEqual([
      'DUPLICATE_DRIVER',
      'INVALID_HOUR',
      'THRUST_ABOVE_MAX',
      'THRUST_NEGATIVE',
    ]);
    expect(problems.find((p) => p.code === 'THRUST_ABOVE_MAX')!.path).toBe(
      '/orders/0/maneuvers/0/thrust',
    );
    expect(codesOf(s(), 0, { orders: [drift('nobody')] })).toEqual(['UNKNOWN_UNIT']);
  });
});
