/**
 * Typed reads of the Stellar Empires data (`se-data.ts`). The rules and the catalog read numbers
 * only through here, so the catalog cannot say one thing while the rules do another.
 */
import { CARRIER_DESIGNS } from './carriers.js';
import type { FighterTypeFile, SectionId, ShipFile, WeaponFile } from './data-file.js';
import { SE_DATA } from './se-data.js';

export type {
  BayFile,
  FighterTypeFile,
  SectionId,
  ShipFile,
  WeaponFile,
  WeaponSystemFile,
} from './data-file.js';

export const SECTIONS: readonly SectionId[] = ['F', 'P', 'S', 'A'];

/** SE-DMG-6 step 3: the opposite section, F↔A and P↔S. */
export const OPPOSITE: Readonly<Record<SectionId, SectionId>> = { F: 'A', A: 'F', P: 'S', S: 'P' };

const weapons = new Map(SE_DATA.weapons.map((w) => [w.id, w]));
const ALL_DESIGNS = [...SE_DATA.ships, ...CARRIER_DESIGNS];
const designs = new Map(ALL_DESIGNS.map((s) => [s.id, s]));
const fighterTypes = new Map(SE_DATA.fighter_types.map((f) => [f.id, f]));

export const WEAPON_IDS: readonly string[] = SE_DATA.weapons.map((w) => w.id);
export const DESIGN_IDS: readonly string[] = ALL_DESIGNS.map((s) => s.id);
export const FIGHTER_TYPE_IDS: readonly string[] = SE_DATA.fighter_types.map((f) => f.id);

/** SE-FTR-1: a flight type of the data. */
export function fighterType(id: string): FighterTypeFile {
  const f = fighterTypes.get(id);
  if (!f) throw new Error(`unknown fighter type "${id}"`);
  return f;
}

/** SE-FTR-15, SE-FTR-16: a weapon design's dogfight and damage bonuses. */
export function weaponDesign(id: string): { dogfight_bonus: number; damage_bonus: number } {
  const d = SE_DATA.fighter_tables.weapon_designs.find((w) => w.id === id);
  if (!d) throw new Error(`unknown fighter weapon design "${id}"`);
  return d;
}

/** SE-FTR-2: the dogfight bonus of a crew grade (ace −3 … green +1). */
export function dogfightBonus(grade: string): number {
  return SE_DATA.crew_skill_table.find((r) => r.grade === grade)?.fighter_dogfight_bonus ?? 0;
}

export function weaponDef(id: string): WeaponFile {
  const w = weapons.get(id);
  if (!w) throw new Error(`unknown weapon "${id}"`);
  return w;
}

export function designOf(id: string): ShipFile {
  const d = designs.get(id);
  if (!d) throw new Error(`unknown ship design "${id}"`);
  return d;
}

export function hasDesign(id: string): boolean {
  return designs.has(id);
}

/** The crew table row of a grade: combat skill and crew-roll skill (SE-HIT-8, SE-CMD-3). */
export function crewGrade(grade: string): { combatSkill: number; crewRoll: number } {
  const row = SE_DATA.crew_skill_table.find((r) => r.grade === grade);
  if (!row) throw new Error(`unknown crew grade "${grade}"`);
  return { combatSkill: row.combat_skill, crewRoll: row.crew_skill_roll };
}

/** SE-HIT-7: the category column of the defense rating table. */
export function categoryDefenseRating(category: number): number {
  const row = SE_DATA.defense_rating_by_category.rows.find(
    (r) => category >= r.category_min && (r.category_max === null || category <= r.category_max),
  );
  return row?.modifier ?? 0;
}

/** SE-ARC-9: facing modifier of the section hit (table, not the source example: SE-Q-2). */
export function facingModifier(section: SectionId): number {
  return SE_DATA.facing_modifiers[section];
}

/** SE-HIT-14: one cell of the weapon factor table; the caller keeps margin in -6..6, factor 1..20. */
export function factorTableCell(margin: number, factor: number): number {
  const row = SE_DATA.weapon_factor_table.rows[String(margin)];
  if (!row || factor < 1 || factor > row.length) throw new Error(`no cell ${margin}/${factor}`);
  return row[factor - 1];
}

/** SE-ARC-2: arc size in degrees by name (BEAM, Q, THIRD, HALF, SWIVEL, TURRET, FULL). */
export function arcSizeDegrees(size: string): number {
  const degrees = SE_DATA.arcs.sizes_degrees[size];
  if (degrees === undefined) throw new Error(`unknown arc size "${size}"`);
  return degrees;
}

export const ARC_SIZES: Readonly<Record<string, number>> = SE_DATA.arcs.sizes_degrees;
export const ARC_SIZE_STATUS: Readonly<Record<string, string>> = SE_DATA.arcs.size_status;

/** The family of a weapon's type: matter, energy or energy_beam (SE-TER-5 reads it). */
export function weaponFamily(w: WeaponFile): string | undefined {
  return SE_DATA.weapon_types.types.find((t) => t.id === w.type)?.family;
}

/** SE-WPN-GEN-1: minor, secondary, primary or heavy by class (spinal mounts are always heavy). */
export function weaponClassification(w: WeaponFile): string {
  if (w.spinal) return 'heavy';
  const row = SE_DATA.weapon_classification.find(
    (r) => w.class >= r.class_min && (r.class_max === null || w.class <= r.class_max),
  );
  return row?.classification ?? 'minor';
}

/** SE-INT-2: intercept die sides by effective Defenses (Active) tech: D12 at 1-4, D10 at 5+ (SE-Q-18). */
export function interceptDieSides(activeDefenseTech: number): number {
  const table = SE_DATA.interceptor_die_by_active_defense_tech;
  const cell = activeDefenseTech >= 5 ? table['5+'] : table[String(Math.max(1, activeDefenseTech))];
  const die = typeof cell === 'string' ? cell : cell.die;
  return Number(die.slice(1));
}

export interface TechProfile {
  base: number;
  activeDefense: number;
}

/** A side's tech profile: Base and the effective Defenses (Active) level, the two read in play. */
export function sideTechProfile(side: 'A' | 'B'): TechProfile {
  const entry = SE_DATA.sides[side].tech_profile;
  const profile = typeof entry === 'string' ? SE_DATA.technology.example_profile : entry;
  const base = Number(profile.Base);
  return { base, activeDefense: base + Number(profile['Defenses (Active)']) };
}

export function sideName(side: 'A' | 'B'): string {
  return SE_DATA.sides[side].name;
}

export const BORDER_CLASH_FILE = SE_DATA.scenario;
