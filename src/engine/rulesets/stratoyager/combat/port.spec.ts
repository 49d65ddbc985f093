import { injectedDice } from '../../../testing/context.js';
import type { AttackDeclaration, GameState, MissileInFlight } from '../model.js';
import { unitType } from '../units/index.js';
import { aspectOf, isInFrontArc } from './aspect.js';
import { mainWeaponDamageDice } from './plan.js';
import {
  applyDamage,
  attackProblem,
  combatPort,
  fragshellTargets,
  rollAttack,
  rollMissileDamage,
} from './port.js';
import { sketchState, unitIn } from './test-state.js';

const R = 0.8660254037844386;

function salvo(attackerId: string, targetId: string): AttackDeclaration {
  return { weapon: 'MAIN_WEAPON', attackerId, targetId };
}

describe('combat against a game state', () => {
  describe('arcs, aspect and line of sight', () => {
    it('SY-EX-19 / SY-GEO-5 / SY-Q-25: the front arc includes its 30° boundary and nothing beyond', () => {
      const state = sketchState([
        { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 10 } },
        { id: 'khi-blackbuck-1', typeId: 'blackbuck-mk-ii', pos: { x: 12, y: 10 + 4 * R } },
        { id: 'khi-blackbuck-2', typeId: 'blackbuck-mk-ii', pos: { x: 12.1, y: 10 + 4 * R } },
      ]);
      expect(attackProblem(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'))).toBeNull();
      expect(attackProblem(state, salvo('fsf-guardian-1', 'khi-blackbuck-2'))?.code).toBe(
        'TARGET_NOT_IN_ARC',
      );
    });

    it('SY-EX-19 / SY-FEAT-3 / SY-CA-10: a turret salvo ignores the arc; a turret Fire at Will does not', () => {
      const state = sketchState([
        { id: 'fsf-vulture-1', typeId: 'vulture-mk-iv', pos: { x: 10, y: 10 } },
        { id: 'khi-blackbuck-2', typeId: 'blackbuck-mk-ii', pos: { x: 12.1, y: 10 + 4 * R } },
        { id: 'khi-evo-1', typeId: 'evo-6-2', pos: { x: 10, y: 5 } },
      ]);
      expect(attackProblem(state, salvo('fsf-vulture-1', 'khi-blackbuck-2'))).toBeNull();
      expect(attackProblem(state, salvo('fsf-vulture-1', 'khi-evo-1'))).toBeNull(); // dead astern
      const faw: AttackDeclaration = {
        weapon: 'FIRE_AT_WILL',
        attackerId: 'fsf-vulture-1',
        targetId: 'khi-blackbuck-2',
      };
      expect(attackProblem(state, faw)?.code).toBe('TARGET_NOT_IN_ARC');
    });

    it('SY-GEO-6 / SY-Q-26: six 60° sectors on the defender facing; boundaries go to the side sectors', () => {
      const d = { x: 10, y: 10 };
      expect(aspectOf(d, 0, { x: 10, y: 15 })).toBe('FORE');
      expect(aspectOf(d, 0, { x: 10, y: 5 })).toBe('AFT');
      expect(aspectOf(d, 0, { x: 15, y: 10 })).toBe('FORE_STAR');
      expect(aspectOf(d, 0, { x: 15, y: 8 })).toBe('AFT_STAR');
      expect(aspectOf(d, 0, { x: 5, y: 8 })).toBe('AFT_PORT');
      expect(aspectOf(d, 0, { x: 5, y: 12 })).toBe('FORE_PORT');
      // Exactly on the 1 o'clock line: the side sector, not FORE.
      expect(aspectOf(d, 0, { x: 12, y: 10 + 4 * R })).toBe('FORE_STAR');
      // Exactly on the 5 o'clock line: the side sector, not AFT.
      expect(aspectOf(d, 0, { x: 12, y: 10 - 4 * R })).toBe('AFT_STAR');
      // Facing 6 turns everything round.
      expect(aspectOf(d, 6, { x: 10, y: 5 })).toBe('FORE');
      expect(isInFrontArc(d, 3, { x: 15, y: 10 })).toBe(true);
    });

    it('SY-HIT-2: LOS is blocked by an obstacle interior, not by touching its boundary, never by units', () => {
      const units = [
        { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 10 } },
        { id: 'fsf-guardian-2', typeId: 'guardian-151a', pos: { x: 10, y: 12 } },
        { id: 'khi-blackbuck-1', typeId: 'blackbuck-mk-ii', pos: { x: 10, y: 16 } },
      ];
      const rock = (radius: number): GameState['obstacles'] => [
        { id: 'rock', shape: { kind: 'circle', center: { x: 11, y: 13 }, radius } },
      ];
      // A friendly unit in between does not block.
      expect(
        attackProblem(sketchState(units), salvo('fsf-guardian-1', 'khi-blackbuck-1')),
      ).toBeNull();
      // The line x = 10 passes 1 from the centre: radius 1 touches it, 1.01 cuts it.
      expect(
        attackProblem(sketchState(units, rock(1)), salvo('fsf-guardian-1', 'khi-blackbuck-1')),
      ).toBeNull();
      expect(
        attackProblem(sketchState(units, rock(1.01)), salvo('fsf-guardian-1', 'khi-blackbuck-1'))
          ?.code,
      ).toBe('NO_LINE_OF_SIGHT');
      const square: GameState['obstacles'] = [
        {
          id: 'station',
          shape: {
            kind: 'polygon',
            points: [
              { x: 9, y: 13 },
              { x: 11, y: 13 },
              { x: 11, y: 14 },
              { x: 9, y: 14 },
            ],
          },
        },
      ];
      expect(
        attackProblem(sketchState(units, square), salvo('fsf-guardian-1', 'khi-blackbuck-1'))?.code,
      ).toBe('NO_LINE_OF_SIGHT');
    });
  });

  describe('preconditions (SY-HIT-1) and target checks', () => {
    const units = [
      { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 10 }, speed: 3 },
      { id: 'fsf-guardian-2', typeId: 'guardian-151a', pos: { x: 10, y: 14 } },
      { id: 'khi-blackbuck-1', typeId: 'blackbuck-mk-ii', pos: { x: 10, y: 20 }, speed: 2 },
    ];

    it('SY-HIT-1: checks run in order: can act, LOS, arc, range, THT', () => {
      const blocked: GameState['obstacles'] = [
        { id: 'rock', shape: { kind: 'circle', center: { x: 10, y: 40 }, radius: 2 } },
      ];
      // Target far behind, out of arc and out of range, behind a rock, and the attacker blacked out.
      const far = [
        { ...units[0], state: { stress: 'BLACKOUT' as const } },
        { id: 'khi-evo-1', typeId: 'evo-6-2', pos: { x: 10, y: 45 }, speed: 9, facing: 0 },
      ];
      const attack = salvo('fsf-guardian-1', 'khi-evo-1');
      const state = sketchState(far, blocked);
      expect(attackProblem(state, attack)?.code).toBe('UNIT_CANNOT_ACT');
      unitIn(state, 'fsf-guardian-1').stress = 'NONE';
      expect(attackProblem(state, attack)?.code).toBe('NO_LINE_OF_SIGHT');
      state.obstacles = [];
      unitIn(state, 'fsf-guardian-1').facing = 6;
      expect(attackProblem(state, attack)?.code).toBe('TARGET_NOT_IN_ARC');
      unitIn(state, 'fsf-guardian-1').facing = 0;
      expect(attackProblem(state, attack)?.code).toBe('TARGET_OUT_OF_RANGE');
      unitIn(state, 'khi-evo-1').pos = { x: 10, y: 30 };
      expect(attackProblem(state, attack)?.code).toBe('THT_ABOVE_6');
      unitIn(state, 'khi-evo-1').speed = 6; // 6 + 3 - 3 = 6
      expect(attackProblem(state, attack)).toBeNull();
    });

    it('SY-HIT-6 / SY-Q-40: a single-target attack with THT above 6 is refused', () => {
      const state = sketchState(units);
      unitIn(state, 'khi-blackbuck-1').speed = 7; // 7 + 3 - 3 = 7
      expect(attackProblem(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'))?.code).toBe(
        'THT_ABOVE_6',
      );
      expect(() =>
        rollAttack(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'), injectedDice([]).dice),
      ).toThrow(/THT_ABOVE_6/);
    });

    it('SY-CA-12 / SY-Q-58: salvo targets must be enemies on the table', () => {
      const state = sketchState(units);
      expect(attackProblem(state, salvo('fsf-guardian-1', 'nobody'))?.code).toBe(
        'TARGET_NOT_FOUND',
      );
      expect(attackProblem(state, salvo('fsf-guardian-1', 'fsf-guardian-2'))?.code).toBe(
        'TARGET_NOT_ENEMY',
      );
      for (const status of ['RESERVE', 'OFF_TABLE', 'WRECKED', 'DESTROYED', 'WITHDRAWN'] as const) {
        const s = sketchState(units);
        const target = unitIn(s, 'khi-blackbuck-1');
        target.status = status;
        target.pos = null;
        expect(attackProblem(s, salvo('fsf-guardian-1', 'khi-blackbuck-1'))?.code).toBe(
          'TARGET_NOT_ON_TABLE',
        );
      }
    });

    it('SY-CA-12: a drifting abandoned yager may be shot at but not fired on with a locked missile', () => {
      const state = sketchState(units);
      unitIn(state, 'khi-blackbuck-1').status = 'ABANDONED';
      expect(attackProblem(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'))).toBeNull();
      const launch: AttackDeclaration = {
        weapon: 'LOCKED_MISSILE',
        attackerId: 'fsf-guardian-1',
        targetId: 'khi-blackbuck-1',
        missileClass: 'LIGHT',
      };
      expect(attackProblem(state, launch)?.code).toBe('TARGET_NOT_ON_TABLE');
      unitIn(state, 'khi-blackbuck-1').pos = null; // removed at last
      expect(attackProblem(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'))?.code).toBe(
        'TARGET_NOT_ON_TABLE',
      );
    });

    it('SY-CA-2: a blacked-out or off-table unit cannot attack', () => {
      const state = sketchState(units);
      unitIn(state, 'fsf-guardian-1').status = 'OFF_TABLE';
      expect(attackProblem(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'))?.code).toBe(
        'UNIT_CANNOT_ACT',
      );
    });
  });

  describe('salvos', () => {
    it('SY-EX-9 / SY-CA-4: Guardian salvo at CLOSE: THT 5, 2D keep highest, hit, damage with its 2D', () => {
      const state = sketchState([
        { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 10 }, speed: 5 },
        {
          id: 'khi-blackbuck-1',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 12, y: 14 },
          speed: 3,
          facing: 9,
        },
      ]);
      const ctx = injectedDice([3, 5, 6, 4]);
      const roll = rollAttack(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'), ctx.dice);
      expect(roll).toMatchObject({ tht: 5, band: 'CLOSE', toHitDice: [3, 5], hit: true });
      // From (10, 10), the Blackbuck at (12, 14) facing 9 is struck on its port side: armor 4.
      expect(roll.aspect).toBe('FORE_PORT');
      expect(roll.damagePoints).toBe(2);
      expect(roll.detail).toMatchObject({ pool: '2D keep highest', damageFaces: [6, 4], armor: 4 });
      expect(ctx.rolls().map((r) => r.purpose)).toEqual([
        'to-hit: fsf-guardian-1 salvo at khi-blackbuck-1 (THT 5, 2D keep highest, CLOSE)',
        'damage: fsf-guardian-1 salvo at khi-blackbuck-1 (2D vs armor 4)',
      ]);
      // Same at LONG: keep lowest, [3, 5] misses, no damage roll.
      unitIn(state, 'khi-blackbuck-1').pos = { x: 10, y: 25 };
      const miss = injectedDice([3, 5]);
      expect(
        rollAttack(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'), miss.dice),
      ).toMatchObject({
        hit: false,
        damagePoints: 0,
      });
      expect(miss.rolls()).toHaveLength(1);
    });

    it('SY-EX-9 / SY-FEAT-4: a Linked Blackbuck salvo at LONG re-rolls its lowest die after a miss', () => {
      const state = sketchState([
        {
          id: 'khi-blackbuck-1',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 10, y: 25 },
          speed: 3,
          facing: 6,
        },
        { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 10 }, speed: 4 },
      ]);
      // THT = 4 + 3 - 2 = 5; [3, 5] misses; the 3 is re-rolled to 6: [6, 5] keeps 5, hit.
      const ctx = injectedDice([3, 5, 6, 4, 4]);
      const roll = rollAttack(state, salvo('khi-blackbuck-1', 'fsf-guardian-1'), ctx.dice);
      expect(roll).toMatchObject({ tht: 5, band: 'LONG', hit: true, toHitDice: [6, 5] });
      expect(roll.detail.linkedReroll).toEqual({ index: 0, from: 3, to: 6 });
      expect(ctx.rolls().map((r) => r.faces)).toEqual([[3, 5], [6], [4, 4]]);
    });

    it('SY-EX-22 / SY-FEAT-3 / SY-Q-42: the turret loses 1D of damage on every main-weapon attack, never below 1D', () => {
      const vulture = unitType('vulture-mk-iv');
      expect(mainWeaponDamageDice(vulture)).toBe(2);
      expect(mainWeaponDamageDice({ ...vulture, mainWeaponDice: 1 })).toBe(1);
      expect(mainWeaponDamageDice(unitType('guardian-151a'))).toBe(2);
      const state = sketchState([
        { id: 'fsf-vulture-1', typeId: 'vulture-mk-iv', pos: { x: 10, y: 10 } },
        { id: 'khi-evo-1', typeId: 'evo-6-2', pos: { x: 10, y: 14 } },
      ]);
      for (const weapon of ['MAIN_WEAPON', 'FIRE_AT_WILL'] as const) {
        const ctx = injectedDice([6, 6, 3, 3]);
        const roll = rollAttack(
          state,
          { weapon, attackerId: 'fsf-vulture-1', targetId: 'khi-evo-1' },
          ctx.dice,
        );
        expect(roll.detail).toMatchObject({ damageDice: 2, damageFaces: [3, 3] });
      }
    });

    it('SY-FEAT-2: an Evo (Pulse) salvo at CLOSE gets -1 THT, at MEDIUM it does not', () => {
      const state = sketchState([
        { id: 'khi-evo-1', typeId: 'evo-6-2', pos: { x: 10, y: 20 }, speed: 3, facing: 6 },
        { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 15 }, speed: 3 },
      ]);
      expect(
        rollAttack(state, salvo('khi-evo-1', 'fsf-guardian-1'), injectedDice([1, 1]).dice).tht,
      ).toBe(3);
      unitIn(state, 'fsf-guardian-1').pos = { x: 10, y: 10 };
      expect(
        rollAttack(state, salvo('khi-evo-1', 'fsf-guardian-1'), injectedDice([1]).dice).tht,
      ).toBe(4);
    });

    it('SY-EX-24 / SY-EVA-2: evasive and greyout modifiers come from the unit state', () => {
      const state = sketchState([
        {
          id: 'fsf-guardian-1',
          typeId: 'guardian-151a',
          pos: { x: 10, y: 10 },
          speed: 3,
          state: { evasive: true, stress: 'GREYOUT' },
        },
        {
          id: 'khi-blackbuck-1',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 10, y: 18 },
          speed: 2,
          facing: 6,
        },
      ]);
      const g = rollAttack(
        state,
        salvo('fsf-guardian-1', 'khi-blackbuck-1'),
        injectedDice([6, 1, 1]).dice,
      );
      expect(g).toMatchObject({ tht: 6, band: 'MEDIUM', toHitDice: [6], hit: true });
      const b = rollAttack(
        state,
        salvo('khi-blackbuck-1', 'fsf-guardian-1'),
        injectedDice([4, 3]).dice,
      );
      expect(b).toMatchObject({ tht: 5, hit: false });
      // Blacked out instead: G cannot fire, B's THT stays 5.
      unitIn(state, 'fsf-guardian-1').stress = 'BLACKOUT';
      expect(attackProblem(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'))?.code).toBe(
        'UNIT_CANNOT_ACT',
      );
      expect(
        rollAttack(state, salvo('khi-blackbuck-1', 'fsf-guardian-1'), injectedDice([5, 1, 1]).dice)
          .tht,
      ).toBe(5);
    });

    it('SY-EX-28 / SY-SEG-2 / SY-DMG-4: both duelists roll against the same state, then damage applies in order', () => {
      const state = sketchState([
        {
          id: 'fsf-guardian-1',
          typeId: 'guardian-151a',
          pos: { x: 12, y: 12 },
          speed: 2,
          state: { structure: 1, shields: 0 },
        },
        {
          id: 'khi-blackbuck-1',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 12, y: 15 },
          facing: 6,
          speed: 2,
          state: { structure: 1, shields: 0 },
        },
      ]);
      const before = JSON.stringify(state);
      const ctx = injectedDice([2, 5, 5, 1, 1, 3, 6, 6]);
      const g = rollAttack(state, salvo('fsf-guardian-1', 'khi-blackbuck-1'), ctx.dice);
      const b = rollAttack(state, salvo('khi-blackbuck-1', 'fsf-guardian-1'), ctx.dice);
      expect(JSON.stringify(state)).toBe(before); // rolling changes nothing
      expect(g).toMatchObject({
        tht: 1,
        band: 'CLOSE',
        aspect: 'FORE',
        hit: true,
        damagePoints: 1,
      });
      expect(g.detail).toMatchObject({ armor: 5, damageFaces: [5, 1] });
      expect(b).toMatchObject({
        tht: 2,
        aspect: 'FORE',
        hit: true,
        toHitDice: [1, 3],
        damagePoints: 2,
      });
      expect(b.detail.linkedReroll).toBeNull();
      const onB = applyDamage(unitIn(state, 'khi-blackbuck-1'), g.damagePoints, g.aspect);
      const onG = applyDamage(unitIn(state, 'fsf-guardian-1'), b.damagePoints, b.aspect);
      expect(onB).toMatchObject({ structureAfter: 0, result: 'WRECKED' });
      expect(onG).toMatchObject({ structureAfter: -1, result: 'DESTROYED' });
      expect(unitIn(state, 'khi-blackbuck-1')).toMatchObject({
        structure: 0,
        shields: 0,
        status: 'ON_TABLE',
      });
      expect(unitIn(state, 'fsf-guardian-1').structure).toBe(-1);
    });
  });

  describe('missiles', () => {
    const vultureVsBlackbuck = (distance: number) =>
      sketchState([
        { id: 'fsf-vulture-1', typeId: 'vulture-mk-iv', pos: { x: 10, y: 10 }, speed: 2 },
        {
          id: 'khi-blackbuck-1',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 10, y: 10 + distance },
          speed: 2,
        },
      ]);
    const dumb: AttackDeclaration = {
      weapon: 'DUMB_MISSILE',
      attackerId: 'fsf-vulture-1',
      targetId: 'khi-blackbuck-1',
      missileClass: 'MEDIUM',
    };

    it('SY-EX-20 / SY-FEAT-7 / SY-CA-5: dumb rockets roll one band further and deal damage at once', () => {
      const close = rollAttack(vultureVsBlackbuck(5), dumb, injectedDice([1, 6, 6, 6, 6]).dice);
      expect(close).toMatchObject({ tht: 1, band: 'CLOSE', hit: true, missileInFlight: null });
      expect(close.detail).toMatchObject({ pool: '1D', poolBand: 'MEDIUM', damageDice: 4 });
      // The Vulture is astern of the Blackbuck (facing 0): AFT, armor 3, so 4 sixes are 4 points.
      expect(close.aspect).toBe('AFT');
      expect(close.damagePoints).toBe(4);
      const pb = rollAttack(vultureVsBlackbuck(0.8), dumb, injectedDice([1, 1, 1, 1, 1, 1]).dice);
      expect(pb.detail).toMatchObject({ pool: '2D keep highest', poolBand: 'CLOSE' });
      const long = rollAttack(
        vultureVsBlackbuck(16),
        dumb,
        injectedDice([1, 1, 1, 1, 1, 1, 1]).dice,
      );
      expect(long.detail).toMatchObject({ pool: '3D keep lowest', poolBand: 'EXTREME' });
      expect(attackProblem(vultureVsBlackbuck(20), dumb)?.code).toBe('TARGET_OUT_OF_RANGE');
      expect(attackProblem(vultureVsBlackbuck(25), dumb)?.code).toBe('TARGET_OUT_OF_RANGE');
    });

    it('SY-EX-20 / SY-CA-6: Vulture rockets cannot lock; guided missiles cannot be shot unlocked', () => {
      const launch: AttackDeclaration = { ...dumb, weapon: 'LOCKED_MISSILE' };
      expect(attackProblem(vultureVsBlackbuck(5), launch)?.code).toBe('MISSILES_CANNOT_LOCK');
      const state = sketchState([
        { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 10 } },
        { id: 'khi-blackbuck-1', typeId: 'blackbuck-mk-ii', pos: { x: 10, y: 15 } },
      ]);
      const shot: AttackDeclaration = {
        weapon: 'DUMB_MISSILE',
        attackerId: 'fsf-guardian-1',
        targetId: 'khi-blackbuck-1',
        missileClass: 'LIGHT',
      };
      expect(attackProblem(state, shot)?.code).toBe('MISSILES_REQUIRE_LOCK');
      expect(
        attackProblem(state, { ...shot, weapon: 'LOCKED_MISSILE', missileClass: 'HEAVY' })?.code,
      ).toBe('MISSILE_CLASS_NOT_CARRIED');
    });

    it('SY-EX-10 / SY-CA-7 / SY-LOCK-5 / SY-LOCK-6: a locked launch at MEDIUM: THT 4, 1D; a hit becomes a missile in flight', () => {
      const state = sketchState([
        { id: 'fsf-guardian-2', typeId: 'guardian-151a', pos: { x: 10, y: 10 }, speed: 5 },
        { id: 'khi-blackbuck-1', typeId: 'blackbuck-mk-ii', pos: { x: 10, y: 20 }, speed: 3 },
      ]);
      const launch: AttackDeclaration = {
        weapon: 'LOCKED_MISSILE',
        attackerId: 'fsf-guardian-2',
        targetId: 'khi-blackbuck-1',
        missileClass: 'LIGHT',
      };
      const miss = rollAttack(state, launch, injectedDice([2]).dice);
      expect(miss).toMatchObject({ tht: 4, band: 'MEDIUM', hit: false, missileInFlight: null });
      const ctx = injectedDice([4]);
      const hit = rollAttack(state, launch, ctx.dice);
      expect(hit).toMatchObject({ hit: true, damagePoints: 0, missileInFlight: { damageDice: 3 } });
      expect(hit.aspect).toBe('AFT'); // launched from astern of a Blackbuck facing 0
      expect(ctx.rolls()).toHaveLength(1); // no damage roll until LMD
    });

    it('SY-EX-30 / SY-LOCK-5 / SY-FEAT-5: the launch needs the front arc even with Tracker; aspect is fixed at launch', () => {
      const state = sketchState([
        {
          id: 'fsf-guardian-1',
          typeId: 'guardian-151a',
          pos: { x: 12, y: 10 },
          facing: 1,
          speed: 0,
        },
        {
          id: 'khi-blackbuck-1',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 20, y: 20 },
          facing: 3,
          speed: 8,
        },
      ]);
      const launch: AttackDeclaration = {
        weapon: 'LOCKED_MISSILE',
        attackerId: 'fsf-guardian-1',
        targetId: 'khi-blackbuck-1',
        missileClass: 'LIGHT',
      };
      const hit = rollAttack(state, launch, injectedDice([4, 6]).dice);
      expect(hit).toMatchObject({ tht: 4, band: 'LONG', hit: true, aspect: 'AFT_STAR' });
      expect(hit.detail).toMatchObject({ pool: '2D keep lowest', kept: 4 });
      expect(hit.missileInFlight).toEqual({ damageDice: 3 });
      expect(rollAttack(state, launch, injectedDice([3, 6]).dice).hit).toBe(false);
      unitIn(state, 'fsf-guardian-1').facing = 0;
      expect(attackProblem(state, launch)?.code).toBe('TARGET_NOT_IN_ARC');
    });

    it('SY-LOCK-5: a launch needs distance <= 24; VISUAL is for holding locks only', () => {
      const state = sketchState([
        { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 5 } },
        { id: 'khi-blackbuck-1', typeId: 'blackbuck-mk-ii', pos: { x: 10, y: 29.5 } },
      ]);
      const launch: AttackDeclaration = {
        weapon: 'LOCKED_MISSILE',
        attackerId: 'fsf-guardian-1',
        targetId: 'khi-blackbuck-1',
      };
      expect(combatPort.rangeBand(24.5)).toBe('VISUAL');
      expect(attackProblem(state, launch)?.code).toBe('TARGET_OUT_OF_RANGE');
    });
  });

  describe('fragshell', () => {
    const exampleState = () =>
      sketchState([
        { id: 'khi-evo-1', typeId: 'evo-6-2', pos: { x: 10, y: 10 }, speed: 2 },
        {
          id: 'khi-blackbuck-2',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 10, y: 10.8 },
          speed: 3,
          state: { shields: 1, structure: 3 },
        },
        {
          id: 'fsf-guardian-1',
          typeId: 'guardian-151a',
          pos: { x: 11, y: 14 },
          facing: 6,
          speed: 2,
        },
        { id: 'fsf-guardian-2', typeId: 'guardian-151a', pos: { x: 14, y: 12 } },
        { id: 'fsf-vulture-1', typeId: 'vulture-mk-iv', pos: { x: 10, y: 17 } },
      ]);

    it('SY-EX-21 / SY-FEAT-6 / SY-Q-43: a fragshell pod hits friend and foe in arc, LOS and <= 6, per target', () => {
      const state = exampleState();
      const targets = fragshellTargets(state, 'khi-evo-1');
      expect(targets).toEqual(['fsf-guardian-1', 'khi-blackbuck-2']);
      const ctx = injectedDice([3, 1, 4, 2, 1, 1, 2, 4, 5, 1]);
      const rolls = targets.map((targetId) =>
        rollAttack(
          state,
          { weapon: 'FRAGSHELL', attackerId: 'khi-evo-1', targetId, missileClass: 'FRAGSHELL_POD' },
          ctx.dice,
        ),
      );
      expect(rolls[0]).toMatchObject({
        tht: 1,
        band: 'CLOSE',
        aspect: 'FORE',
        hit: true,
        damagePoints: 1,
      });
      expect(rolls[0].detail).toMatchObject({ pool: '2D keep highest', damageDice: 2, armor: 4 });
      expect(rolls[1]).toMatchObject({
        tht: 1,
        band: 'POINT_BLANK',
        aspect: 'AFT',
        hit: true,
        damagePoints: 2,
      });
      expect(rolls[1].detail).toMatchObject({ pool: '3D keep highest', damageDice: 3, armor: 3 });
      const g = applyDamage(
        unitIn(state, 'fsf-guardian-1'),
        rolls[0].damagePoints,
        rolls[0].aspect,
      );
      expect(g).toMatchObject({ absorbed: 1, shieldsAfter: 1, structureAfter: 3 });
      const b = applyDamage(
        unitIn(state, 'khi-blackbuck-2'),
        rolls[1].damagePoints,
        rolls[1].aspect,
      );
      expect(b).toMatchObject({ absorbed: 1, shieldsAfter: 0, structureAfter: 2 });
    });

    it('SY-FEAT-6 / SY-HIT-6: a fragshell target with THT above 6 is affected but misses with no dice', () => {
      const state = exampleState();
      unitIn(state, 'fsf-guardian-1').speed = 7; // 7 + 2 - 2 - 1 = 6: still rolls
      expect(fragshellTargets(state, 'khi-evo-1')).toContain('fsf-guardian-1');
      unitIn(state, 'fsf-guardian-1').speed = 8; // THT 7
      expect(fragshellTargets(state, 'khi-evo-1')).toContain('fsf-guardian-1');
      const ctx = injectedDice([]);
      const roll = rollAttack(
        state,
        { weapon: 'FRAGSHELL', attackerId: 'khi-evo-1', targetId: 'fsf-guardian-1' },
        ctx.dice,
      );
      expect(roll).toMatchObject({ tht: 7, hit: false, toHitDice: [] });
      expect(ctx.rolls()).toEqual([]);
    });

    it('SY-FEAT-6 / SY-CA-12: fragshell affects drifting abandoned yagers, not removed units, and never the shooter', () => {
      const state = exampleState();
      unitIn(state, 'fsf-guardian-1').status = 'ABANDONED';
      unitIn(state, 'khi-blackbuck-2').status = 'WRECKED';
      unitIn(state, 'khi-blackbuck-2').pos = null;
      expect(fragshellTargets(state, 'khi-evo-1')).toEqual(['fsf-guardian-1']);
      unitIn(state, 'fsf-guardian-1').pos = { x: 30, y: 30 };
      expect(fragshellTargets(state, 'khi-evo-1')).toEqual([]);
    });
  });

  describe('locked missile damage phase', () => {
    const lmdState = (countermeasures: boolean) =>
      sketchState([
        { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 10, y: 10 } },
        {
          id: 'khi-blackbuck-1',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 10, y: 20 },
          state: { countermeasures, shields: 0 },
        },
      ]);
    const missile = (
      seq: number,
      aspect: MissileInFlight['aspect'] = 'AFT_STAR',
    ): MissileInFlight => ({
      seq,
      launcherId: 'fsf-guardian-1',
      targetId: 'khi-blackbuck-1',
      missileClass: 'LIGHT',
      damageDice: 3,
      aspect,
    });

    it('SY-EX-12 / SY-CA-8 / SY-LMD-3 / SY-LMD-4: countermeasures save per missile on 4+, then the damage pool', () => {
      const state = lmdState(true);
      const ctx = injectedDice([4, 3, 5, 2, 6]);
      const first = rollMissileDamage(state, missile(1), ctx.dice);
      expect(first).toEqual({
        neutralised: true,
        points: 0,
        dice: [],
        countermeasuresRoll: 4,
        armor: null,
      });
      const second = rollMissileDamage(state, missile(2), ctx.dice);
      expect(second).toEqual({
        neutralised: false,
        points: 2,
        dice: [5, 2, 6],
        countermeasuresRoll: 3,
        armor: 4,
      });
      expect(ctx.rolls().map((r) => r.purpose)).toEqual([
        'countermeasures: missile 1 (fsf-guardian-1) at khi-blackbuck-1 (neutralised on 4+)',
        'countermeasures: missile 2 (fsf-guardian-1) at khi-blackbuck-1 (neutralised on 4+)',
        'damage: missile 2 (fsf-guardian-1) at khi-blackbuck-1 (3D vs armor 4)',
      ]);
    });

    it('SY-LMD-4 / SY-LOCK-6: a missile lands against the armor of the aspect recorded at launch', () => {
      const state = lmdState(false);
      // The target has since turned; the recorded FORE aspect still gives armor 5.
      const fore = rollMissileDamage(state, missile(1, 'FORE'), injectedDice([4, 5, 6]).dice);
      expect(fore).toMatchObject({ points: 2, armor: 5, countermeasuresRoll: null });
      const aft = rollMissileDamage(state, missile(2, 'AFT'), injectedDice([3, 1, 1]).dice);
      expect(aft).toMatchObject({ points: 1, armor: 3 });
    });

    it('SY-LMD-5: a missile whose launcher has been destroyed still lands', () => {
      const state = lmdState(false);
      Object.assign(unitIn(state, 'fsf-guardian-1'), {
        status: 'DESTROYED',
        pos: null,
        structure: -1,
      });
      const landed = rollMissileDamage(state, missile(1), injectedDice([6, 6, 6]).dice);
      expect(landed.points).toBe(3);
      expect(
        applyDamage(unitIn(state, 'khi-blackbuck-1'), landed.points, 'AFT_STAR'),
      ).toMatchObject({
        structureAfter: 0,
        result: 'WRECKED',
      });
    });

    it('SY-FEAT-7: countermeasures have no effect on dumb missiles: no save is rolled', () => {
      const state = sketchState([
        { id: 'fsf-vulture-1', typeId: 'vulture-mk-iv', pos: { x: 10, y: 10 } },
        {
          id: 'khi-blackbuck-1',
          typeId: 'blackbuck-mk-ii',
          pos: { x: 10, y: 15 },
          state: { countermeasures: true },
        },
      ]);
      const ctx = injectedDice([6, 6, 6, 6, 6]);
      rollAttack(
        state,
        { weapon: 'DUMB_MISSILE', attackerId: 'fsf-vulture-1', targetId: 'khi-blackbuck-1' },
        ctx.dice,
      );
      expect(ctx.rolls().map((r) => r.purpose.split(':')[0])).toEqual(['to-hit', 'damage']);
    });
  });
});
