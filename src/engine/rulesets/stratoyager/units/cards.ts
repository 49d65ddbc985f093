/**
 * The four units of the Basic Stratoyager primer (spec §3), copied from the digest's
 * stratoyager-units.json with its per-field provenance: `source` where the primer states the value
 * or a worked example fixes it, `provisional` where the digest had to propose one (the printed
 * cards are images, not text). Replace provisional values if the real cards become available.
 */
import type { MissileLoad, UnitType } from '../model.js';
import type { Version } from '../versions.js';

/** Where a card value comes from, and the evidence or reasoning behind it. */
export interface FieldProvenance {
  status: 'source' | 'provisional';
  basis: string;
}

/** A parameter card with the provenance of each of its fields. */
export interface UnitCard extends UnitType {
  role: string;
  provenance: Record<string, FieldProvenance>;
}

/** A card's loadout before the ruleset version `until` changed it to the one the card shows. */
export interface FormerLoadout {
  typeId: string;
  until: Version;
  missileLoadout: MissileLoad[];
}

/**
 * Loadouts changed since a match could be created, oldest change first: a match keeps the
 * loadout of the version it was created under (`SetupInput.rulesetVersion`), so that its replay
 * still verifies. Only set-up reads the count; the other fields match the card.
 */
export const FORMER_LOADOUTS: readonly FormerLoadout[] = [
  // B-9: four rockets until 1.1.0.
  {
    typeId: 'vulture-mk-iv',
    until: '1.1.0',
    missileLoadout: [{ class: 'MEDIUM', damageDice: 4, count: 4 }],
  },
];

export const UNIT_CARDS: readonly UnitCard[] = [
  {
    typeId: 'guardian-151a',
    name: 'Guardian 151a',
    faction: 'FSF',
    role: 'multi-purpose escort interceptor',
    points: 110,
    safeAcceleration: 4,
    safeDeceleration: 3,
    safeTurn: 3,
    safeSlide: 2,
    targetingComputer: 3,
    sensors: 1,
    mainWeaponDice: 2,
    missileKind: 'GUIDED',
    missileLoadout: [
      {
        class: 'LIGHT',
        damageDice: 3,
        count: 2,
      },
    ],
    specialFeatures: {
      general: [],
      mainWeapon: [],
      missiles: ['TRACKER'],
    },
    hindrances: ['WEAK_FRAME'],
    structure: 3,
    maxShields: 2,
    armor: 4,
    provenance: {
      points: {
        status: 'source',
        basis: "Forces list: 'Point cost is 110'; '3x Guardian 151 - 3x110 p'",
      },
      safeAcceleration: {
        status: 'source',
        basis: "Acceleration example: 'Guardian 151A can safely Accelerate by Thrust of 4'",
      },
      safeDeceleration: {
        status: 'source',
        basis: "Deceleration example: 'it can only use up to 3 in Safe Deceleration'",
      },
      safeTurn: {
        status: 'source',
        basis:
          "Turn example: 'Guardian can safely turn 3 notches'; wingover of 6 is 'maximum limit'",
      },
      safeSlide: {
        status: 'provisional',
        basis: 'Not in text; interceptor with average lateral thrusters',
      },
      targetingComputer: {
        status: 'source',
        basis:
          "THT Examples 1 and 2 subtract 3 for the Guardian TC (the prose label 'class 4' conflicts, see SY-Q-2)",
      },
      sensors: {
        status: 'source',
        basis: "THT Example 2: '-1 (Guardian sensor)'",
      },
      mainWeaponDice: {
        status: 'provisional',
        basis: 'Medium weapon (2D); Example 1 implies no Pulse or Linked on the main weapon',
      },
      missileKind: {
        status: 'source',
        basis: 'Example 2: a Guardian holds a missile lock, so its missiles are guided',
      },
      missileLoadout: {
        status: 'provisional',
        basis: 'Not in text',
      },
      hindrances: {
        status: 'source',
        basis: "'Weak Frame - [Guardian]'",
      },
      structure: {
        status: 'provisional',
        basis: 'Not in text',
      },
      maxShields: {
        status: 'provisional',
        basis: 'Not in text',
      },
      armor: {
        status: 'provisional',
        basis: 'Not in text',
      },
      'specialFeatures.general': {
        status: 'provisional',
        basis: 'Not in text',
      },
      'specialFeatures.mainWeapon': {
        status: 'provisional',
        basis:
          'None: THT Example 1 (Close range, no +1 TC; Long-range miss with no re-roll) fits no Pulse and no Linked',
      },
      'specialFeatures.missiles': {
        status: 'provisional',
        basis:
          'Tracker: every primer feature is assigned to some unit; it fits a guided-missile interceptor',
      },
    },
  },
  {
    typeId: 'vulture-mk-iv',
    name: 'Vulture Mk IV',
    faction: 'FSF',
    role: 'heavy assault fighter',
    points: 194,
    safeAcceleration: 2,
    safeDeceleration: 2,
    safeTurn: 2,
    safeSlide: 1,
    targetingComputer: 3,
    sensors: 2,
    mainWeaponDice: 3,
    missileKind: 'DUMB',
    missileLoadout: [
      {
        class: 'MEDIUM',
        damageDice: 4,
        count: 2,
      },
    ],
    specialFeatures: {
      general: ['GUNNER'],
      mainWeapon: ['TURRET_360'],
      missiles: ['DUMB'],
    },
    hindrances: ['REACTOR_INTERFERENCE'],
    structure: 4,
    maxShields: 3,
    armor: 5,
    provenance: {
      points: {
        status: 'source',
        basis: "'Point cost is 194 points per fully loaded'",
      },
      safeAcceleration: {
        status: 'provisional',
        basis: "'not very agile and quick'",
      },
      safeDeceleration: {
        status: 'provisional',
        basis: "'not very agile and quick'",
      },
      safeTurn: {
        status: 'provisional',
        basis: "'not very agile'; turret compensates for the narrow turn",
      },
      safeSlide: {
        status: 'provisional',
        basis: 'Heavy airframe',
      },
      targetingComputer: {
        status: 'provisional',
        basis: 'Front-line FSF avionics, same as Guardian',
      },
      sensors: {
        status: 'provisional',
        basis: 'Heavy fighter with extra crew',
      },
      mainWeaponDice: {
        status: 'provisional',
        basis: 'Heavy weapon 3D; Turret 360 reduces each attack by 1D',
      },
      missileKind: {
        status: 'provisional',
        basis: "'armed to the teeth with rockets' read as unguided rockets",
      },
      missileLoadout: {
        status: 'provisional',
        basis:
          'Medium warheads, the heaviest of the primer forces; two, as many as the other yagers carry (B-9: four left the Pilot Episode to the FSF in 3 of 4 games)',
      },
      hindrances: {
        status: 'source',
        basis: "'Reactor Interference - [Vulture]'",
      },
      structure: {
        status: 'provisional',
        basis: "'heavily armored'",
      },
      maxShields: {
        status: 'provisional',
        basis: 'Weak rear shields handled by the hindrance',
      },
      armor: {
        status: 'provisional',
        basis: "'heavily armored'",
      },
      'specialFeatures.general': {
        status: 'provisional',
        basis: 'Gunner: an extra crew member to work the turret alongside the rockets',
      },
      'specialFeatures.mainWeapon': {
        status: 'source',
        basis:
          "Turret 360: unit text 'its turret, which allows for a 360 gun firing'; the feature text places turrets on heavy fighters",
      },
      'specialFeatures.missiles': {
        status: 'provisional',
        basis: "Dumb: 'armed to the teeth with rockets' read as unguided rockets",
      },
    },
  },
  {
    typeId: 'blackbuck-mk-ii',
    name: 'Blackbuck Mk II',
    faction: 'KHIONE',
    role: 'pirate interceptor (Guardian counterpart)',
    points: 109,
    safeAcceleration: 5,
    safeDeceleration: 2,
    safeTurn: 2,
    safeSlide: 2,
    targetingComputer: 2,
    sensors: 1,
    mainWeaponDice: 2,
    missileKind: 'GUIDED',
    missileLoadout: [
      {
        class: 'LIGHT',
        damageDice: 3,
        count: 2,
      },
    ],
    specialFeatures: {
      general: [],
      mainWeapon: ['LINKED'],
      missiles: [],
    },
    hindrances: ['UNBALANCED_ARMOR'],
    structure: 3,
    maxShields: 1,
    armor: 4,
    provenance: {
      points: {
        status: 'source',
        basis: "'Point cost is 109 points per fully loaded'",
      },
      safeAcceleration: {
        status: 'provisional',
        basis: "'amazing acceleration'; maximum thrust is capped at 9 by the power die (SY-MOV-6)",
      },
      safeDeceleration: {
        status: 'provisional',
        basis: "'very liberal approach to ... breaks'",
      },
      safeTurn: {
        status: 'provisional',
        basis: "'very liberal approach to ... turns'",
      },
      safeSlide: {
        status: 'provisional',
        basis: 'Not in text',
      },
      targetingComputer: {
        status: 'provisional',
        basis: "'comparable, yet inferior to the Guardian'; scrap-built avionics",
      },
      sensors: {
        status: 'provisional',
        basis: 'Not in text',
      },
      mainWeaponDice: {
        status: 'provisional',
        basis: 'Comparable to Guardian (2D)',
      },
      missileKind: {
        status: 'provisional',
        basis: 'Not in text',
      },
      missileLoadout: {
        status: 'provisional',
        basis: 'Comparable to Guardian',
      },
      hindrances: {
        status: 'source',
        basis: "'Unbalanced Armor - [Blackbuck]': +1 armor fore, -1 armor aft",
      },
      structure: {
        status: 'provisional',
        basis: 'Not in text',
      },
      maxShields: {
        status: 'provisional',
        basis: 'Cobbled from scrap',
      },
      armor: {
        status: 'provisional',
        basis: 'Base value; hindrance gives 5 fore, 3 aft',
      },
      'specialFeatures.general': {
        status: 'provisional',
        basis: 'Not in text',
      },
      'specialFeatures.mainWeapon': {
        status: 'provisional',
        basis: 'Linked: paired guns offset the weaker targeting computer',
      },
      'specialFeatures.missiles': {
        status: 'provisional',
        basis: 'Not in text',
      },
    },
  },
  {
    typeId: 'evo-6-2',
    name: 'Evo 6.2',
    faction: 'KHIONE',
    role: 'light refurbished racer',
    points: 84,
    safeAcceleration: 3,
    safeDeceleration: 3,
    safeTurn: 3,
    safeSlide: 3,
    targetingComputer: 2,
    sensors: 0,
    mainWeaponDice: 1,
    missileKind: 'FRAGSHELL',
    missileLoadout: [
      {
        class: 'FRAGSHELL_POD',
        damageDice: 3,
        count: 2,
      },
    ],
    specialFeatures: {
      general: [],
      mainWeapon: ['PULSE'],
      missiles: ['FRAGSHELL'],
    },
    hindrances: ['RETROFITTED_CIVILIAN'],
    structure: 2,
    maxShields: 1,
    armor: 3,
    provenance: {
      points: {
        status: 'source',
        basis: "'Point cost is 84 points per fully loaded'",
      },
      safeAcceleration: {
        status: 'provisional',
        basis: "'they are also slower' than Blackbucks",
      },
      safeDeceleration: {
        status: 'provisional',
        basis: 'Racer frame',
      },
      safeTurn: {
        status: 'provisional',
        basis: "'Bit more maneuverable than Blackbucks'",
      },
      safeSlide: {
        status: 'provisional',
        basis: "'Bit more maneuverable than Blackbucks'",
      },
      targetingComputer: {
        status: 'provisional',
        basis: 'Civilian racer',
      },
      sensors: {
        status: 'provisional',
        basis: 'Civilian racer',
      },
      mainWeaponDice: {
        status: 'provisional',
        basis: "'rather light weapons'; the damage section defines light weapons as 1D",
      },
      missileKind: {
        status: 'source',
        basis: 'Unit text: fragshell pods (they replace standard missiles)',
      },
      missileLoadout: {
        status: 'provisional',
        basis: 'Pod count and damage not in text',
      },
      hindrances: {
        status: 'source',
        basis: "'Retrofitted Civilian - [Evo 6.2]'",
      },
      structure: {
        status: 'provisional',
        basis: 'Light, cheap frame',
      },
      maxShields: {
        status: 'provisional',
        basis: 'Not in text',
      },
      armor: {
        status: 'provisional',
        basis: 'Light frame',
      },
      'specialFeatures.general': {
        status: 'provisional',
        basis: 'Not in text',
      },
      'specialFeatures.mainWeapon': {
        status: 'provisional',
        basis: 'Pulse: light close-range weapon',
      },
      'specialFeatures.missiles': {
        status: 'source',
        basis: "Fragshell: unit text 'infamous for using fragshell pods'",
      },
    },
  },
];
