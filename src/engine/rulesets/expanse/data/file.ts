/** The shape of `expanse-ships.json` (schema 3), as the digest's companion file writes it. */

export type BandId = 'XC' | 'C' | 'M' | 'L' | 'BEYOND';
export type WeaponType = 'pdc' | 'railgun' | 'torpedo' | 'grappler';
export type AbilityId = 'COMM' | 'INT' | 'DEX' | 'ACC' | 'CON';
export type FocusId =
  'Leadership' | 'Tactics' | 'Technology' | 'Engineering' | 'Piloting' | 'Gunnery' | 'Stamina';
export type RoleId = 'captain' | 'pilot' | 'comms' | 'weapons' | 'engineer';
export type JuiceId = 'none' | 'standard' | 'good' | 'bad';
export type LossKind = 'collateral' | 'manoeuvrability' | 'sensors' | 'weapons';

/** Which sources back an entry and which of its fields the digest supplied. */
export interface FileProvenance {
  status?: string;
  sources?: string[];
  provisional_fields?: string[];
  basis?: string;
  note?: string;
}

export interface SizeRow {
  size: number;
  name: string;
  length_m: number;
  hull: string;
  hull_dice_count: number;
  crew_min: number;
  crew_typical: number;
}

export type EvasionBase = number | 'auto_hit';

export interface WeaponTypeRow {
  damage: string | null;
  min_band: BandId;
  max_band: BandId;
  evasion_base?: Partial<Record<BandId, EvasionBase>>;
  evasion_base_by_launch_band?: Partial<Record<BandId, EvasionBase>>;
  dual_use_evasion_base?: number;
  point_defence_base?: number;
  point_defence_base_dual_use?: number;
  time_to_impact_rounds?: Partial<Record<BandId, number>>;
  targetable: boolean;
  launches_per_round?: number;
  effect?: string;
  note?: string;
}

export interface QualityFile {
  id: string;
  kind: 'quality' | 'flaw';
  combat_effect: boolean;
  effect: string;
  params?: Record<string, unknown>;
  provenance: FileProvenance;
}

export interface WeaponFile {
  id: string;
  type: WeaponType;
  arc: string;
  damage: string | null;
  magazine: number | null;
  warhead?: 'he' | 'plasma' | 'flechette';
}

export interface ShipClassFile {
  id: string;
  name: string;
  size: number;
  size_name: string;
  hull: { expr: string; dice_count: number; plating: number };
  sensors_base: number;
  sensors_breakdown?: Record<string, number>;
  crew_min: number;
  crew_typical: number;
  crew_current: number;
  default_competence: string;
  juice: JuiceId;
  qualities: { id: string; level?: number }[];
  flaws: { id: string; system?: string }[];
  weapons: WeaponFile[];
  provenance: FileProvenance;
}

export interface CrewMemberFile {
  id_suffix: RoleId;
  roles: RoleId[];
  station: 'ops' | 'engineering';
  abilities: Record<AbilityId, number>;
  focuses: FocusId[];
  fortune: number;
  toughness: number;
}

export interface CrewTemplateFile {
  id: string;
  competence_bonus: number;
  fortune: number;
  members: CrewMemberFile[];
  roster_order: RoleId[];
  succession: RoleId[];
  primary_score_check: number;
  provenance: FileProvenance;
}

export interface ScenarioFile {
  id: string;
  name: string;
  sides: { id: string; name: string; objective: string }[];
  ships: {
    id: string;
    name: string;
    side: string;
    class: string;
    crew_template: string;
    scenario_index: number;
    note?: string;
  }[];
  pairs: { ships: [string, string]; band: BandId }[];
  terrain: unknown[];
  round_limit: number;
  [key: string]: unknown;
}

export interface ExpanseDataFile {
  schema_version: string;
  title: string;
  companion_rules: string;
  provenance: { summary: string; sources: Record<string, string> };
  tables: {
    sizes: SizeRow[];
    sizes_provenance: FileProvenance;
    competence: { id: string; bonus: number }[];
    competence_provenance: FileProvenance;
    bands: { id: BandId; index: number; name: string; distance: string }[];
    weapon_types: Record<WeaponType, WeaponTypeRow>;
    weapon_types_provenance: FileProvenance;
    loss_tables: {
      normal_d6: Record<string, string>;
      serious_d6: Record<string, string>;
      conditions_to_losses: Record<string, { normal: number; or_serious?: number }>;
      provenance: FileProvenance;
    };
    targeted_attack: Record<LossKind, { tn: number; hull_factor: number }> & {
      rounding: string;
      provenance: FileProvenance;
    };
    fixed_tns: Record<string, number | FileProvenance>;
  };
  qualities_and_flaws: QualityFile[];
  ship_classes: ShipClassFile[];
  crew_templates: CrewTemplateFile[];
  scenarios: ScenarioFile[];
}
