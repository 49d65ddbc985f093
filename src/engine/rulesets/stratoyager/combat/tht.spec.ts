import { toHitThreshold, type ThtFactors } from './tht.js';

const base: ThtFactors = {
  weapon: 'MAIN_WEAPON',
  band: 'MEDIUM',
  attackerSpeed: 0,
  defenderSpeed: 0,
  targetingComputer: 0,
  sensors: 0,
  attackerStress: 'NONE',
  attackerEvasive: false,
  defenderEvasive: false,
  pulse: false,
};
const tht = (f: Partial<ThtFactors>) => toHitThreshold({ ...base, ...f }).tht;

describe('THT', () => {
  it('SY-HIT-4 / SY-EX-9: main weapon THT = speed(D) + speed(A) - TC(A)', () => {
    // Guardian at speed 5 (TC 3) against a Blackbuck at speed 3.
    expect(tht({ attackerSpeed: 5, defenderSpeed: 3, targetingComputer: 3, band: 'CLOSE' })).toBe(
      5,
    );
    // Sensors do not count for guns.
    expect(tht({ attackerSpeed: 5, defenderSpeed: 3, targetingComputer: 3, sensors: 1 })).toBe(5);
  });

  it('SY-HIT-4 / SY-EX-10: locked missile THT also subtracts the sensors', () => {
    expect(
      tht({
        weapon: 'LOCKED_MISSILE',
        attackerSpeed: 5,
        defenderSpeed: 3,
        targetingComputer: 3,
        sensors: 1,
      }),
    ).toBe(4);
  });

  it('SY-HIT-4 / SY-FEAT-7: a dumb missile uses the main-weapon formula, with no sensors', () => {
    expect(
      tht({
        weapon: 'DUMB_MISSILE',
        attackerSpeed: 2,
        defenderSpeed: 2,
        targetingComputer: 3,
        sensors: 2,
      }),
    ).toBe(1);
  });

  it('SY-FEAT-6: fragshell THT subtracts fragBonus 2 at POINT_BLANK and 1 at CLOSE', () => {
    const f = {
      weapon: 'FRAGSHELL' as const,
      attackerSpeed: 2,
      defenderSpeed: 3,
      targetingComputer: 2,
    };
    expect(tht({ ...f, band: 'POINT_BLANK' })).toBe(1);
    expect(tht({ ...f, band: 'CLOSE' })).toBe(2);
  });

  it('SY-EX-24 / SY-EVA-2 / SY-EVA-3 / SY-Q-34: evasive greyout and a Greyout stress result stack to +4', () => {
    // G: speed 3, TC 3, evasive and greyed out, at a Blackbuck at speed 2.
    expect(
      tht({
        attackerSpeed: 3,
        defenderSpeed: 2,
        targetingComputer: 3,
        attackerEvasive: true,
        attackerStress: 'GREYOUT',
      }),
    ).toBe(6);
    // B: speed 2, TC 2, shooting at the evasive G (+2 defence).
    expect(
      tht({ attackerSpeed: 2, defenderSpeed: 3, targetingComputer: 2, defenderEvasive: true }),
    ).toBe(5);
  });

  it('SY-STRESS-4: Greyout adds +2 to every attack the unit makes, Fire at Will included', () => {
    for (const weapon of [
      'MAIN_WEAPON',
      'FIRE_AT_WILL',
      'DUMB_MISSILE',
      'LOCKED_MISSILE',
      'FRAGSHELL',
    ] as const) {
      const band = weapon === 'FRAGSHELL' ? 'CLOSE' : 'MEDIUM';
      expect(tht({ weapon, band, attackerStress: 'GREYOUT' }) - tht({ weapon, band })).toBe(2);
    }
  });

  it('SY-FEAT-2: Pulse is -1 THT for main-weapon attacks (Fire at Will too) at POINT_BLANK and CLOSE only', () => {
    expect(tht({ pulse: true, band: 'POINT_BLANK' })).toBe(-1);
    expect(tht({ pulse: true, band: 'CLOSE' })).toBe(-1);
    expect(tht({ pulse: true, band: 'MEDIUM' })).toBe(0);
    expect(tht({ pulse: true, band: 'CLOSE', weapon: 'FIRE_AT_WILL' })).toBe(-1);
    expect(tht({ pulse: true, band: 'CLOSE', weapon: 'FRAGSHELL' })).toBe(-1); // only the fragBonus
  });

  it('SY-HIT-4: every term is reported with its rule', () => {
    const { terms } = toHitThreshold({
      ...base,
      targetingComputer: 2,
      attackerSpeed: 4,
      defenderEvasive: true,
      pulse: true,
      band: 'CLOSE',
    });
    expect(terms.map((t) => [t.label, t.value, t.rule])).toEqual([
      ['target speed', 0, 'SY-HIT-4'],
      ['attacker speed', 4, 'SY-HIT-4'],
      ['targeting computer', -2, 'SY-HIT-4'],
      ['target evasive', 2, 'SY-EVA-2'],
      ['pulse', -1, 'SY-FEAT-2'],
    ]);
  });
});
