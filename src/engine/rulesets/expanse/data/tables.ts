/**
 * Typed reads of the Expanse data file: the size table, bands, weapon types, loss tables, fixed
 * target numbers, qualities, ship classes and crew templates. The rules use these values.
 */
import { EXPANSE_DATA } from './expanse-ships.js';
import type {
  BandId,
  CrewTemplateFile,
  FileProvenance,
  LossKind,
  QualityFile,
  ScenarioFile,
  ShipClassFile,
  SizeRow,
  WeaponType,
  WeaponTypeRow,
} from './file.js';

export type * from './file.js';

const T = EXPANSE_DATA.tables;

/** Range bands as integers (0.1): XC 0, C 1, M 2, L 3, BEYOND 4. */
export const BANDS: readonly BandId[] = T.bands.map((b) => b.id);
export const BAND = Object.fromEntries(T.bands.map((b) => [b.id, b.index])) as Record<
  BandId,
  number
>;

export const SIZES: readonly SizeRow[] = T.sizes;
export function sizeRow(size: number): SizeRow {
  const row = SIZES.find((r) => r.size === size);
  if (!row) throw new RangeError(`no size ${size} in the size table (1-8)`);
  return row;
}

export const COMPETENCE: Readonly<Record<string, number>> = Object.fromEntries(
  T.competence.map((c) => [c.id, c.bonus]),
);

export const WEAPON_TYPES: Readonly<Record<WeaponType, WeaponTypeRow>> = T.weapon_types;

export const NORMAL_LOSS_D6: Readonly<Record<string, string>> = T.loss_tables.normal_d6;
export const SERIOUS_LOSS_D6: Readonly<Record<string, string>> = T.loss_tables.serious_d6;

export const TARGETED_ATTACK: Readonly<Record<LossKind, { tn: number; hull_factor: number }>> = {
  collateral: T.targeted_attack.collateral,
  manoeuvrability: T.targeted_attack.manoeuvrability,
  sensors: T.targeted_attack.sensors,
  weapons: T.targeted_attack.weapons,
};

/** Every fixed target number by name (command 11, planning 13, …). */
export const TN: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(T.fixed_tns).filter((e): e is [string, number] => typeof e[1] === 'number'),
);
export function tn(name: string): number {
  const v = TN[name];
  if (v === undefined) throw new RangeError(`no fixed target number '${name}'`);
  return v;
}

export const QUALITIES: readonly QualityFile[] = EXPANSE_DATA.qualities_and_flaws;
export const SHIP_CLASS_FILES: readonly ShipClassFile[] = EXPANSE_DATA.ship_classes;
export const CREW_TEMPLATES: readonly CrewTemplateFile[] = EXPANSE_DATA.crew_templates;
export const SCENARIO_FILES: readonly ScenarioFile[] = EXPANSE_DATA.scenarios;

export function crewTemplate(id: string): CrewTemplateFile {
  const t = CREW_TEMPLATES.find((c) => c.id === id);
  if (!t) throw new RangeError(`no crew template '${id}'`);
  return t;
}

export function shipClassFile(id: string): ShipClassFile {
  const c = SHIP_CLASS_FILES.find((s) => s.id === id);
  if (!c) throw new RangeError(`no ship class '${id}'`);
  return c;
}

export const PROVENANCE: {
  sizes: FileProvenance;
  competence: FileProvenance;
  weaponTypes: FileProvenance;
  lossTables: FileProvenance;
  targetedAttack: FileProvenance;
} = {
  sizes: T.sizes_provenance,
  competence: T.competence_provenance,
  weaponTypes: T.weapon_types_provenance,
  lossTables: T.loss_tables.provenance,
  targetedAttack: T.targeted_attack.provenance,
};
