/**
 * The Stellar Empires catalog: the data file's sample weapons and ship designs, every stat marked
 * as the rulebook's (`source`) or the digest's (`provisional`, per the entry's status and its
 * `provisional_fields`). Level 3 and the design rules are out of scope (no construction, no custom
 * designs: custom fleets pick these designs).
 */
import type { CatalogEntry, Provenance, Sourced } from '../../core/contract.js';
import { SE_DATA } from './data/se-data.js';
import type { ShipFile, WeaponFile } from './data/data-file.js';
import { pointCost } from './points.js';

function provenanceOf(
  status: string,
  field: string,
  provisionalFields: readonly string[] | undefined,
): Provenance {
  if (status === 'source') return 'source';
  if (status.startsWith('provisional')) return 'provisional';
  if (!provisionalFields) return 'source';
  return provisionalFields.some(
    (f) => f === field || f.startsWith(`${field}.`) || f.startsWith(`${field} `),
  )
    ? 'provisional'
    : 'source';
}

function sourced(value: unknown, provenance: Provenance, note?: string): Sourced {
  return note ? { value, provenance, note } : { value, provenance };
}

function weaponEntry(w: WeaponFile): CatalogEntry {
  const p = (field: string) => provenanceOf(w.status, field, w.provisional_fields);
  const stats: Record<string, Sourced> = {
    tech: sourced(w.tech, p('tech')),
    class: sourced(w.class, p('class')),
    type: sourced(w.type, p('type')),
    traits: sourced(w.traits, p('traits')),
    maxRange: sourced(w.max_range, p('max_range')),
    damage: sourced(w.damage.text, p('damage')),
    reduction: sourced(w.reduction, p('reduction')),
    thresholdMods: sourced(w.threshold_mods, p('threshold_mods')),
    intercept: sourced(w.intercept, p('intercept')),
    delay: sourced(w.delay, p('delay')),
    energy: sourced(w.energy, p('energy')),
  };
  if (w.volley_rating !== undefined)
    stats.volleyRating = sourced(w.volley_rating, p('volley_rating'));
  if (w.salvo_rating !== undefined) stats.salvoRating = sourced(w.salvo_rating, p('salvo_rating'));
  return {
    id: w.id,
    name: w.name,
    kind: 'weapon',
    stats,
    description: (w.source_facts ?? []).join('; '),
  };
}

function shipEntry(d: ShipFile): CatalogEntry {
  // Partly sourced designs list what the rulebook says in source_facts; every other number is the digest's.
  const pv: Provenance = d.status === 'source' ? 'source' : 'provisional';
  const note =
    d.status === 'source'
      ? undefined
      : 'design completed by the digest (source facts in the description)';
  return {
    id: d.id,
    name: d.class_name,
    kind: 'ship_design',
    faction: SE_DATA.sides[d.side]?.name,
    description: (d.source_facts ?? []).join('; '),
    stats: {
      category: sourced(d.category, pv, note),
      crewGrade: sourced(d.crew_grade, pv, note),
      speedTrack: sourced(d.movement.speed_track, pv, note),
      turnsTrack: sourced(d.movement.turns_track, pv, note),
      sensorTrack: sourced(d.sensor_track, pv, note),
      power: sourced(d.power, pv, note),
      sections: sourced(d.sections, pv, note),
      primaryStructure: sourced(d.primary_structure, pv, note),
      shields: sourced(d.shields, pv, note),
      interceptors: sourced(d.interceptors, pv, note),
      weaponSystems: sourced(d.weapon_systems, pv, note),
      ammo: sourced(d.ammo_points, pv, note),
      pointCost: sourced(pointCost(d), 'provisional', 'SE-D-1: the rulebook gives no point costs'),
    },
  };
}

const scope: CatalogEntry = {
  id: 'scope',
  name: 'Rules in scope',
  kind: 'note',
  description:
    'Level 1 is implemented. Level 2 (option level2, or scenarios border-clash-level2 and belt-strike) plays the special commands (SE-CMD), blow-through and exploding ships, system damage and critical hits, fields, repairs and IS-drive jumps, ammunition, beam early fire and the Level 2 weapon traits, morale (option morale: off or provisional), the empty Reinforcements phase, terrain and fighters (carriers, launching and landing, anti-fighter fire, dogfights, attacks on ships, flights defending ships). Level 3 and the design rules (custom ship and weapon construction, SE-TECH, SE-TRAIT-DESIGN) are out of scope.',
  stats: {
    levels: sourced(['1', '2 (special commands)'], 'source'),
    outOfScope: sourced(['level 3', 'design rules'], 'source'),
  },
};

export const SE_CATALOG: CatalogEntry[] = [
  scope,
  ...SE_DATA.weapons.map(weaponEntry),
  ...SE_DATA.ships.map(shipEntry),
];
