import { describe, expect, it } from '@jest/globals';
import type { SegmentOrders, ShipOrders } from '../rules/orders.js';
import {
  validateDecoys,
  validateSegmentOrders,
  validateTurnBreakOrders,
} from '../rules/validation.js';
import { findScenario, gameFromSetup } from '../scenarios.js';
import { applySystemHit } from '../rules/damage.js';
import { aspectOf } from '../rules/arcs.js';
import { launchAll } from '../rules/launch.js';
import { game } from './test-fixtures.js';

const quiet = () => {};
const picket = () => gameFromSetup(findScenario('picket-clash')!.setup);
const orders = (ships: ShipOrders[], over: Partial<SegmentOrders> = {}): SegmentOrders => ({
  type: 'segment_orders',
  turn: 1,
  segment: 1,
  player: 'A',
  ships,
  ...over,
});
const codes = (ps: { code: string }[]) => ps.map((p) => p.code);

describe('segment orders (SITS-ORD-3, -4, -6; §8.5)', () => {
  it('SITS-EX-7a: from A1 only the bow mount bears: B-LS is out of range, P-MSL out of arc', () => {
    const g = picket();
    const problems = validateSegmentOrders(
      g,
      'A',
      orders([
        {
          ship: 'A1',
          fire: [{ mount: 'B-LS', target: 'B1' }],
          launch: [{ mount: 'P-MSL', target: 'B1', warhead: 'laser' }],
        },
      ]),
    );
    expect(codes(problems)).toEqual(['FIRE_OUT_OF_RANGE', 'LAUNCH_OUT_OF_ARC']);
    expect(problems.map((p) => p.path)).toEqual(['/ships/0/fire/0', '/ships/0/launch/0']);
  });

  it('SITS-ORD-6: ship checks, thrust, pivot and roll checks, each reported', () => {
    const g = picket();
    g.ships.A1.pivot = { dir: 'cw', hexsidesLeft: 1, progress: 0 };
    const problems = validateSegmentOrders(
      g,
      'A',
      orders([
        { ship: 'Z9' },
        { ship: 'B1' },
        {
          ship: 'A1',
          thrust: 6,
          pivot: { dir: 'cw', hexsides: 4 },
          roll: { dir: 'cw', quarters: 3 },
        },
        { ship: 'A1' },
      ]),
    );
    expect(codes(problems)).toEqual([
      'ORD_UNKNOWN_SHIP',
      'ORD_NOT_YOUR_SHIP',
      'THR_OUT_OF_RANGE',
      'PIV_BAD_STEPS',
      'PIV_IN_PROGRESS',
      'ROL_BAD_STEPS',
      'ORD_DUPLICATE_SHIP',
    ]);
    g.ships.A1.wedgeUp = false;
    g.ships.A1.status = 'active';
    expect(codes(validateSegmentOrders(g, 'A', orders([{ ship: 'A1', thrust: 2 }])))).toEqual([
      'THR_WEDGE_DOWN',
    ]);
    g.ships.A1.status = 'disengaged';
    expect(codes(validateSegmentOrders(g, 'A', orders([{ ship: 'A1' }])))).toEqual([
      'ORD_SHIP_OUT_OF_PLAY',
    ]);
    expect(codes(validateSegmentOrders(g, 'A', orders([], { segment: 2 })))).toEqual([
      'ORD_WRONG_STEP',
    ]);
  });

  it('SITS-ORD-6: fire checks (mount, kind, duplicate, disabled, recharging, target, arc, wedge)', () => {
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'C' },
      { id: 'B1', at: [0, -1], facing: 'F', classId: 'lancet_dd' },
      { id: 'A2', at: [5, 5] },
    ]);
    g.ships.A1.mounts['S-GR'].operational = 0;
    g.ships.A1.mounts['P-GL'].lastFiredG = 0;
    const problems = validateSegmentOrders(
      g,
      'A',
      orders([
        {
          ship: 'A1',
          fire: [
            { mount: 'X', target: 'B1' },
            { mount: 'P-MSL', target: 'B1' },
            { mount: 'P-GR', target: 'B1' },
            { mount: 'P-GR', target: 'B1' },
            { mount: 'S-GR', target: 'B1' },
            { mount: 'P-GL', target: 'B1' },
            { mount: 'B-LS', target: 'A2' },
          ],
        },
      ]),
    );
    expect(codes(problems)).toEqual([
      'FIRE_UNKNOWN_MOUNT',
      'FIRE_WRONG_MOUNT_KIND',
      'FIRE_DUPLICATE_MOUNT',
      'FIRE_MOUNT_DISABLED',
      'FIRE_OUT_OF_ARC',
      'FIRE_RECHARGING',
      'FIRE_BAD_TARGET',
    ]);
    g.ships.A1.rollAngle = 90;
    g.ships.B1.rollAngle = 90;
    const wedge = validateSegmentOrders(
      g,
      'A',
      orders([{ ship: 'A1', fire: [{ mount: 'P-GR', target: 'B1' }] }]),
    );
    expect(codes(wedge)).toEqual(['FIRE_ARC_WEDGE', 'FIRE_WEDGE_BLOCKED']);
  });

  it('SITS-EX-7c / SITS-ORD-6: a beam order against a target rolled to its wedge is FIRE_WEDGE_BLOCKED', () => {
    const g = game([
      { id: 'B1', at: [0, 0], facing: 'D', roll: 90 },
      { id: 'A1', at: [3, 0], facing: 'F' },
    ]);
    expect(
      codes(
        validateSegmentOrders(
          g,
          'A',
          orders([{ ship: 'A1', fire: [{ mount: 'B-LS', target: 'B1' }] }]),
        ),
      ),
    ).toEqual(['FIRE_WEDGE_BLOCKED']);
  });

  it('SITS-ORD-4: a graser may be ordered up to 2 × its last row + 1', () => {
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'C' },
      { id: 'B1', at: [0, -5], facing: 'A', classId: 'lancet_dd' },
    ]);
    const fire = (r: number) => {
      g.ships.B1.pos = { q: 0, r: -r };
      return codes(
        validateSegmentOrders(
          g,
          'A',
          orders([{ ship: 'A1', fire: [{ mount: 'P-GR', target: 'B1' }] }]),
        ),
      );
    };
    expect(fire(5)).toEqual([]);
    expect(fire(6)).toEqual(['FIRE_OUT_OF_RANGE']);
  });

  it('SITS-ORD-3 / SITS-EX-4: launches count toward Max Salvos in listed order; 1/N needs a quiet interval', () => {
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'C' },
      { id: 'B1', at: [0, -23], classId: 'lancet_dd' },
    ]);
    g.ships.A1.salvosThisTurn = 1;
    const launch = (mount: string) => ({ mount, target: 'B1', warhead: 'laser' as const });
    expect(
      codes(validateSegmentOrders(g, 'A', orders([{ ship: 'A1', launch: [launch('P-MSL')] }]))),
    ).toEqual([]);
    g.ships.A1.salvosThisTurn = 2;
    expect(
      codes(validateSegmentOrders(g, 'A', orders([{ ship: 'A1', launch: [launch('P-MSL')] }]))),
    ).toEqual(['LAUNCH_SALVO_LIMIT']);
    g.ships.B1.pos = { q: 0, r: -9 };
    g.ships.A1.salvosThisTurn = 3;
    const two = validateSegmentOrders(
      g,
      'A',
      orders([{ ship: 'A1', launch: [launch('P-MSL'), launch('P-MSL')] }]),
    );
    expect(codes(two)).toEqual(['LAUNCH_DUPLICATE_MOUNT', 'LAUNCH_SALVO_LIMIT']);
    g.ships.A1.salvosThisTurn = 0;
    g.ships.A1.lastLaunchTurn = 5;
    g.turn = 7;
    g.ships.B1.pos = { q: 0, r: -110 };
    expect(
      codes(
        validateSegmentOrders(
          g,
          'A',
          orders([{ ship: 'A1', launch: [launch('P-MSL')] }], { turn: 7 }),
        ),
      ),
    ).toEqual(['LAUNCH_SALVO_INTERVAL']);
  });

  it('SITS-ORD-6 / SITS-MSL-6: launch checks (kind, disabled, ammunition, target, warhead, wedge roll)', () => {
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'C' },
      { id: 'B1', at: [0, -10], classId: 'lancet_dd' },
    ]);
    g.ships.A1.mounts['S-MSL'].operational = 0;
    g.ships.A1.mounts['S-MSL'].ammo = 0;
    const problems = validateSegmentOrders(
      g,
      'A',
      orders([
        {
          ship: 'A1',
          launch: [
            { mount: 'Q', target: 'B1', warhead: 'laser' },
            { mount: 'P-GR', target: 'B1', warhead: 'laser' },
            { mount: 'S-MSL', target: 'A1', warhead: 'laser' },
            { mount: 'P-MSL', target: 'B1', warhead: 'plasma' as 'laser' },
          ],
        },
      ]),
    );
    expect(codes(problems)).toEqual([
      'LAUNCH_UNKNOWN_MOUNT',
      'LAUNCH_WRONG_MOUNT_KIND',
      'LAUNCH_MOUNT_DISABLED',
      'LAUNCH_NO_AMMO',
      'LAUNCH_BAD_TARGET',
      'LAUNCH_BAD_WARHEAD',
    ]);
    g.ships.A1.rollAngle = 270;
    expect(
      codes(
        validateSegmentOrders(
          g,
          'A',
          orders([{ ship: 'A1', launch: [{ mount: 'P-MSL', target: 'B1', warhead: 'nuke' }] }]),
        ),
      ),
    ).toEqual(['LAUNCH_ARC_WEDGE']);
  });
});

describe('decoy responses and turn-break orders (§8.2, §8.3, §8.5)', () => {
  it('SITS-DEF-2: decoy checks', () => {
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'C' },
      { id: 'B1', at: [0, -10], classId: 'lancet_dd' },
      { id: 'B2', at: [0, -12], classId: 'lancet_dd' },
    ]);
    launchAll(g, [{ ship: 'A1', mount: 'P-MSL', target: 'B1', warhead: 'laser' }], quiet);
    g.ships.B1.decoys = 0;
    const id = g.salvos[0].id;
    const problems = validateDecoys(g, 'B', {
      type: 'decoy_response',
      turn: 1,
      segment: 1,
      player: 'B',
      decoys: [
        { ship: 'B1', salvo: 'S1-X' },
        { ship: 'A1', salvo: id },
        { ship: 'B2', salvo: id },
        { ship: 'B1', salvo: id },
      ],
    });
    expect(codes(problems)).toEqual([
      'DECOY_UNKNOWN_SALVO',
      'DECOY_NOT_YOUR_SHIP',
      'DECOY_NOT_TARGET',
      'DECOY_DUPLICATE',
      'DECOY_NONE_LEFT',
    ]);
  });

  it('SITS-DC-2 / SITS-DC-4 / SITS-DC-7: repair and miracle checks', () => {
    const g = game([{ id: 'B1', classId: 'lancet_dd' }]);
    const b1 = g.ships.B1;
    const left = aspectOf(5, {
      roll: 'NORMAL',
      wedgeUp: true,
      sidewallUp: { port: true, starboard: true },
    });
    applySystemHit(g, b1, 2, left, quiet); // D1
    applySystemHit(g, b1, 8, left, quiet); // D2 magazine
    b1.damageRecords[0].attemptsUsed = 1;
    const tb = (repairs: { ship: string; record: string }[], miracle?: { ship: string }) =>
      codes(
        validateTurnBreakOrders(g, 'B', {
          type: 'turn_break_orders',
          turn: 1,
          player: 'B',
          repairs,
          ...(miracle ? { miracle } : {}),
        }),
      );
    expect(
      tb([
        { ship: 'B1', record: 'D9' },
        { ship: 'B1', record: 'D2' },
      ]),
    ).toEqual(['DC_UNKNOWN_RECORD', 'DC_NOT_REPAIRABLE']);
    expect(
      tb([
        { ship: 'B1', record: 'D1' },
        { ship: 'B1', record: 'D1' },
      ]),
    ).toEqual(['DC_RECORD_LIMIT']);
    expect(
      tb([
        { ship: 'B1', record: 'D1' },
        { ship: 'B1', record: 'D1' },
        { ship: 'B1', record: 'D1' },
      ]),
    ).toEqual(['DC_RECORD_LIMIT', 'DC_TOO_MANY_PARTIES', 'DC_RECORD_LIMIT']);
    b1.damageRecords[0].attemptsUsed = 2;
    expect(tb([{ ship: 'B1', record: 'D1' }])).toEqual(['DC_NO_ATTEMPTS_LEFT']);
    expect(tb([], { ship: 'B1' })).toEqual(['MIRACLE_RULE_OFF']);
    g.optionalRules.miracles = true;
    expect(tb([], { ship: 'B1' })).toEqual(['MIRACLE_NONE_HELD']);
    g.sides[1].miracleHeld = true;
    expect(tb([{ ship: 'B1', record: 'D1' }], { ship: 'B1' })).toEqual([]);
  });
});
