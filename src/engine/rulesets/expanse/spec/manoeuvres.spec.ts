import {
  canManoeuvre,
  desiredBand,
  intentProblem,
  manoeuvreBonus,
  resolveFriendlyPair,
  resolvePair,
  type Contestant,
  type Intent,
} from '../rules/manoeuvres.js';
import { roleScore } from '../rules/crew.js';
import { sizeBonus, sizeManoeuvre } from '../rules/ships.js';
import type { Ship } from '../state.js';
import { hunter, runner } from './fixtures.js';

function contestant(
  ship: Ship,
  intent: Intent,
  total: number,
  drama: number,
  mobile = true,
): Contestant {
  return { ship, intent, total, drama, score: roleScore(ship, 'pilot'), mobile };
}

describe('Expanse step 2, manoeuvres (EX-MAN, worked example EX-EX-6)', () => {
  it('EX-MAN-2 desired band clamps between XC and BEYOND', () => {
    expect(desiredBand('M', { action: 'open', bands: 2 })).toBe('BEYOND');
    expect(desiredBand('C', { action: 'close', bands: 2 })).toBe('XC');
    expect(desiredBand('M', { action: 'hold' })).toBe('M');
  });

  it('EX-MAN-2 EX-HIGHG-2 EX-EX-6d a two-band move without high-g is RANGE_SHIFT_INVALID', () => {
    expect(intentProblem({ action: 'open', bands: 2 }, 0)).toBe('RANGE_SHIFT_INVALID');
    expect(intentProblem({ action: 'open', bands: 2 }, 1)).toBeNull();
    expect(intentProblem({ action: 'close', bands: 3 as never }, 2)).toBe('RANGE_SHIFT_INVALID');
  });

  it('EX-MAN-5 EX-EX-6a B1 open 2 g 3 [4, 3 | 5] = 17 beats A1 hold g 1 [5, 5 | 1] = 15 → BEYOND', () => {
    const a = hunter();
    const b = runner();
    const bTotal = 4 + 3 + 5 + manoeuvreBonus(b, 1, 3);
    const aTotal = 5 + 5 + 1 + manoeuvreBonus(a, 1, 1);
    expect([bTotal, aTotal]).toEqual([17, 15]);
    const out = resolvePair(
      'M',
      contestant(b, { action: 'open', bands: 2 }, bTotal, 5),
      contestant(a, { action: 'hold' }, aTotal, 1),
    );
    expect(out.band).toBe('BEYOND');
    expect(out.winner?.ship.id).toBe('B1');
  });

  it('EX-MAN-4 EX-EX-6b equal totals: the higher Drama Die wins', () => {
    const out = resolvePair(
      'M',
      contestant(runner(), { action: 'open', bands: 1 }, 15, 2),
      contestant(hunter(), { action: 'hold' }, 15, 1),
    );
    expect(out.band).toBe('L');
  });

  it('EX-MAN-4 EX-EX-6c equal totals and Drama Dice: the better pilot score (A1, 3) holds M', () => {
    const out = resolvePair(
      'M',
      contestant(runner(), { action: 'open', bands: 1 }, 15, 4),
      contestant(hunter(), { action: 'hold' }, 15, 4),
    );
    expect(out.band).toBe('M');
    expect(out.winner?.ship.id).toBe('A1');
  });

  it('EX-MAN-4 EX-EX-6e opposite moves are contested; the winner’s band applies', () => {
    const b = contestant(runner(), { action: 'open', bands: 1 }, 12, 3);
    const a = contestant(hunter(), { action: 'close', bands: 1 }, 14, 3);
    expect(resolvePair('M', b, a).band).toBe('C');
    expect(resolvePair('M', { ...b, total: 16 }, a).band).toBe('L');
  });

  it('EX-MAN-4 same-direction moves combine without a test; a full tie keeps the band', () => {
    const out = resolvePair(
      'M',
      contestant(runner(), { action: 'close', bands: 1 }, 3, 1),
      contestant(hunter(), { action: 'close', bands: 2 }, 3, 1),
    );
    expect(out).toMatchObject({ band: 'XC', contested: false });
    const a = hunter();
    const tie = resolvePair(
      'M',
      contestant(a, { action: 'open', bands: 1 }, 15, 4),
      contestant(hunter(), { action: 'hold' }, 15, 4),
    );
    expect(tie).toMatchObject({ band: 'M', winner: null, contested: true });
  });

  it('EX-MAN-3 a ship that cannot manoeuvre holds and the other’s move succeeds untested', () => {
    const a = hunter();
    a.offline.manoeuvrability = true;
    expect(canManoeuvre(a)).toBe(false);
    expect(canManoeuvre(hunter(), { outOfControl: true })).toBe(false);
    const out = resolvePair(
      'M',
      contestant(runner(), { action: 'open', bands: 1 }, 3, 1),
      contestant(a, { action: 'close', bands: 1 }, 18, 6, false),
    );
    expect(out).toMatchObject({ band: 'L', contested: false });
  });

  it('EX-MAN-5 EX-EX-6f Maneuverable B1 counts as size 3 and gets +1 against A1', () => {
    const a = hunter();
    const b = runner();
    expect(sizeBonus(b, a)).toBe(0);
    b.maneuverableSteps = 1;
    expect(sizeManoeuvre(b)).toBe(3);
    expect(sizeBonus(b, a)).toBe(1);
    expect(sizeBonus(a, b)).toBe(0);
    const out = resolvePair(
      'M',
      contestant(b, { action: 'open', bands: 1 }, 14, 1),
      contestant(a, { action: 'hold' }, 15, 1),
    );
    expect(out.band).toBe('M');
    const out2 = resolvePair(
      'M',
      contestant(b, { action: 'open', bands: 1 }, 14, 2),
      contestant(a, { action: 'hold' }, 15, 1),
    );
    expect(out2.band).toBe('L');
  });

  it('EX-MAN-5 manoeuvrability losses and System Damage reduce the pilot’s manoeuvre bonus', () => {
    const a = hunter();
    a.losses.manoeuvrability = 1;
    a.systemDamage.manoeuvrability = 2;
    expect(manoeuvreBonus(a, 1, 0)).toBe(0);
    a.systemDamageSuppressedUntil.manoeuvrability = 3;
    expect(manoeuvreBonus(a, 2, 2, 1)).toBe(5);
  });

  it('EX-MAN-8 allies: a move applies unless the other moves the opposite way', () => {
    expect(resolveFriendlyPair('M', { action: 'close', bands: 1 }, { action: 'hold' })).toBe('C');
    expect(
      resolveFriendlyPair('M', { action: 'close', bands: 1 }, { action: 'open', bands: 1 }),
    ).toBe('M');
  });
});
