/**
 * The unit catalog: parameter cards by type id, and the same cards as contract `CatalogEntry`s,
 * every value marked source or provisional (spec §3).
 */
import type { CatalogEntry, Sourced } from '../../../core/contract.js';
import type { MissileLoad, UnitType } from '../model.js';
import { FORMER_LOADOUTS, UNIT_CARDS, type UnitCard } from './cards.js';
import { createdBefore } from '../versions.js';

export {
  FORMER_LOADOUTS,
  UNIT_CARDS,
  type FieldProvenance,
  type FormerLoadout,
  type UnitCard,
} from './cards.js';

/** The parameter cards without provenance: what the rules read. */
export const UNIT_TYPES: readonly UnitType[] = UNIT_CARDS.map(
  ({ role: _role, provenance: _provenance, ...type }) => type,
);

const byId = new Map<string, UnitType>(UNIT_TYPES.map((t) => [t.typeId, t]));

export function findUnitType(typeId: string): UnitType | undefined {
  return byId.get(typeId);
}

/** The card of a type id that must exist (a unit in a validated state). */
export function unitType(typeId: string): UnitType {
  const type = byId.get(typeId);
  if (!type) throw new RangeError(`unknown Stratoyager unit type "${typeId}"`);
  return type;
}

/**
 * The missiles a unit of `type` starts with in a match created under ruleset `version`: the
 * card's, unless a later version changed them (`FORMER_LOADOUTS`). Absent: today's.
 */
export function missileLoadoutAt(type: UnitType, version?: string): readonly MissileLoad[] {
  if (version === undefined) return type.missileLoadout;
  const former = FORMER_LOADOUTS.find(
    (f) => f.typeId === type.typeId && createdBefore(version, f.until),
  );
  return former?.missileLoadout ?? type.missileLoadout;
}

/** Card fields a player reads, in parameter-card order (spec §3, fields 1-18). */
const CARD_FIELDS = [
  'safeAcceleration',
  'safeDeceleration',
  'safeTurn',
  'safeSlide',
  'points',
  'targetingComputer',
  'sensors',
  'mainWeaponDice',
  'missileKind',
  'missileLoadout',
  'specialFeatures.general',
  'specialFeatures.mainWeapon',
  'specialFeatures.missiles',
  'hindrances',
  'structure',
  'maxShields',
  'armor',
] as const;

function fieldValue(card: UnitCard, field: (typeof CARD_FIELDS)[number]): unknown {
  if (field.startsWith('specialFeatures.')) {
    const group = field.slice('specialFeatures.'.length) as keyof UnitCard['specialFeatures'];
    return card.specialFeatures[group];
  }
  return card[field as Exclude<typeof field, `specialFeatures.${string}`>];
}

function catalogEntry(card: UnitCard): CatalogEntry {
  const stats: Record<string, Sourced> = {
    name: { value: card.name, provenance: 'source', note: 'Unit descriptions in the primer' },
  };
  for (const field of CARD_FIELDS) {
    const origin = card.provenance[field];
    if (!origin) throw new RangeError(`${card.typeId}: no provenance for ${field}`);
    stats[field] = {
      value: fieldValue(card, field),
      provenance: origin.status,
      note: origin.basis,
    };
  }
  return {
    id: card.typeId,
    name: card.name,
    kind: 'unit',
    stats,
    faction: card.faction,
    description: card.role,
  };
}

/** The four units as catalog entries (contract `Ruleset.catalog`). */
export const unitCatalog: CatalogEntry[] = UNIT_CARDS.map(catalogEntry);
