import { injectedDice } from '../../../testing/context.js';
import type { Obstacle } from '../model.js';
import { displacedPosition } from '../rules/obstacles.js';
import { resolveMovement } from '../rules/segment.js';
import { scores } from '../rules/victory.js';
import { atSegment, codesOf, drift, events, game, maneuver, unit } from './fixtures.js';

const U = 'fsf-guardian-1';
const V = 'khi-blackbuck-1';
const rock: Obstacle = {
  id: 'rock',
  shape: { kind: 'circle', center: { x: 12, y: 15 }, radius: 2 },
};
const wall: Obstacle = {
  id: 'wall',
  shape: {
    kind: 'polygon',
    points: [
      { x: 4, y: 14 },
      { x: 20, y: 14 },
      { x: 20, y: 15 },
      { x: 4, y: 15 },
    ],
  },
};

describe('Stratoyager obstacles and same-spot displacement (SY-OBS)', () => {
  it('SY-OBS-2: a final position inside an obstacle, or on its boundary, destroys the unit; it scores for the opponent', () => {
    const s = atSegment(
      game(
        [
          { id: U, x: 12, y: 9, speed: 4 },
          { id: V, x: 20, y: 30 },
        ],
        { obstacles: [rock] },
      ),
      [U],
    );
    const ctx = injectedDice([]);
    resolveMovement(s, [drift(U)], ctx);
    expect(unit(s, U).status).toBe('DESTROYED');
    expect(events(ctx, 'unit.removed')[0]).toMatchObject({
      unitId: U,
      status: 'DESTROYED',
      cause: 'ended its move in an obstacle',
    });
    expect(scores(s, null)).toEqual([0, 110]);
    const edge = atSegment(
      game(
        [
          { id: U, x: 12, y: 9, speed: 4 },
          { id: V, x: 20, y: 30 },
        ],
        {
          obstacles: [{ id: 'r', shape: { kind: 'circle', center: { x: 12, y: 15 }, radius: 2 } }],
        },
      ),
      [U],
    );
    unit(edge, U).pos = { x: 12, y: 7 };
    resolveMovement(
      edge,
      [maneuver(U, ['ACCEL_DECEL', 'ACCELERATE', 2], ['TURN', 'PORT', 0])],
      injectedDice([]),
    );
    expect(unit(edge, U).pos).toBeNull();
    expect(unit(edge, U).status).toBe('DESTROYED');
  });

  it('SY-OBS-3: paths are not checked: flying over an obstacle is fine', () => {
    const s = atSegment(
      game(
        [
          { id: U, x: 12, y: 10, speed: 8 },
          { id: V, x: 20, y: 30 },
        ],
        { obstacles: [rock] },
      ),
      [U],
    );
    resolveMovement(s, [drift(U)], injectedDice([]));
    expect(unit(s, U)).toMatchObject({ status: 'ON_TABLE', pos: { x: 12, y: 18 } });
  });

  it('SY-OBS-1: obstacles block line of sight for attacks and lock declarations; units never block', () => {
    const s = game(
      [
        { id: U, x: 12, y: 10 },
        { id: 'fsf-guardian-2', x: 12, y: 12 },
        { id: V, x: 12, y: 20 },
      ],
      { obstacles: [wall] },
    );
    atSegment(s, [U]);
    s.stage = 'COMBAT_ORDERS';
    s.owes = [true, false];
    expect(
      codesOf(s, 0, {
        orders: [{ type: 'COMBAT', unitId: U, action: { type: 'MAIN_WEAPON_SALVO', targetId: V } }],
      }),
    ).toEqual(['NO_LINE_OF_SIGHT']);
    expect(
      codesOf(s, 0, {
        orders: [{ type: 'COMBAT', unitId: U, action: { type: 'TARGET_LOCK', targetId: V } }],
      }),
    ).toEqual(['NO_LINE_OF_SIGHT']);
    s.obstacles = [];
    expect(
      codesOf(s, 0, {
        orders: [{ type: 'COMBAT', unitId: U, action: { type: 'TARGET_LOCK', targetId: V } }],
      }),
    ).toEqual([]);
  });

  it('SY-EX-31, SY-OBS-4, SY-OBS-5: both moved and overlap: roll-off [2, 5], side 0 is displaced to (9.7, 10)', () => {
    const s = atSegment(
      game([
        { id: U, x: 10, y: 6, speed: 4, course: 0 },
        { id: V, x: 10.2, y: 14, speed: 4, course: 6, facing: 6 },
      ]),
      [U, V],
    );
    const ctx = injectedDice([2, 5]);
    resolveMovement(s, [drift(U), drift(V)], ctx);
    expect(events(ctx, 'overlap.rolled_off')[0]).toMatchObject({ displacedSide: 0 });
    const u = unit(s, U);
    expect(u.pos!.x).toBeCloseTo(9.7, 9);
    expect(u.pos!.y).toBeCloseTo(10, 9);
    expect([u.speed, u.course, u.facing]).toEqual([4, 0, 0]);
    expect(unit(s, V).pos).toEqual({ x: 10.2, y: 10 });
  });

  it('SY-EX-31, SY-OBS-4: a unit that did not move counts as earlier: no roll-off, the mover is displaced', () => {
    const s = atSegment(
      game([
        { id: U, x: 10, y: 6, speed: 4 },
        { id: V, x: 10.2, y: 10, course: 6, facing: 6 },
      ]),
      [U],
    );
    const ctx = injectedDice([]);
    resolveMovement(s, [drift(U)], ctx);
    expect(ctx.rolls()).toEqual([]);
    expect(unit(s, U).pos!.x).toBeCloseTo(9.7, 9);
    expect(unit(s, V).pos).toEqual({ x: 10.2, y: 10 });
  });

  it('SY-OBS-5: on the very same spot the unit backs off s along its course; pushes repeat; fallback walks back the path', () => {
    const s = game([
      { id: U, x: 10, y: 6, speed: 4 },
      { id: V, x: 10, y: 10 },
      { id: 'khi-blackbuck-2', x: 10, y: 9.5 },
    ]);
    const u = unit(s, U);
    const others = [unit(s, V), unit(s, 'khi-blackbuck-2')];
    // P == V.pos: back off along -DIR[course] = (0, -1) to (10, 9.5), which overlaps the other: pushed again.
    const p = displacedPosition(
      s.config,
      [],
      u,
      [
        { x: 10, y: 6 },
        { x: 10, y: 10 },
      ],
      others,
    );
    expect(Math.hypot(p.x - 10, p.y - 9.5)).toBeGreaterThanOrEqual(0.5 - 1e-9);
    expect(Math.hypot(p.x - 10, p.y - 10)).toBeGreaterThanOrEqual(0.5 - 1e-9);
    // At the table edge, a push that would leave the table falls back to the path.
    const edge = displacedPosition(
      s.config,
      [],
      u,
      [
        { x: 0.3, y: 5 },
        { x: 0.1, y: 10 },
      ],
      [{ ...unit(s, V), pos: { x: 0.3, y: 10 } }],
    );
    expect(edge.x).toBeGreaterThanOrEqual(0);
    expect(Math.hypot(edge.x - 0.3, edge.y - 10)).toBeGreaterThanOrEqual(0.5 - 1e-9);
    expect(edge.y).toBeLessThan(10);
  });

  it('SY-OBS-5: displacement never destroys a unit nor takes it off the table', () => {
    const s = atSegment(
      game(
        [
          { id: U, x: 23.9, y: 6, speed: 4 },
          { id: V, x: 23.9, y: 10.1 },
        ],
        { obstacles: [] },
      ),
      [U],
    );
    resolveMovement(s, [drift(U)], injectedDice([]));
    const u = unit(s, U);
    expect(u.status).toBe('ON_TABLE');
    expect(u.pos!.x).toBeLessThanOrEqual(24);
  });
});
