/**
 * The shape of `sits-tables.json` as the digest ships it (snake_case keys kept, so the copy stays
 * verbatim). Only `tables.ts` reads these; the rules read the typed accessors there.
 */

/** L legible on the charts, R reconstructed from damaged text, P provisional (not in source). */
export type CellStatus = 'L' | 'R' | 'P';

export type DirectionLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
export type MountSide = 'bow' | 'stern' | 'port' | 'starboard';
export type MissileType = 'M2' | 'M4' | 'M9';
export type TorpedoType = '1ET' | '2ET';

export interface BeamTableFile {
  id: string;
  rating: number;
  max_range: number;
  ranges: number[];
  /** values[range][RoC band] */
  values: number[][];
  status: CellStatus[][];
  basis?: string[][];
}

export interface MissileRangeColumnFile {
  label: string;
  min: number;
  max: number | null;
  label_status: CellStatus;
  max_salvos: string;
  max_salvos_parsed: { per_turn: number | null; one_salvo_every_turns: number | null };
  max_salvos_status: CellStatus;
  range_mod: number;
  range_mod_status: CellStatus;
}

export interface MountFile {
  id: string;
  side: MountSide;
  kind: 'graser' | 'laser' | 'energy_torpedo' | 'grav_lance' | 'missile';
  count?: number;
  tubes?: number;
  table?: string;
  cycle?: number;
  maxRange?: number;
  quality?: number;
  etType?: TorpedoType;
  missileType?: MissileType;
  ammo?: number;
}

export interface ShipClassFile {
  id: string;
  name: string;
  status: CellStatus;
  cost: number;
  hull: number;
  systemThreshold: number;
  maxThrust: number;
  pivotTime: number;
  rollTime: number;
  sidewalls: { port: number; starboard: number };
  activeDefense: number;
  adCapacity: number;
  decoys: number;
  damageControl: { parties: number; target: number };
  mounts: MountFile[];
}

export interface ScenarioShipFile {
  id: string;
  side: string;
  class: string;
  name: string;
  pos: [number, number];
  facing: DirectionLetter;
  velocity: Partial<Record<DirectionLetter, number>>;
  thrust: number;
  rollAngle: number;
}

export interface SitsTablesFile {
  meta: Record<string, unknown>;
  ralt: {
    title: string;
    axes: Record<string, string>;
    formula: string;
    printed_extent: string;
    /** values[V][H] */
    values: number[][];
    status: CellStatus[][];
    garbled_cells_restored_from_mirror_cell: { V: number; H: number; value: number }[];
    confidence: string;
  };
  roc_bands: {
    title: string;
    unit: string;
    bands: { index: number; label: string; min: number; max: number | null }[];
    status: CellStatus[];
    equivalent_roc_per_turn: { index: number; min: number; max: number | null }[];
    equivalent_status: CellStatus;
  };
  beam_tables: {
    graser: { title: string; family_status: string; tables: BeamTableFile[] };
    laser: {
      title: string;
      family_status: string;
      range_factors: number[];
      tables: BeamTableFile[];
    };
    reconstruction_rule: string;
  };
  energy_torpedoes: {
    title: string;
    rows: {
      type: TorpedoType;
      range: number;
      damage: number;
      status: { range: CellStatus; damage: CellStatus };
    }[];
    notes: string[];
  };
  grav_lance: {
    title: string;
    test: string;
    test_status: CellStatus;
    variance_roll_3d10v: string;
    variance_status: CellStatus;
    max_range: number;
    max_range_status: CellStatus;
    cycle_segments: number;
    cycle_status: CellStatus;
    down_for: string;
    down_for_status: CellStatus;
  };
  missile_range_table: {
    title: string;
    range_unit: string;
    columns: MissileRangeColumnFile[];
    notes: string[];
    confidence: string;
  };
  missile_damage: {
    title: string;
    rows: {
      type: MissileType;
      name: string;
      label_status: CellStatus;
      laser: number;
      nuke: number;
      laser_status: CellStatus;
      nuke_status: CellStatus;
    }[];
    notes: string[];
  };
  defense_constants: {
    status: CellStatus;
    decoy_bonus: number;
    nuke_bonus: number;
    fire_control_penalty_per_hit: number;
    dv_min: number;
    dv_max: number;
    dv_saturated_min: number;
  };
  remainder_split: {
    title: string;
    status: CellStatus;
    rule: string;
    /** "L|S" → per segment 1..8: '' none, 'L', 'S', or two letters for two moves. */
    patterns: Record<string, string[]>;
  };
  thrust_chart: {
    title: string;
    status: CellStatus;
    pulses_per_chart: number;
    dots_per_pulse: string;
    displacement_units_per_pulse: string;
    rows: {
      thrust: number;
      displacement_hexes_by_pulse: number[];
      residual_units_after_8: number;
      extra_hex_at_break: number;
      velocity_gain_after_8: number;
    }[];
  };
  system_hit_table: {
    title: string;
    status: CellStatus;
    rows: { roll: number[]; system: string; effect: string }[];
  };
  arcs: {
    status: CellStatus;
    normal_roll: Record<MountSide, number[]>;
    inverted_roll: Record<MountSide, number[]>;
    wedge_roll: Record<MountSide, number[]>;
    sectors: Record<string, string>;
  };
  ship_classes: ShipClassFile[];
  scenario: {
    id: string;
    name: string;
    status: CellStatus;
    turnLimit: number;
    firstTurn: number;
    firstSegment: number;
    optionalRules: { altitude: boolean; miracles: boolean };
    suggestedSeed: number;
    map: string;
    sides: { id: string; name: string; forceCost: number }[];
    ships: ScenarioShipFile[];
    initialState: string;
  };
  order_error_codes: string[];
}
