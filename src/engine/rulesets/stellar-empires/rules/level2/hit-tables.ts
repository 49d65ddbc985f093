/** The system hit tables of the data (SE-CRIT-2, SE-CRIT-3, SE-CRIT-6, SE-CRIT-11), typed. */
import { SE_DATA } from '../../data/se-data.js';
import type { SectionId } from '../../data/data.js';

export type StructureResult =
  | 'drive'
  | 'maneuver'
  | 'minor_weapon'
  | 'secondary_weapon'
  | 'primary_weapon'
  | 'heavy_weapon'
  | 'defense_system'
  | 'bay';

export type PrimarySystem =
  | 'crew_life_support'
  | 'reactor_capacitors'
  | 'sensors_ew'
  | 'major_defensive_system'
  | 'engineering'
  | 'vital_systems';

/** One band of a primary system's table: what the result does (SE-CRIT-11). */
export interface BandResult {
  band: [number, number];
  name: string;
  structure?: string;
  crew_hits?: number;
  delayed_crew_hits?: number[];
  no_damage_control?: boolean;
  capacitor_hits?: number;
  reactor_hits?: number;
  sensor_hits?: number;
  shield_capacity_hits?: string;
  shield_level?: number;
  destroy_projector?: boolean;
  destroy_generator?: boolean;
  bridge_hits?: number;
  intercept_roll_mod?: number;
  target_number_mod?: number;
  is_drive_hits?: number;
}

interface HitTablesFile {
  structure_system_hits: {
    rows: Record<string, { FA?: StructureResult; PS?: StructureResult; all?: StructureResult }>;
  };
  primary_structure_system_hits: Record<string, PrimarySystem>;
  weapon_hit_fallback: Record<string, string[]>;
}

const TABLES = SE_DATA.system_hit_tables as unknown as HitTablesFile &
  Record<PrimarySystem, BandResult[]>;

/** SE-CRIT-2: the structure system table, Fore/Aft or Port/Starboard column. */
export function structureResult(roll: number, section: SectionId): StructureResult {
  const row = TABLES.structure_system_hits.rows[String(roll)];
  return row.all ?? (section === 'F' || section === 'A' ? row.FA! : row.PS!);
}

/** SE-CRIT-3: the primary system table. */
export function primarySystem(roll: number): PrimarySystem {
  return TABLES.primary_structure_system_hits[String(roll)];
}

/** SE-CRIT-11: the band of a system's table a D10 falls in. */
export function bandResult(system: PrimarySystem, roll: number): BandResult {
  return TABLES[system].find((b) => roll >= b.band[0] && roll <= b.band[1])!;
}

/** SE-CRIT-6: the classes tried, in order, when the table names `wanted`. */
export function weaponFallback(wanted: string): string[] {
  return TABLES.weapon_hit_fallback[wanted];
}
