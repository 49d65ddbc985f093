import { describe, expect, it } from '@jest/globals';
import { coherencyGroups, pivotAmount } from '../rules/measure.js';
import type { AbsState, OrderName } from '../state.js';
import type { SetupBattlegroup, SetupObject } from '../scenario.js';
import type { BattlegroupMovement } from '../submissions.js';
import { damageOf, drive, events, helm, inActivation, world, type WorldSpec } from './harness.js';

function moving(
  classId: string,
  ships: { id: string; x: number; y: number; heading?: number; damage?: number }[],
  order: OrderName,
  extra: {
    battlegroups?: SetupBattlegroup[];
    objects?: SetupObject[];
    tables?: WorldSpec['tables'];
  } = {},
): AbsState {
  const s = world({
    tables: extra.tables,
    objects: extra.objects,
    battlegroups: [
      { id: 'M', ceo: 'C1', classId, table: 'A', ships },
      ...(extra.battlegroups ?? []),
    ],
  });
  s.battlegroups.M.order = order;
  inActivation(s, 'C1', ['M'], { f: 'activation', stage: 'movement', index: 0 });
  return s;
}

const legs = (ship: string, ...l: [number, number][]) => ({
  ship,
  legs: l.map(([heading, distance]) => ({ heading, distance })),
});

function move(plan: Partial<BattlegroupMovement> & { moves: BattlegroupMovement['moves'] }) {
  return { battlegroups: [{ battlegroup: 'M', ...plan }] };
}

describe('movement', () => {
  it('ABS-EX-10: Vector moves, pivots and High-G (ABS-ORD-2, ABS-MOV-1, ABS-MOV-5, ABS-ACT-11, ABS-TAC-2, ABS-TAC-4)', () => {
    const enemy: SetupBattlegroup = {
      id: 'G',
      ceo: 'C2',
      classId: 'gunship',
      table: 'A',
      ships: [{ id: 'G1', x: 1, y: 11, heading: 180 }],
    };
    const s = moving('corvette', [{ id: 'CV1', x: 5, y: 5, heading: 0 }], 'vector', {
      battlegroups: [enemy],
    });
    const d = drive(s);
    d.submit('movement', move({ moves: [legs('CV1', [90, 10], [225, 4])] }));
    const moved = events(d, 'ship.moved')[0];
    expect(moved.path).toEqual([
      { x: 5, y: 15, heading: 90, pivot: 90 },
      { x: 2.171572875, y: 12.171572875, heading: 225, pivot: 135 },
    ]);
    expect(d.s.ships.CV1).toMatchObject({ moved: 14, maxPivot: 135 });
    expect(d.s.battlegroups.M.easyTarget).toBe(false);
    const primary = {
      battlegroup: 'M',
      primaryTarget: 'G',
      allocations: [{ ship: 'CV1', system: 'primary', target: 'G', dice: 4 }],
    };
    expect(d.codes('attacks', primary)).toEqual(['E_HIGH_G_PRIMARY']);
    expect(
      d.codes('attacks', {
        battlegroup: 'M',
        allocations: [{ ship: 'CV1', system: 'auxiliary', target: 'G', dice: 2 }],
      }),
    ).toEqual([]);

    const paid = moving('corvette', [{ id: 'CV1', x: 5, y: 5, heading: 0 }], 'vector', {
      battlegroups: [enemy],
    });
    helm(paid, 'C1', { tactical: 1 });
    const p = drive(paid);
    p.submit(
      'movement',
      move({ inertialDampeners: { pay: 'token' }, moves: [legs('CV1', [90, 10], [225, 4])] }),
    );
    expect(p.codes('attacks', primary)).toEqual([]);
    expect(p.s.ceos[0].helm!.tactical).toBe(0);

    const square = drive(moving('corvette', [{ id: 'CV1', x: 5, y: 5, heading: 0 }], 'vector'));
    square.submit('movement', move({ moves: [legs('CV1', [90, 10], [180, 4])] }));
    expect(events(square, 'ship.moved')[0].path).toEqual([
      { x: 5, y: 15, heading: 90, pivot: 90 },
      { x: 1, y: 15, heading: 180, pivot: 90 },
    ]);
    expect(square.s.ships.CV1.maxPivot).toBe(90);

    const fast = moving('corvette', [{ id: 'CV1', x: 5, y: 5, heading: 0 }], 'vector');
    helm(fast, 'C1', { tactical: 1 });
    const f = drive(fast);
    expect(f.codes('movement', move({ moves: [legs('CV1', [90, 11], [90, 0])] }))).toEqual([
      'E_MOVE_EXCEEDS_THRUST',
    ]);
    f.submit(
      'movement',
      move({ powerToEngines: { pay: 'token' }, moves: [legs('CV1', [90, 20], [0, 20])] }),
    );
    expect(f.s.ships.CV1.at).toEqual({ table: 'A', x: 25, y: 25 });
    expect(pivotAmount(350, 10)).toBe(20);
  });

  it('ABS-EX-11: Easy Target thresholds, ceil(printed Thrust / 2), any ship, a hop exempts (ABS-MOV-8, ABS-ACT-12)', () => {
    const easy = (
      classId: string,
      moved: number[],
      plan: Partial<BattlegroupMovement> = {},
      tactical = 0,
    ) => {
      const ships = moved.map((_, i) => ({ id: `X${i}`, x: 10 + i, y: 10, heading: 0 }));
      const s = moving(classId, ships, 'red_alert');
      helm(s, 'C1', { tactical });
      const d = drive(s);
      d.submit('movement', move({ ...plan, moves: moved.map((m, i) => legs(`X${i}`, [0, m])) }));
      return d.s.battlegroups.M.easyTarget;
    };
    expect(easy('destroyer', [1.9])).toBe(true);
    expect(easy('destroyer', [2.0])).toBe(false);
    expect(easy('battleship', [0.5])).toBe(true);
    expect(easy('corvette', [6.0, 4.9])).toBe(true);
    expect(easy('corvette', [4.9], { powerToEngines: { pay: 'token' } }, 1)).toBe(true);
    expect(easy('corvette', [5])).toBe(false);
  });

  it('ABS-EX-11: a battlegroup that jump hops gains no Easy Target token (ABS-MOV-8, ABS-JUMP-11, ABS-MOV-7)', () => {
    const s = moving('frigate', [{ id: 'F1', x: 10, y: 10 }], 'red_alert', {
      objects: [
        { id: 'J1', type: 'jump_point', owner: 'C1', table: 'A', x: 12, y: 10 },
        { id: 'J2', type: 'jump_point', owner: 'C1', table: 'A', x: 30, y: 10 },
      ],
    });
    const d = drive(s);
    d.submit(
      'movement',
      move({
        jumpHop: { when: 'end', to: 'J2', placements: [{ ship: 'F1', x: 28, y: 10, heading: 90 }] },
        moves: [legs('F1', [0, 0])],
      }),
    );
    expect(d.s.ships.F1).toMatchObject({ at: { table: 'A', x: 28, y: 10 }, heading: 90, moved: 0 });
    expect(d.s.battlegroups.M.easyTarget).toBe(false);
    expect(d.s.battlegroups.M.used.jumpHop).toBe(true);
    d.submit('scan', { skip: true }); // J2 is within 3″: scanning your own jump point is allowed
    expect(d.s.battlegroups.M.used.jumpHop).toBe(false); // trackers expire with the activation
    expect(events(d, 'jump_hop.made')).toEqual([{ battlegroup: 'M', to: 'J2', ships: ['F1'] }]);
  });

  it('ABS-EX-12: Red Alert removes D3 tokens, most damaged ship first (ABS-ORD-4, ABS-DMG-11)', () => {
    const s = moving(
      'destroyer',
      [
        { id: 'D1', x: 10, y: 10, damage: 4 },
        { id: 'D2', x: 11, y: 10, damage: 1 },
      ],
      'red_alert',
    );
    const d = drive(s, [2]);
    d.submit('movement', { battlegroups: [] });
    expect(d.consumed()).toEqual([2]);
    expect(damageOf(d.s, 'D1')).toBe(2);
    expect(damageOf(d.s, 'D2')).toBe(1);
    expect(events(d, 'red_alert.repaired')[0].removed).toEqual([
      { id: 'D1', from: 4 },
      { id: 'D1', from: 3 },
    ]);
  });

  it('ABS-ORD-4: an undamaged battlegroup on Red Alert rolls no D3; repairs never go below 0', () => {
    const clean = drive(moving('destroyer', [{ id: 'D1', x: 10, y: 10 }], 'red_alert'));
    clean.submit('movement', { battlegroups: [] });
    expect(clean.consumed()).toEqual([]);
    const light = drive(
      moving('destroyer', [{ id: 'D1', x: 10, y: 10, damage: 1 }], 'red_alert'),
      [3],
    );
    light.submit('movement', { battlegroups: [] });
    expect(damageOf(light.s, 'D1')).toBe(0);
  });

  it('ABS-EX-13: coherency is a connected 3″ graph (ABS-BG-4)', () => {
    const p = (x: number, y: number) => ({ x, y });
    expect(coherencyGroups([p(10, 10), p(13, 10), p(16, 10)])).toBe(1);
    expect(coherencyGroups([p(10, 10), p(13, 10), p(16.1, 10)])).toBe(2);
    expect(coherencyGroups([p(10, 10), p(12.5, 10), p(7.5, 10), p(10, 12.5), p(10, 7.5)])).toBe(1);
    const chain = drive(
      moving(
        'gunship',
        [
          { id: 'A1', x: 10, y: 10 },
          { id: 'A2', x: 13, y: 10 },
        ],
        'red_alert',
      ),
    );
    expect(chain.codes('movement', move({ moves: [legs('A2', [0, 0.1])] }))).toEqual([
      'E_COHERENCY',
    ]);
    expect(chain.codes('movement', move({ moves: [legs('A2', [180, 1])] }))).toEqual([]);
  });

  it('ABS-EX-13: a battlegroup broken by losses may not split further (ABS-BG-4)', () => {
    const broken = () =>
      drive(
        moving(
          'gunship',
          [
            { id: 'A1', x: 10, y: 10 },
            { id: 'A2', x: 12, y: 10 },
            { id: 'A3', x: 20, y: 10 },
          ],
          'red_alert',
        ),
      );
    expect(broken().codes('movement', move({ moves: [legs('A3', [0, 5])] }))).toEqual([]);
    expect(broken().codes('movement', move({ moves: [legs('A2', [0, 3])] }))).toEqual([
      'E_COHERENCY',
    ]);
    expect(broken().codes('movement', move({ moves: [legs('A3', [180, 5])] }))).toEqual([]);
  });

  it('ABS-MOV-3, ABS-MOV-9: one move with Engage, Red Alert or Jump Out, two with Vector', () => {
    const one = drive(moving('gunship', [{ id: 'A1', x: 10, y: 10 }], 'jump_out'));
    expect(one.codes('movement', move({ moves: [legs('A1', [0, 1], [0, 1])] }))).toEqual([
      'E_MOVE_COUNT',
    ]);
    expect(one.codes('movement', move({ moves: [legs('A1', [0, 1])] }))).toEqual([]);
    const two = drive(moving('gunship', [{ id: 'A1', x: 10, y: 10 }], 'vector'));
    expect(two.codes('movement', move({ moves: [legs('A1', [0, 1])] }))).toEqual(['E_MOVE_COUNT']);
    expect(two.codes('movement', move({ moves: [legs('A1', [0, 6], [90, 6])] }))).toEqual([]);
  });

  it('ABS-MOV-2: Power to Engines doubles the current Thrust for both Vector moves', () => {
    const s = moving('gunship', [{ id: 'A1', x: 2, y: 2 }], 'vector');
    helm(s, 'C1', { tactical: 1 });
    const d = drive(s);
    expect(d.codes('movement', move({ moves: [legs('A1', [0, 12], [90, 12])] }))).toEqual([
      'E_MOVE_EXCEEDS_THRUST',
      'E_MOVE_EXCEEDS_THRUST',
    ]);
    d.submit(
      'movement',
      move({ powerToEngines: { pay: 'token' }, moves: [legs('A1', [0, 12], [90, 12])] }),
    );
    expect(d.s.ships.A1.at).toEqual({ table: 'A', x: 14, y: 14 });
  });

  it('ABS-MOV-4, ABS-MOV-7: each ship makes its own moves; zero moves and kept headings are fine; distance is the sum of legs', () => {
    const s = moving(
      'gunship',
      [
        { id: 'A1', x: 11, y: 11, heading: 45 },
        { id: 'A2', x: 12, y: 10, heading: 0 },
        { id: 'A3', x: 14, y: 10, heading: 0 },
      ],
      'vector',
    );
    const d = drive(s);
    d.submit(
      'movement',
      move({
        moves: [
          legs('A1', [45, 0], [45, 0]),
          legs('A2', [90, 2], [0, 1]),
          legs('A3', [270, 1], [90, 1]),
        ],
      }),
    );
    expect(d.s.ships.A1).toMatchObject({
      at: { x: 11, y: 11 },
      heading: 45,
      moved: 0,
      maxPivot: 0,
    });
    expect(d.s.ships.A2).toMatchObject({ at: { x: 13, y: 12 }, heading: 0, moved: 3 });
    expect(d.s.ships.A3).toMatchObject({ at: { x: 14, y: 10 }, moved: 2, maxPivot: 180 });
  });

  it('ABS-MOV-6: a move that would leave the table is invalid', () => {
    const d = drive(moving('gunship', [{ id: 'A1', x: 33, y: 10 }], 'red_alert'));
    expect(d.codes('movement', move({ moves: [legs('A1', [0, 4])] }))).toEqual(['E_OFF_TABLE']);
    expect(d.codes('movement', move({ moves: [legs('A1', [0, 3])] }))).toEqual([]);
  });

  it('ABS-MOV-1, ABS-MOV-5: a move pivots first (any amount) and then flies straight; maxPivot feeds High-G', () => {
    const d = drive(moving('gunship', [{ id: 'A1', x: 10, y: 10, heading: 0 }], 'red_alert'));
    d.submit('movement', move({ moves: [legs('A1', [91, 0])] }));
    expect(d.s.ships.A1).toMatchObject({ heading: 91, maxPivot: 91, at: { x: 10, y: 10 } });
    expect(d.s.ships.A1.moved).toBe(0);
  });
});
