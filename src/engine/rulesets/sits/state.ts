/**
 * The SITS game state (§1.4 of the digest) as plain JSON: no classes, no Maps. Ship classes are
 * copied into the state at setup, so a custom setup's own classes travel with the game.
 */
import type { Axial } from '../../geometry/hex.js';
import type { MissileType, MountFile } from './data/tables-file.js';
import type { SystemName, Warhead } from './data/tables.js';
import type { RollAngle, SidewallSide } from './rules/arcs.js';
import type { Counts, DirectionLetter } from './rules/directions.js';

export type MountKind = 'graser' | 'laser' | 'energy_torpedo' | 'grav_lance' | 'missile';
export type BeamKind = Exclude<MountKind, 'missile'>;

/** A class's mount as the tables list it, with its weapons or tubes as one `count`. */
export type MountClass = Omit<MountFile, 'count' | 'tubes'> & {
  kind: MountKind;
  /** Weapons in a beam mount, tubes in a missile mount. */
  count: number;
};

export interface ShipClass {
  id: string;
  name: string;
  cost: number;
  hull: number;
  systemThreshold: number;
  maxThrust: number;
  pivotTime: number;
  rollTime: number;
  sidewalls: Record<SidewallSide, number>;
  activeDefense: number;
  adCapacity: number;
  decoys: number;
  damageControl: { parties: number; target: number };
  mounts: MountClass[];
}

export type ShipStatus = 'active' | 'destroyed' | 'disengaged';

/** With the altitude module, thrust may push up (+) or down (−) instead of along the facing. */
export type BurnDirection = DirectionLetter | 'up' | 'down';

export interface Burn {
  dir: BurnDirection;
  pulsesUsed: number;
  dispUnits: number;
}

export type PivotDir = 'cw' | 'ccw' | 'up' | 'down';
export type RollDir = 'cw' | 'ccw';

export interface Sidewall {
  strength: number;
  max: number;
  knockedDown: boolean;
  regenAt: number | null;
}

export interface MountState {
  operational: number;
  max: number;
  ammo: number | null;
  lastFiredG: number | null;
}

export type Pitch = 'LEVEL' | 'UP' | 'DOWN';

/** SITS-ALT-1: altitude, the one vertical vector (+ up, − down, signed) and pitch. */
export interface AltitudeState {
  z: number;
  /** The altitude the ship moves to in step 6, as `fpm` is its hex. */
  fz: number;
  vertical: number;
  verticalDots: number;
  pitch: Pitch;
}

/** What a damage record says was hit: a System Hit Table row, or extra hull damage. */
export type SystemHitKind = SystemName | 'hull';

/** What a system hit changed, exactly, so a repair undoes that and no more (SITS-DC-3). */
export interface DamageRecord {
  id: string;
  ship: string;
  system: SystemHitKind;
  detail: {
    mount?: string;
    sidewall?: SidewallSide;
    /** The actual change the hit made (a limit may have made it smaller than nominal). */
    amount?: number;
    adCapacity?: number;
  };
  g: number;
  repairable: boolean;
  attemptsUsed: number;
  repaired: boolean;
}

export interface ShipState {
  id: string;
  side: string;
  classId: string;
  name: string;
  status: ShipStatus;
  pos: Axial;
  fpm: Axial;
  facing: DirectionLetter;
  rollAngle: RollAngle;
  velocity: Counts;
  thrust: number;
  maxThrust: number;
  burn: Burn;
  dots: Counts;
  pivot: { dir: PivotDir; hexsidesLeft: number; progress: number } | null;
  roll: { dir: RollDir; quartersLeft: number; progress: number } | null;
  pivotTime: number;
  rollTime: number;
  wedgeUp: boolean;
  wedgeRaiseAt: number | null;
  sidewalls: Record<SidewallSide, Sidewall>;
  hull: number;
  maxHull: number;
  damageTaken: number;
  ad: number;
  adCapacity: number;
  adRemaining: number;
  decoys: number;
  fcPenalty: number;
  dcTarget: number;
  dcParties: number;
  mounts: Record<string, MountState>;
  salvosThisTurn: number;
  lastLaunchTurn: number | null;
  damageRecords: DamageRecord[];
  pivotCompleted: boolean;
  thrustZeroOrdered: boolean;
  /** SITS-THR-6 (d): thrust forced to 0 this segment by wedge loss or maxThrust 0. */
  thrustForcedZero: boolean;
  altitude: AltitudeState | null;
}

export interface Salvo {
  id: string;
  g: number;
  launcher: string;
  mount: string;
  target: string;
  missileType: MissileType;
  warhead: Warhead;
  count: number;
  launchPos: Axial;
  launchZ: number | null;
  launchRange: number;
  band: string;
  rangeMod: number;
  fcPenalty: number;
  decoyed: boolean;
  status: 'in_flight' | 'resolved' | 'discarded';
}

export interface Decoy {
  ship: string;
  salvo: string;
  g: number;
}

export type Card = string;

export interface SideState {
  id: string;
  name: string;
  forceCost: number;
  miracleCommander: boolean;
  miracleHand: Card[];
  miracleHeld: boolean;
  deck: Card[];
  conceded: boolean;
}

export interface OptionalRules {
  altitude: boolean;
  miracles: boolean;
}

/** The game itself; the flow adds its own fields (open step, hidden submissions) beside these. */
export interface SitsGame {
  turn: number;
  segment: number;
  g: number;
  turnLimit: number;
  optionalRules: OptionalRules;
  sides: SideState[];
  ships: Record<string, ShipState>;
  classes: Record<string, ShipClass>;
  salvos: Salvo[];
  decoys: Decoy[];
}

/** SITS-GEN-6: ships in canonical order, by id (plain string comparison). */
export function shipsInOrder(game: SitsGame): ShipState[] {
  return Object.keys(game.ships)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((id) => game.ships[id]);
}

export function activeShips(game: SitsGame): ShipState[] {
  return shipsInOrder(game).filter((s) => s.status === 'active');
}

export function shipClass(game: SitsGame, ship: ShipState): ShipClass {
  return game.classes[ship.classId];
}

export function mountClass(
  game: SitsGame,
  ship: ShipState,
  mountId: string,
): MountClass | undefined {
  return shipClass(game, ship).mounts.find((m) => m.id === mountId);
}

/** SITS-GEN-7: g = 8 × (turn − 1) + segment. */
export function globalSegment(turn: number, segment: number): number {
  return 8 * (turn - 1) + segment;
}

/** A sidewall is up when its strength is above 0, it is not knocked down and the wedge is up. */
export function isSidewallUp(
  ship: Pick<ShipState, 'sidewalls' | 'wedgeUp'>,
  side: SidewallSide,
): boolean {
  const w = ship.sidewalls[side];
  return w.strength > 0 && !w.knockedDown && ship.wedgeUp;
}

/** The three order windows of SITS-ORD-7, and the end. */
export type SitsStep = 'segment_orders' | 'decoy_response' | 'turn_break_orders' | 'over';

export type SitsEnd = 'annihilation' | 'turn_limit' | 'resigned';

/** The game and where play stands: which window is open, for whom, and what is in, unrevealed. */
export interface SitsState extends SitsGame {
  /** Side id of each seat, in the scenario's order. */
  seatSides: string[];
  step: SitsStep;
  /** Sides the open window concerns (SITS-ORD-7). */
  concerned: string[];
  /** Accepted submissions of the open window by side id: secret until it closes. */
  submitted: Record<string, unknown>;
  ended: { reason: SitsEnd; resignedSide?: string } | null;
}
