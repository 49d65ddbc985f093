import { describe, expect, it } from '@jest/globals';
import { damageOf, drive, events, helm, inActivation, world } from './harness.js';
import type { AbsState } from '../state.js';

/** ABS-EX-5's ships: C1 frigates F1, F2 facing +x; C2 destroyer D1 12″ away. */
function frigatesVsDestroyer(): AbsState {
  const s = world({
    battlegroups: [
      {
        id: 'F',
        ceo: 'C1',
        classId: 'frigate',
        table: 'A',
        ships: [
          { id: 'F1', x: 10, y: 10, heading: 0 },
          { id: 'F2', x: 10, y: 12, heading: 0 },
        ],
      },
      { id: 'D', ceo: 'C2', classId: 'destroyer', table: 'A', ships: [{ id: 'D1', x: 22, y: 11 }] },
    ],
  });
  s.battlegroups.F.order = 'red_alert';
  inActivation(s, 'C1', ['F'], { f: 'activation', stage: 'attacks', index: 0 });
  return s;
}

describe('the attack procedure', () => {
  it('ABS-EX-5: standard attack with fixed dice, consumed in stream order (ABS-ATK-3, ABS-ATK-4, ABS-ATK-9, ABS-GEN-9)', () => {
    const d = drive(frigatesVsDestroyer(), [1, 8, 6, 7, 2, 5, 3]);
    expect(
      d.codes('attacks', {
        battlegroup: 'F',
        primaryTarget: 'D',
        allocations: [{ ship: 'F1', system: 'auxiliary', target: 'D', dice: 4 }],
      }),
    ).toEqual(['E_TARGET_OUT_OF_RANGE']);
    d.submit('attacks', {
      battlegroup: 'F',
      primaryTarget: 'D',
      allocations: [
        { ship: 'F1', system: 'primary', target: 'D', dice: 2 },
        { ship: 'F2', system: 'primary', target: 'D', dice: 2 },
      ],
    });
    expect(d.consumed()).toEqual([1, 8, 6, 7, 2, 5, 3]);
    const [rolled] = events(d, 'attack_dice.rolled');
    expect(rolled.naturals).toEqual([1, 8, 6, 7]);
    expect(events(d, 'dud.rolled')).toEqual([]);
    expect(events(d, 'critical_hit.scored')).toEqual([{ target: 'D', die: 0 }]);
    expect(events(d, 'saves.rolled')[0]).toMatchObject({
      shields: 3,
      saves: [2, 5, 3],
      unsaved: 1,
      damage: 2,
    });
    expect(damageOf(d.s, 'D1')).toBe(2);
    expect(d.s.ships.D1.destroyed).toBe(false);
  });
});

function gunshipsVsCorvette(): AbsState {
  const s = world({
    battlegroups: [
      {
        id: 'GS',
        ceo: 'C1',
        classId: 'gunship',
        table: 'A',
        ships: [
          { id: 'G1', x: 10, y: 10, heading: 0 },
          { id: 'G2', x: 10, y: 11, heading: 0, damage: 2 },
        ],
      },
      {
        id: 'CVB',
        ceo: 'C2',
        classId: 'corvette',
        table: 'A',
        ships: [{ id: 'CV1', x: 14, y: 10.5 }],
      },
    ],
  });
  helm(s, 'C1', { tactical: 2 });
  helm(s, 'C2', { tactical: 3 });
  s.battlegroups.GS.order = 'vector';
  inActivation(s, 'C1', ['GS'], { f: 'activation', stage: 'attacks', index: 0 });
  return s;
}

describe('Power to Weapons, duds, malfunctions, Power to Shields', () => {
  it('ABS-EX-6: Power to Weapons, a dud with a critical malfunction, Power to Shields (ABS-TAC-5, ABS-TAC-6, ABS-DMG-5, ABS-GEN-3)', () => {
    const d = drive(gunshipsVsCorvette(), [2, 4, 6, 1, 1, 4, 3, 6, 2]);
    const asked: string[] = [];
    d.submit(
      'attacks',
      {
        battlegroup: 'GS',
        primaryTarget: 'CVB',
        allocations: [
          { ship: 'G1', system: 'primary', target: 'CVB', dice: 2 },
          { ship: 'G2', system: 'primary', target: 'CVB', dice: 2 },
        ],
        powerToWeapons: [{ target: 'CVB', dieSides: 6, tokens: 1, payment: { pay: 'token' } }],
      },
      (x, st) => {
        asked.push(`${x.kind}:${st.ceos[x.seat].id}`);
        if (x.kind === 'power_to_shields') {
          expect(
            aBillionSuns
              .validate(st, x, { tokens: 3, payment: { pay: 'token' } })
              .map((p) => p.code),
          ).toEqual(['E_POWER_CAP']);
          return { tokens: 1, payment: { pay: 'token' } };
        }
        return undefined;
      },
    );
    expect(asked).toEqual(['override:C1', 'power_to_shields:C2', 'override:C2']);
    const [rolled] = events(d, 'attack_dice.rolled');
    expect(rolled.naturals).toEqual([2, 4, 6, 1]);
    expect(rolled.results).toEqual([1, 3, 5, 1]);
    expect(events(d, 'dud.rolled')).toEqual([{ target: 'CVB', die: 2, src: 'G2' }]);
    expect(events(d, 'critical_malfunction.suffered')).toEqual([
      { ship: 'G2', damage: 1, weapon: 'Blasters' },
    ]);
    expect(events(d, 'critical_hit.scored').map((e) => e.die)).toEqual([0, 3]);
    expect(events(d, 'saves.rolled')[0]).toMatchObject({
      shields: 3,
      saves: [1, 4, 3, 6, 2],
      damage: 2,
    });
    expect(damageOf(d.s, 'CV1')).toBe(2);
    expect(damageOf(d.s, 'G2')).toBe(3);
    expect(d.s.ships.G2.destroyed).toBe(false);
    expect(d.s.ceos[0].helm!.tactical).toBe(1);
    expect(d.s.ceos[1].helm!.tactical).toBe(2);
  });

  it('ABS-TAC-5: Power to Weapon Systems takes 1..m tokens of one die type in the pool; wings cannot', () => {
    const d = drive(gunshipsVsCorvette());
    const base = {
      battlegroup: 'GS',
      primaryTarget: 'CVB',
      allocations: [{ ship: 'G1', system: 'primary', target: 'CVB', dice: 2 }],
    };
    const ptw = (dieSides: number, tokens: number) => ({
      ...base,
      powerToWeapons: [{ target: 'CVB', dieSides, tokens, payment: { pay: 'token' } }],
    });
    expect(d.codes('attacks', ptw(6, 2))).toEqual(['E_POWER_CAP']);
    expect(d.codes('attacks', ptw(8, 1))).toEqual(['E_POWER_DIE_TYPE']);
    expect(d.codes('attacks', ptw(6, 1))).toEqual([]);
    const wings = world({
      battlegroups: [
        {
          id: 'W',
          ceo: 'C1',
          classId: 'fighter_wing',
          table: 'A',
          ships: [{ id: 'W1', x: 10, y: 10 }],
        },
        { id: 'E', ceo: 'C2', classId: 'gunship', table: 'A', ships: [{ id: 'E1', x: 12, y: 10 }] },
      ],
    });
    helm(wings, 'C1', { tactical: 3 });
    inActivation(wings, 'C1', ['W'], { f: 'activation', stage: 'attacks', index: 0 });
    const w = drive(wings);
    expect(
      w.codes('attacks', {
        battlegroup: 'W',
        allocations: [{ ship: 'W1', system: 'auxiliary', target: 'E', dice: 3 }],
        powerToWeapons: [{ target: 'E', dieSides: 6, tokens: 1, payment: { pay: 'token' } }],
      }),
    ).toEqual(['E_POWER_CAP']);
  });

  it('ABS-TAC-6: no Power to Shields window for Shields 0, and E_SHIELDS_ZERO if asked', () => {
    const s = world({
      battlegroups: [
        { id: 'G', ceo: 'C1', classId: 'gunship', table: 'A', ships: [{ id: 'G1', x: 10, y: 10 }] },
        {
          id: 'W',
          ceo: 'C2',
          classId: 'fighter_wing',
          table: 'A',
          ships: [{ id: 'W1', x: 12, y: 10 }],
        },
      ],
    });
    helm(s, 'C2', { tactical: 3 });
    inActivation(s, 'C1', ['G'], { f: 'activation', stage: 'attacks', index: 0 });
    const asked: string[] = [];
    const d = drive(s, [2, 3]);
    d.submit(
      'attacks',
      {
        battlegroup: 'G',
        primaryTarget: 'W',
        allocations: [{ ship: 'G1', system: 'primary', target: 'W', dice: 2 }],
      },
      (x) => {
        asked.push(x.kind);
        return undefined;
      },
    );
    expect(asked).not.toContain('power_to_shields');
    expect(damageOf(d.s, 'W1')).toBe(2);
    const frame = attackFrame({
      cause: 'active',
      attacker: 0,
      sourceBg: 'G',
      credit: 0,
      target: 'W',
      alloc: [],
    });
    const probe = world({
      battlegroups: [
        { id: 'W', ceo: 'C2', classId: 'fighter_wing', table: 'A', ships: [{ x: 1, y: 1 }] },
      ],
    });
    expect(KINDS.power_to_shields.rules(probe, 1, frame, { tokens: 1 }).map((p) => p.code)).toEqual(
      ['E_SHIELDS_ZERO'],
    );
  });
});

describe('declaring attacks', () => {
  function skirmish(): AbsState {
    const s = world({
      tables: [
        { id: 'A', width: 36, height: 36 },
        { id: 'B', width: 36, height: 36 },
      ],
      objects: [
        { id: 'AST', type: 'asteroid', table: 'A', x: 11, y: 12 },
        { id: 'CRIM', type: 'criminal_ship', table: 'A', x: 11, y: 8 },
        { id: 'MINE', type: 'jump_point', owner: 'C1', table: 'A', x: 13, y: 10 },
        { id: 'THEIRS', type: 'jump_point', owner: 'C2', table: 'A', x: 14, y: 12 },
      ],
      battlegroups: [
        {
          id: 'F',
          ceo: 'C1',
          classId: 'frigate',
          table: 'A',
          ships: [
            { id: 'F1', x: 10, y: 10, heading: 0 },
            { id: 'F2', x: 10, y: 11, heading: 0 },
          ],
        },
        {
          id: 'MU',
          ceo: 'C1',
          classId: 'medium_utility_ship',
          table: 'A',
          ships: [{ id: 'MU1', x: 10, y: 13, heading: 315 }],
        },
        {
          id: 'OWN',
          ceo: 'C1',
          classId: 'gunship',
          table: 'A',
          ships: [{ id: 'O1', x: 12, y: 11 }],
        },
        {
          id: 'E',
          ceo: 'C2',
          classId: 'gunship',
          table: 'A',
          ships: [
            { id: 'E1', x: 14, y: 10 },
            { id: 'E2', x: 30, y: 10, damage: 2 },
          ],
        },
        {
          id: 'FAR',
          ceo: 'C2',
          classId: 'destroyer',
          table: 'A',
          ships: [{ id: 'FAR1', x: 24, y: 10 }],
        },
        {
          id: 'BEHIND',
          ceo: 'C2',
          classId: 'gunship',
          table: 'A',
          ships: [{ id: 'BH1', x: 5, y: 10 }],
        },
        {
          id: 'ELSEWHERE',
          ceo: 'C2',
          classId: 'gunship',
          table: 'B',
          ships: [{ id: 'X1', x: 12, y: 10 }],
        },
      ],
    });
    s.battlegroups.F.order = 'vector';
    inActivation(s, 'C1', ['F', 'MU'], { f: 'activation', stage: 'attacks', index: 0 });
    return s;
  }
  const aux = (ship: string, target: string, dice: number) => ({
    ship,
    system: 'auxiliary',
    target,
    dice,
  });
  const pri = (ship: string, target: string, dice: number) => ({
    ship,
    system: 'primary',
    target,
    dice,
  });
  const decl = (...allocations: object[]) => ({ battlegroup: 'F', allocations });

  it('ABS-ATK-2, ABS-GEN-5: a CEO cannot attack its own battlegroups or jump points; enemies and uncontrolled objects are fair game', () => {
    const d = drive(skirmish());
    expect(d.codes('attacks', decl(aux('F1', 'OWN', 1)))).toEqual(['E_TARGET_FRIENDLY']);
    expect(d.codes('attacks', decl(aux('F1', 'MINE', 1)))).toEqual(['E_TARGET_FRIENDLY']);
    expect(
      d.codes('attacks', decl(aux('F1', 'THEIRS', 1), aux('F1', 'CRIM', 1), aux('F1', 'E', 2))),
    ).toEqual([]);
  });

  it('ABS-GEN-6: nothing is attacked across tables', () => {
    const d = drive(skirmish());
    expect(d.codes('attacks', decl(aux('F1', 'ELSEWHERE', 1)))).toEqual(['E_TARGET_OTHER_TABLE']);
  });

  it('ABS-ATK-3: range and arc per ship and weapon; any one target ship in reach makes the battlegroup valid (ABS-ATK-14)', () => {
    const d = drive(skirmish());
    expect(d.codes('attacks', decl(aux('F1', 'BEHIND', 1)))).toEqual(['E_TARGET_NOT_IN_ARC']);
    expect(d.codes('attacks', decl(pri('F1', 'E', 2)))).toEqual(['E_TARGET_OUT_OF_RANGE']);
    expect(d.codes('attacks', decl(pri('F1', 'FAR', 2)))).toEqual([]);
    // E2 is 20″ away, E1 4″: Turbo Blasters (0–6″) may fire at E, and damage may land on E2.
    expect(d.codes('attacks', decl(aux('F1', 'E', 4)))).toEqual([]);
  });

  it('ABS-ATK-3: damage may be assigned to a target ship out of range (ABS-Q-35)', () => {
    // 4 Turbo Blaster dice at E (gunships: silhouette 4, shields 1): [2, 2, 3, 4] all hit; saves
    // [5, 6, 6, 6] all fail; E2 (2 tokens, out of range) takes 2 and is destroyed, then E1 takes 2.
    // E2's explosion check [6] fails.
    const d = drive(skirmish(), [2, 2, 3, 4, 5, 6, 6, 6, 6]);
    d.submit('attacks', decl(aux('F1', 'E', 4)));
    expect(damageOf(d.s, 'E2')).toBe('removed');
    expect(damageOf(d.s, 'E1')).toBe(2);
  });

  it('ABS-ATK-4: one Primary Target; primary weapons never fire passively', () => {
    const d = drive(skirmish());
    expect(
      d.codes('attacks', {
        ...decl(pri('F1', 'FAR', 2), pri('F2', 'THEIRS', 2)),
        primaryTarget: 'FAR',
      }),
    ).toContain('E_MULTIPLE_PRIMARY_TARGETS');
    expect(d.codes('attacks', { ...decl(pri('F1', 'FAR', 2)), primaryTarget: 'E' })).toEqual([
      'E_MULTIPLE_PRIMARY_TARGETS',
    ]);
  });

  it('ABS-ATK-5, ABS-ATK-6: auxiliary dice split across targets, never more than the weapon has; a weapon once per target; primary and auxiliary together', () => {
    const d = drive(skirmish());
    expect(
      d.codes('attacks', decl(aux('F1', 'E', 2), aux('F1', 'CRIM', 2), pri('F1', 'FAR', 2))),
    ).toEqual([]);
    expect(d.codes('attacks', decl(aux('F1', 'E', 3), aux('F1', 'CRIM', 2)))).toEqual([
      'E_DICE_ALLOCATION',
    ]);
    expect(d.codes('attacks', decl(aux('F1', 'E', 1.5)))).toEqual(['E_DICE_ALLOCATION']);
    expect(d.codes('attacks', decl(aux('F1', 'E', 0)))).toEqual(['E_DICE_ALLOCATION']);
    expect(d.codes('attacks', decl(aux('F1', 'E', 1), aux('F1', 'E', 1)))).toEqual([
      'E_WEAPON_REUSED',
    ]);
    expect(d.codes('attacks', decl(aux('MU1', 'E', 1)))).toEqual(['E_NOT_YOUR_UNIT']);
  });

  it('ABS-ATK-11: the Mining Laser targets stationary objects only', () => {
    const s = skirmish();
    s.agenda[0] = { f: 'activation', stage: 'attacks', index: 1 };
    const d = drive(s);
    const laser = (target: string) => ({
      battlegroup: 'MU',
      primaryTarget: target,
      allocations: [{ ship: 'MU1', system: 'primary', target, dice: 2 }],
    });
    expect(d.codes('attacks', laser('AST'))).toEqual([]);
    expect(d.codes('attacks', laser('THEIRS'))).toEqual(['E_TARGET_OUT_OF_RANGE']);
    d.s.ships.MU1.heading = 0;
    d.s.ships.MU1.at = { table: 'A', x: 12, y: 12 };
    expect(d.codes('attacks', laser('THEIRS'))).toEqual([]);
    d.s.ships.MU1.at = { table: 'A', x: 13, y: 10 };
    expect(d.codes('attacks', laser('E'))).toEqual(['E_MINING_LASER_TARGET']);
    d.s.ships.MU1.at = { table: 'A', x: 10, y: 8 };
    expect(d.codes('attacks', laser('CRIM'))).toEqual(['E_MINING_LASER_TARGET']);
  });

  it('ABS-ATK-1, ABS-ATK-8, ABS-ATK-15: one attack per target, resolved in order of first appearance; pools in ship seq, primary before auxiliary', () => {
    // FAR first (F2 primary then F1 primary declared, pooled F1 then F2), then E (F1 auxiliary).
    const d = drive(skirmish(), [7, 7, 7, 7, 6, 6]);
    d.submit('attacks', {
      ...decl(pri('F2', 'FAR', 2), aux('F1', 'E', 2), pri('F1', 'FAR', 2)),
      primaryTarget: 'FAR',
    });
    expect(events(d, 'attack_dice.rolled').map((e) => e.target)).toEqual(['FAR', 'E']);
    expect(d.ctx.rolls().map((r) => r.purpose.split(' from ')[1].split(':')[0])).toEqual([
      'F1',
      'F2',
      'F1',
    ]);
  });

  it('ABS-ATK-15: within one ship, primary dice come before auxiliary dice', () => {
    const s = world({
      battlegroups: [
        {
          id: 'CV',
          ceo: 'C1',
          classId: 'corvette',
          table: 'A',
          ships: [{ id: 'CV1', x: 10, y: 10 }],
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
    inActivation(s, 'C1', ['CV'], { f: 'activation', stage: 'attacks', index: 0 });
    const d = drive(s, [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    d.submit('attacks', {
      battlegroup: 'CV',
      primaryTarget: 'T',
      allocations: [aux('CV1', 'T', 2), pri('CV1', 'T', 4)],
    });
    expect(
      d.ctx.rolls().map((r) => r.purpose.split(' 6')[0].split(' 4')[0].split(' 2')[0]),
    ).toEqual(['Turbo Blasters', 'Blasters']);
  });
});

import { attackFrame } from '../flow/attack.js';
import { KINDS } from '../decisions/index.js';
import { aBillionSuns } from '../index.js';
