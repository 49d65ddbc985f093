import { findUnitType, UNIT_CARDS, UNIT_TYPES, unitCatalog, unitType } from './index.js';

/** Spec §3.1, the parameter table: value and (S)ource / (P)rovisional mark per field. */
const TABLE: Record<string, Record<string, [unknown, 'S' | 'P']>> = {
  'guardian-151a': {
    points: [110, 'S'],
    safeAcceleration: [4, 'S'],
    safeDeceleration: [3, 'S'],
    safeTurn: [3, 'S'],
    safeSlide: [2, 'P'],
    targetingComputer: [3, 'S'],
    sensors: [1, 'S'],
    mainWeaponDice: [2, 'P'],
    missileKind: ['GUIDED', 'S'],
    missileLoadout: [[{ class: 'LIGHT', damageDice: 3, count: 2 }], 'P'],
    'specialFeatures.general': [[], 'P'],
    'specialFeatures.mainWeapon': [[], 'P'],
    'specialFeatures.missiles': [['TRACKER'], 'P'],
    hindrances: [['WEAK_FRAME'], 'S'],
    structure: [3, 'P'],
    maxShields: [2, 'P'],
    armor: [4, 'P'],
  },
  'vulture-mk-iv': {
    points: [194, 'S'],
    safeAcceleration: [2, 'P'],
    safeDeceleration: [2, 'P'],
    safeTurn: [2, 'P'],
    safeSlide: [1, 'P'],
    targetingComputer: [3, 'P'],
    sensors: [2, 'P'],
    mainWeaponDice: [3, 'P'],
    missileKind: ['DUMB', 'P'],
    // The digest proposes four; B-9 flies two (see docs/rules-decisions.md).
    missileLoadout: [[{ class: 'MEDIUM', damageDice: 4, count: 2 }], 'P'],
    'specialFeatures.general': [['GUNNER'], 'P'],
    'specialFeatures.mainWeapon': [['TURRET_360'], 'S'],
    'specialFeatures.missiles': [['DUMB'], 'P'],
    hindrances: [['REACTOR_INTERFERENCE'], 'S'],
    structure: [4, 'P'],
    maxShields: [3, 'P'],
    armor: [5, 'P'],
  },
  'blackbuck-mk-ii': {
    points: [109, 'S'],
    safeAcceleration: [5, 'P'],
    safeDeceleration: [2, 'P'],
    safeTurn: [2, 'P'],
    safeSlide: [2, 'P'],
    targetingComputer: [2, 'P'],
    sensors: [1, 'P'],
    mainWeaponDice: [2, 'P'],
    missileKind: ['GUIDED', 'P'],
    missileLoadout: [[{ class: 'LIGHT', damageDice: 3, count: 2 }], 'P'],
    'specialFeatures.general': [[], 'P'],
    'specialFeatures.mainWeapon': [['LINKED'], 'P'],
    'specialFeatures.missiles': [[], 'P'],
    hindrances: [['UNBALANCED_ARMOR'], 'S'],
    structure: [3, 'P'],
    maxShields: [1, 'P'],
    armor: [4, 'P'],
  },
  'evo-6-2': {
    points: [84, 'S'],
    safeAcceleration: [3, 'P'],
    safeDeceleration: [3, 'P'],
    safeTurn: [3, 'P'],
    safeSlide: [3, 'P'],
    targetingComputer: [2, 'P'],
    sensors: [0, 'P'],
    mainWeaponDice: [1, 'P'],
    missileKind: ['FRAGSHELL', 'S'],
    missileLoadout: [[{ class: 'FRAGSHELL_POD', damageDice: 3, count: 2 }], 'P'],
    'specialFeatures.general': [[], 'P'],
    'specialFeatures.mainWeapon': [['PULSE'], 'P'],
    'specialFeatures.missiles': [['FRAGSHELL'], 'S'],
    hindrances: [['RETROFITTED_CIVILIAN'], 'S'],
    structure: [2, 'P'],
    maxShields: [1, 'P'],
    armor: [3, 'P'],
  },
};

describe('unit catalog (spec §3)', () => {
  it('has the four primer units, with the factions of the pilot episode', () => {
    expect(UNIT_TYPES.map((t) => [t.typeId, t.faction])).toEqual([
      ['guardian-151a', 'FSF'],
      ['vulture-mk-iv', 'FSF'],
      ['blackbuck-mk-ii', 'KHIONE'],
      ['evo-6-2', 'KHIONE'],
    ]);
    expect(unitType('evo-6-2').name).toBe('Evo 6.2');
    expect(findUnitType('x-wing')).toBeUndefined();
    expect(() => unitType('x-wing')).toThrow(/unknown Stratoyager unit type/);
  });

  it('every value and its source/provisional mark match the §3.1 parameter table', () => {
    for (const entry of unitCatalog) {
      const expected = TABLE[entry.id];
      expect(Object.keys(entry.stats).sort()).toEqual(['name', ...Object.keys(expected)].sort());
      for (const [field, [value, mark]] of Object.entries(expected)) {
        const stat = entry.stats[field];
        expect([entry.id, field, stat.value, stat.provenance]).toEqual([
          entry.id,
          field,
          value,
          mark === 'S' ? 'source' : 'provisional',
        ]);
        expect(stat.note).toMatch(/\S/);
      }
    }
  });

  it('SY-MOV-6: maximum thrusts min(9, 2 x safe) come out as §3.1 lists them', () => {
    const max = (id: string) => {
      const t = unitType(id);
      return [t.safeAcceleration, t.safeDeceleration, t.safeTurn, t.safeSlide].map((s) =>
        Math.min(9, 2 * s),
      );
    };
    expect(max('guardian-151a')).toEqual([8, 6, 6, 4]);
    expect(max('vulture-mk-iv')).toEqual([4, 4, 4, 2]);
    expect(max('blackbuck-mk-ii')).toEqual([9, 4, 4, 4]);
    expect(max('evo-6-2')).toEqual([6, 6, 6, 6]);
  });

  it('every primer feature is carried by some unit (§3.3), and the catalog is plain JSON', () => {
    const features = new Set(
      UNIT_TYPES.flatMap((t) => [
        ...t.specialFeatures.general,
        ...t.specialFeatures.mainWeapon,
        ...t.specialFeatures.missiles,
      ]),
    );
    expect([...features].sort()).toEqual(
      ['DUMB', 'FRAGSHELL', 'GUNNER', 'LINKED', 'PULSE', 'TRACKER', 'TURRET_360'].sort(),
    );
    expect(JSON.parse(JSON.stringify(unitCatalog))).toEqual(unitCatalog);
    expect(UNIT_CARDS.every((c) => c.role.length > 0)).toBe(true);
  });
});
