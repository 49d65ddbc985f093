import { injectedDice } from '../../../testing/context.js';
import { unitType } from '../units/index.js';
import { dir, hour, moveAlong } from '../rules/geometry.js';
import { executeManeuver, inertiaOrder, maxThrust } from '../rules/movement.js';
import { resolveMovement } from '../rules/segment.js';
import { stressBase, stressPool } from '../rules/stress.js';
import { maneuverProblems } from '../decisions/maneuver.js';
import type { ManeuverOrder, UnitState } from '../model.js';
import { atSegment, codesOf, events, game, maneuver, submit, unit } from './fixtures.js';

const R = 0.8660254037844386;
const G = 'fsf-guardian-1';
const B = 'khi-blackbuck-1';

function guardianAt(x: number, y: number, course: number, speed: number, facing = course) {
  const s = atSegment(
    game([
      { id: G, x, y, course, facing, speed },
      { id: B, x: 20, y: 30 },
    ]),
    [G],
  );
  return s;
}

function codes(u: UnitState, order: ManeuverOrder): string[] {
  return maneuverProblems(u, order, '').map((p) => p.code);
}

function closeTo(actual: { x: number; y: number }, x: number, y: number) {
  expect(Math.abs(actual.x - x)).toBeLessThanOrEqual(1e-9);
  expect(Math.abs(actual.y - y)).toBeLessThanOrEqual(1e-9);
}

describe('Stratoyager geometry of movement', () => {
  it('SY-GEO-2: an hour is the non-negative remainder mod 12, whole or not', () => {
    // The remainder as the rules first wrote it; the hours 1..11 taken as they are must agree.
    const remainder = (h: number) => ((h % 12) + 12) % 12;
    const hours = [-25, -12, -11, -1, -0, 0, 0.1, 1, 5, 11, 11.5, 12, 13, 23, 24, 1e9 + 0.5, NaN];
    for (const h of hours) expect(Object.is(hour(h), remainder(h))).toBe(true);
    // A fraction is rounded by the remainder, so it cannot be handed back as it is.
    expect(hour(0.1)).not.toBe(0.1);
    expect(Object.is(hour(-0), 0)).toBe(true);
  });

  it('SY-GEO-2: the direction table uses R = 0.8660254037844386 exactly', () => {
    expect(dir(0)).toEqual({ x: 0, y: 1 });
    expect(dir(1)).toEqual({ x: 0.5, y: R });
    expect(dir(4)).toEqual({ x: R, y: -0.5 });
    expect(dir(10)).toEqual({ x: -R, y: 0.5 });
    expect(dir(12)).toEqual(dir(0));
  });

  it('SY-GEO-1, SY-GEO-3: a move is x + d*DIR.x, y + d*DIR.y in doubles, with no trigonometry', () => {
    const p = moveAlong({ x: 12, y: 10 }, 10, 4);
    expect(p.x).toBe(12 + 4 * -R);
    expect(p.y).toBe(10 + 4 * 0.5);
  });

  it('SY-GEO-9: play is two-dimensional: positions have x and y only', () => {
    const s = guardianAt(12, 10, 0, 4);
    expect(Object.keys(unit(s, G).pos!).sort()).toEqual(['x', 'y']);
  });
});

describe('Stratoyager Maneuver Action (SY-MOV)', () => {
  it('SY-EX-2, SY-MOV-4, SY-MOV-5: turn port 2, inertia 4 along hour 10, slide starboard 2', () => {
    const s = guardianAt(12, 10, 0, 4);
    const out = executeManeuver(
      { pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 4 },
      maneuver(G, ['TURN', 'PORT', 2], ['SLIDE', 'STARBOARD', 2]),
    );
    expect(out.course).toBe(10);
    expect(out.facing).toBe(10);
    closeTo(out.path[1], 8.535898384862247, 12);
    closeTo(out.pos, 9.535898384862247, 13.732050807568877);
    expect(out.speed).toBe(4);
    expect(
      stressBase(
        maneuver(G, ['TURN', 'PORT', 2], ['SLIDE', 'STARBOARD', 2]),
        unitType('guardian-151a'),
      ),
    ).toBe(0);
    expect(s.stage).toBe('MANEUVER_ORDERS');
  });

  it('SY-EX-3: safe acceleration 3 to 6 moves the new speed; no stress test', () => {
    const order = maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 3], ['TURN', 'STARBOARD', 0]);
    const out = executeManeuver({ pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 3 }, order);
    expect(out.speed).toBe(6);
    expect(out.pos).toEqual({ x: 12, y: 16 });
    expect(stressBase(order, unitType('guardian-151a'))).toBe(0);
  });

  it('SY-EX-4: braking by 5 as M1 or as M2 ends at (12, 13) at speed 3 (SY-MOV-5 deceleration)', () => {
    const a = executeManeuver(
      { pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 8 },
      maneuver(G, ['ACCEL_DECEL', 'DECELERATE', 5], ['SLIDE', 'PORT', 0]),
    );
    expect(a.pos).toEqual({ x: 12, y: 13 });
    expect(a.speed).toBe(3);
    const bOrder = maneuver(G, ['TURN', 'PORT', 0], ['ACCEL_DECEL', 'DECELERATE', 5]);
    const b = executeManeuver({ pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 8 }, bOrder);
    expect(b.path).toEqual([
      { x: 12, y: 10 },
      { x: 12, y: 18 },
      { x: 12, y: 13 },
    ]);
    expect(b.speed).toBe(3);
    expect(
      stressPool(stressBase(bOrder, unitType('guardian-151a')), unitType('guardian-151a')),
    ).toBe(3);
  });

  it('SY-EX-5: a safe turn of 2 notches to port gives course 10', () => {
    const out = executeManeuver(
      { pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 0 },
      maneuver(G, ['TURN', 'PORT', 2], ['SLIDE', 'PORT', 0]),
    );
    expect(out.course).toBe(10);
  });

  it('SY-EX-6: the wingover at the turn limit is valid; 7 is THRUST_ABOVE_MAX (SY-MOV-6)', () => {
    const s = guardianAt(12, 10, 0, 4);
    const ok = maneuver(G, ['TURN', 'STARBOARD', 6], ['SLIDE', 'PORT', 0]);
    expect(codes(unit(s, G), ok)).toEqual([]);
    const out = executeManeuver({ pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 4 }, ok);
    expect(out.course).toBe(6);
    closeTo(out.pos, 12, 6);
    expect(stressPool(stressBase(ok, unitType('guardian-151a')), unitType('guardian-151a'))).toBe(
      4,
    );
    expect(codes(unit(s, G), maneuver(G, ['TURN', 'STARBOARD', 7], ['SLIDE', 'PORT', 0]))).toEqual([
      'THRUST_ABOVE_MAX',
    ]);
  });

  it('SY-EX-27: the order of maneuvers matters', () => {
    const start = { pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 3 };
    const a = executeManeuver(
      start,
      maneuver(G, ['TURN', 'STARBOARD', 3], ['ACCEL_DECEL', 'ACCELERATE', 3]),
    );
    closeTo(a.pos, 18, 10);
    expect([a.course, a.speed]).toEqual([3, 6]);
    const b = executeManeuver(
      start,
      maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 3], ['TURN', 'STARBOARD', 3]),
    );
    closeTo(b.pos, 12, 16);
    expect([b.course, b.speed]).toEqual([3, 6]);
  });

  it('SY-MOV-1: exactly two maneuvers (MANEUVER_COUNT otherwise)', () => {
    const s = guardianAt(12, 10, 0, 4);
    const one = {
      type: 'MANEUVER',
      unitId: G,
      maneuvers: [{ driver: 'TURN', direction: 'PORT', thrust: 1 }],
    } as unknown as ManeuverOrder;
    expect(codes(unit(s, G), one)).toContain('MANEUVER_COUNT');
    expect(codesOf(s, 0, { orders: [one] })).toContain('MANEUVER_COUNT');
  });

  it('SY-MOV-2: two different drivers, and directions that belong to them', () => {
    const u = unit(guardianAt(12, 10, 0, 4), G);
    expect(codes(u, maneuver(G, ['TURN', 'PORT', 1], ['TURN', 'STARBOARD', 1]))).toEqual([
      'DUPLICATE_DRIVER',
    ]);
    expect(codes(u, maneuver(G, ['TURN', 'ACCELERATE', 1], ['SLIDE', 'PORT', 0]))).toEqual([
      'INVALID_DIRECTION',
    ]);
    expect(codes(u, maneuver(G, ['ACCEL_DECEL', 'PORT', 1], ['SLIDE', 'PORT', 0]))).toEqual([
      'INVALID_DIRECTION',
    ]);
  });

  it('SY-MOV-3: thrusts are integers >= 0; two zero thrusts are inertia flight', () => {
    const u = unit(guardianAt(12, 10, 0, 4), G);
    expect(codes(u, maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 2.5], ['TURN', 'PORT', 0]))).toEqual([
      'THRUST_NOT_INTEGER',
    ]);
    expect(codes(u, maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', -1], ['TURN', 'PORT', 0]))).toEqual([
      'THRUST_NEGATIVE',
    ]);
    const out = executeManeuver(
      { pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 4 },
      inertiaOrder(G),
    );
    expect(out.pos).toEqual({ x: 12, y: 14 });
    expect([out.course, out.facing, out.speed]).toEqual([0, 0, 4]);
  });

  it('SY-MOV-6, SY-EX-29: thrust up to min(9, 2 x safe): Guardian 8, Blackbuck 9', () => {
    expect(
      maxThrust(unitType('guardian-151a'), { driver: 'ACCEL_DECEL', direction: 'ACCELERATE' }),
    ).toBe(8);
    expect(
      maxThrust(unitType('blackbuck-mk-ii'), { driver: 'ACCEL_DECEL', direction: 'ACCELERATE' }),
    ).toBe(9);
    const s = atSegment(
      game([
        { id: G, x: 5, y: 5 },
        { id: B, x: 10, y: 10 },
      ]),
      [G, B],
    );
    expect(
      codes(unit(s, G), maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 9], ['TURN', 'PORT', 0])),
    ).toEqual(['THRUST_ABOVE_MAX']);
    const bb = maneuver(B, ['ACCEL_DECEL', 'ACCELERATE', 9], ['TURN', 'PORT', 0]);
    expect(codes(unit(s, B), bb)).toEqual([]);
    expect(stressBase(bb, unitType('blackbuck-mk-ii'))).toBe(4);
  });

  it('SY-MOV-7, SY-EX-29: deceleration cannot exceed the speed at the start of the MA', () => {
    const u = unit(guardianAt(12, 10, 0, 3), G);
    expect(codes(u, maneuver(G, ['ACCEL_DECEL', 'DECELERATE', 5], ['TURN', 'PORT', 0]))).toEqual([
      'DECEL_EXCEEDS_SPEED',
    ]);
    expect(codes(u, maneuver(G, ['ACCEL_DECEL', 'DECELERATE', 3], ['TURN', 'PORT', 0]))).toEqual(
      [],
    );
  });

  it('SY-MOV-8: speed stays within 0..99', () => {
    const u = unit(guardianAt(12, 10, 0, 95), G);
    expect(codes(u, maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 5], ['TURN', 'PORT', 0]))).toEqual([
      'SPEED_ABOVE_99',
    ]);
    expect(codes(u, maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 4], ['TURN', 'PORT', 0]))).toEqual(
      [],
    );
  });

  it('SY-MOV-9, SY-EX-8: a misaligned unit must realign before any thrust, else it drifts', () => {
    // The state after SY-EX-7: course 10, facing 4, speed 7, at (12, 17).
    const s = guardianAt(12, 17, 10, 7, 4);
    const u = unit(s, G);
    expect(codes(u, maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 1], ['TURN', 'PORT', 0]))).toEqual([
      'MUST_REALIGN_BEFORE_MANEUVER',
    ]);
    const realign = maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 1], ['TURN', 'PORT', 0], {
      yaw: { timing: 'BEFORE', facingOffset: 0 },
    });
    expect(codes(u, realign)).toEqual([]);
    expect(stressBase(realign, unitType('guardian-151a'))).toBe(0);
    const out = executeManeuver({ pos: u.pos!, course: 10, facing: 4, speed: 7 }, realign);
    expect(out.facing).toBe(10);
    expect(
      codes(
        u,
        maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 0], ['TURN', 'PORT', 0], {
          yaw: { timing: 'BEFORE', facingOffset: 0 },
          evasive: true,
        }),
      ),
    ).toEqual(['ONE_ADDITIONAL_MANEUVER_ONLY']);
    const drift = maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 0], ['TURN', 'PORT', 0]);
    expect(codes(u, drift)).toEqual([]);
    const d = executeManeuver({ pos: u.pos!, course: 10, facing: 4, speed: 7 }, drift);
    closeTo(d.pos, 12 - 7 * R, 17 + 3.5);
    expect(d.facing).toBe(4);
  });

  it('SY-MOV-10: the path is the start point and the point after each displacement', () => {
    const out = executeManeuver(
      { pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 4 },
      maneuver(G, ['SLIDE', 'PORT', 1], ['ACCEL_DECEL', 'ACCELERATE', 2]),
    );
    expect(out.path).toEqual([
      { x: 12, y: 10 },
      { x: 11, y: 10 },
      { x: 11, y: 14 },
      { x: 11, y: 16 },
    ]);
  });

  it('SY-MOV-1, SY-MOV-4: a submitted order moves the unit through the segment (events from/to)', () => {
    const s = guardianAt(12, 10, 0, 4);
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [maneuver(G, ['TURN', 'PORT', 2], ['SLIDE', 'STARBOARD', 2])] }, ctx);
    const moved = events(ctx, 'unit.moved')[0];
    expect(moved.from).toEqual({ x: 12, y: 10 });
    closeTo(moved.to as { x: number; y: number }, 9.535898384862247, 13.732050807568877);
    expect(unit(s, G).activated).toBe(true);
  });
});

describe('Stratoyager yaw (SY-YAW) and evasive maneuvers (SY-EVA)', () => {
  it('SY-EX-7, SY-YAW-2, SY-YAW-3: yaw 180 after; its thrust goes to the acceleration', () => {
    const order = maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 4], ['TURN', 'PORT', 2], {
      yaw: { timing: 'AFTER', facingOffset: 6 },
    });
    const out = executeManeuver({ pos: { x: 12, y: 10 }, course: 0, facing: 0, speed: 3 }, order);
    expect(out.speed).toBe(7);
    expect(out.pos).toEqual({ x: 12, y: 17 });
    expect([out.course, out.facing]).toEqual([10, 4]);
    const g = unitType('guardian-151a');
    expect(stressBase(order, g)).toBe(1);
    expect(stressPool(1, g)).toBe(2);
  });

  it('SY-YAW-3: on equal thrusts the yaw goes to the driver with the lower safe value, then M1', () => {
    const g = unitType('guardian-151a'); // accel 4, turn 3, slide 2
    const tie = maneuver(G, ['TURN', 'PORT', 3], ['SLIDE', 'PORT', 3], {
      yaw: { timing: 'AFTER', facingOffset: 1 },
    });
    // slide has the lower safe value (2): eff 4 vs 2 -> 2, turn 3 vs 3 -> 0.
    expect(stressBase(tie, g)).toBe(2);
    const zero = maneuver(G, ['TURN', 'PORT', 0], ['ACCEL_DECEL', 'ACCELERATE', 0], {
      yaw: { timing: 'AFTER', facingOffset: 1 },
    });
    expect(stressBase(zero, g)).toBe(0);
  });

  it('SY-YAW-1: at most one yaw per turn (YAW_ALREADY_USED)', () => {
    const s = guardianAt(12, 10, 0, 4);
    unit(s, G).yawed = true;
    expect(
      codes(
        unit(s, G),
        maneuver(G, ['TURN', 'PORT', 0], ['SLIDE', 'PORT', 0], {
          yaw: { timing: 'AFTER', facingOffset: 3 },
        }),
      ),
    ).toEqual(['YAW_ALREADY_USED']);
  });

  it('SY-YAW-2: the offset must change the facing, and be an hour', () => {
    const u = unit(guardianAt(12, 10, 0, 4, 3), G);
    expect(
      codes(
        u,
        maneuver(G, ['TURN', 'PORT', 0], ['SLIDE', 'PORT', 0], {
          yaw: { timing: 'AFTER', facingOffset: 3 },
        }),
      ),
    ).toEqual(['YAW_NO_CHANGE']);
    expect(
      codes(
        u,
        maneuver(G, ['TURN', 'PORT', 0], ['SLIDE', 'PORT', 0], {
          yaw: { timing: 'AFTER', facingOffset: 12 },
        }),
      ),
    ).toEqual(['INVALID_HOUR']);
  });

  it('SY-YAW-4: realigning BEFORE is the one yaw; a misaligned unit may also re-yaw AFTER while drifting', () => {
    const u = unit(guardianAt(12, 10, 0, 4, 3), G);
    const after = maneuver(G, ['TURN', 'PORT', 0], ['SLIDE', 'PORT', 0], {
      yaw: { timing: 'AFTER', facingOffset: 0 },
    });
    expect(codes(u, after)).toEqual([]);
    const out = executeManeuver({ pos: u.pos!, course: 0, facing: 3, speed: 4 }, after);
    expect(out.facing).toBe(0);
    const s = guardianAt(12, 10, 0, 4, 3);
    submit(
      s,
      0,
      {
        orders: [
          maneuver(G, ['TURN', 'PORT', 1], ['SLIDE', 'PORT', 0], {
            yaw: { timing: 'BEFORE', facingOffset: 0 },
          }),
        ],
      },
      injectedDice([]),
    );
    expect(unit(s, G).yawed).toBe(true);
    expect([unit(s, G).course, unit(s, G).facing]).toEqual([11, 11]);
  });

  it('SY-YAW-5, SY-EVA-1: yaw and evasive are alternatives; evasive gives the token', () => {
    const s = guardianAt(12, 10, 0, 4);
    expect(
      codes(
        unit(s, G),
        maneuver(G, ['TURN', 'PORT', 0], ['SLIDE', 'PORT', 0], {
          yaw: { timing: 'AFTER', facingOffset: 2 },
          evasive: true,
        }),
      ),
    ).toEqual(['ONE_ADDITIONAL_MANEUVER_ONLY']);
    submit(
      s,
      0,
      { orders: [maneuver(G, ['TURN', 'PORT', 0], ['SLIDE', 'PORT', 0], { evasive: true })] },
      injectedDice([]),
    );
    expect(unit(s, G).evasive).toBe(true);
  });

  it('SY-YAW-6: yaw thrust does not count against the 2 x safe limit', () => {
    const u = unit(guardianAt(12, 10, 0, 4), G);
    const order = maneuver(G, ['TURN', 'STARBOARD', 6], ['SLIDE', 'PORT', 0], {
      yaw: { timing: 'AFTER', facingOffset: 6 },
    });
    expect(codes(u, order)).toEqual([]);
    expect(stressBase(order, unitType('guardian-151a'))).toBe(4);
  });

  it('SY-EVA-4: evasive costs no thrust and adds no stress dice', () => {
    const g = unitType('guardian-151a');
    const plain = maneuver(G, ['TURN', 'STARBOARD', 4], ['SLIDE', 'PORT', 0]);
    expect(stressBase({ ...plain, evasive: true }, g)).toBe(stressBase(plain, g));
    expect(stressBase({ ...plain, evasive: true }, g)).toBe(1);
  });

  it('SY-EVA-2, SY-EVA-5: evasive lasts from the movement to the end of the turn, and not before', () => {
    const s = atSegment(
      game([
        { id: G, x: 12, y: 10 },
        { id: B, x: 12, y: 14, course: 6, facing: 6 },
      ]),
      [G],
      1,
    );
    expect(unit(s, G).evasive).toBe(false);
    resolveMovement(
      s,
      [maneuver(G, ['TURN', 'PORT', 0], ['SLIDE', 'PORT', 0], { evasive: true })],
      injectedDice([]),
    );
    expect(unit(s, G).evasive).toBe(true);
  });
});
