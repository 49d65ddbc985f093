import { injectedDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import type { ReserveEntryOrder } from '../model.js';
import { validateTurnStart } from '../decisions/turn-start.js';
import { rollReserveArrivals } from '../rules/reserves.js';
import { resolveMovement } from '../rules/segment.js';
import { beginTurn } from '../rules/flow.js';
import { atSegment, codesOf, events, game, maneuver, passStage, submit, unit } from './fixtures.js';

const enter = (
  unitId: string,
  edge: ReserveEntryOrder['edge'],
  x: number,
  y: number,
  course: number,
  speed = 0,
): ReserveEntryOrder => ({
  type: 'ENTER',
  unitId,
  edge,
  x,
  y,
  course,
  speed,
});

function withReserves() {
  return game([
    { id: 'fsf-guardian-1', x: 5, y: 0.8 },
    { id: 'fsf-guardian-2', status: 'RESERVE' },
    { id: 'khi-evo-1', x: 5, y: 30 },
    { id: 'khi-evo-2', status: 'RESERVE' },
  ]);
}

describe('Stratoyager reserves (SY-RES)', () => {
  it('SY-EX-11, SY-RES-1: turn 2 arrives on 4 or less, turn 3 on 5 or less, automatic from turn 4, no roll in turn 1', () => {
    const s = withReserves();
    s.turn = 1;
    expect(rollReserveArrivals(s, injectedDice([]))).toEqual([]);
    s.turn = 2;
    expect(rollReserveArrivals(s, injectedDice([4, 5]))).toEqual(['fsf-guardian-2']);
    s.turn = 3;
    const ctx = injectedDice([6, 5]);
    expect(rollReserveArrivals(s, ctx)).toEqual(['khi-evo-2']);
    expect(ctx.rolls().map((r) => r.purpose)).toEqual([
      'reserve arrival: fsf-guardian-2 (turn 3, needs 5 or less)',
      'reserve arrival: khi-evo-2 (turn 3, needs 5 or less)',
    ]);
    s.turn = 4;
    const auto = injectedDice([]);
    expect(rollReserveArrivals(s, auto)).toEqual(['fsf-guardian-2', 'khi-evo-2']);
    expect(auto.rolls()).toEqual([]);
  });

  it('SY-RES-2: entry edge, depth, course, speed, position; every arrived reserve needs an entry', () => {
    const s = withReserves();
    beginTurn(s, 2, injectedDice([1, 1]));
    expect(s.stage).toBe('TURN_START');
    const G2 = 'fsf-guardian-2';
    expect(codesOf(s, 0, { orders: [] })).toEqual(['ENTRY_MISSING']);
    expect(codesOf(s, 0, { orders: [enter(G2, 'NORTH', 12, 35.5, 6)] })).toEqual([
      'ENTRY_EDGE_FORBIDDEN',
    ]);
    expect(codesOf(s, 0, { orders: [enter(G2, 'SOUTH', 12, 1.5, 0)] })).toEqual([
      'ENTRY_TOO_FAR_FROM_EDGE',
    ]);
    expect(codesOf(s, 0, { orders: [enter(G2, 'WEST', 0.5, 18, 9)] })).toEqual([
      'COURSE_NOT_INWARD',
    ]);
    expect(codesOf(s, 0, { orders: [enter(G2, 'WEST', 0.5, 18, 3, 10)] })).toEqual([
      'SPEED_OUT_OF_RANGE',
    ]);
    expect(codesOf(s, 0, { orders: [enter(G2, 'SOUTH', 5.2, 0.9, 0)] })).toEqual([
      'POSITION_OVERLAPS_UNIT',
    ]);
    expect(codesOf(s, 0, { orders: [enter(G2, 'SOUTH', 5, -0.5, 0)] })).toEqual([
      'OFF_TABLE_POSITION',
    ]);
    expect(codesOf(s, 0, { orders: [enter('fsf-guardian-1', 'SOUTH', 12, 0.5, 0)] })).toEqual([
      'UNIT_NOT_ARRIVED',
      'ENTRY_MISSING',
    ]);
    expect(codesOf(s, 0, { orders: [enter(G2, 'EAST', 23.5, 18, 9, 4)] })).toEqual([]);
  });

  it('SY-RES-2: an entry into an obstacle is refused (SY-OBS-2)', () => {
    const s = game(
      [
        { id: 'fsf-guardian-1', x: 5, y: 2 },
        { id: 'fsf-guardian-2', status: 'RESERVE' },
        { id: 'khi-evo-1', x: 5, y: 30 },
      ],
      {
        obstacles: [{ id: 'rock', shape: { kind: 'circle', center: { x: 12, y: 0 }, radius: 2 } }],
      },
    );
    beginTurn(s, 4, injectedDice([]));
    expect(codesOf(s, 0, { orders: [enter('fsf-guardian-2', 'SOUTH', 12, 0.5, 0)] })).toEqual([
      'POSITION_IN_OBSTACLE',
    ]);
  });

  it('SY-RES-3, SY-RES-4, SY-GEN-4: entries are hidden, placed together, overlaps settled by a roll-off; arrived units get cards', () => {
    const s = withReserves();
    beginTurn(s, 2, injectedDice([1, 1]));
    const ctx = injectedDice([5, 2]);
    submit(s, 0, { orders: [enter('fsf-guardian-2', 'WEST', 0.5, 18, 3)] }, ctx);
    expect(ctx.events).toEqual([]);
    expect(JSON.stringify(stratoyager.view(s, 1))).not.toContain('WEST');
    submit(s, 1, { orders: [enter('khi-evo-2', 'WEST', 0.5, 18.2, 3)] }, ctx);
    expect(events(ctx, 'overlap.rolled_off')).toEqual([
      { step: 'turn 2 entries and returns', displacedSide: 1 },
    ]);
    expect(unit(s, 'fsf-guardian-2').pos).toEqual({ x: 0.5, y: 18 });
    const e2 = unit(s, 'khi-evo-2');
    expect(Math.hypot(e2.pos!.x - 0.5, e2.pos!.y - 18)).toBeCloseTo(0.5, 9);
    expect(s.stage).toBe('INITIATIVE');
    expect(s.segmentCount).toBe(2);
    expect(e2.onTableThisTurn).toBe(true);
  });

  it('SY-RES-5: a unit still in reserve cannot be targeted', () => {
    const s = withReserves();
    atSegment(s, ['fsf-guardian-1']);
    s.stage = 'COMBAT_ORDERS';
    expect(
      codesOf(s, 0, {
        orders: [
          {
            type: 'COMBAT',
            unitId: 'fsf-guardian-1',
            action: { type: 'MAIN_WEAPON_SALVO', targetId: 'khi-evo-2' },
          },
        ],
      }),
    ).toEqual(['TARGET_NOT_ON_TABLE']);
  });
});

describe('Stratoyager leaving and returning (SY-EXIT)', () => {
  const U = 'fsf-guardian-1';
  function leaving(intent: 'RETURN' | 'WITHDRAW') {
    const s = atSegment(
      game([
        { id: U, x: 1, y: 20, course: 9, speed: 3 },
        { id: 'khi-evo-1', x: 20, y: 30 },
      ]),
      [U],
      1,
      2,
    );
    const ctx = injectedDice([]);
    resolveMovement(
      s,
      [
        maneuver(U, ['ACCEL_DECEL', 'ACCELERATE', 0], ['TURN', 'STARBOARD', 0], {
          exitIntent: intent,
        }),
      ],
      ctx,
    );
    return { s, ctx };
  }

  it('SY-EX-32, SY-EXIT-1, SY-EXIT-2: drifting off the west edge: exit point (0, 20), OFF_TABLE, exit turn 2', () => {
    const { s, ctx } = leaving('RETURN');
    expect(events(ctx, 'unit.left_table')[0]).toEqual({
      unitId: U,
      exitPoint: { x: 0, y: 20 },
      exitEdge: 'WEST',
      intent: 'RETURN',
    });
    expect(unit(s, U)).toMatchObject({
      status: 'OFF_TABLE',
      pos: null,
      offTable: { exitPoint: { x: 0, y: 20 }, exitEdge: 'WEST', exitTurn: 2 },
    });
  });

  it('SY-EX-32, SY-EXIT-2: with WITHDRAW the unit is WITHDRAWN and scores for the opponent', () => {
    const { s } = leaving('WITHDRAW');
    expect(unit(s, U).status).toBe('WITHDRAWN');
    expect(unit(s, U).offTable).toBeNull();
  });

  it('SY-EXIT-1: the exit point is where the path last crossed out; at a corner the edge crossed last', () => {
    const s = atSegment(
      game([
        { id: U, x: 23, y: 35, course: 0, speed: 3 },
        { id: 'khi-evo-1', x: 2, y: 30 },
      ]),
      [U],
    );
    const ctx = injectedDice([]);
    // Out through the north edge by inertia, then a slide starboard 3 further out past x = 24.
    resolveMovement(
      s,
      [maneuver(U, ['ACCEL_DECEL', 'ACCELERATE', 0], ['SLIDE', 'STARBOARD', 2])],
      ctx,
    );
    expect(events(ctx, 'unit.left_table')[0]).toMatchObject({
      exitPoint: { x: 23, y: 36 },
      exitEdge: 'NORTH',
    });
  });

  it('SY-EX-32, SY-EXIT-3, SY-EXIT-4: off the table: no card, no target; returns from exitTurn + 2 at the exit point, inward', () => {
    const { s } = leaving('RETURN');
    const u = unit(s, U);
    u.shields = 1;
    s.stage = 'TURN_START';
    s.turn = 3;
    expect(
      validateTurnStart(s, 0, { orders: [{ type: 'RETURN', unitId: U, course: 3 }] }).map(
        (p) => p.code,
      ),
    ).toEqual(['RETURN_TOO_EARLY']);
    expect(
      validateTurnStart(s, 0, { orders: [{ type: 'RETURN', unitId: 'khi-evo-1', course: 3 }] }).map(
        (p) => p.code,
      ),
    ).toEqual(['NOT_OWNER']);
    expect(
      validateTurnStart(s, 1, { orders: [{ type: 'RETURN', unitId: 'khi-evo-1', course: 3 }] }).map(
        (p) => p.code,
      ),
    ).toEqual(['UNIT_NOT_OFF_TABLE']);
    beginTurn(s, 4, injectedDice([]));
    expect(s.stage).toBe('TURN_START');
    expect(codesOf(s, 0, { orders: [{ type: 'RETURN', unitId: U, course: 9 }] })).toEqual([
      'COURSE_NOT_INWARD',
    ]);
    // Waiting is allowed.
    expect(codesOf(s, 0, { orders: [] })).toEqual([]);
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [{ type: 'RETURN', unitId: U, course: 3 }] }, ctx);
    expect(unit(s, U)).toMatchObject({
      status: 'ON_TABLE',
      pos: { x: 0, y: 20 },
      speed: 3,
      course: 3,
      facing: 3,
      shields: 1,
      offTable: null,
    });
    expect(s.stage).toBe('INITIATIVE');
    expect(unit(s, U).onTableThisTurn).toBe(true);
  });

  it('SY-EXIT-3: leaving the table removes locks on the unit and cancels its tokens (SY-DMG-7)', () => {
    const s = atSegment(
      game([
        { id: U, x: 1, y: 20, course: 9, speed: 3, fireAtWill: { armedSegment: 1 } },
        {
          id: 'khi-blackbuck-1',
          x: 8,
          y: 20,
          facing: 9,
          course: 9,
          targetLock: { targetId: U, declaredTurn: 1 },
        },
      ]),
      [U],
      2,
    );
    const ctx = injectedDice([]);
    resolveMovement(
      s,
      [maneuver(U, ['ACCEL_DECEL', 'ACCELERATE', 0], ['TURN', 'STARBOARD', 0])],
      ctx,
    );
    expect(unit(s, 'khi-blackbuck-1').targetLock).toBeNull();
    expect(unit(s, U).fireAtWill).toBeNull();
    expect(events(ctx, 'lock.broken')[0]).toMatchObject({
      holderId: 'khi-blackbuck-1',
      targetId: U,
    });
  });

  it('SY-EXIT-4: a returning unit that lands on another is displaced (SY-OBS-4)', () => {
    const { s } = leaving('RETURN');
    unit(s, 'khi-evo-1').pos = { x: 0.1, y: 20 };
    beginTurn(s, 4, injectedDice([]));
    const ctx = injectedDice([]);
    submit(s, 0, { orders: [{ type: 'RETURN', unitId: U, course: 3 }] }, ctx);
    expect(events(ctx, 'unit.displaced')).toHaveLength(1);
    expect(unit(s, 'khi-evo-1').pos).toEqual({ x: 0.1, y: 20 });
    passStage(s, ctx);
  });
});

describe('Stratoyager returns into obstacles', () => {
  it('SY-OBS-2, SY-EXIT-4: a return order whose exit point lies in an obstacle is refused', () => {
    const U = 'fsf-guardian-1';
    const s = game(
      [
        {
          id: U,
          status: 'OFF_TABLE',
          offTable: { exitPoint: { x: 0, y: 20 }, exitEdge: 'WEST', exitTurn: 1 },
        },
        { id: 'fsf-guardian-2', x: 12, y: 2 },
        { id: 'khi-evo-1', x: 20, y: 30 },
      ],
      {
        obstacles: [{ id: 'rock', shape: { kind: 'circle', center: { x: 0, y: 20 }, radius: 1 } }],
      },
    );
    beginTurn(s, 3, injectedDice([]));
    expect(codesOf(s, 0, { orders: [{ type: 'RETURN', unitId: U, course: 3 }] })).toEqual([
      'POSITION_IN_OBSTACLE',
    ]);
  });
});
