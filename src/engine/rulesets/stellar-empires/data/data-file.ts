/**
 * The shape of `stellar-empires-data.json` as the digest ships it (snake_case keys kept, so the
 * copy stays verbatim). Only the parts the engine reads are typed; the rest stays `unknown`.
 * Only `data.ts` reads these; the rules read its typed accessors.
 */

export type SectionId = 'F' | 'P' | 'S' | 'A';

export interface ArmorRowFile {
  threshold: number;
  boxes: number;
}

export interface SectionFile {
  armor_track: ArmorRowFile[];
  structure: { blocks: number; threshold: number };
}

export interface WeaponFile {
  id: string;
  name: string;
  status: string;
  tech: number;
  class: number;
  type: string;
  traits: string[];
  max_range: number;
  damage: { dice: number; die: number; bonus: number; text: string };
  reduction: { shield: number; armor: number };
  threshold_mods: { shield: number; armor: number; structure: number };
  intercept: number | 'Beam';
  delay: number;
  energy: number;
  ballistic?: boolean;
  volley_rating?: number;
  salvo_rating?: number;
  uses_ammo?: boolean;
  aoe_radius?: number;
  spinal?: boolean;
  provisional_fields?: string[];
  source_facts?: string[];
}

export interface WeaponSystemFile {
  id: string;
  weapon: string;
  count: number;
  arc: string;
  mount_section: SectionId;
  energy_per_firing: number;
}

export interface ShieldsFile {
  type: string;
  projectors: Record<SectionId, { absorption: number; capacity: number }>;
  regeneration: number;
  generator_boxes: number;
}

export interface InterceptorsFile {
  type: string;
  close_defense: number;
  assist: number;
  volley: number;
  aegis_range: number;
  damage_boxes: number;
  rule?: string;
}

export interface ShipFile {
  id: string;
  name: string;
  class_name: string;
  status: string;
  side: string;
  category: number;
  crew_grade: string;
  crew_points: number;
  redundancy: number;
  movement: { speed_track: number[]; turns_track: number[]; turn_delay: number };
  sensor_track: number[];
  power: { reactor: number; reactor_boxes: number; capacitor: number; capacitor_boxes: number };
  sections: Record<SectionId, SectionFile>;
  primary_structure: { blocks: number; threshold: number };
  shields: ShieldsFile | null;
  fields: unknown;
  interceptors: InterceptorsFile;
  weapon_systems: WeaponSystemFile[];
  bays: BayFile[];
  ammo_points: number;
  bridge_boxes: number;
  is_drive: { boxes: number };
  command_bonus: number;
  soft_dock_capacity: number;
  source_facts?: string[];
  aliases_in_source?: string[];
}

/** SE-FTR-7: a hangar bay. */
export interface BayFile {
  id: string;
  section: SectionId;
  hangar: string;
  fixed_for: string | null;
  door_count: number;
  capacity: number;
}

export interface FighterTypeFile {
  id: string;
  name: string;
  status: string;
  side: string;
  size: string;
  launch_cost: number;
  tech: number;
  defense_rating: number;
  armor: number;
  thrust: number;
  hits: number;
  range: number;
  weapon_design: string;
  damage: { dice: number; die: number; bonus: number };
  turrets: { manned: number; automatic: number };
  shield: { armor_bonus: number; power: number } | null;
  equipment: string[];
  fuel: number;
}

export interface CrewGradeFile {
  grade: string;
  combat_skill: number;
  crew_skill_roll: number;
  experience: number;
  starting_skill_d10: number[] | null;
  fighter_dogfight_bonus: number;
}

export interface DefenseRatingRowFile {
  label: string;
  category_min: number;
  category_max: number | null;
  modifier: number | null;
  note?: string;
}

export interface DeploymentFile {
  ship_id: string;
  design: string;
  x: number;
  y: number;
  heading: number;
  rolled: boolean;
}

export interface ScenarioFile {
  id: string;
  name: string;
  status: string;
  table: { width: number; length: number; [key: string]: unknown };
  turn_limit: number;
  squadrons: { id: string; side: string; command_ship: string; ships: string[] }[];
  deployment: DeploymentFile[];
  [key: string]: unknown;
}

export type TechProfileFile = Record<string, number | string>;

export interface CommandFile {
  id: string;
  name: string;
  type: 'movement' | 'combat' | 'combined';
  crew_roll: { kind: 'free' | 'modifier' | 'opposed'; modifier?: number; rule?: string };
  speed_multiplier: [number, number] | 'any';
  level: number;
  status: string;
  turns: { mode: 'add' | 'set' | 'none'; value?: number };
  turn_delay?: number | null;
  own_defense_rating_mod?: number;
  own_target_number_mod?: number;
  [key: string]: unknown;
}

export interface FighterTablesFile {
  hangar_launch_rates: { hangar: string; launch_rate: number; scramble_launch_rate: number }[];
  launch_costs: { fighter_type: string; launch_cost: number }[];
  fixed_bay_multiplier: number;
  weapon_designs: { id: string; name: string; dogfight_bonus: number; damage_bonus: number }[];
  [key: string]: unknown;
}

export interface SeDataFile {
  command_table: { commands: CommandFile[]; [key: string]: unknown };
  fighter_tables: FighterTablesFile;
  crew_skill_table: CrewGradeFile[];
  defense_rating_by_category: { rule: string; rows: DefenseRatingRowFile[] };
  facing_modifiers: Record<SectionId, number> & { rule: string; note: string };
  weapon_factor_table: { rows: Record<string, number[]>; [key: string]: unknown };
  arcs: {
    sizes_degrees: Record<string, number>;
    size_status: Record<string, string>;
    [key: string]: unknown;
  };
  weapon_classification: { class_min: number; class_max: number | null; classification: string }[];
  interceptor_die_by_active_defense_tech: Record<
    string,
    string | { die: string; status: string; reason: string }
  >;
  technology: { example_profile: TechProfileFile; [key: string]: unknown };
  weapon_types: {
    types: { id: string; family: string; [key: string]: unknown }[];
    [key: string]: unknown;
  };
  weapons: WeaponFile[];
  ships: ShipFile[];
  fighter_types: FighterTypeFile[];
  sides: Record<string, { name: string; status: string; tech_profile: string | TechProfileFile }>;
  scenario: ScenarioFile;
  [key: string]: unknown;
}
