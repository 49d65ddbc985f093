import { describe, expect, it } from '@jest/globals';
import { FRIGATES_AT_DESTROYER, GUNSHIPS_AT_CORVETTE } from './fixtures.js';
import { prepareAttack, type CombatRequest } from './request.js';

function refusal(request: unknown): { code: string; path: string }[] {
  const answer = prepareAttack(request);
  if (answer.ok) throw new Error('accepted');
  return answer.problems.map(({ code, path }) => ({ code, path }));
}

const frigate = (ship: CombatRequest['attacker']['ships'][number], more = {}): CombatRequest => ({
  attacker: { unit: 'frigate', ships: [ship], ...more },
  target: { unit: 'destroyer' },
});

describe('A Billion Suns combat requests: the rules’ refusals, with codes and pointers', () => {
  it('fires every weapon that may, with all its dice, when the table names none (ABS-ATK-3)', () => {
    const near = prepareAttack(frigate({ distance: 4, offAxis: 60 }));
    expect(near.ok && near.attack.pool.map((p) => `${p.weapon} ${p.dice}d${p.sides}`)).toEqual([
      'Turbo Blasters 4d6',
    ]);
    const far = prepareAttack(FRIGATES_AT_DESTROYER);
    expect(far.ok && far.attack.pool.map((p) => p.weapon)).toEqual([
      'Light Railguns',
      'Light Railguns',
    ]);
  });

  it.each([
    ['no attacker', { target: { unit: 'destroyer' } }, 'E_MALFORMED', '/attacker'],
    ['an unknown field', { ...FRIGATES_AT_DESTROYER, luck: 1 }, 'E_MALFORMED', '/luck'],
    [
      'an unknown unit',
      { ...FRIGATES_AT_DESTROYER, target: { unit: 'death_star' } },
      'E_UNKNOWN_ID',
      '/target/unit',
    ],
    [
      'a unit and stats both',
      {
        ...FRIGATES_AT_DESTROYER,
        target: { unit: 'destroyer', stats: { mass: 1, silhouette: 2, shields: 0 } },
      },
      'E_MALFORMED',
      '/target',
    ],
    [
      'a destroyed target ship (ABS-DMG-2)',
      { ...FRIGATES_AT_DESTROYER, target: { unit: 'destroyer', ships: [{ damage: 6 }] } },
      'E_UNKNOWN_ID',
      '/target/ships/0/damage',
    ],
    [
      'out of range (ABS-ATK-3)',
      frigate({ distance: 20, fire: { primary: 2 } }),
      'E_TARGET_OUT_OF_RANGE',
      '/attacker/ships/0/fire/primary',
    ],
    [
      'out of the primary arc (ABS-ATK-3)',
      frigate({ distance: 12, offAxis: 23, fire: { primary: 1 } }),
      'E_TARGET_NOT_IN_ARC',
      '/attacker/ships/0/fire/primary',
    ],
    [
      'more dice than the weapon has (ABS-ATK-5)',
      frigate({ distance: 12, fire: { primary: 3 } }),
      'E_DICE_ALLOCATION',
      '/attacker/ships/0/fire/primary',
    ],
    [
      'nothing in reach (ABS-ATK-3)',
      frigate({ distance: 7 }),
      'E_DICE_ALLOCATION',
      '/attacker/ships',
    ],
    [
      'a primary weapon in a passive attack (ABS-ACT-6)',
      { ...frigate({ distance: 12, fire: { primary: 2 } }), mode: 'passive' },
      'E_PRIMARY_IN_PASSIVE',
      '/attacker/ships/0/fire/primary',
    ],
    [
      'a primary weapon after a High-G Maneuver (ABS-ACT-11)',
      frigate({ distance: 12, fire: { primary: 2 } }, { highG: true }),
      'E_HIGH_G_PRIMARY',
      '/attacker/ships/0/fire/primary',
    ],
    [
      'a sheltered wing as Primary Target (ABS-BG-8)',
      {
        attacker: { unit: 'recon_wing', ships: [{ distance: 2, fire: { primary: 1 } }] },
        target: { unit: 'fighter_wing', sheltered: true },
      },
      'E_TARGET_SHELTERED',
      '/attacker/ships/0/fire/primary',
    ],
    [
      'the Mining Laser at a ship (ABS-ATK-11)',
      {
        attacker: { unit: 'medium_utility_ship', ships: [{ distance: 1, fire: { primary: 2 } }] },
        target: { unit: 'gunship' },
      },
      'E_MINING_LASER_TARGET',
      '/attacker/ships/0/fire/primary',
    ],
    [
      'Power to Weapons over m (ABS-TAC-5)',
      {
        ...GUNSHIPS_AT_CORVETTE,
        attacker: { ...GUNSHIPS_AT_CORVETTE.attacker, powerToWeapons: { dieSides: 6, tokens: 2 } },
      },
      'E_POWER_CAP',
      '/attacker/powerToWeapons/tokens',
    ],
    [
      'Power to Weapons on a die type not in the pool (ABS-TAC-5)',
      {
        ...GUNSHIPS_AT_CORVETTE,
        attacker: { ...GUNSHIPS_AT_CORVETTE.attacker, powerToWeapons: { dieSides: 8, tokens: 1 } },
      },
      'E_POWER_DIE_TYPE',
      '/attacker/powerToWeapons/dieSides',
    ],
    [
      'Power to Shields on Shields 0 (ABS-TAC-6)',
      {
        attacker: { unit: 'corvette', ships: [{ distance: 2 }] },
        target: { unit: 'fighter_wing', powerToShields: 1 },
      },
      'E_SHIELDS_ZERO',
      '/target/powerToShields',
    ],
    [
      'Power to Shields over m (ABS-TAC-6)',
      { ...GUNSHIPS_AT_CORVETTE, target: { unit: 'corvette', powerToShields: 3 } },
      'E_POWER_CAP',
      '/target/powerToShields',
    ],
    [
      'Engage re-rolls in a passive attack (ABS-ORD-3)',
      { ...frigate({ distance: 4 }, { engaged: true }), mode: 'passive' },
      'E_REROLL_NOT_ALLOWED',
      '/attacker/engaged',
    ],
    [
      'a CMD effect for an uncontrolled object (ABS-ATK-13)',
      {
        attacker: {
          unit: 'facility',
          ships: [{ distance: 3 }],
          powerToWeapons: { dieSides: 6, tokens: 1 },
        },
        target: { unit: 'gunship' },
      },
      'E_POWER_CAP',
      '/attacker/powerToWeapons',
    ],
  ])('refuses %s', (_, request, code, path) => {
    expect(refusal(request)).toContainEqual({ code, path });
  });

  it('gives every problem at once', () => {
    const request = frigate({ distance: 20, fire: { primary: 2 } }, { highG: true });
    expect(refusal({ ...request, target: { unit: 'corvette', powerToShields: 3 } })).toEqual([
      { code: 'E_HIGH_G_PRIMARY', path: '/attacker/ships/0/fire/primary' },
      { code: 'E_POWER_CAP', path: '/target/powerToShields' },
    ]);
  });

  it('objects fire in 360° (ABS-OBJ-4) and take their stats at the scale (ABS-OBJ-1)', () => {
    const behind = prepareAttack({
      scale: 5,
      attacker: { unit: 'facility', ships: [{ distance: 5, offAxis: 180 }] },
      target: { unit: 'gunship' },
    });
    expect(behind.ok && behind.attack.pool).toEqual([
      { ship: 0, weapon: 'Laser Turrets', system: 'auxiliary', dice: 3, sides: 6, damage: 1 },
    ]);
  });
});
