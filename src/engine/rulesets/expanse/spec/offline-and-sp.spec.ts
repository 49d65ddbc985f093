import { expanseCombat } from '../combat.js';
import { attackProblem } from '../rules/attacks.js';
import { condPenalty, roleHolder, targeting } from '../rules/crew.js';
import { repair } from '../rules/damage-control.js';
import { resolveHit } from '../rules/damage.js';
import { evasionBonus } from '../rules/defence.js';
import { makesEwTest } from '../rules/electronic-warfare.js';
import { highGProblem, staminaTest } from '../rules/high-g.js';
import { basicTest, stuntPoints } from '../rules/test.js';
import { faces, hunter, runner } from './fixtures.js';

describe('Expanse offline systems, SP sources and reactive damage control', () => {
  it('EX-DMG-13 offline sensors: no EW test, targeting from the gunner; offline weapons: only jury-rigged fire', () => {
    const a = hunter();
    a.sensorsBase = 6;
    expect(targeting(a, 1)).toBe(6);
    a.offline.sensors = true;
    expect(makesEwTest(a)).toBe(false);
    expect(targeting(a, 1)).toBe(3);
    a.offline.weapons = true;
    expect(attackProblem(a, a.weapons[0], 'M', 1)).toBe('WEAPON_OFFLINE');
    a.offline.manoeuvrability = true;
    expect(highGProblem(a, 1)).toBe('HIGH_G_UNAVAILABLE');
  });

  it('EX-CORE-6 EX-DEF-6 an evasion success with doubles gives the pilot its Drama Die', () => {
    const r = expanseCombat.resolve(
      {
        weapon: 'railgun',
        band: 'M',
        attackerTargeting: 3,
        attackBonus: 0,
        evasion: { bonus: 2 },
        target: { hull: '2d6' },
      },
      faces(5, 5, 4),
    );
    expect(r).toMatchObject({ ok: true, result: 'evaded', pilotStuntPoints: 4 });
    const d = expanseCombat.resolve(
      {
        weapon: 'railgun',
        band: 'M',
        attackerTargeting: 3,
        attackBonus: 0,
        evasion: { bonus: 2 },
        target: { hull: '2d6' },
      },
      faces(5, 4, 5),
    );
    expect(d).toMatchObject({ result: 'evaded', pilotStuntPoints: 5 });
  });

  it('EX-CORE-6 EX-DC-7 damage-control tests generate engineer SP; Stamina tests carry no SP source', () => {
    const b = runner();
    b.losses.weapons = 2;
    expect(stuntPoints(repair(b, roleHolder(b, 'engineer'), 'weapons', [4, 4, 4]))).toBe(4);
    expect(b.sp).toEqual({
      command: 0,
      pilot: 0,
      comms: 0,
      weaponsFree: 0,
      weaponsBound: {},
      engineer: 0,
    });
  });

  it('EX-CORE-11 a wounded crew member takes −2 on Stamina tests too', () => {
    const b = runner();
    const c = roleHolder(b, 'comms');
    expect(staminaTest(b, c, [3, 3, 2], 0).total).toBe(8);
    c.conditions = ['injured', 'wounded'];
    expect(condPenalty(c)).toBe(-2);
    expect(staminaTest(b, c, [3, 3, 2], 0).total).toBe(6);
  });

  it('EX-HIGHG-8 ships have standard juice unless their class says otherwise', () => {
    expect(runner().juice).toBe('standard');
    expect(hunter().juice).toBe('good');
  });

  it('EX-HIGHG-1 EX-DEF-12 one step-5 g per ship, added to each of its evasion tests', () => {
    const b = runner();
    expect(highGProblem(b, 6)).toBeNull();
    expect(highGProblem(b, -1)).toBe('HIGH_G_OUT_OF_BOUNDS');
    const g3 = evasionBonus(b, 1, { g: 3 });
    expect(g3 - evasionBonus(b, 1)).toBe(3);
    expect(basicTest([4, 4, 4], g3, 15).success).toBe(true);
  });

  it('EX-ATK-4 EX-DEF-11 an attack not evaded (or with no evasion test) is a hit', () => {
    const r = expanseCombat.resolve(
      {
        weapon: 'pdc',
        band: 'C',
        attackerTargeting: 3,
        attackBonus: 0,
        evasion: { bonus: 0 },
        target: { hull: '2d6' },
      },
      faces(1, 2, 3, 6, 6, 1, 1, 4, 6),
    );
    expect(r).toMatchObject({ result: 'hit', damage: 12, hull: 2, net: 10, conditions: 2 });
  });

  it('EX-DEF-8 point defence applies only to torpedoes', () => {
    const r = expanseCombat.odds({
      weapon: 'railgun',
      band: 'M',
      attackerTargeting: 3,
      attackBonus: 0,
      pointDefence: { bonus: 3 },
      target: { hull: '2d6' },
    });
    expect(r).toMatchObject({
      ok: false,
      problems: [expect.objectContaining({ code: 'PD_UNAVAILABLE' })],
    });
  });

  it('EX-DMG-6 Not My Ship! spends engineer Fortune 1d6 at a time off the net before loss conditions', () => {
    const b = runner();
    // EX-EX-3's hit (net 9); d6 4 and 6 take 4 + 5 (all the Fortune left) → net 0, no conditions.
    const out = resolveHit(
      b,
      { damage: '3d6', attackerWeaponsPenalty: 0, round: 1, notMyShipSp: 3 },
      faces(5, 6, 4, 2, 3, 4, 6),
    );
    expect(out).toMatchObject({ net: 0, conditions: 0, notMyShipSpUsed: 2 });
    expect(roleHolder(b, 'engineer').fortune).toBe(0);
    expect(b.losses).toEqual({
      collateral: 0,
      hull: 0,
      manoeuvrability: 0,
      sensors: 0,
      weapons: 0,
    });
  });

  it('EX-DC-8 repairs act on manoeuvrability, sensors and weapons only: hull losses stay', () => {
    const b = runner();
    b.losses.hull = 1;
    b.losses.collateral = 1;
    repair(b, roleHolder(b, 'engineer'), 'sensors', [6, 6, 6]);
    expect(b.losses).toMatchObject({ hull: 1, collateral: 1 });
  });
});
