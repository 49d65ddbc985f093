import { describe, expect, it } from '@jest/globals';
import { cmdTokens, utilityLimit } from '../rules/scale.js';
import { statsOf } from '../rules/units.js';
import { DEFAULT_SETUP, type SetupBattlegroup, type SetupObject } from '../scenario.js';
import { initialState } from '../setup.js';
import type { AbsState } from '../state.js';
import { agenda, damageOf, drive, events, inActivation, world } from './harness.js';

/** The default scenario's tables, objects and contracts, with extra battlegroups, mid-round 1. */
function scenario(battlegroups: SetupBattlegroup[]): AbsState {
  const s = initialState({ ...DEFAULT_SETUP, battlegroups });
  s.round = 1;
  s.agenda = [];
  for (const c of s.ceos) c.helm = { seizeInitiative: 0, jumpIn: 0, tactical: 0 };
  return s;
}

const mu1: SetupBattlegroup = {
  id: 'MU',
  ceo: 'C1',
  classId: 'medium_utility_ship',
  table: 'A',
  ships: [{ id: 'MU1', x: 13.5, y: 14, heading: 180 }],
};

const laser = {
  battlegroup: 'MU',
  primaryTarget: 'AST-1',
  allocations: [{ ship: 'MU1', system: 'primary', target: 'AST-1', dice: 2 }],
};

describe('objects and terrain', () => {
  it('ABS-EX-15: mining, Dangerous Space and an asteroid explosion (ABS-OBJ-9, ABS-ATK-11, ABS-OBJ-3)', () => {
    const s = scenario([mu1]);
    expect(s.ships.MU1.seq).toBe(7);
    s.battlegroups.MU.order = 'red_alert';
    inActivation(s, 'C1', ['MU'], { f: 'activation', stage: 'movement', index: 0 });
    const d = drive(s, [6, 2, 5, 1, 12, 3]);
    d.submit('movement', { battlegroups: [] });
    expect(events(d, 'dangerous_space.entered')).toEqual([{ battlegroup: 'MU', ships: ['MU1'] }]);
    expect(events(d, 'red_alert.repaired')[0]).toMatchObject({
      roll: 1,
      removed: [{ id: 'MU1', from: 1 }],
    });
    expect(d.s.battlegroups.MU.easyTarget).toBe(true);
    d.submit('attacks', laser);
    expect(d.consumed()).toEqual([6, 2, 5, 1, 12, 3]);
    expect(events(d, 'dud.rolled')).toEqual([]);
    expect(damageOf(d.s, 'AST-1')).toBe(5);
    expect(d.s.ceos[0].revenue).toEqual({ K1: 5 });
    d.submit('scan', { skip: true });

    // A later activation: only the attack is shown.
    d.s.battlegroups.MU.activated = false;
    inActivation(d.s, 'C1', ['MU'], { f: 'activation', stage: 'attacks', index: 0 });
    const later = drive(d.s, [1, 9, 2, 5, 6, 4]);
    later.submit('attacks', laser);
    expect(later.consumed()).toEqual([1, 9, 2, 5, 6, 4]);
    expect(damageOf(later.s, 'AST-1')).toBe('removed');
    expect(damageOf(later.s, 'MU1')).toBe(1);
    expect(later.s.ceos[0].revenue).toEqual({ K1: 9 });
    expect(later.s.ceos[0].credits).toBe(9);
  });

  it('ABS-OBJ-9: Dangerous Space spares wings and ships outside the zones', () => {
    const s = scenario([
      {
        id: 'W',
        ceo: 'C1',
        classId: 'fighter_wing',
        table: 'A',
        ships: [{ id: 'W1', x: 12, y: 16 }],
      },
      { id: 'G', ceo: 'C1', classId: 'gunship', table: 'A', ships: [{ id: 'G1', x: 16.1, y: 14 }] },
    ]);
    s.battlegroups.W.order = 'red_alert';
    s.battlegroups.G.order = 'red_alert';
    inActivation(s, 'C1', ['W', 'G'], { f: 'activation', stage: 'movement', index: 0 });
    const d = drive(s);
    d.submit('movement', { battlegroups: [] });
    expect(events(d, 'dangerous_space.entered')).toEqual([]);
    expect(d.consumed()).toEqual([]);
  });

  it('ABS-EX-17: Mother’s Wing shelters wings from Primary Targets, not from auxiliary weapons (ABS-BG-8, ABS-ATK-12)', () => {
    const setup = (fw2: [number, number]) => {
      const s = world({
        // Something else RW may shoot, so that its attacks are asked for at all.
        objects: [{ id: 'AST', type: 'asteroid', table: 'A', x: 21.5, y: 19.5 }],
        battlegroups: [
          { id: 'DS', ceo: 'C2', classId: 'destroyer', table: 'A', ships: [{ x: 20, y: 20 }] },
          {
            id: 'FW',
            ceo: 'C2',
            classId: 'fighter_wing',
            table: 'A',
            ships: [
              { id: 'FW1', x: 21.5, y: 20 },
              { id: 'FW2', x: fw2[0], y: fw2[1] },
            ],
          },
          {
            id: 'RW',
            ceo: 'C1',
            classId: 'recon_wing',
            table: 'A',
            ships: [{ id: 'RW1', x: 21.5, y: 22, heading: 270 }],
          },
          {
            id: 'GS',
            ceo: 'C1',
            classId: 'gunship',
            table: 'A',
            ships: [{ id: 'GS1', x: 21.5, y: 23, heading: 270 }],
          },
        ],
      });
      inActivation(s, 'C1', ['RW', 'GS'], { f: 'activation', stage: 'attacks', index: 0 });
      return drive(s);
    };
    const primary = {
      battlegroup: 'RW',
      primaryTarget: 'FW',
      allocations: [{ ship: 'RW1', system: 'primary', target: 'FW', dice: 1 }],
    };
    expect(setup([20, 21.9]).codes('attacks', primary)).toEqual(['E_TARGET_SHELTERED']);
    expect(setup([23.1, 20]).codes('attacks', primary)).toEqual([]);
    const d = setup([20, 21.9]);
    d.submit('attacks', { battlegroup: 'RW', allocations: [] });
    expect(
      d.codes('attacks', {
        battlegroup: 'GS',
        allocations: [{ ship: 'GS1', system: 'auxiliary', target: 'FW', dice: 2 }],
      }),
    ).toEqual([]);
  });

  it('ABS-EX-22: scale-dependent objects, rounded up (ABS-OBJ-1, ABS-GEN-2)', () => {
    const facility = (scale: number) => {
      const f = statsOf('facility', scale);
      return {
        m: f.mass,
        silhouette: f.silhouette,
        shields: f.shields,
        turrets: f.weapons[0].dice,
      };
    };
    expect(facility(1)).toEqual({ m: 1, silhouette: 1, shields: 1, turrets: 1 });
    expect(facility(3)).toEqual({ m: 1, silhouette: 3, shields: 2, turrets: 2 });
    expect(facility(5)).toEqual({ m: 2, silhouette: 5, shields: 3, turrets: 3 });
    const kraken = statsOf('space_kraken', 4);
    expect([kraken.mass, kraken.silhouette, kraken.shields]).toEqual([2, 4, 2]);
    expect(kraken.weapons.map((w) => [w.name, w.system, w.dice, w.sides, w.damage])).toEqual([
      ['Mouth Parts', 'primary', 2, 10, 3],
      ['Tentacles', 'auxiliary', 4, 6, 1],
    ]);
    expect([cmdTokens(2), utilityLimit(2)]).toEqual([5, 2]);
  });

  it('ABS-OBJ-2, ABS-OBJ-6, ABS-OBJ-7: after the CEOs, moving uncontrolled objects activate in seq; stationary ones never move', () => {
    const objects: SetupObject[] = [
      { id: 'CIV', type: 'civilian_ship', table: 'A', x: 2, y: 2, destination: { x: 2, y: 8 } },
      { id: 'CIV2', type: 'civilian_ship', table: 'A', x: 2, y: 30, destination: { x: 30, y: 30 } },
      { id: 'CRIM', type: 'criminal_ship', table: 'A', x: 30, y: 2, heading: 90 },
      { id: 'LB', type: 'lifeboat', table: 'A', x: 10, y: 20 },
      { id: 'FAC', type: 'facility', table: 'A', x: 18, y: 2 },
      { id: 'AST', type: 'asteroid', table: 'A', x: 25, y: 25 },
      { id: 'JP', type: 'jump_point', owner: 'C2', table: 'A', x: 34, y: 34 },
    ];
    const s = world({
      objects,
      battlegroups: [
        { id: 'G', ceo: 'C1', classId: 'gunship', table: 'A', ships: [{ id: 'G1', x: 20, y: 10 }] },
        {
          id: 'LU',
          ceo: 'C2',
          classId: 'light_utility_ship',
          table: 'A',
          ships: [{ id: 'L1', x: 10, y: 12 }],
        },
      ],
    });
    s.phase = 'tactical';
    agenda(s, { f: 'uncontrolled', queue: null });
    // CRIM is 12.8″ from G1: it moves 9.8″, stopping 3″ short, then fires its Blasters (2D6) at G.
    const d = drive(s, [6, 6]);
    const acts = events(d, 'object.activated');
    expect(events(d, 'object.left_play')).toEqual([
      { id: 'CIV', reason: 'reached its destination' },
    ]);
    expect(acts.map((a) => a.id)).toEqual(['CIV2', 'CRIM', 'LB']);
    expect(d.s.objects.CIV2.at).toEqual({ table: 'A', x: 10, y: 30 });
    expect(d.s.objects.CRIM.at.x).toBeCloseTo(20 + (10 * 3) / Math.hypot(10, 8), 6);
    expect(d.s.objects.CRIM.at.y).toBeCloseTo(10 - (8 * 3) / Math.hypot(10, 8), 6);
    expect(d.s.objects.CRIM.heading).toBeCloseTo(180 - (Math.atan2(8, 10) * 180) / Math.PI, 6);
    expect(events(d, 'attack_dice.rolled').map((e) => [e.cause, e.target])).toEqual([
      ['uncontrolled', 'G'],
    ]);
    expect(d.s.objects.LB.at).toEqual({ table: 'A', x: 10, y: 16 });
    expect(d.s.objects.FAC.at).toEqual({ table: 'A', x: 18, y: 2 });
    expect(d.s.objects.AST.at).toEqual({ table: 'A', x: 25, y: 25 });
    expect(d.s.objects.JP.owner).toBe(1);
    expect(d.s.objects.CIV2.owner).toBeNull();
  });

  it('ABS-OBJ-7: a Space Kraken closes to 1″ and attacks with Mouth Parts and Tentacles; a Lifeboat waits for a utility ship', () => {
    const s = world({
      objects: [
        { id: 'KR', type: 'space_kraken', table: 'A', x: 10, y: 10 },
        { id: 'LB', type: 'lifeboat', table: 'A', x: 30, y: 30 },
      ],
      battlegroups: [
        {
          id: 'G',
          ceo: 'C1',
          classId: 'battleship',
          table: 'A',
          ships: [{ id: 'B1', x: 15, y: 10 }],
        },
      ],
    });
    s.phase = 'tactical';
    agenda(s, { f: 'uncontrolled', queue: null });
    const d = drive(s, [10, 10, 6, 6, 6]);
    expect(d.s.objects.KR.at).toEqual({ table: 'A', x: 14, y: 10 });
    expect(d.ctx.rolls().map((r) => r.purpose.split(' from')[0])).toEqual([
      'Mouth Parts 2d10',
      'Tentacles 3d6',
    ]);
    expect(d.s.objects.LB.at).toEqual({ table: 'A', x: 30, y: 30 });
  });

  it('ABS-OBJ-3, ABS-OBJ-4: objects fire all round and malfunction when Systems Critical', () => {
    const s = world({
      objects: [{ id: 'FAC', type: 'facility', table: 'A', x: 18, y: 18, heading: 0, damage: 2 }],
      battlegroups: [
        {
          id: 'FR',
          ceo: 'C1',
          classId: 'frigate',
          table: 'A',
          ships: [{ id: 'F1', x: 16, y: 18 }],
        },
      ],
    });
    inActivation(s, 'C1', ['FR'], { f: 'activation', stage: 'passive', index: 0 });
    // Turrets 2D6 behind the facility: [6, 6] pass silhouette 6 and are duds; the facility (2 > m 1) takes
    // 1 per dud and is destroyed (3); its explosion check [5] fails.
    const d = drive(s, [6, 6, 5]);
    const malfunction = { ship: 'FAC', damage: 1, weapon: 'Laser Turrets' };
    expect(events(d, 'critical_malfunction.suffered')).toEqual([malfunction, malfunction]);
    expect(events(d, 'explosion.checked')).toEqual([
      { id: 'FAC', mass: 1, roll: 5, explodes: false },
    ]);
    expect(d.s.objects.FAC).toBeUndefined();
  });
});
