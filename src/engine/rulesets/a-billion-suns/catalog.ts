/**
 * The catalog: every ship class and object with its stats, each marked as printed on the quick
 * reference (source) or supplied by the digest (provisional), plus the terrain of spec 3.3.
 */
import type { CatalogEntry, Provenance, Sourced } from '../../core/contract.js';
import { UNITS, type UnitData } from './data/units.js';
import { PRIMARY_HALF_ARC, AUXILIARY_HALF_ARC } from './rules/measure.js';
import { jumpRange, resolveFormula, DEFAULT_SCALE } from './rules/scale.js';

function sourced(value: unknown, provenance: Provenance = 'source', note?: string): Sourced {
  return note === undefined ? { value, provenance } : { value, provenance, note };
}

function formula(value: UnitData['mass']): Sourced {
  return typeof value === 'number'
    ? sourced(value)
    : sourced(
        value,
        'source',
        `${resolveFormula(value, DEFAULT_SCALE)} at S = ${DEFAULT_SCALE}; ABS-OBJ-1 rounds up`,
      );
}

function weapons(u: UnitData): Sourced {
  return sourced(
    u.weapons.map((w) => ({
      name: w.name,
      system: w.system,
      range: [w.minRange, w.maxRange],
      dice: w.diceCount,
      die: `d${w.dieSides}`,
      damage: w.damage,
      ...(w.targetRestriction ? { targetRestriction: w.targetRestriction } : {}),
    })),
  );
}

function shipEntry(u: UnitData): CatalogEntry {
  const m = u.mass as number;
  const stats: Record<string, Sourced> = {
    cost: sourced(u.cost),
    mass: sourced(m),
    thrust: sourced(u.thrust),
    silhouette: sourced(u.silhouette),
    shields: sourced(u.shields),
    weapons: weapons(u),
    jumpRange: sourced(jumpRange(m), 'source', '6 − m inches (ABS-JUMP-4)'),
    jumpShock: sourced(
      m > 0 ? `${m}D6 within ${m}″, damage 1` : 'none',
      'provisional',
      'who is shocked: ABS-Q-8',
    ),
    systemsCriticalAt: sourced(m + 1, 'source', 'more damage tokens than m (ABS-DMG-4)'),
    destroyedAt: sourced(u.silhouette, 'provisional', 'damage ≥ silhouette (ABS-Q-5)'),
    explosion: sourced(
      m > 0 ? `D6 ≤ ${m}: ${m}D6 within ${m}″, damage 1` : 'never',
      'provisional',
      'die and damage from the second edition (ABS-Q-7)',
    ),
    isWing: sourced(u.isWing, 'source', 'mass 0 classes are wings'),
    isUtility: sourced(u.isUtility, 'source', 'counts against the utility limit (ABS-JUMP-8)'),
    arcs: sourced(
      { primary: PRIMARY_HALF_ARC * 2, auxiliary: AUXILIARY_HALF_ARC * 2 },
      'provisional',
      'arc widths from the second edition (ABS-Q-12)',
    ),
    controlledBy: sourced('ceo', 'provisional'),
  };
  if (u.isWing)
    stats.mothersWing = sourced(
      'sheltered from Primary Targets within m″ of a friendly ship',
      'provisional',
      'ABS-BG-8',
    );
  if (u.id === 'carrier')
    stats.launchPoint = sourced(
      'wings jump in and out at a friendly Carrier',
      'provisional',
      'ABS-JUMP-14',
    );
  return {
    id: u.id,
    name: u.name,
    kind: 'ship_class',
    stats,
    description: u.notes ?? `${u.name}: cost ${u.cost}, mass ${m}, thrust ${u.thrust}″`,
  };
}

const BEHAVIOUR: Record<string, string> = {
  civilian_ship:
    'flies min(8, d) towards its destination and leaves play on reaching it; never attacks',
  criminal_ship:
    'moves min(12, max(0, d − 3)) towards the nearest CEO ship, then attacks its battlegroup',
  lifeboat: 'moves min(4, max(0, d − 1)) towards the nearest CEO utility ship; never attacks',
  space_kraken:
    'moves min(9, max(0, d − 1)) towards the nearest CEO ship, then attacks its battlegroup',
};

function objectEntry(u: UnitData): CatalogEntry {
  const stats: Record<string, Sourced> = {
    mass: formula(u.mass),
    move: sourced(u.move),
    stationary: sourced(u.stationary),
    silhouette: formula(u.silhouette),
    shields: formula(u.shields),
    weapons: weapons(u),
    arc: sourced(360, 'provisional', 'objects fire in 360° (ABS-OBJ-4)'),
    controlledBy: sourced(
      u.controlledBy === 'owner_ceo' ? 'owner' : 'uncontrolled',
      'provisional',
      'ABS-OBJ-2',
    ),
  };
  const behaviour = BEHAVIOUR[u.id];
  if (behaviour) stats.behaviour = sourced(behaviour, 'provisional', 'ABS-OBJ-7');
  return { id: u.id, name: u.name, kind: 'object', stats, description: u.notes ?? u.name };
}

export const CATALOG: CatalogEntry[] = [
  ...UNITS.map((u) => (u.kind === 'ship_class' ? shipEntry(u) : objectEntry(u))),
  {
    id: 'planetoid',
    name: 'Planetoid',
    kind: 'terrain',
    stats: {
      shape: sourced('circle {x, y, radius}', 'provisional', 'spec 3.3'),
      exclusion: sourced(
        10,
        'source',
        'no jump point or jump placement within 10″ of its edge (ABS-JUMP-10)',
      ),
    },
  },
  {
    id: 'dangerous_space',
    name: 'Dangerous Space',
    kind: 'terrain',
    stats: {
      shape: sourced('circle {x, y, radius}', 'provisional', 'spec 3.3'),
      attack: sourced(
        'm D6, damage 1, on each ship inside at the end of its movement step',
        'provisional',
        'ABS-OBJ-9',
      ),
    },
  },
];
