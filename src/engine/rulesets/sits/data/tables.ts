/**
 * Typed reads of the SITS tables (§3 of the digest). Each lookup returns the cell and its status,
 * so provenance travels with the number; the rules use the plain values.
 */
import { SITS_TABLES } from './sits-tables.js';
import type {
  BeamTableFile,
  CellStatus,
  MissileType,
  ShipClassFile,
  TorpedoType,
} from './tables-file.js';

export type { CellStatus, MissileType, TorpedoType } from './tables-file.js';

export interface Cell<T = number> {
  value: T;
  status: CellStatus;
}

/** Largest integer whose square is at most n (exact for every safe integer, unlike floor(√n)). */
export function integerSqrt(n: number): number {
  let r = Math.floor(Math.sqrt(n));
  while (r * r > n) r--;
  while ((r + 1) * (r + 1) <= n) r++;
  return r;
}

const RALT = SITS_TABLES.ralt;
const RALT_SIZE = RALT.values.length - 1;

/**
 * The Range Angle Lookup Table, values[V][H] = floor(√(H² + V²)) (§3.1). Beyond the card's 0..50
 * the formula stands in, marked R like the card's own blank cells.
 */
export function ralt(h: number, v: number): Cell {
  if (!Number.isInteger(h) || !Number.isInteger(v) || h < 0 || v < 0) {
    throw new RangeError(`RALT needs whole non-negative H and V, got H ${h}, V ${v}`);
  }
  if (h <= RALT_SIZE && v <= RALT_SIZE) {
    return { value: RALT.values[v][h], status: RALT.status[v][h] };
  }
  return { value: integerSqrt(h * h + v * v), status: 'R' };
}

/** The six RoC bands in hexes per segment, their per-turn equivalents and status (§3.2). */
export const ROC_BANDS = SITS_TABLES.roc_bands.bands.map((b, i) => ({
  index: b.index,
  label: b.label,
  perSegment: { min: b.min, max: b.max },
  perTurn: {
    min: SITS_TABLES.roc_bands.equivalent_roc_per_turn[i].min,
    max: SITS_TABLES.roc_bands.equivalent_roc_per_turn[i].max,
  },
  status: SITS_TABLES.roc_bands.status[i],
}));

export type BeamFamily = 'graser' | 'laser';

export interface BeamTable {
  id: string;
  family: BeamFamily;
  rating: number;
  /** The last range row; beyond it the weapon does nothing (SITS-BEAM-6). */
  maxRange: number;
  values: readonly (readonly number[])[];
  status: readonly (readonly CellStatus[])[];
}

function beamTable(family: BeamFamily, t: BeamTableFile): BeamTable {
  return {
    id: t.id,
    family,
    rating: t.rating,
    maxRange: t.max_range,
    values: t.values,
    status: t.status,
  };
}

const BEAM_TABLES: ReadonlyMap<string, BeamTable> = new Map(
  [
    ...SITS_TABLES.beam_tables.graser.tables.map((t) => beamTable('graser', t)),
    ...SITS_TABLES.beam_tables.laser.tables.map((t) => beamTable('laser', t)),
  ].map((t) => [t.id, t]),
);

export function beamTableIds(): string[] {
  return [...BEAM_TABLES.keys()];
}

export function findBeamTable(id: string): BeamTable | undefined {
  return BEAM_TABLES.get(id);
}

/** table[range][band] (§3.3, §3.4); null past the table's last row. */
export function beamDamage(tableId: string, range: number, band: number): Cell | null {
  const t = BEAM_TABLES.get(tableId);
  if (!t) throw new RangeError(`no beam table ${tableId}`);
  if (range < 0 || range > t.maxRange) return null;
  return { value: t.values[range][band], status: t.status[range][band] };
}

export interface TorpedoRow {
  type: TorpedoType;
  range: number;
  damage: number;
  status: { range: CellStatus; damage: CellStatus };
}

export function torpedo(type: TorpedoType): TorpedoRow {
  const row = SITS_TABLES.energy_torpedoes.rows.find((r) => r.type === type);
  if (!row) throw new RangeError(`no energy torpedo ${type}`);
  return row;
}

export const GRAV_LANCE = {
  maxRange: SITS_TABLES.grav_lance.max_range,
  cycle: SITS_TABLES.grav_lance.cycle_segments,
  status: {
    test: SITS_TABLES.grav_lance.test_status,
    variance: SITS_TABLES.grav_lance.variance_status,
    maxRange: SITS_TABLES.grav_lance.max_range_status,
    cycle: SITS_TABLES.grav_lance.cycle_status,
    downFor: SITS_TABLES.grav_lance.down_for_status,
  },
} as const;

export interface MissileRangeColumn {
  label: string;
  min: number;
  max: number | null;
  /** An integer limit per turn, or null for a 1/N column. */
  maxSalvosPerTurn: number | null;
  /** N of a 1/N column: one salvo every N turns. */
  oneSalvoEveryTurns: number | null;
  rangeMod: number;
  status: { label: CellStatus; maxSalvos: CellStatus; rangeMod: CellStatus };
}

export const MISSILE_RANGE_COLUMNS: readonly MissileRangeColumn[] =
  SITS_TABLES.missile_range_table.columns.map((c) => ({
    label: c.label,
    min: c.min,
    max: c.max,
    maxSalvosPerTurn: c.max_salvos_parsed.per_turn,
    oneSalvoEveryTurns: c.max_salvos_parsed.one_salvo_every_turns,
    rangeMod: c.range_mod,
    status: {
      label: c.label_status,
      maxSalvos: c.max_salvos_status,
      rangeMod: c.range_mod_status,
    },
  }));

/** The Missile Range Table column of a launch range (§3.6). */
export function missileRangeColumn(range: number): MissileRangeColumn {
  const col = MISSILE_RANGE_COLUMNS.find(
    (c) => range >= c.min && (c.max === null || range <= c.max),
  );
  if (!col) throw new RangeError(`no Missile Range Table column for range ${range}`);
  return col;
}

export type Warhead = 'laser' | 'nuke';

/** Damage of one missile of a type and warhead that reaches its target (§3.7). */
export function missileDamage(type: MissileType, warhead: Warhead): Cell {
  const row = SITS_TABLES.missile_damage.rows.find((r) => r.type === type);
  if (!row) throw new RangeError(`no missile type ${type}`);
  return warhead === 'laser'
    ? { value: row.laser, status: row.laser_status }
    : { value: row.nuke, status: row.nuke_status };
}

export const MISSILE_TYPES: readonly MissileType[] = SITS_TABLES.missile_damage.rows.map(
  (r) => r.type,
);

export const DEFENCE = {
  decoyBonus: SITS_TABLES.defense_constants.decoy_bonus,
  nukeBonus: SITS_TABLES.defense_constants.nuke_bonus,
  fireControlPenaltyPerHit: SITS_TABLES.defense_constants.fire_control_penalty_per_hit,
  dvMin: SITS_TABLES.defense_constants.dv_min,
  dvMax: SITS_TABLES.defense_constants.dv_max,
  dvSaturatedMin: SITS_TABLES.defense_constants.dv_saturated_min,
  status: SITS_TABLES.defense_constants.status,
} as const;

/** The printed remainder split of §3.8 for larger remainder L and smaller S, per segment 1..8. */
export function remainderSplitPattern(larger: number, smaller: number): readonly string[] {
  const p = SITS_TABLES.remainder_split.patterns[`${larger}|${smaller}`];
  if (!p) throw new RangeError(`no remainder split ${larger} / ${smaller}`);
  return p;
}

export interface ThrustChartRow {
  thrust: number;
  hexesByPulse: readonly number[];
  residualUnits: number;
  extraHexAtBreak: number;
  velocityGain: number;
}

/** The thrust chart row of §3.9 (T 1..12): a chart held at T for 8 pulses. */
export function thrustChartRow(thrust: number): ThrustChartRow | undefined {
  const r = SITS_TABLES.thrust_chart.rows.find((x) => x.thrust === thrust);
  return (
    r && {
      thrust: r.thrust,
      hexesByPulse: r.displacement_hexes_by_pulse,
      residualUnits: r.residual_units_after_8,
      extraHexAtBreak: r.extra_hex_at_break,
      velocityGain: r.velocity_gain_after_8,
    }
  );
}

export const PULSES_PER_CHART = SITS_TABLES.thrust_chart.pulses_per_chart;

export type SystemName =
  | 'weapon'
  | 'sidewall'
  | 'impeller'
  | 'maneuver'
  | 'fire_control'
  | 'active_defense'
  | 'decoy'
  | 'magazine'
  | 'bridge';

/** The system a d10 (0–9) hits on the System Hit Table (§3.10). */
export function systemHit(d10: number): { system: SystemName; effect: string } {
  const row = SITS_TABLES.system_hit_table.rows.find((r) => r.roll.includes(d10));
  if (!row) throw new RangeError(`no System Hit Table row for ${d10}`);
  return { system: row.system as SystemName, effect: row.effect };
}

export const SYSTEM_HIT_STATUS = SITS_TABLES.system_hit_table.status;

export const SHIP_CLASS_FILES: readonly ShipClassFile[] = SITS_TABLES.ship_classes;

export const PICKET_CLASH_FILE = SITS_TABLES.scenario;

export const ORDER_ERROR_CODES: readonly string[] = SITS_TABLES.order_error_codes;
