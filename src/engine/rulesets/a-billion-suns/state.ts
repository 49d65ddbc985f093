/**
 * The engine state of A Billion Suns (spec 1.3): plain JSON, lean, cloned by the driver on every
 * accepted order. Ships, battlegroups and objects are keyed by id; `seq` (creation order) is the
 * tie-break everywhere (spec 1.3), so iteration order never depends on key order.
 */
import type { Frame } from './flow/frames.js';
import type { OrderName, Phase, Seat } from './words.js';

export type { OrderName, Phase, Seat };

export interface Point {
  x: number;
  y: number;
}

/** Where a model is: a point on one table (ABS-GEN-6). */
export interface Location extends Point {
  table: string;
}

export interface Circle extends Point {
  id: string;
  radius: number;
}

export interface Table {
  id: string;
  width: number;
  height: number;
  planetoids: Circle[];
  dangerZones: Circle[];
}

export interface Helm {
  seizeInitiative: number;
  jumpIn: number;
  tactical: number;
}

export type HelmArea = keyof Helm;

export interface Ceo {
  id: string;
  corpName: string;
  seat: Seat;
  /** May be negative (ABS-SCORE-3). */
  credits: number;
  /** The revealed helm (ABS-CMD-3); null from the start of a Command Phase until the reveal. */
  helm: Helm | null;
  /** A submitted, not yet revealed helm: secret (ABS-CMD-2), never in another seat's view. */
  secretHelm: Helm | null;
  passedJump: boolean;
  /** Revenue per contract id, and total requisition spending: profit = credits (ABS-SCORE-6). */
  revenue: Record<string, number>;
  spent: number;
  resigned: boolean;
}

export interface Ship {
  id: string;
  seq: number;
  classId: string;
  ceo: Seat;
  /** Null while in reserve. */
  bg: string | null;
  /** Null while in reserve (ABS-GEN-7: not in play). */
  at: Location | null;
  heading: number;
  damage: number;
  /** Destroyed but not yet removed (ABS-DMG-8: it still centres explosions). */
  destroyed: boolean;
  /** ABS-MOV-7, for this movement step. */
  moved: number;
  /** ABS-MOV-5, for this activation. */
  maxPivot: number;
}

export interface EffectsUsed {
  powerToEngines: boolean;
  inertialDampeners: boolean;
  jumpHop: boolean;
  scan: boolean;
}

export interface Battlegroup {
  id: string;
  seq: number;
  ceo: Seat;
  classId: string;
  /** Ids of its ships in play, in seq order. */
  ships: string[];
  activated: boolean;
  order: OrderName | null;
  engageTarget: string | null;
  easyTarget: boolean;
  used: EffectsUsed;
  thrustMultiplier: 1 | 2;
  /** Contract tokens it carries (ABS-BG-7), e.g. { lifeboat: 1 }. */
  carried: Record<string, number>;
}

export type ObjectType =
  | 'asteroid'
  | 'civilian_ship'
  | 'criminal_ship'
  | 'facility'
  | 'lifeboat'
  | 'jump_point'
  | 'space_kraken';

export interface GameObject {
  id: string;
  seq: number;
  type: ObjectType;
  at: Location;
  heading: number;
  damage: number;
  destroyed: boolean;
  /** Jump points only (ABS-OBJ-2). */
  owner: Seat | null;
  /** Civilian ships: where they fly (ABS-OBJ-7). */
  destination: Point | null;
}

export type ContractType =
  'mining_concession' | 'security_sweep' | 'search_and_rescue' | 'zone_control';

export interface Contract {
  id: string;
  type: ContractType;
  /** The table it applies to; null for every table. */
  table: string | null;
  params: Record<string, unknown>;
  /** Last round in which it pays (ABS-SCORE-4); null for the whole game. */
  expiresAfterRound: number | null;
}

/** The battlegroups acting in the current activation, active one first (ABS-ACT-3). */
export interface Activation {
  ceo: Seat;
  bgs: string[];
}

export interface AbsState {
  scale: number;
  roundLimit: number;
  round: number;
  phase: Phase;
  tables: Table[];
  ceos: Ceo[];
  initiative: Seat | null;
  firstJump: Seat | null;
  firstTactical: Seat | null;
  ships: Record<string, Ship>;
  battlegroups: Record<string, Battlegroup>;
  objects: Record<string, GameObject>;
  contracts: Contract[];
  /** Creation counter for ships, battlegroups and objects (spec 1.3). */
  nextSeq: number;
  /** Counter that makes every decision id unique. */
  nextWait: number;
  /** What remains to be done, innermost last: the resumable flow of the game (flow/). */
  agenda: Frame[];
  activation: Activation | null;
  /** Set when the game ends early (resignation). */
  endedBy: 'rounds' | 'resignation' | null;
}
