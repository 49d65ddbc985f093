import { describe, expect, it } from '@jest/globals';
import { injectedDice } from '../../../testing/context.js';
import { missileRangeColumn } from '../data/tables.js';
import { d100Faces, d10Faces } from '../rules/dice.js';
import { deployDecoy, launchAll, salvoLimit } from '../rules/launch.js';
import {
  defenceOrder,
  defenceValue,
  rawDefenceValue,
  resolveMissiles,
  saturatedValue,
} from '../rules/missile-defence.js';
import { game } from './test-fixtures.js';

const quiet = () => {};

describe('missile launch (SITS-MSL)', () => {
  it('SITS-EX-4 / SITS-MSL-4 / SITS-Q-4: Max Salvos per ship per turn, and 1/N one salvo every N turns', () => {
    expect(salvoLimit(missileRangeColumn(23), 2, 1, 1)).toBe('LAUNCH_SALVO_LIMIT');
    expect(salvoLimit(missileRangeColumn(9), 2, 1, 1)).toBe('ok');
    expect(salvoLimit(missileRangeColumn(110), 0, 5, 7)).toBe('LAUNCH_SALVO_INTERVAL');
    expect(salvoLimit(missileRangeColumn(110), 0, 5, 8)).toBe('ok');
    expect(salvoLimit(missileRangeColumn(110), 1, 1, 8)).toBe('LAUNCH_SALVO_INTERVAL');
    expect(salvoLimit(missileRangeColumn(45), 0, null, 1)).toBe('ok');
  });

  it('SITS-MSL-1 / SITS-MSL-2 / SITS-MSL-3 / SITS-MSL-5: a salvo takes min(tubes, ammo) and records its column', () => {
    const g = game([{ id: 'A1' }, { id: 'B1', at: [10, -45], facing: 'D', classId: 'lancet_dd' }], {
      turn: 2,
      segment: 3,
    });
    g.ships.A1.mounts['P-MSL'].ammo = 4;
    launchAll(g, [{ ship: 'A1', mount: 'P-MSL', target: 'B1', warhead: 'laser' }], quiet);
    expect(g.salvos).toHaveLength(1);
    expect(g.salvos[0]).toMatchObject({
      id: 'S11-A1-P-MSL',
      count: 4,
      launchRange: 45,
      band: '42-51',
      rangeMod: 20,
      fcPenalty: 0,
      missileType: 'M4',
      status: 'in_flight',
    });
    expect(g.ships.A1).toMatchObject({
      salvosThisTurn: 1,
      lastLaunchTurn: 2,
      mounts: { 'P-MSL': { ammo: 0 } },
    });
  });

  it('SITS-MSL-2 / SITS-SEQ-6: a launch from a ship out of play or an empty mount is cancelled, not counted', () => {
    const g = game([{ id: 'A1' }, { id: 'A2' }, { id: 'B1', at: [0, -20], classId: 'lancet_dd' }]);
    g.ships.A1.status = 'destroyed';
    g.ships.A2.mounts['S-MSL'].operational = 0;
    const log: string[] = [];
    launchAll(
      g,
      [
        { ship: 'A1', mount: 'P-MSL', target: 'B1', warhead: 'laser' },
        { ship: 'A2', mount: 'S-MSL', target: 'B1', warhead: 'nuke' },
      ],
      (t) => void log.push(t),
    );
    expect(log).toEqual(['launch.cancelled', 'launch.cancelled']);
    expect(g.salvos).toEqual([]);
    expect(g.ships.A2.salvosThisTurn).toBe(0);
  });

  it('SITS-MSL-7 / SITS-Q-6: salvos resolve in their launch segment and are never on the map', () => {
    const g = game([{ id: 'A1' }, { id: 'B1', at: [0, -7], facing: 'D', classId: 'lancet_dd' }]);
    launchAll(g, [{ ship: 'A1', mount: 'P-MSL', target: 'B1', warhead: 'laser' }], quiet);
    const { dice } = injectedDice(d100Faces(0, 0, 0, 0, 0, 0));
    resolveMissiles(g, dice, quiet);
    expect(g.salvos[0].status).toBe('resolved');
  });
});

describe('missile defence and damage (SITS-DEF, SITS-DMG)', () => {
  function ex10() {
    // B1 faces A; A1 and A2 sit on its left flank so both salvos arrive on the port sidewall.
    const g = game([
      { id: 'A1', at: [-30, 15] },
      { id: 'A2', at: [-23, 11] },
      { id: 'B1', at: [0, 0], facing: 'A', classId: 'lancet_dd' },
    ]);
    launchAll(
      g,
      [
        { ship: 'A1', mount: 'P-MSL', target: 'B1', warhead: 'laser' },
        { ship: 'A2', mount: 'P-MSL', target: 'B1', warhead: 'laser' },
      ],
      quiet,
    );
    return g;
  }

  it('SITS-EX-10: two salvos, a decoy, capacity spent, six hits of 4 and two system rolls', () => {
    const g = ex10();
    expect(g.salvos.map((s) => [s.launchRange, s.rangeMod])).toEqual([
      [30, 16],
      [23, 14],
    ]);
    deployDecoy(g, g.ships.B1, g.salvos[1], quiet);
    const { dice } = injectedDice([
      ...d100Faces(71, 12, 45, 46, 90, 3),
      ...d100Faces(33, 34, 50, 10, 99, 20),
      ...d10Faces(2, 6),
    ]);
    const log: { type: string; data: Record<string, unknown> }[] = [];
    const engaged = resolveMissiles(g, dice, (type, data) => void log.push({ type, data }));
    expect(engaged.map((e) => [e.salvo.launcher, e.aspect.protection, e.survivors])).toEqual([
      ['A1', 'protected', 3],
      ['A2', 'protected', 3],
    ]);
    const defended = log
      .filter((e) => e.type === 'salvo.defended')
      .map((e) => [e.data.dv, e.data.saturated]);
    expect(defended).toEqual([
      [46, 16],
      [64, 34],
    ]);
    const b1 = g.ships.B1;
    expect(b1.adRemaining).toBe(0);
    expect(b1.hull).toBe(86);
    expect(b1.damageTaken).toBe(24);
    expect(b1.sidewalls.port.strength).toBe(15);
    expect(b1).toMatchObject({ ad: 20, adCapacity: 4, decoys: 2 });
    expect(b1.damageRecords.map((r) => r.system)).toEqual(['sidewall', 'active_defense']);
  });

  it('SITS-DEF-1: longest launch range first, ties by launcher then mount', () => {
    const g = ex10();
    expect(defenceOrder(g, [...g.salvos].reverse()).map((s) => s.launcher)).toEqual(['A1', 'A2']);
  });

  it('SITS-DEF-2 / SITS-Q-23: a decoy spends one and adds 20 to one salvo', () => {
    const g = ex10();
    deployDecoy(g, g.ships.B1, g.salvos[0], quiet);
    expect(g.ships.B1.decoys).toBe(2);
    expect(g.decoys).toEqual([{ ship: 'B1', salvo: g.salvos[0].id, g: 1 }]);
    expect(rawDefenceValue(30, g.salvos[0])).toBe(30 + 16 + 20);
  });

  it('SITS-DEF-4 / SITS-DEF-5 / SITS-Q-5: DV = ad + Range Mod + decoy + nuke + fire control, clamped 5–95', () => {
    const salvo = { rangeMod: 30, decoyed: true, warhead: 'nuke' as const, fcPenalty: 10 };
    expect(rawDefenceValue(40, salvo)).toBe(140);
    expect(defenceValue(140)).toBe(95);
    expect(defenceValue(0)).toBe(5);
    expect(saturatedValue(140, 40)).toBe(95);
    expect(saturatedValue(10, 40)).toBe(0);
  });

  it('SITS-DEF-3: a salvo arriving on the wedge is stopped whole: no rolls, no capacity spent', () => {
    const g = ex10();
    g.ships.B1.rollAngle = 90;
    const { dice } = injectedDice([]);
    const engaged = resolveMissiles(g, dice, quiet);
    expect(engaged).toEqual([]);
    expect(g.ships.B1.adRemaining).toBe(6);
    expect(g.salvos.every((s) => s.status === 'resolved')).toBe(true);
  });

  it('SITS-DEF-6 / SITS-DMG-2: a roll below the DV kills; laser heads double and nukes halve by aspect', () => {
    const g = game([
      { id: 'A1', at: [0, -5] },
      { id: 'B1', at: [0, 0], facing: 'A', classId: 'lancet_dd' },
    ]);
    launchAll(g, [{ ship: 'A1', mount: 'P-MSL', target: 'B1', warhead: 'nuke' }], quiet);
    // Bow aspect, unprotected: DV 30 + 0 + 40 = 70; rolls 70 and above survive.
    const { dice } = injectedDice([
      ...d100Faces(69, 70, 99, 0, 0, 0),
      ...d10Faces(9, 9, 9, 9, 9, 9, 9),
    ]);
    resolveMissiles(g, dice, quiet);
    expect(g.ships.B1.damageTaken).toBe(80); // two M4 contact nukes at 40, full on the bow
  });

  it('SITS-DEF-7: a salvo whose target has left play is discarded', () => {
    const g = ex10();
    g.ships.B1.status = 'destroyed';
    const { dice } = injectedDice([]);
    resolveMissiles(g, dice, quiet);
    expect(g.salvos.map((s) => s.status)).toEqual(['discarded', 'discarded']);
  });
});
