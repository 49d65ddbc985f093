/**
 * The Expanse catalog: ship classes, weapon types, qualities and flaws, each stat marked as found
 * in a public source (`source`, with the source keys in the note) or supplied by the digest
 * (`provisional`). The provenance comes from the data file's own `provenance` blocks.
 */
import type { CatalogEntry, Sourced } from '../../core/contract.js';
import {
  PROVENANCE,
  QUALITIES,
  SHIP_CLASS_FILES,
  WEAPON_TYPES,
  type FileProvenance,
  type QualityFile,
  type ShipClassFile,
  type WeaponType,
} from './data/tables.js';

/** A field is provisional when its provenance block lists it (by name or `name (...)`), or `*.name`. */
function isProvisional(p: FileProvenance, field: string): boolean {
  return (p.provisional_fields ?? []).some((f) => {
    const name = f.split(' ')[0];
    return (
      name === field ||
      name.startsWith(`${field}.`) ||
      name === `*.${field}` ||
      name.startsWith(`${field}[`)
    );
  });
}

function sourced(value: unknown, p: FileProvenance, field: string): Sourced {
  if (p.status === 'provisional' || isProvisional(p, field)) {
    return { value, provenance: 'provisional', note: 'not in source: supplied by the digest' };
  }
  return { value, provenance: 'source', note: (p.sources ?? []).join(', ') };
}

/** `weapons[*].arc` or `weapons[torpedo_1].magazine` when the data marks it provisional. */
function weaponField(c: ShipClassFile, id: string, k: string): string {
  const listed = (c.provenance.provisional_fields ?? []).map((f) => f.split(' ')[0]);
  return (
    [`weapons[*].${k}`, `weapons[${id}].${k}`].find((f) => listed.includes(f)) ??
    `weapon.${id}.${k}`
  );
}

function shipEntry(c: ShipClassFile): CatalogEntry {
  const s = (field: string, value: unknown) => sourced(value, c.provenance, field);
  return {
    id: c.id,
    name: c.name,
    kind: 'ship_class',
    stats: {
      size: s('size', c.size),
      hull: s('hull', `${c.hull.expr}${c.hull.plating ? ` + ${c.hull.plating}` : ''}`),
      hullDiceCount: sourced(c.hull.dice_count, PROVENANCE.sizes, 'hull_dice_count'),
      sensors: s('sensors_base', c.sensors_base),
      crewMin: s('crew_min', c.crew_min),
      crewCurrent: s('crew_current', c.crew_current),
      competence: s('default_competence', c.default_competence),
      juice: s('juice', c.juice),
      qualities: s(
        'qualities',
        c.qualities.map((q) => (q.level ? `${q.id} ${q.level}` : q.id)),
      ),
      flaws: s(
        'flaws',
        c.flaws.map((f) => f.id),
      ),
      ...Object.fromEntries(
        c.weapons.flatMap((w) =>
          (['type', 'arc', 'damage', 'magazine'] as const).map((k) => [
            `weapon:${w.id}:${k}`,
            sourced(w[k], c.provenance, weaponField(c, w.id, k)),
          ]),
        ),
      ),
    },
  };
}

function weaponEntry(type: WeaponType): CatalogEntry {
  const w = WEAPON_TYPES[type];
  const p = PROVENANCE.weaponTypes;
  const evasion = w.evasion_base ?? w.evasion_base_by_launch_band ?? {};
  return {
    id: type,
    name: {
      pdc: 'Point-defence cannon',
      railgun: 'Railgun',
      torpedo: 'Torpedo launcher',
      grappler: 'Grappler',
    }[type],
    kind: 'weapon',
    stats: {
      damage: sourced(w.damage, p, `${type}.damage`),
      minBand: sourced(w.min_band, p, `${type}.min_band`),
      maxBand: sourced(w.max_band, p, `${type}.max_band`),
      targetable: sourced(w.targetable, p, 'targetable'),
      ...Object.fromEntries(
        Object.entries(evasion).map(([band, base]) => [
          `evasion:${band}`,
          sourced(base, p, `${type}.evasion_base.${band}`),
        ]),
      ),
    },
  };
}

function qualityEntry(q: QualityFile): CatalogEntry {
  return {
    id: q.id,
    name: q.id.replace(/_/g, ' '),
    kind: q.kind,
    description: q.effect,
    stats: {
      effect: sourced(q.effect, q.provenance, 'effect'),
      combatEffect: sourced(q.combat_effect, q.provenance, 'combat_effect'),
      ...Object.fromEntries(
        Object.entries(q.params ?? {}).map(([k, v]) => [
          k,
          sourced(v, q.provenance, `params.${k}`),
        ]),
      ),
    },
  };
}

export const CATALOG: CatalogEntry[] = [
  ...SHIP_CLASS_FILES.map(shipEntry),
  ...(Object.keys(WEAPON_TYPES) as WeaponType[]).map(weaponEntry),
  ...QUALITIES.map(qualityEntry),
];
