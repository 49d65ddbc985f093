/**
 * The ship classes and objects of A Billion Suns, copied from the engine digest's data file
 * (a-billion-suns-units.json, itself transcribed from the first-edition quick reference). Kept in
 * the project so that nothing reads ../shared at run or test time. Scale-dependent values are
 * formula strings ("S", "ceil(S/3)", "ceil(S/2)"), resolved by scale.ts.
 */

export type Formula = number | 'S' | 'ceil(S/3)' | 'ceil(S/2)';
export type WeaponSystem = 'primary' | 'auxiliary';

export interface WeaponData {
  name: string;
  system: WeaponSystem;
  minRange: number;
  maxRange: number;
  diceCount: Formula;
  dieSides: number;
  damage: number;
  targetRestriction: 'stationary_objects_only' | null;
  provenance: string;
}

export interface UnitProvenance {
  source: string;
  derivedFields: string[];
  provisionalFields: string[];
}

export interface UnitData {
  id: string;
  name: string;
  kind: 'ship_class' | 'object';
  isWing: boolean;
  isUtility: boolean;
  cost: number | null;
  mass: Formula;
  thrust: number | null;
  move: number | null;
  stationary: boolean;
  silhouette: Formula;
  shields: Formula;
  weapons: WeaponData[];
  controlledBy: 'ceo' | 'uncontrolled' | 'owner_ceo';
  scaleDependent: boolean;
  notes: string | null;
  provenance: UnitProvenance;
}

export const UNITS: readonly UnitData[] = [
  {
    id: 'recon_wing',
    name: 'Recon Wing',
    kind: 'ship_class',
    isWing: true,
    isUtility: false,
    cost: 1,
    mass: 0,
    thrust: 10,
    move: null,
    stationary: false,
    silhouette: 2,
    shields: 0,
    weapons: [
      {
        name: 'Light Blasters',
        system: 'primary',
        minRange: 0,
        maxRange: 3,
        diceCount: 1,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'fighter_wing',
    name: 'Fighter Wing',
    kind: 'ship_class',
    isWing: true,
    isUtility: false,
    cost: 2,
    mass: 0,
    thrust: 6,
    move: null,
    stationary: false,
    silhouette: 3,
    shields: 0,
    weapons: [
      {
        name: 'Auto Blasters',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 6,
        diceCount: 3,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'bomber_wing',
    name: 'Bomber Wing',
    kind: 'ship_class',
    isWing: true,
    isUtility: false,
    cost: 3,
    mass: 0,
    thrust: 4,
    move: null,
    stationary: false,
    silhouette: 3,
    shields: 0,
    weapons: [
      {
        name: 'Torpedoes',
        system: 'primary',
        minRange: 6,
        maxRange: 12,
        diceCount: 1,
        dieSides: 10,
        damage: 3,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'light_utility_ship',
    name: 'Light Utility Ship',
    kind: 'ship_class',
    isWing: false,
    isUtility: true,
    cost: 1,
    mass: 1,
    thrust: 4,
    move: null,
    stationary: false,
    silhouette: 4,
    shields: 1,
    weapons: [
      {
        name: 'Light Blasters',
        system: 'primary',
        minRange: 0,
        maxRange: 3,
        diceCount: 1,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'gunship',
    name: 'Gunship',
    kind: 'ship_class',
    isWing: false,
    isUtility: false,
    cost: 3,
    mass: 1,
    thrust: 6,
    move: null,
    stationary: false,
    silhouette: 4,
    shields: 1,
    weapons: [
      {
        name: 'Blasters',
        system: 'primary',
        minRange: 0,
        maxRange: 6,
        diceCount: 2,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
      {
        name: 'Blasters',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 6,
        diceCount: 2,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'corvette',
    name: 'Corvette',
    kind: 'ship_class',
    isWing: false,
    isUtility: false,
    cost: 5,
    mass: 2,
    thrust: 10,
    move: null,
    stationary: false,
    silhouette: 5,
    shields: 2,
    weapons: [
      {
        name: 'Turbo Blasters',
        system: 'primary',
        minRange: 0,
        maxRange: 6,
        diceCount: 4,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
      {
        name: 'Blasters',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 6,
        diceCount: 2,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'medium_utility_ship',
    name: 'Medium Utility Ship',
    kind: 'ship_class',
    isWing: false,
    isUtility: true,
    cost: 2,
    mass: 2,
    thrust: 4,
    move: null,
    stationary: false,
    silhouette: 5,
    shields: 3,
    weapons: [
      {
        name: 'Mining Laser',
        system: 'primary',
        minRange: 0,
        maxRange: 2,
        diceCount: 2,
        dieSides: 12,
        damage: 5,
        targetRestriction: 'stationary_objects_only',
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes:
      'Mining Laser may only target stationary objects (objects with no Move value: asteroid, facility, jump point).',
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'monitor',
    name: 'Monitor',
    kind: 'ship_class',
    isWing: false,
    isUtility: false,
    cost: 10,
    mass: 2,
    thrust: 3,
    move: null,
    stationary: false,
    silhouette: 5,
    shields: 3,
    weapons: [
      {
        name: 'Heavy Railguns',
        system: 'primary',
        minRange: 9,
        maxRange: 18,
        diceCount: 2,
        dieSides: 12,
        damage: 5,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'frigate',
    name: 'Frigate',
    kind: 'ship_class',
    isWing: false,
    isUtility: false,
    cost: 7,
    mass: 2,
    thrust: 4,
    move: null,
    stationary: false,
    silhouette: 6,
    shields: 4,
    weapons: [
      {
        name: 'Light Railguns',
        system: 'primary',
        minRange: 9,
        maxRange: 18,
        diceCount: 2,
        dieSides: 8,
        damage: 2,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
      {
        name: 'Turbo Blasters',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 6,
        diceCount: 4,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'destroyer',
    name: 'Destroyer',
    kind: 'ship_class',
    isWing: false,
    isUtility: false,
    cost: 12,
    mass: 3,
    thrust: 3,
    move: null,
    stationary: false,
    silhouette: 6,
    shields: 3,
    weapons: [
      {
        name: 'Cruise Missiles',
        system: 'primary',
        minRange: 18,
        maxRange: 36,
        diceCount: 3,
        dieSides: 10,
        damage: 3,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
      {
        name: 'Turbo Blasters',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 6,
        diceCount: 4,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'carrier',
    name: 'Carrier',
    kind: 'ship_class',
    isWing: false,
    isUtility: false,
    cost: 15,
    mass: 3,
    thrust: 3,
    move: null,
    stationary: false,
    silhouette: 7,
    shields: 5,
    weapons: [],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes:
      'No weapons. Provisional rule: may act as a launch point for wing battlegroups (jump in / jump out only, never jump hop).',
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy', 'notes (carrier launch rule)'],
    },
  },
  {
    id: 'cruiser',
    name: 'Cruiser',
    kind: 'ship_class',
    isWing: false,
    isUtility: false,
    cost: 30,
    mass: 3,
    thrust: 3,
    move: null,
    stationary: false,
    silhouette: 8,
    shields: 6,
    weapons: [
      {
        name: 'Macro Beam',
        system: 'primary',
        minRange: 12,
        maxRange: 24,
        diceCount: 2,
        dieSides: 12,
        damage: 5,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
      {
        name: 'Defense Grid',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 9,
        diceCount: 4,
        dieSides: 8,
        damage: 2,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'battleship',
    name: 'Battleship',
    kind: 'ship_class',
    isWing: false,
    isUtility: false,
    cost: 40,
    mass: 3,
    thrust: 2,
    move: null,
    stationary: false,
    silhouette: 10,
    shields: 5,
    weapons: [
      {
        name: 'Planet Smasher',
        system: 'primary',
        minRange: 12,
        maxRange: 24,
        diceCount: 4,
        dieSides: 12,
        damage: 5,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
      {
        name: 'Defense Grid',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 9,
        diceCount: 4,
        dieSides: 8,
        damage: 2,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'ceo',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class table (Cost, Mass, Thrust, Silhouette, Shields, weapon columns)',
      derivedFields: [
        "isWing (mass 0 classes are wings; quick reference: 'ships / wings')",
        "isUtility (classes named 'Utility Ship'; quick reference Operational Limits)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'asteroid',
    name: 'Asteroid',
    kind: 'object',
    isWing: false,
    isUtility: false,
    cost: null,
    mass: 2,
    thrust: null,
    move: null,
    stationary: true,
    silhouette: 9,
    shields: 0,
    weapons: [],
    controlledBy: 'uncontrolled',
    scaleDependent: false,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, objects table (Mass, Move, Silhouette, Shields, weapon columns); circled S = scale of the game',
      derivedFields: [
        "stationary (Move shown as '-')",
        "formula strings use 'always round up' (ceil)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'civilian_ship',
    name: 'Civilian Ship',
    kind: 'object',
    isWing: false,
    isUtility: false,
    cost: null,
    mass: 'ceil(S/3)',
    thrust: null,
    move: 8,
    stationary: false,
    silhouette: 'S',
    shields: 0,
    weapons: [],
    controlledBy: 'uncontrolled',
    scaleDependent: true,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, objects table (Mass, Move, Silhouette, Shields, weapon columns); circled S = scale of the game',
      derivedFields: [
        "stationary (Move shown as '-')",
        "formula strings use 'always round up' (ceil)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'criminal_ship',
    name: 'Criminal Ship',
    kind: 'object',
    isWing: false,
    isUtility: false,
    cost: null,
    mass: 'ceil(S/3)',
    thrust: null,
    move: 12,
    stationary: false,
    silhouette: 'S',
    shields: 'ceil(S/2)',
    weapons: [
      {
        name: 'Blasters',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 6,
        diceCount: 2,
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'uncontrolled',
    scaleDependent: true,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, objects table (Mass, Move, Silhouette, Shields, weapon columns); circled S = scale of the game',
      derivedFields: [
        "stationary (Move shown as '-')",
        "formula strings use 'always round up' (ceil)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'facility',
    name: 'Facility',
    kind: 'object',
    isWing: false,
    isUtility: false,
    cost: null,
    mass: 'ceil(S/3)',
    thrust: null,
    move: null,
    stationary: true,
    silhouette: 'S',
    shields: 'ceil(S/2)',
    weapons: [
      {
        name: 'Laser Turrets',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 6,
        diceCount: 'ceil(S/2)',
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'uncontrolled',
    scaleDependent: true,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, objects table (Mass, Move, Silhouette, Shields, weapon columns); circled S = scale of the game',
      derivedFields: [
        "stationary (Move shown as '-')",
        "formula strings use 'always round up' (ceil)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'lifeboat',
    name: 'Lifeboat',
    kind: 'object',
    isWing: false,
    isUtility: false,
    cost: null,
    mass: 1,
    thrust: null,
    move: 4,
    stationary: false,
    silhouette: 'S',
    shields: 0,
    weapons: [],
    controlledBy: 'uncontrolled',
    scaleDependent: true,
    notes: null,
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, objects table (Mass, Move, Silhouette, Shields, weapon columns); circled S = scale of the game',
      derivedFields: [
        "stationary (Move shown as '-')",
        "formula strings use 'always round up' (ceil)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'jump_point',
    name: 'Jump Point',
    kind: 'object',
    isWing: false,
    isUtility: false,
    cost: null,
    mass: 3,
    thrust: null,
    move: null,
    stationary: true,
    silhouette: 5,
    shields: 2,
    weapons: [],
    controlledBy: 'owner_ceo',
    scaleDependent: false,
    notes:
      'Deployed by a CEO in the Jump Phase; only its owner may use it; can be attacked and destroyed.',
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, objects table (Mass, Move, Silhouette, Shields, weapon columns); circled S = scale of the game',
      derivedFields: [
        "stationary (Move shown as '-')",
        "formula strings use 'always round up' (ceil)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
  {
    id: 'space_kraken',
    name: 'Space Kraken',
    kind: 'object',
    isWing: false,
    isUtility: false,
    cost: null,
    mass: 'ceil(S/3)',
    thrust: null,
    move: 9,
    stationary: false,
    silhouette: 'S',
    shields: 'ceil(S/2)',
    weapons: [
      {
        name: 'Mouth Parts',
        system: 'primary',
        minRange: 0,
        maxRange: 3,
        diceCount: 'ceil(S/2)',
        dieSides: 10,
        damage: 3,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
      {
        name: 'Tentacles',
        system: 'auxiliary',
        minRange: 0,
        maxRange: 3,
        diceCount: 'S',
        dieSides: 6,
        damage: 1,
        targetRestriction: null,
        provenance:
          'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, ship class / objects table',
      },
    ],
    controlledBy: 'uncontrolled',
    scaleDependent: true,
    notes:
      'Every printed object row has one stray empty cell between the primary and auxiliary weapon columns; this row is read as primary Mouth Parts and auxiliary Tentacles.',
    provenance: {
      source:
        'A Billion Suns (1st edition, Osprey Games 2021) quick reference sheet, objects table (Mass, Move, Silhouette, Shields, weapon columns); circled S = scale of the game',
      derivedFields: [
        "stationary (Move shown as '-')",
        "formula strings use 'always round up' (ceil)",
      ],
      provisionalFields: ['controlledBy'],
    },
  },
];
