import { describe, expect, it } from '@jest/globals';
import { attackFrame } from '../flow/attack.js';
import { KINDS } from '../decisions/index.js';
import { aBillionSuns } from '../index.js';
import type { AbsState } from '../state.js';
import type { SetupBattlegroup, SetupObject } from '../scenario.js';
import { agenda, damageOf, drive, events, helm, inActivation, world } from './harness.js';

function combined(): AbsState {
  const bg = (id: string, classId: string, ships: [number, number][]): SetupBattlegroup => ({
    id,
    ceo: 'C1',
    classId,
    table: 'A',
    ships: ships.map(([x, y]) => ({ x, y })),
  });
  const s = world({
    battlegroups: [
      bg('A', 'frigate', [
        [10, 10],
        [10, 12],
      ]),
      bg('B', 'corvette', [
        [13, 10],
        [14, 12],
      ]),
      bg('C', 'destroyer', [[15, 11]]),
      bg('D', 'gunship', [[12, 14]]),
      bg('E', 'recon_wing', [[11, 11]]),
    ],
  });
  helm(s, 'C1', { tactical: 1 });
  s.phase = 'tactical';
  agenda(s, { f: 'tactical_turns', turn: 0 });
  return s;
}

const co = (...with_: string[]) => ({
  battlegroup: 'A',
  combinedOrders: { with: with_, payment: { pay: 'token' } },
});

function duel(order: 'engage' | 'vector', extra: SetupObject[] = []): AbsState {
  const s = world({
    objects: extra,
    battlegroups: [
      {
        id: 'G',
        ceo: 'C1',
        classId: 'gunship',
        table: 'A',
        ships: [{ id: 'G1', x: 10, y: 10, heading: 0 }],
      },
      {
        id: 'E',
        ceo: 'C2',
        classId: 'gunship',
        table: 'A',
        ships: [{ id: 'E1', x: 13, y: 10, heading: 0 }],
      },
    ],
  });
  s.battlegroups.G.order = order;
  s.battlegroups.G.engageTarget = order === 'engage' ? 'E' : null;
  inActivation(s, 'C1', ['G'], { f: 'activation', stage: 'attacks', index: 0 });
  return s;
}

const blasters = {
  battlegroup: 'G',
  primaryTarget: 'E',
  allocations: [{ ship: 'G1', system: 'primary', target: 'E', dice: 2 }],
};

describe('Tactical command effects', () => {
  it('ABS-EX-9: Combined Orders reach, mass and count (ABS-TAC-1, ABS-BG-6)', () => {
    const d = drive(combined());
    expect(d.codes('activate', co('D'))).toEqual([]);
    expect(d.codes('activate', co('B', 'D'))).toEqual(['E_COMBINED_MASS']);
    expect(d.codes('activate', co('C'))).toEqual(['E_COMBINED_RANGE']);
    expect(d.codes('activate', co('B', 'C', 'D', 'E'))).toContain('E_COMBINED_COUNT');
    d.submit('activate', co('B'));
    expect(d.s.ceos[0].helm!.tactical).toBe(0);
    expect(d.s.activation).toEqual({ ceo: 0, bgs: ['A', 'B'] });
    // Each added battlegroup gets its own order (ABS-ACT-4).
    expect(d.codes('orders', { orders: [{ battlegroup: 'A', order: 'vector' }] })).toEqual([
      'E_ORDER_MISSING',
    ]);
    d.submit('orders', {
      orders: [
        { battlegroup: 'A', order: 'red_alert' },
        { battlegroup: 'B', order: 'vector' },
      ],
    });
    expect([d.s.battlegroups.A.order, d.s.battlegroups.B.order]).toEqual(['red_alert', 'vector']);
  });

  it('ABS-TAC-0: effects are paid from Tactical only (E_NO_TOKEN), never from Jump In', () => {
    const s = combined();
    helm(s, 'C1', { tactical: 0, jumpIn: 3 });
    const d = drive(s);
    expect(d.codes('activate', co('D'))).toEqual(['E_NO_TOKEN']);
  });

  it('ABS-EX-18: Go Rogue pays with damage, no save (ABS-TAC-7, ABS-TAC-4)', () => {
    const s = world({
      battlegroups: [
        {
          id: 'CV',
          ceo: 'C1',
          classId: 'corvette',
          table: 'A',
          ships: [{ id: 'CV1', x: 5, y: 5 }],
        },
      ],
    });
    s.battlegroups.CV.order = 'vector';
    inActivation(s, 'C1', ['CV'], { f: 'activation', stage: 'movement', index: 0 });
    const d = drive(s);
    const asked: string[] = [];
    d.submit(
      'movement',
      {
        battlegroups: [
          {
            battlegroup: 'CV',
            powerToEngines: { pay: 'rogue' },
            moves: [
              {
                ship: 'CV1',
                legs: [
                  { heading: 90, distance: 20 },
                  { heading: 90, distance: 0 },
                ],
              },
            ],
          },
        ],
      },
      (x) => {
        asked.push(x.kind);
        return undefined;
      },
    );
    expect(asked[0]).toBe('rogue_ship');
    expect(damageOf(d.s, 'CV1')).toBe(1);
    expect(d.s.ships.CV1.at).toEqual({ table: 'A', x: 5, y: 25 });
    expect(events(d, 'go_rogue.paid')).toEqual([
      { ceo: 'C1', ship: 'CV1', damage: 1, effect: 'power_to_engines' },
    ]);

    const two = world({
      battlegroups: [
        {
          id: 'CV',
          ceo: 'C1',
          classId: 'corvette',
          table: 'A',
          ships: [
            { id: 'CVa', x: 10, y: 10, damage: 1 },
            { id: 'CVb', x: 10, y: 11 },
          ],
        },
        {
          id: 'T',
          ceo: 'C2',
          classId: 'battleship',
          table: 'A',
          ships: [{ id: 'T1', x: 13, y: 10 }],
        },
      ],
    });
    inActivation(two, 'C1', ['CV'], { f: 'activation', stage: 'attacks', index: 0 });
    const t = drive(two, [6, 6, 6, 6]);
    const ptw = (tokens: number) => ({
      battlegroup: 'CV',
      primaryTarget: 'T',
      allocations: [{ ship: 'CVa', system: 'primary', target: 'T', dice: 4 }],
      powerToWeapons: [{ target: 'T', dieSides: 6, tokens, payment: { pay: 'rogue' } }],
    });
    expect(t.codes('attacks', ptw(3))).toEqual(['E_POWER_CAP']);
    t.submit('attacks', ptw(2));
    expect(damageOf(t.s, 'CVb')).toBe(2);
    expect(t.s.ships.CVb.damage > 2).toBe(false); // not Systems Critical at m 2
    expect(events(t, 'attack_dice.rolled')[0].results).toEqual([4, 4, 4, 4]);
  });

  it('ABS-TAC-7: mixing tokens and damage; a named ship must belong to the benefiting battlegroup', () => {
    const s = duel('vector');
    helm(s, 'C1', { tactical: 1 });
    s.battlegroups.G.classId = 'corvette';
    s.ships.G1.classId = 'corvette';
    const d = drive(s, [6, 6]);
    const mixed = (ship: string) => ({
      battlegroup: 'G',
      primaryTarget: 'E',
      allocations: [{ ship: 'G1', system: 'primary', target: 'E', dice: 2 }],
      powerToWeapons: [
        { target: 'E', dieSides: 6, tokens: 2, payment: { pay: 'rogue', ship, fromTactical: 1 } },
      ],
    });
    expect(d.codes('attacks', mixed('E1'))).toEqual(['E_ROGUE_SHIP_INVALID']);
    d.submit('attacks', mixed('G1'));
    expect(d.s.ceos[0].helm!.tactical).toBe(0);
    expect(damageOf(d.s, 'G1')).toBe(1);
  });

  it('ABS-TAC-7: a ship destroyed by Go Rogue checks for explosion at once; the effect holds while a ship is left', () => {
    const s = world({
      battlegroups: [
        {
          id: 'CV',
          ceo: 'C1',
          classId: 'corvette',
          table: 'A',
          ships: [
            { id: 'CV1', x: 5, y: 5, damage: 4 },
            { id: 'CV2', x: 5, y: 7 },
          ],
        },
      ],
    });
    s.battlegroups.CV.order = 'red_alert';
    inActivation(s, 'C1', ['CV'], { f: 'activation', stage: 'movement', index: 0 });
    const d = drive(s, [6]);
    d.submit('movement', {
      battlegroups: [
        {
          battlegroup: 'CV',
          powerToEngines: { pay: 'rogue', ship: 'CV1' },
          moves: [
            { ship: 'CV1', legs: [{ heading: 0, distance: 15 }] },
            { ship: 'CV2', legs: [{ heading: 0, distance: 15 }] },
          ],
        },
      ],
    });
    expect(events(d, 'explosion.checked')).toEqual([
      { id: 'CV1', mass: 2, roll: 6, explodes: false },
    ]);
    expect(d.s.ships.CV1).toBeUndefined();
    expect(d.s.ships.CV2.at).toEqual({ table: 'A', x: 20, y: 7 });
    const kinds = d.ctx.events.map((e) => e.type);
    expect(kinds.indexOf('explosion.checked')).toBeLessThan(kinds.indexOf('ship.moved'));
  });

  it('ABS-TAC-0, ABS-TAC-4: tokens promised by a movement submission are spent at once, so a later override cannot spend them twice', () => {
    const s = world({
      battlegroups: [
        {
          id: 'A',
          ceo: 'C1',
          classId: 'gunship',
          table: 'A',
          ships: [{ id: 'A1', x: 5, y: 5, damage: 2 }],
        },
        { id: 'B', ceo: 'C1', classId: 'gunship', table: 'A', ships: [{ id: 'B1', x: 7, y: 5 }] },
      ],
    });
    helm(s, 'C1', { tactical: 1 });
    s.battlegroups.A.order = 'red_alert';
    s.battlegroups.B.order = 'red_alert';
    inActivation(s, 'C1', ['A', 'B'], { f: 'activation', stage: 'movement', index: 0 });
    const d = drive(s, [1]);
    let offered = false;
    d.submit(
      'movement',
      {
        battlegroups: [
          {
            battlegroup: 'B',
            powerToEngines: { pay: 'token' },
            moves: [{ ship: 'B1', legs: [{ heading: 0, distance: 12 }] }],
          },
        ],
      },
      (x, st) => {
        if (x.kind !== 'override') return undefined;
        offered = true;
        expect(st.ceos[0].helm!.tactical).toBe(0);
        expect(
          aBillionSuns.validate(st, x, { die: 0, payment: { pay: 'token' } }).map((p) => p.code),
        ).toEqual(['E_NO_TOKEN']);
        return { pass: true };
      },
    );
    expect(offered).toBe(true);
    expect(d.s.ceos[0].helm!.tactical).toBe(0);
    expect(d.s.ships.B1.at).toEqual({ table: 'A', x: 19, y: 5 });
  });

  it('ABS-TAC-7: PROMPT_ROGUE_SHIP rejects a ship outside the battlegroup', () => {
    const s = duel('vector');
    s.agenda = [{ f: 'activation', stage: 'movement', index: 0 }];
    const d = drive(s);
    d.submit(
      'movement',
      { battlegroups: [{ battlegroup: 'G', powerToEngines: { pay: 'rogue' }, moves: [] }] },
      (x, st) => {
        if (x.kind !== 'rogue_ship') return undefined;
        expect(aBillionSuns.validate(st, x, { ship: 'E1' }).map((p) => p.code)).toEqual([
          'E_ROGUE_SHIP_INVALID',
        ]);
        return { ship: 'G1' };
      },
    );
    expect(damageOf(d.s, 'G1')).toBe(1);
  });

  it('ABS-TAC-3: Executive Override re-rolls one of your own dice per token, repeatedly, even the same die', () => {
    const s = duel('vector');
    helm(s, 'C1', { tactical: 2 });
    const d = drive(s, [6, 5, 2, 1, 2, 2]);
    let overrides = 0;
    d.submit('attacks', blasters, (x, st) => {
      if (x.kind !== 'override' || st.ceos[x.seat].id !== 'C1') return undefined;
      expect(
        aBillionSuns.validate(st, x, { die: 5, payment: { pay: 'token' } }).map((p) => p.code),
      ).toEqual(['E_OVERRIDE_NOT_OWN_DIE']);
      overrides += 1;
      return overrides <= 2 ? { die: 0, payment: { pay: 'token' } } : { pass: true };
    });
    expect(overrides).toBe(3);
    expect(events(d, 'executive_override.used')).toHaveLength(2);
    expect(d.s.ceos[0].helm!.tactical).toBe(0);
    expect(events(d, 'saves.rolled')[0]).toMatchObject({ saves: [2, 2], damage: 2 });
    expect(damageOf(d.s, 'E1')).toBe(2);
  });

  it('ABS-TAC-3: no Executive Override outside the Tactical Phase', () => {
    const s = world({
      objects: [{ id: 'JP', type: 'jump_point', owner: 'C1', table: 'A', x: 10, y: 10 }],
      battlegroups: [
        { id: 'E', ceo: 'C2', classId: 'gunship', table: 'A', ships: [{ id: 'E1', x: 13, y: 10 }] },
      ],
    });
    helm(s, 'C1', { jumpIn: 1, tactical: 3 });
    helm(s, 'C2', { tactical: 3 });
    s.phase = 'jump';
    agenda(s, { f: 'jump_turns', turn: 0 });
    const asked: string[] = [];
    const d = drive(s, [1, 1, 1, 6, 6, 6, 6, 6, 6, 6]);
    d.submit(
      'jump_turn',
      { type: 'jump_in', via: 'JP', classId: 'destroyer', ships: [{ x: 12, y: 10, heading: 0 }] },
      (x) => {
        asked.push(x.kind);
        return undefined;
      },
    );
    expect(asked).toEqual(['power_to_shields']);
  });
});

describe('re-rolls', () => {
  it('ABS-ATK-7, ABS-ORD-3: attacks on the engage target may re-roll any dice once; default re-rolls misses and duds', () => {
    const d = drive(duel('engage'), [5, 2, 3, 6, 6]);
    d.submit('attacks', blasters, (x, st) => {
      if (x.kind !== 'reroll') return undefined;
      expect(aBillionSuns.defaultOrder(st, x)).toEqual({ dice: [0] });
      expect(aBillionSuns.validate(st, x, { dice: [0, 0] }).map((p) => p.code)).toEqual([
        'E_REROLL_TWICE',
      ]);
      expect(aBillionSuns.validate(st, x, { dice: [4] }).map((p) => p.code)).toEqual([
        'E_UNKNOWN_ID',
      ]);
      return { dice: [0] };
    });
    expect(events(d, 'dice.rerolled')).toEqual([{ target: 'E', dice: [0], pool: [3, 2] }]);
    expect(damageOf(d.s, 'E1')).toBe(2);
  });

  it('ABS-ATK-7: without Engage or Easy Target there is no re-roll (E_REROLL_NOT_ALLOWED)', () => {
    const asked: string[] = [];
    const d = drive(duel('vector'), [5, 2, 6]);
    d.submit('attacks', blasters, (x) => {
      asked.push(x.kind);
      return undefined;
    });
    expect(asked).not.toContain('reroll');
    const s = duel('vector');
    const frame = attackFrame({
      cause: 'active',
      attacker: 0,
      sourceBg: 'G',
      credit: 0,
      target: 'E',
      alloc: [],
    });
    expect(KINDS.reroll.rules(s, 0, frame, { dice: [] }).map((p) => p.code)).toEqual([
      'E_REROLL_NOT_ALLOWED',
    ]);
  });

  it('ABS-ACT-12, ABS-ATK-13: uncontrolled attackers against an Easy Target re-roll by the engine default', () => {
    const s = world({
      objects: [{ id: 'FAC', type: 'facility', table: 'A', x: 13, y: 10 }],
      battlegroups: [
        { id: 'G', ceo: 'C1', classId: 'gunship', table: 'A', ships: [{ id: 'G1', x: 10, y: 10 }] },
      ],
    });
    s.battlegroups.G.easyTarget = true;
    inActivation(s, 'C1', ['G'], { f: 'activation', stage: 'passive', index: 0 });
    // Laser Turrets 2D6 [5, 6]: the 5 misses (silhouette 4), the 6 is a natural maximum; both re-roll to
    // [1, 2]: two hits and a bonus; saves [6, 6, 6] fail.
    const d = drive(s, [5, 6, 1, 2, 6, 6, 6]);
    expect(events(d, 'dice.rerolled')).toEqual([{ target: 'G', dice: [0, 1], pool: [1, 2] }]);
    expect(damageOf(d.s, 'G1')).toBe(3);
  });
});
