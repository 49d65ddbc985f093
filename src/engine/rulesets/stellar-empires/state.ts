/**
 * Stellar Empires' state: plain JSON (the driver copies it on every accepted order). Designs are
 * read from the data by id; the state holds only what play changes. Seat 0 is side A, seat 1 side B.
 */
import type { Seat } from '../../core/contract.js';
import type { SectionId } from './data/data.js';
import type { AffEntry, FighterState } from './rules/level2/fighters/flight-state.js';
import type { Terrain } from './rules/level2/terrain/terrain.js';

export type Side = 0 | 1;
/** Derelict: a Level 2 ship whose crew is gone (SE-CRIT-13), out of play and scored as destroyed. */
export type ShipStatus = 'active' | 'destroyed' | 'disengaged' | 'derelict';
export type Phase = 'movement' | 'combat' | 'action' | 'over';

export interface SectionState {
  /** Armor points lost: boxes marked from the highest row down. */
  armorMarked: number;
  blocksMarked: number;
}

export interface ProjectorState {
  capacity: number;
  /** The turn the projector dropped to 0 (SE-SHLD-6), or null. */
  droppedTurn: number | null;
}

export interface SystemState {
  id: string;
  /** Weapons of the system destroyed (Level 2 system hits; 0 at Level 1). */
  lost: number;
  charge: number;
  firedTurn: number | null;
}

export interface ShipState {
  id: string;
  design: string;
  side: Side;
  x: number;
  y: number;
  heading: number;
  rolled: boolean;
  status: ShipStatus;
  sections: Record<SectionId, SectionState>;
  primaryMarked: number;
  shields: Record<SectionId, ProjectorState> | null;
  systems: SystemState[];
  /** This turn's unspent reactor output (SE-WPN-GEN-5). */
  reactorLeft: number;
  capacitor: number;
  ammo: number;
  squadron: string | null;
  outOfCommand: boolean;
  /** Consecutive Movement Phases ended out of command (SE-MOV-17). */
  outOfCommandStreak: number;
  /** Level 2: this turn's declared special commands and their crew rolls (SE-CMD-1..5). */
  commands: { id: string; success: boolean; target?: string }[];
  /** Level 2: last turn's successful movement or combined command (SE-CMD-BWB). */
  lastMoveCommand: string | null;
  /** Level 2: the ship this one tracks in this turn's Movement Phase (SE-CMD-TRACK). */
  tracking?: string;
  /** Level 2: system damage from critical hits (SE-CRIT-5..14); absent until the first. */
  damage?: SystemDamage;
  /** Level 2: structure points marked this turn, for the critical checks (SE-CRIT-1). */
  struck?: StruckPoints;
  /** Level 2: the field of a design that has one (SE-SHLD-9..11). */
  field?: FieldState;
}

/** Where structure points landed this turn; EM points apart, they check on 8+ (SE-WPN-EMAG). */
export type StruckPoints = Record<SectionId | 'primary', { normal: number; em: number }>;

export interface FieldState {
  capacity: number;
  droppedTurn: number | null;
}

/** Level 2 system damage (SE-CRIT-5..14): hits marked on each track, and what they destroyed. */
export interface SystemDamage {
  speed: number;
  turns: number;
  sensor: number;
  reactor: number;
  capacitor: number;
  crew: number;
  bridge: number;
  targetingComputer: number;
  weaponsControl: number;
  isDrive: number;
  interceptor: number;
  redundancyUsed: number;
  noDamageControl: boolean;
  generator: number;
  /** Permanent absorption loss of every projector (Shield Core, SE-CRIT-14). */
  shieldLevel: number;
  projectorsDestroyed: SectionId[];
  baysDestroyed: string[];
  /** Crew hits due in the End Phase of a later turn (SE-CRIT-13). */
  delayedCrew: { turn: number; hits: number }[];
}

export interface Squadron {
  id: string;
  side: Side;
  commandShip: string;
  ships: string[];
}

export interface TorpedoTarget {
  ship: string;
  count: number;
}

/** A ballistic launch waiting for its impact in the Action Phase (SE-BAL-1). */
export interface BallisticMarker {
  id: string;
  kind: 'torpedo' | 'volley' | 'aoe';
  side: Side;
  launchUnit: string;
  launchPoint: { x: number; y: number };
  weapon: string;
  /** Volley: the target unit and strength V; torpedo: ships and counts; aoe: the point. */
  targetUnit?: string;
  strength?: number;
  targets?: TorpedoTarget[];
  point?: { x: number; y: number };
  count?: number;
  /** Launcher's combat skill and own modifiers at launch (SE-BAL-4). */
  skill: number;
  ownModifier: number;
  launchShip: string;
}

export interface PendingHit {
  id: string;
  attacker: string;
  system: string;
  weapon: string;
  /** Intercept vulnerability; 0 for beams and anything that cannot be intercepted. */
  int: number;
  /** Damage dice per hit (pulse hits carry the weapon's full dice). */
  pulse: boolean;
  /** [L2] fewer damage dice than the weapon's (an accelerating system fired early). */
  dice?: number;
  /** Extra to every damage die (range penalties), fixed when the hit was scored. */
  dieModifier: number;
  /** The attack origin (attacker's centre or launch point) and the section it strikes. */
  origin: { x: number; y: number };
  section: SectionId;
}

export interface HitGroup {
  attackingUnit: string;
  attackerSide: Side;
  target: string;
  hits: PendingHit[];
}

/** To-hit rolls done, waiting for the defender's interception (SE-INT-4, SE-BAL-15). */
export interface PendingInterception {
  attackingUnit: string;
  attackerSide: Side;
  target: string;
  hits: PendingHit[];
  /** The defender's answer, stored until the flow rolls it. */
  allocations:
    | {
        hit: string;
        dice: {
          ship: string;
          pool: 'close_defense' | 'assist' | 'aegis' | 'flight';
          count: number;
          flight?: string;
        }[];
      }[]
    | null;
}

export interface FireEntry {
  ship: string;
  system: string;
  target: string;
  mode: 'normal' | 'burst' | 'saturation';
  /** [L2] damage dice per hit of an accelerating system fired early. */
  dice?: number;
}

/** The activation being resolved: remaining declared fire, grouped by target in order. */
export interface Activation {
  unit: string;
  side: Side;
  queue: FireEntry[][];
  /** Level 2 anti-fighter fire, resolved after the anti-ship fire (SE-FTR-10). */
  aff?: AffEntry[];
}

export interface SeOptions {
  level2: boolean;
  pulseCombinedRoll: boolean;
  /** SE-MOR-2, SE-MOR-3: the Level 2 morale option; absent means "off". */
  morale?: 'off' | 'provisional';
}

/** Level 2 bookkeeping that Level 1 never needs. */
export interface Level2State {
  /** Ships each squadron started the battle with (SE-MOR-3). */
  squadronsStarted: Record<string, number>;
  moraleTested: string[];
  /** Field half points per (attacking ship > target), rounded up when its fire ends (SE-SHLD-10). */
  halfField: Record<string, number>;
  /** Sides still owing their Action Phase repairs this turn, in order (SE-ACT-1..4). */
  repairsOwed: Side[];
  /** Whether this Action Phase's IS-drive jumps were made (SE-ACT-5). */
  jumpsDone: boolean;
  /** Trackers that move next, in order (SE-CMD-TRACK). */
  trackDue: string[];
}

export interface SeState {
  options: SeOptions;
  table: { width: number; length: number };
  /** Level 2 terrain (SE-TER); empty at Level 1. */
  terrain: Terrain;
  turnLimit: number;
  turn: number;
  phase: Phase;
  sideNames: [string, string];
  tech: [{ base: number; activeDefense: number }, { base: number; activeDefense: number }];
  ships: ShipState[];
  squadrons: Squadron[];
  initiativeLoser: Side;
  /** Ships whose unit moved (Movement) or activated (Combat) this phase. */
  acted: string[];
  /** What is left of the current pair of SE-MOV-2: loser's units, then winner's. */
  burst: { loser: number; winner: number } | null;
  /** The unit whose `move_execute` is owed after its `move_declare`. */
  declared: string | null;
  markers: BallisticMarker[];
  nextMarker: number;
  activation: Activation | null;
  interception: PendingInterception | null;
  /** Close-defense and assist dice each defending ship spent against the current attacking unit. */
  spent: Record<string, { close: number; assist: number }>;
  /** Ballistic impacts still to resolve this Action Phase, in launch order (SE-BAL-19). */
  impacts: BallisticMarker[];
  /** The launching unit whose impacts are being resolved (SE-BAL-15: pools refresh per unit). */
  impactUnit: string | null;
  nextHit: number;
  /** The enemy unit each squadron has fired at this Combat Phase (SE-HIT-4). */
  squadronTargets: Record<string, string>;
  /** Armor half points per (attacking ship > target > section), rounded up when its fire ends. */
  halfArmor: Record<string, number>;
  /** Whether this turn's initiative was rolled and its reactors filled. */
  turnStarted: boolean;
  /** Hits waiting for interception and damage, one group per target ship. */
  hitQueue: HitGroup[];
  /** Level 2 only. */
  l2?: Level2State;
  /** Level 2 fighter flights (SE-FTR); absent when no side has any. */
  fighters?: FighterState;
  ended: { winner: Side | null; reason: string; scores: [number, number] } | null;
}

export function seatOfSide(side: Side): Seat {
  return side;
}

export function shipById(s: SeState, id: string): ShipState | undefined {
  return s.ships.find((x) => x.id === id);
}

export function inPlay(ship: ShipState | undefined): ship is ShipState {
  return ship !== undefined && ship.status === 'active';
}
