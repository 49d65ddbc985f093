import { describe, expect, it } from '@jest/globals';
import type { AbsState } from '../state.js';
import type { SetupBattlegroup } from '../scenario.js';
import { agenda, drive, events, helm, inActivation, world, type Driver } from './harness.js';

const bg = (
  id: string,
  ceo: string,
  classId: string,
  ships: { id?: string; x: number; y: number; heading?: number }[],
): SetupBattlegroup => ({ id, ceo, classId, table: 'A', ships });

/** Activate `id` with Red Alert and no movement, declining everything else. */
function quickActivation(d: Driver, id: string): void {
  d.submit('activate', { battlegroup: id });
  d.submit('orders', {
    orders: d.s.activation!.bgs.map((b) => ({ battlegroup: b, order: 'red_alert' })),
  });
  d.submit('movement', { battlegroups: [] });
  for (let i = 0; i < 20; i++) {
    const p = d.pending()[0];
    if (!p || p.kind === 'activate') return;
    if (p.kind === 'passive_attack') d.submit('passive_attack', { decline: true });
    else if (p.kind === 'attacks')
      d.submit('attacks', { battlegroup: d.s.activation!.bgs[0], allocations: [] });
    else if (p.kind === 'scan') d.submit('scan', { skip: true });
    else return;
  }
}

describe('activations', () => {
  it('ABS-EX-19: passive attack eligibility, optional for CEOs, mandatory for uncontrolled objects (ABS-ACT-6, ABS-OBJ-5)', () => {
    const setup = (x: number): AbsState => {
      const s = world({
        objects: [{ id: 'FAC', type: 'facility', table: 'A', x: 18, y: 18 }],
        battlegroups: [
          bg('FR', 'C1', 'frigate', [{ id: 'F1', x, y: 20 }]),
          bg('CV', 'C2', 'corvette', [{ id: 'CV1', x: 20, y: 20, heading: 0 }]),
        ],
      });
      inActivation(s, 'C1', ['FR'], { f: 'activation', stage: 'passive', index: 0 });
      return s;
    };
    const east = drive(setup(24));
    expect(east.pending().map((p) => [p.kind, p.seat])).toEqual([['passive_attack', 1]]);
    east.submit('passive_attack', { decline: true });
    expect(events(east, 'attack_dice.rolled')).toEqual([]);

    const west = drive(setup(16), [6, 6]);
    expect(events(west, 'attack_dice.rolled').map((e) => [e.cause, e.target])).toEqual([
      ['passive', 'FR'],
    ]);
    expect(west.ctx.rolls()[0].purpose).toContain('Laser Turrets 2d6 from FAC');
    expect(west.pending().map((p) => p.kind)).toEqual(['attacks']);
  });

  it('ABS-ACT-6: each eligible battlegroup attacks passively at most once; the CEO is asked again until it declines', () => {
    const s = world({
      battlegroups: [
        bg('FR', 'C1', 'frigate', [{ id: 'F1', x: 20, y: 20 }]),
        bg('OTHER', 'C1', 'gunship', [{ id: 'O1', x: 30, y: 30 }]),
        bg('G1', 'C2', 'gunship', [{ id: 'A1', x: 17, y: 20, heading: 0 }]),
        bg('G2', 'C2', 'gunship', [{ id: 'B1', x: 23, y: 20, heading: 180 }]),
      ],
    });
    s.battlegroups.G1.activated = true;
    inActivation(s, 'C1', ['FR'], { f: 'activation', stage: 'passive', index: 0 });
    const d = drive(s, [6, 6, 6, 6]);
    const passive = (b: string, ship: string, target = 'FR', system = 'auxiliary') => ({
      battlegroup: b,
      allocations: [{ ship, system, target, dice: 2 }],
    });
    expect(d.codes('passive_attack', passive('G1', 'A1', 'FR', 'primary'))).toEqual([
      'E_PRIMARY_IN_PASSIVE',
    ]);
    expect(d.codes('passive_attack', passive('G1', 'A1', 'OTHER'))).toEqual([
      'E_PASSIVE_TARGET_NOT_ACTIVE',
    ]);
    d.submit('passive_attack', passive('G1', 'A1'));
    expect(d.pending().map((p) => [p.kind, p.seat])).toEqual([['passive_attack', 1]]);
    expect(d.codes('passive_attack', passive('G1', 'A1'))).toEqual(['E_ALREADY_SUBMITTED']);
    d.submit('passive_attack', passive('G2', 'B1'));
    // Nothing left to attack with: the engine moves on without asking again.
    expect(d.pending().map((p) => p.kind)).not.toContain('passive_attack');
    expect(events(d, 'attack.declared').map((e) => [e.mode, e.battlegroup])).toEqual([
      ['passive', 'G1'],
      ['passive', 'G2'],
    ]);
  });

  it('ABS-ACT-1, ABS-ACT-2, ABS-ACT-10: turns go clockwise, skipping CEOs with nothing left; each activation starts by discarding Easy Target', () => {
    const s = world({
      battlegroups: [
        bg('A1', 'C1', 'gunship', [{ x: 5, y: 5 }]),
        bg('A2', 'C1', 'gunship', [{ x: 5, y: 30 }]),
        bg('A3', 'C1', 'gunship', [{ x: 30, y: 30 }]),
        bg('B1', 'C2', 'gunship', [{ x: 30, y: 5 }]),
      ],
    });
    s.battlegroups.A1.easyTarget = true;
    s.phase = 'tactical';
    s.firstTactical = 1;
    agenda(s, { f: 'tactical_turns', turn: null });
    const d = drive(s);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const p = d.pending()[0];
      order.push(d.s.ceos[p.seat].id);
      const mine = Object.values(d.s.battlegroups)
        .filter((b) => b.ceo === p.seat && !b.activated)
        .sort((a, b) => a.seq - b.seq)[0];
      quickActivation(d, mine.id);
    }
    expect(order).toEqual(['C2', 'C1', 'C1', 'C1']);
    expect(d.pending()).toEqual([]);
    const a1 = d.ctx.events.filter((e) => e.data.battlegroup === 'A1').map((e) => e.type);
    expect(a1.filter((t) => t.startsWith('easy_target.'))).toEqual([
      'easy_target.discarded',
      'easy_target.gained',
    ]);
    expect(Object.values(d.s.battlegroups).every((b) => b.activated && b.order === null)).toBe(
      true,
    );
    // ABS-ACT-10: a token gained in the activation stays after it.
    expect(d.s.battlegroups.A1.easyTarget).toBe(true);
  });

  it('ABS-ACT-3, ABS-ACT-5: with Combined Orders each step finishes for every battlegroup before the next; movement runs (a)–(g) per battlegroup', () => {
    const s = world({
      tables: [
        { id: 'A', width: 36, height: 36, dangerZones: [{ id: 'DZ', x: 10, y: 10, radius: 4 }] },
      ],
      battlegroups: [
        bg('A', 'C1', 'frigate', [{ id: 'FA', x: 10, y: 10 }]),
        bg('B', 'C1', 'gunship', [{ id: 'GB', x: 12, y: 10 }]),
      ],
    });
    helm(s, 'C1', { tactical: 2 });
    s.phase = 'tactical';
    agenda(s, { f: 'tactical_turns', turn: 0 });
    // DZ attacks: FA 2D6 [6, 6] duds; GB 1D6 [6] misses (silhouette 4).
    const d = drive(s, [6, 6, 6]);
    d.submit('activate', {
      battlegroup: 'A',
      combinedOrders: { with: ['B'], payment: { pay: 'token' } },
    });
    d.submit('orders', {
      orders: [
        { battlegroup: 'A', order: 'red_alert' },
        { battlegroup: 'B', order: 'red_alert' },
      ],
    });
    d.submit('movement', {
      battlegroups: [
        { battlegroup: 'B', moves: [{ ship: 'GB', legs: [{ heading: 0, distance: 1 }] }] },
        {
          battlegroup: 'A',
          powerToEngines: { pay: 'token' },
          moves: [{ ship: 'FA', legs: [{ heading: 0, distance: 1 }] }],
        },
      ],
    });
    const seq = d.ctx.events
      .filter((e) =>
        [
          'tactical_effect.used',
          'ship.moved',
          'dangerous_space.entered',
          'easy_target.gained',
        ].includes(e.type),
      )
      .map((e) => `${e.type}:${e.data.battlegroup ?? e.data.ship ?? e.data.effect}`);
    expect(seq).toEqual([
      'tactical_effect.used:combined_orders',
      'tactical_effect.used:power_to_engines',
      'ship.moved:FA',
      'dangerous_space.entered:A',
      'easy_target.gained:A',
      'ship.moved:GB',
      'dangerous_space.entered:B',
      'easy_target.gained:B',
    ]);
    expect(d.ctx.rolls().map((r) => r.purpose.split(':')[0])).toEqual([
      'Dangerous Space 2d6 from the zone',
      'Dangerous Space 1d6 from the zone',
    ]);
  });

  it('ABS-ACT-4, ABS-ORD-1: exactly one known order per active battlegroup', () => {
    const s = world({ battlegroups: [bg('A', 'C1', 'gunship', [{ x: 5, y: 5 }])] });
    inActivation(s, 'C1', ['A'], { f: 'activation', stage: 'orders', index: 0 });
    const d = drive(s);
    expect(d.codes('orders', { orders: [] })).toEqual(['E_ORDER_MISSING']);
    expect(d.codes('orders', { orders: [{ battlegroup: 'A', order: 'charge' }] })).toEqual([
      'E_ORDER_INVALID',
    ]);
    expect(
      d.codes('orders', {
        orders: [
          { battlegroup: 'A', order: 'vector' },
          { battlegroup: 'A', order: 'red_alert' },
        ],
      }),
    ).toEqual(['E_ORDER_INVALID']);
    expect(
      d.codes('orders', { orders: [{ battlegroup: 'A', order: 'vector', engageTarget: 'A' }] }),
    ).toEqual(['E_ORDER_INVALID']);
    d.submit('orders', { orders: [{ battlegroup: 'A', order: 'vector' }] });
    expect(events(d, 'order.issued')).toEqual([
      { battlegroup: 'A', order: 'vector', engageTarget: null },
    ]);
  });

  it('ABS-ORD-3: the engage target is an enemy on the table inside a primary arc when ordered, at any range', () => {
    const s = world({
      tables: [
        { id: 'A', width: 36, height: 36 },
        { id: 'B', width: 36, height: 36 },
      ],
      objects: [{ id: 'AST', type: 'asteroid', table: 'A', x: 35, y: 5.5 }],
      battlegroups: [
        bg('A', 'C1', 'gunship', [{ x: 5, y: 5, heading: 0 }]),
        bg('MINE', 'C1', 'gunship', [{ x: 8, y: 5 }]),
        bg('FAR', 'C2', 'gunship', [{ x: 35, y: 4 }]),
        bg('SIDE', 'C2', 'gunship', [{ x: 5, y: 9 }]),
        { ...bg('ELSE', 'C2', 'gunship', [{ x: 30, y: 5 }]), table: 'B' },
      ],
    });
    inActivation(s, 'C1', ['A'], { f: 'activation', stage: 'orders', index: 0 });
    const d = drive(s);
    const engage = (t?: string) => ({
      orders: [{ battlegroup: 'A', order: 'engage', engageTarget: t }],
    });
    expect(d.codes('orders', engage('FAR'))).toEqual([]);
    expect(d.codes('orders', engage('AST'))).toEqual([]);
    for (const t of ['MINE', 'SIDE', 'ELSE', 'NOPE', undefined])
      expect(d.codes('orders', engage(t))).toEqual(['E_ENGAGE_TARGET_INVALID']);
  });

  it('ABS-ORD-5, ABS-ACT-7, ABS-ORD-6: a Jump Out order that cannot jump does nothing and the activation goes on; orders end with it', () => {
    const s = world({
      objects: [{ id: 'JP', type: 'jump_point', owner: 'C1', table: 'A', x: 30, y: 30 }],
      battlegroups: [
        bg('A', 'C1', 'gunship', [{ x: 5, y: 5, heading: 0 }]),
        bg('E', 'C2', 'gunship', [{ x: 8, y: 5, heading: 180 }]),
      ],
    });
    inActivation(s, 'C1', ['A'], { f: 'activation', stage: 'orders', index: 0 });
    const d = drive(s);
    d.submit('orders', { orders: [{ battlegroup: 'A', order: 'jump_out' }] });
    d.submit('movement', { battlegroups: [] });
    d.submit('passive_attack', { decline: true });
    expect(events(d, 'jump_out.failed')).toEqual([{ battlegroup: 'A' }]);
    expect(d.s.battlegroups.A.order).toBe('jump_out');
    d.submit('attacks', { battlegroup: 'A', allocations: [] });
    d.submit('scan', { skip: true });
    expect(d.s.battlegroups.A.order).toBeNull();
    expect(d.s.battlegroups.A.activated).toBe(true);
  });

  it('ABS-ACT-8: the Active Attacks step asks each active battlegroup with a target, in order', () => {
    const s = world({
      battlegroups: [
        bg('A', 'C1', 'gunship', [{ x: 5, y: 5, heading: 0 }]),
        bg('B', 'C1', 'carrier', [{ x: 5, y: 7, heading: 0 }]),
        bg('C', 'C1', 'gunship', [{ x: 6, y: 6, heading: 0 }]),
        bg('E', 'C2', 'gunship', [{ x: 9, y: 5, heading: 180 }]),
      ],
    });
    inActivation(s, 'C1', ['A', 'B', 'C'], { f: 'activation', stage: 'attacks', index: 0 });
    const d = drive(s);
    expect(d.pending()[0].prompt).toContain('A');
    d.submit('attacks', { battlegroup: 'A', allocations: [] });
    // The Carrier has no weapons: it is skipped.
    expect(d.pending()[0].prompt).toContain(' C ');
    expect(d.codes('attacks', { battlegroup: 'A', allocations: [] })).toEqual(['E_WRONG_PHASE']);
  });

  it('ABS-GEN-8: clockwise is ascending seat order, wrapping around (three CEOs)', () => {
    const s = world({ ceos: 3 });
    for (const c of s.ceos) c.helm = { seizeInitiative: 0, jumpIn: 1, tactical: 0 };
    s.phase = 'jump';
    s.firstJump = 1;
    agenda(s, { f: 'jump_turns', turn: null });
    const d = drive(s);
    const seen: string[] = [];
    while (d.pending().length > 0) {
      seen.push(d.s.ceos[d.pending()[0].seat].id);
      d.submit('jump_turn', { type: 'pass' });
    }
    expect(seen).toEqual(['C2', 'C3', 'C1']);
  });
});
