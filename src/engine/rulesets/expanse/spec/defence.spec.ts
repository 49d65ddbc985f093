import {
  attackBonus,
  attackProblem,
  gunnerySpRoll,
  impactRound,
  inRange,
  targetedAttackTest,
} from '../rules/attacks.js';
import { condPenalty, roleHolder, targeting } from '../rules/crew.js';
import {
  dualUsing,
  evasionBase,
  evasionBonus,
  evasionImpossible,
  evasionTn,
  pointDefenceBonus,
  pointDefenceTn,
  setUpTn,
} from '../rules/defence.js';
import {
  ewBonus,
  ewPairWinner,
  ewStuntPoints,
  ewWinBonus,
  makesEwTest,
} from '../rules/electronic-warfare.js';
import { highGDamage, highGProblem, staminaTest } from '../rules/high-g.js';
import { basicTest, stuntPoints } from '../rules/test.js';
import { faces, hunter, runner } from './fixtures.js';

describe('Expanse EW, attacks and defence (EX-EW, EX-ATK, EX-DEF; worked examples EX-EX-2, EX-EX-5)', () => {
  it('EX-EW-2 EX-EW-3 EX-EW-4 EX-EW-5 EX-EX-2 A1 19 beats B1 13: bonus 2, no comms SP', () => {
    const a = hunter();
    const b = runner();
    const ra = { faces: [5, 6, 3] as const, total: 14 + ewBonus(a, 1), score: 3 };
    const rb = { faces: [3, 3, 5] as const, total: 11 + ewBonus(b, 1), score: 2 };
    expect([ra.total, rb.total]).toEqual([19, 13]);
    expect(ewPairWinner(ra, rb)).toBe('a');
    expect(ewWinBonus(ra)).toBe(2);
    expect(ewStuntPoints(ra, true)).toBe(0);
    expect(ewStuntPoints(rb, false)).toBe(0);
    expect(ewStuntPoints({ ...ra, faces: [3, 3, 6] }, true)).toBe(6);
  });

  it('EX-EW-3 a winner must reach 11; a ship without an EW test loses to any roll reaching 11', () => {
    const low = { faces: [1, 2, 3] as const, total: 9, score: 2 };
    const lower = { faces: [1, 1, 2] as const, total: 6, score: 2 };
    expect(ewPairWinner(low, lower)).toBeNull();
    expect(ewPairWinner(null, { ...low, total: 11 })).toBe('b');
    const a = hunter();
    a.offline.sensors = true;
    expect(makesEwTest(a)).toBe(false);
    expect(makesEwTest(hunter(), true)).toBe(false);
  });

  it('EX-ATK-3 band limits: PDC XC–C, railgun XC–M, torpedo C–L', () => {
    const [railgun, pdc, , torpedo] = hunter().weapons;
    expect(['XC', 'C', 'M', 'L'].map((b) => inRange(railgun, b as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['XC', 'C', 'M', 'L'].map((b) => inRange(pdc, b as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(['XC', 'C', 'M', 'L'].map((b) => inRange(torpedo, b as never))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('EX-ATK-1 EX-ATK-2 EX-ATK-9 fired, offline, out of range, empty and untargetable weapons are refused', () => {
    const a = hunter();
    const [railgun, pdc, , torpedo] = a.weapons;
    expect(attackProblem(a, railgun, 'M', 1)).toBeNull();
    expect(attackProblem(a, pdc, 'M', 1)).toBe('WEAPON_OUT_OF_RANGE');
    expect(attackProblem(a, torpedo, 'M', 1, 'sensors')).toBe('TARGETED_ATTACK_NOT_ALLOWED');
    torpedo.magazine = 0;
    expect(attackProblem(a, torpedo, 'M', 1)).toBe('NO_AMMUNITION');
    railgun.firedThisRound = true;
    expect(attackProblem(a, railgun, 'M', 1)).toBe('WEAPON_ALREADY_FIRED');
    a.offline.weapons = true;
    expect(attackProblem(a, pdc, 'C', 1)).toBe('WEAPON_OFFLINE');
    pdc.status = 'jury_rigged';
    pdc.juryShots = 1;
    expect(attackProblem(a, pdc, 'C', 1)).toBeNull();
  });

  it('EX-ATK-5 EX-EX-4 targeted sensors attack [5, 5 | 5] + 3 = 18 ≥ 15 with 5 bound SP', () => {
    const a = hunter();
    const r = targetedAttackTest(a, [5, 5, 5], 'sensors');
    expect(r).toMatchObject({ total: 18, success: true });
    expect(stuntPoints(r)).toBe(5);
    expect(
      targetedAttackTest(a, [5, 5, 5], 'sensors', { evasiveManoeuvre: true, hindered: true })
        .success,
    ).toBe(false);
    expect(targetedAttackTest(a, [2, 3, 4], 'collateral').success).toBe(true);
  });

  it('EX-ATK-6 EX-EX-2 gunnery SP roll [2, 5 | 6] + 3 = 16, no doubles → 0 SP', () => {
    const r = gunnerySpRoll(hunter(), [2, 5, 6]);
    expect(r.total).toBe(16);
    expect(stuntPoints(r)).toBe(0);
  });

  it('EX-ATK-7 EX-ATK-8 EX-EX-5 time to impact: C same round, M next, L two rounds later', () => {
    expect([impactRound(1, 'C'), impactRound(1, 'M'), impactRound(1, 'L')]).toEqual([1, 2, 3]);
    expect(() => impactRound(1, 'XC')).toThrow();
  });

  it('EX-ATK-11 attack bonus: On-target per 2 SP, EW offence, Combined Fire, manual torpedo +2', () => {
    expect(attackBonus({ onTargetSp: 2, ewOffence: 2 })).toBe(3);
    expect(attackBonus({ onTargetSp: 5, combinedFire: 1, manualTorpedo: true })).toBe(5);
  });

  it('EX-DEF-2 EX-DEF-3 EX-DEF-4 EX-HIGHG-2 EX-EX-2 railgun at M: TN 16, B1 g 2 evades with 17', () => {
    const a = hunter();
    const b = runner();
    const tnM = evasionTn(
      evasionBase('railgun', 'M') as number,
      targeting(a, 1),
      attackBonus({ onTargetSp: 2, ewOffence: 2 }),
    );
    expect(tnM).toBe(16);
    expect(basicTest([6, 3, 4], evasionBonus(b, 1, { g: 2 }), tnM).success).toBe(true);
    expect(basicTest([6, 3, 4], evasionBonus(b, 1), tnM).total).toBe(15);
    expect(evasionTn(evasionBase('railgun', 'C') as number, 3, 3)).toBe(18);
    expect(evasionBase('railgun', 'XC')).toBe(15);
    expect(evasionBase('torpedo', 'L')).toBe('auto_hit');
    expect(evasionBase('grappler', 'XC')).toBe('auto_hit');
    expect(evasionBase('pdc', 'M')).toBeNull();
  });

  it('EX-DEF-4 reactor offline, own Burn Them and out of control cost 2 each; qualities count', () => {
    const b = runner();
    expect(evasionBonus(b, 1)).toBe(2);
    b.reactor.offline = true;
    expect(evasionBonus(b, 1, { ownBurnThem: true, outOfControl: true })).toBe(-4);
    b.maneuverableSteps = 2;
    expect(evasionBonus(b, 1, { evasiveManoeuvre: true, attackerBurnThem: true })).toBe(6);
  });

  it('EX-DEF-5 manoeuvrability offline or flinched: evasion fails automatically', () => {
    const b = runner();
    expect(evasionImpossible(b)).toBe(false);
    expect(evasionImpossible(b, true)).toBe(true);
    b.offline.manoeuvrability = true;
    expect(evasionImpossible(b)).toBe(true);
  });

  it('EX-DEF-7 EX-DEF-9 EX-EX-5 PD TN 12 destroys with 13; dual use makes it 14 and PDC evasion base 8', () => {
    const a = hunter();
    expect(evasionTn(evasionBase('torpedo', 'M') as number, 2, 0)).toBe(14);
    expect(basicTest([4, 4, 2], evasionBonus(a, 1), 14).success).toBe(false);
    expect(basicTest([4, 4, 2], evasionBonus(a, 1, { guidance: 1 }), 14).success).toBe(true);
    const pd = basicTest([6, 2, 2], pointDefenceBonus(a, 1), pointDefenceTn(false, 2, 0));
    expect(pd).toMatchObject({ total: 13, success: true });
    expect(stuntPoints(pd)).toBe(2);
    const dual = dualUsing({
      pdcAttacked: true,
      pointDefenceDeclared: true,
      multiTargeting: false,
    });
    expect(dual).toBe(true);
    expect(pointDefenceTn(dual, 2, 0)).toBe(14);
    expect(evasionBase('pdc', 'C', dual)).toBe(8);
    expect(dualUsing({ pdcAttacked: true, pointDefenceDeclared: true, multiTargeting: true })).toBe(
      false,
    );
    expect(evasionTn(evasionBase('torpedo', 'C') as number, 2, 0)).toBe(12);
  });

  it('EX-DEF-2 Set-up TN: 10 + captain INT + 2 with Leadership + floor(SP / 2)', () => {
    expect(setUpTn(0, true, 5)).toBe(14);
    expect(setUpTn(1, false, 4)).toBe(13);
  });

  it('EX-HIGHG-3 high-g is refused with the reactor or drive down, out of control, or out of 0–6', () => {
    const b = runner();
    expect(highGProblem(b, 2)).toBeNull();
    expect(highGProblem(b, 7)).toBe('HIGH_G_OUT_OF_BOUNDS');
    expect(highGProblem(b, 1, { outOfControl: true })).toBe('HIGH_G_UNAVAILABLE');
    b.reactor.offline = true;
    expect(highGProblem(b, 1)).toBe('HIGH_G_UNAVAILABLE');
    expect(highGProblem(b, 0)).toBeNull();
    b.reactor.tempOnlineUntilRound = 4;
    expect(highGProblem(b, 1)).toBeNull();
  });

  it('EX-HIGHG-4 EX-HIGHG-5 EX-HIGHG-6 EX-EX-2 Stamina at g 2: TN 10, damage halved on success, juice ladder', () => {
    const b = runner();
    const rows: [
      string,
      [number, number, number],
      number[],
      number,
      Partial<{ fortune: number; conditions: string[] }>,
    ][] = [
      ['captain', [5, 3, 2], [4, 3], 3, { fortune: 6 }],
      ['pilot', [2, 2, 3], [6, 5, 2], 11, { fortune: 0, conditions: ['fatigued'] }],
      ['comms', [6, 4, 1], [1, 2], 1, { fortune: 8 }],
      ['weapons', [3, 1, 2], [3, 3], 6, { fortune: 3 }],
      ['engineer', [4, 4, 4], [6, 6], 6, { fortune: 3 }],
    ];
    for (const [role, roll, dmg, taken, after] of rows) {
      const c = roleHolder(b, role as never);
      const t = staminaTest(b, c, roll, 2);
      expect(t.success).toBe(['captain', 'comms', 'engineer'].includes(role));
      expect(highGDamage(b, c, t, 2, faces(...dmg))).toBe(taken);
      expect(c).toMatchObject(after);
    }
    expect(condPenalty(roleHolder(b, 'pilot'))).toBe(0);
  });

  it('EX-HIGHG-4 good juice +2, bad juice −1, Steady as She Goes lowers the TN', () => {
    const a = hunter();
    expect(staminaTest(a, a.crew[0], [3, 2, 2], 3).total).toBe(9);
    expect(staminaTest(a, a.crew[0], [3, 2, 2], 3).success).toBe(false);
    expect(staminaTest(a, a.crew[0], [3, 2, 2], 3, 4).success).toBe(true);
    a.juice = 'bad';
    expect(staminaTest(a, a.crew[0], [3, 2, 2], 0).total).toBe(6);
  });
});
