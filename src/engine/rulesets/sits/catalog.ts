/**
 * The SITS catalog: the digest's two sample ship classes (§4, every number provisional) and the
 * weapons their mounts carry, each stat marked as read on the charts (source) or supplied by the
 * digest (provisional), with the chart cells' own L/R/P status in the note.
 */
import type { CatalogEntry, Provenance, Sourced } from '../../core/contract.js';
import {
  beamTableIds,
  findBeamTable,
  GRAV_LANCE,
  MISSILE_TYPES,
  missileDamage,
  SHIP_CLASS_FILES,
  torpedo,
  type CellStatus,
} from './data/tables.js';
import type { ShipClassFile } from './data/tables-file.js';
import type { ShipClass } from './state.js';

/** L and R cells come from the charts (R restored from damaged text); P cells are the digest's. */
function provenanceOf(status: CellStatus): Provenance {
  return status === 'P' ? 'provisional' : 'source';
}

function sourced(value: unknown, status: CellStatus, note?: string): Sourced {
  const base = { value, provenance: provenanceOf(status) };
  const tag = status === 'R' ? 'reconstructed from damaged chart text (R)' : undefined;
  const text = [tag, note].filter(Boolean).join('; ');
  return text ? { ...base, note: text } : base;
}

export function shipClassOf(f: ShipClassFile): ShipClass {
  return {
    id: f.id,
    name: f.name,
    cost: f.cost,
    hull: f.hull,
    systemThreshold: f.systemThreshold,
    maxThrust: f.maxThrust,
    pivotTime: f.pivotTime,
    rollTime: f.rollTime,
    sidewalls: { ...f.sidewalls },
    activeDefense: f.activeDefense,
    adCapacity: f.adCapacity,
    decoys: f.decoys,
    damageControl: { ...f.damageControl },
    mounts: f.mounts.map((m) => ({
      id: m.id,
      side: m.side,
      kind: m.kind,
      count: m.count ?? m.tubes ?? 0,
      ...(m.table !== undefined ? { table: m.table } : {}),
      ...(m.cycle !== undefined ? { cycle: m.cycle } : {}),
      ...(m.maxRange !== undefined ? { maxRange: m.maxRange } : {}),
      ...(m.quality !== undefined ? { quality: m.quality } : {}),
      ...(m.etType !== undefined ? { etType: m.etType } : {}),
      ...(m.missileType !== undefined ? { missileType: m.missileType } : {}),
      ...(m.ammo !== undefined ? { ammo: m.ammo } : {}),
    })),
  };
}

/** The sample classes by id. */
export const SHIP_CLASSES: Readonly<Record<string, ShipClass>> = Object.fromEntries(
  SHIP_CLASS_FILES.map((f) => [f.id, shipClassOf(f)]),
);

const SAMPLE = 'sample ship of the digest (§4): the charts carry no ship data';

function shipEntry(c: ShipClass): CatalogEntry {
  const p = (value: unknown, note = SAMPLE) => sourced(value, 'P', note);
  return {
    id: c.id,
    name: c.name,
    kind: 'ship_class',
    faction: c.id === 'kestrel_cl' ? 'Manticore (sample)' : 'Haven (sample)',
    stats: {
      cost: p(c.cost),
      hull: p(c.hull),
      systemThreshold: p(c.systemThreshold),
      maxThrust: p(c.maxThrust),
      pivotTime: p(c.pivotTime),
      rollTime: p(c.rollTime),
      sidewalls: p(c.sidewalls),
      activeDefense: p(c.activeDefense),
      adCapacity: p(c.adCapacity),
      decoys: p(c.decoys),
      damageControl: p(c.damageControl),
      mounts: p(c.mounts),
    },
  };
}

function beamEntry(id: string): CatalogEntry {
  const t = findBeamTable(id)!;
  const statuses = t.status.flat();
  const status: CellStatus = statuses.every((s) => s === 'P')
    ? 'P'
    : statuses.some((s) => s === 'R')
      ? 'R'
      : 'L';
  return {
    id,
    name: `${t.family === 'graser' ? 'Graser' : 'Laser'} ${t.rating}`,
    kind: 'weapon',
    stats: {
      family: sourced(t.family, t.family === 'graser' ? 'L' : 'P', 'SITS-Q-7'),
      rating: sourced(t.rating, status),
      maxRange: sourced(t.maxRange, status, 'the last row of the table (SITS-BEAM-6)'),
      damage: sourced(t.values, status, 'values[range][RoC band]; cell statuses in the tables'),
      cellStatus: sourced(t.status, status),
    },
  };
}

function torpedoEntry(type: '1ET' | '2ET'): CatalogEntry {
  const t = torpedo(type);
  return {
    id: type,
    name: `Energy torpedo ${type}`,
    kind: 'weapon',
    stats: {
      range: sourced(t.range, t.status.range),
      damage: sourced(t.damage, t.status.damage),
      needs: sourced('an unprotected aspect', 'P', 'SITS-BEAM-7'),
      cycle: sourced(8, 'P', 'SITS-BEAM-1'),
    },
  };
}

const gravLance: CatalogEntry = {
  id: 'grav_lance',
  name: 'Grav lance',
  kind: 'weapon',
  stats: {
    test: sourced('quality + 3d10v > sidewall strength', GRAV_LANCE.status.test),
    variance: sourced('3d10 − 13', GRAV_LANCE.status.variance, 'SITS-Q-11'),
    maxRange: sourced(GRAV_LANCE.maxRange, GRAV_LANCE.status.maxRange, 'SITS-Q-12'),
    cycle: sourced(GRAV_LANCE.cycle, GRAV_LANCE.status.cycle),
    downFor: sourced('until the next Regeneration Step', GRAV_LANCE.status.downFor),
  },
};

function missileEntry(type: (typeof MISSILE_TYPES)[number]): CatalogEntry {
  const laser = missileDamage(type, 'laser');
  const nuke = missileDamage(type, 'nuke');
  return {
    id: type,
    name: `Missile ${type}`,
    kind: 'weapon',
    stats: {
      label: sourced(type, 'P', 'the type labels are illegible (SITS-Q-21)'),
      laserHead: sourced(laser.value, laser.status),
      contactNuke: sourced(nuke.value, nuke.status),
    },
  };
}

export const SITS_CATALOG: CatalogEntry[] = [
  ...Object.values(SHIP_CLASSES).map(shipEntry),
  ...beamTableIds().map(beamEntry),
  torpedoEntry('1ET'),
  torpedoEntry('2ET'),
  gravLance,
  ...MISSILE_TYPES.map(missileEntry),
];
