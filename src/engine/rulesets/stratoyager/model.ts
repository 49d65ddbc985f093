/**
 * Stratoyager's shared data model (spec §1.4): the types every part of the ruleset speaks —
 * the game flow (index.ts, rules/, decisions/), combat/, units/ and bots/.
 *
 * Owned by the game-flow side. The combat side imports from here and never the other way round;
 * what the flow needs from combat/ is written down at the end of this file as `CombatPort`.
 *
 * Everything in `GameState` is plain JSON: the match driver structured-clones it on every
 * accepted order, so it stays lean (no logs, no derived data, no unit types — those are looked up
 * by `typeId` in the catalog).
 */
import type { Dice } from '../../core/dice.js';

// ── basic values ────────────────────────────────────────────────────────────────────────────────

/** Sides are the match's seats 0 and 1 (SY-GEN-1). */
export type Side = 0 | 1;
/** An absolute clock direction, integer 0..11; 0 is +y, 3 is +x (SY-GEO-2). */
export type Hour = number;
/** Klicks, IEEE-754 double (SY-GEO-1). */
export interface Vec {
  x: number;
  y: number;
}

export type UnitStatus =
  | 'RESERVE' // not yet on the table
  | 'ON_TABLE'
  | 'OFF_TABLE' // left the table and intends to return (SY-EXIT)
  | 'WITHDRAWN' // left the table for good; scores as destroyed
  | 'WRECKED' // structure reduced to exactly 0
  | 'DESTROYED' // structure below 0 in one attack, stress, obstacle
  | 'ABANDONED'; // pilot ejected

export type MissileKind = 'GUIDED' | 'DUMB' | 'FRAGSHELL';
export type MissileClass = 'LIGHT' | 'MEDIUM' | 'HEAVY' | 'FRAGSHELL_POD';
export const MISSILE_CLASSES: readonly MissileClass[] = [
  'LIGHT',
  'MEDIUM',
  'HEAVY',
  'FRAGSHELL_POD',
];
export type StressState = 'NONE' | 'GREYOUT' | 'BLACKOUT';
export type Aspect = 'FORE' | 'FORE_STAR' | 'AFT_STAR' | 'AFT' | 'AFT_PORT' | 'FORE_PORT';
/** Table edges: SOUTH y=0, NORTH y=L, WEST x=0, EAST x=W. */
export type Edge = 'SOUTH' | 'NORTH' | 'WEST' | 'EAST';

export type GeneralFeature = 'GUNNER';
export type MainWeaponFeature = 'PULSE' | 'TURRET_360' | 'LINKED';
export type MissileFeature = 'TRACKER' | 'FRAGSHELL' | 'DUMB';
export type Hindrance =
  'REACTOR_INTERFERENCE' | 'WEAK_FRAME' | 'UNBALANCED_ARMOR' | 'RETROFITTED_CIVILIAN';

// ── the parameter card ──────────────────────────────────────────────────────────────────────────

export interface MissileLoad {
  class: MissileClass;
  damageDice: number;
  count: number;
}

/** A unit's parameter card (spec §3). */
export interface UnitType {
  typeId: string;
  name: string;
  faction: string;
  points: number;
  safeAcceleration: number;
  safeDeceleration: number;
  safeTurn: number;
  safeSlide: number;
  targetingComputer: number;
  sensors: number;
  mainWeaponDice: number;
  missileKind: MissileKind;
  missileLoadout: MissileLoad[];
  specialFeatures: {
    general: GeneralFeature[];
    mainWeapon: MainWeaponFeature[];
    missiles: MissileFeature[];
  };
  hindrances: Hindrance[];
  structure: number;
  maxShields: number;
  armor: number;
}

// ── units, missiles, pilots, obstacles ──────────────────────────────────────────────────────────

export interface OffTable {
  exitPoint: Vec;
  exitEdge: Edge;
  exitTurn: number;
}

export interface Removal {
  turn: number;
  segment: number | 'LMD' | 'TURN_START' | 'TURN_END';
  cause: string;
}

export interface TargetLock {
  targetId: string;
  declaredTurn: number;
}

export interface UnitState {
  id: string;
  typeId: string;
  side: Side;
  status: UnitStatus;
  /** Non-null while ON_TABLE; an ABANDONED yager drifting on the table keeps its position too. */
  pos: Vec | null;
  /** Velocity direction. */
  course: Hour;
  /** Where the nose and guns point; differs from `course` after a yaw. */
  facing: Hour;
  /** Integer 0..99, Klicks per turn. */
  speed: number;
  /** Card structure minus damage tokens; <= 0 only when WRECKED or DESTROYED. */
  structure: number;
  /** 0..maxShields. */
  shields: number;
  /** Missiles left per class (classes the unit does not carry are 0). */
  missiles: Record<MissileClass, number>;

  // per turn, reset at TURN_END
  /** The initiative card held this turn, once revealed (null before the reveal and when none). */
  initiativeCard: number | null;
  activated: boolean;
  yawed: boolean;
  evasive: boolean;
  stress: StressState;
  fireAtWill: { armedSegment: number } | null;
  /** Cleared after LMD. */
  countermeasures: boolean;
  /** For absence (SY-END-5): was ON_TABLE at some moment from Initiative to the end of LMD. */
  onTableThisTurn: boolean;

  // persistent
  targetLock: TargetLock | null;
  offTable: OffTable | null;
  removal: Removal | null;
}

/** A locked missile that hit at launch; it lands in the LMD phase (SY-LOCK-6). */
export interface MissileInFlight {
  seq: number;
  launcherId: string;
  targetId: string;
  missileClass: MissileClass;
  damageDice: number;
  /** Fixed at launch: launcher position against the target's facing. */
  aspect: Aspect;
}

/** An ejected pilot (SY-CA-11); `value` is half the unit's points, e.g. 54.5. */
export interface PilotToken {
  id: string;
  unitId: string;
  side: Side;
  pos: Vec;
  value: number;
}

export type ObstacleShape =
  { kind: 'polygon'; points: Vec[] } | { kind: 'circle'; center: Vec; radius: number };

export interface Obstacle {
  id: string;
  shape: ObstacleShape;
}

// ── configuration ───────────────────────────────────────────────────────────────────────────────

export type DeploymentMode = 'SHORT_EDGES' | 'LONG_EDGES' | 'CORNERS';

export interface GameConfig {
  /** W, default 24. */
  tableWidth: number;
  /** L, default 36. */
  tableLength: number;
  deploymentMode: DeploymentMode;
  /** Default 1 (SHORT/LONG edges). */
  deploymentDepth: number;
  /** Default 4 (CORNERS). */
  cornerZoneSize: number;
  /** Default 1 (reserves). */
  entryDepth: number;
  /** s, default 0.5. */
  unitBaseDiameter: number;
  /** Default 9. */
  maxInitialSpeed: number;
  /** Default 6. */
  baseTurns: number;
  /** Default 4: d6 >= 4 gives turn 7. */
  extraTurnOn: number;
  /** Default true (SY-DOG-1). */
  dogfightAuto: boolean;
  /** Default 'DRIFT' (SY-CA-11). */
  abandonedYagers: 'REMOVE' | 'DRIFT';
  /** Default disabled, 30 s. The engine keeps no clock: deadlines are the service's business. */
  arcade: { enabled: boolean; countdownSeconds: number };
}

// ── orders (spec §7.2) ──────────────────────────────────────────────────────────────────────────

export interface ReserveDeclaration {
  type: 'RESERVES';
  unitIds: string[];
}
export interface InitiativeAssignment {
  type: 'INITIATIVE';
  cards: Record<string, number>;
  discards?: number[];
}
export interface PlacementOrder {
  type: 'PLACE';
  unitId: string;
  x: number;
  y: number;
  course: Hour;
  speed: number;
}
export interface ReserveEntryOrder {
  type: 'ENTER';
  unitId: string;
  edge: Edge;
  x: number;
  y: number;
  course: Hour;
  speed: number;
}
export interface ReturnOrder {
  type: 'RETURN';
  unitId: string;
  course: Hour;
}
export interface DogfightCardChoice {
  type: 'DOGFIGHT_CARDS';
  movementCard: number;
}

export type Driver = 'ACCEL_DECEL' | 'TURN' | 'SLIDE';
export type Direction = 'ACCELERATE' | 'DECELERATE' | 'PORT' | 'STARBOARD';
export interface ManeuverSpec {
  driver: Driver;
  direction: Direction;
  thrust: number;
}
export interface YawSpec {
  timing: 'BEFORE' | 'AFTER';
  /** The resulting facing relative to the course at that moment. */
  facingOffset: Hour;
}
export interface ManeuverOrder {
  type: 'MANEUVER';
  unitId: string;
  maneuvers: [ManeuverSpec, ManeuverSpec];
  yaw?: YawSpec;
  evasive?: boolean;
  exitIntent?: 'RETURN' | 'WITHDRAW';
}

export type MainGunPart =
  { type: 'MAIN_WEAPON_SALVO'; targetId: string } | { type: 'FIRE_AT_WILL' };

export type CombatAction =
  | { type: 'NONE' }
  | { type: 'MAIN_WEAPON_SALVO'; targetId: string }
  | { type: 'MISSILE_SHOT'; missileClass: MissileClass; targetId?: string }
  | { type: 'TARGET_LOCK'; targetId: string }
  | { type: 'LOCKED_MISSILE_LAUNCH'; missileClass: MissileClass }
  | { type: 'COUNTERMEASURES' }
  | { type: 'RAISE_SHIELDS' }
  | { type: 'FIRE_AT_WILL' }
  | { type: 'EJECT'; direction: Hour };

export interface CombatOrder {
  type: 'COMBAT';
  unitId: string;
  action: CombatAction;
  /** Only GUNNER units, only with a missile action (SY-FEAT-1). */
  gunnerMainGun?: MainGunPart;
}

export interface FireAtWillTrigger {
  type: 'FAW_TRIGGER';
  unitId: string;
  targetId: string;
}

export type Order =
  | ReserveDeclaration
  | InitiativeAssignment
  | PlacementOrder
  | ReserveEntryOrder
  | ReturnOrder
  | DogfightCardChoice
  | ManeuverOrder
  | CombatOrder
  | FireAtWillTrigger;

/**
 * One Salvo order = one spec submission (§7.1) for one decision. `turn`, `segment` and `stage`
 * are optional; when given they must match the decision (`STALE_ORDER`, `WRONG_STAGE`).
 */
export interface Submission {
  gameId?: string;
  /** When given, must be the submitting seat. */
  side?: Side;
  stage?: Stage;
  turn?: number;
  segment?: number;
  /** Arcade mode: a draft is kept but not final (SY-ARC-3). */
  draft?: boolean;
  orders: Order[];
}

// ── game state ──────────────────────────────────────────────────────────────────────────────────

export type Stage =
  | 'DEPLOY_RESERVES'
  | 'DEPLOY_INITIATIVE'
  | 'DEPLOY_PLACEMENT'
  | 'TURN_START'
  | 'INITIATIVE'
  | 'DOGFIGHT_CARDS'
  | 'MANEUVER_ORDERS'
  | 'COMBAT_ORDERS'
  | 'GAME_OVER';

/** The dogfight turn's cards and sequence (SY-DOG-2..6). */
export interface DogfightState {
  /** The two cards each side holds: hidden from the other side until played. */
  hands: [number[], number[]];
  /** Each side's secret Movement card; the other card in hand is its Combat card. */
  movementCards: [number | null, number | null];
  /** Sides in movement order (lower Movement card first), once the Movement cards are revealed. */
  moveOrder: Side[];
  /** Sides in combat order (lower Combat card first), once the Combat cards are revealed. */
  combatOrder: Side[];
  /** 0, 1: first and second move; 2, 3: first and second combat; 4: the Fire-at-Will follow-up. */
  step: number;
}

export interface FinalResult {
  winners: Side[];
  reason: 'annihilation' | 'absence' | 'points' | 'resigned';
  scores: [number, number];
  summary: string;
}

export interface GameState {
  config: GameConfig;
  scenarioId: string | null;
  turn: number;
  stage: Stage;
  /** Current segment 1..segmentCount (0 outside segments). */
  segment: number;
  segmentCount: number;
  /** Canonical order: ascending ids (SY-GEN-2). */
  units: UnitState[];
  missiles: MissileInFlight[];
  pilots: PilotToken[];
  obstacles: Obstacle[];
  firstPlacer: Side | null;
  nextMissileSeq: number;

  /**
   * The hidden orders of the current simultaneous stage, per side: never shown to the other side
   * until the stage closes. `null` while owed or when the side owes nothing.
   */
  submitted: [Submission | null, Submission | null];
  /** Which sides owe a submission in the current stage (the others are not asked). */
  owes: [boolean, boolean];
  /** Arcade mode: the side whose final maneuver order came first this segment (SY-ARC-2). */
  firstPilot: Side | null;
  /** Arcade mode drafts (SY-ARC-3), hidden like submissions. */
  drafts: [Submission | null, Submission | null];
  /** DEPLOY_PLACEMENT: the card being placed and which side places now. */
  placement: { card: number; side: Side } | null;
  /** Deployment: units declared not in reserve and not yet placed (SY-DEP-1). */
  deploying: string[];
  /** Units that arrived from reserve this TURN_START and must be entered (SY-RES-2). */
  arrived: string[];
  /** Active unit ids of the current segment, fixed when the segment starts. */
  active: string[];
  dogfight: DogfightState | null;
  /** Set when an early end (SY-END-3) was detected mid-turn: finish the segment, LMD, then end. */
  endAfterLmd: boolean;
  result: FinalResult | null;
}

// ── what the flow needs from combat/ ────────────────────────────────────────────────────────────

/** Kinds of attack in SY-SEG-2 step 4. */
export type AttackWeapon =
  'MAIN_WEAPON' | 'FIRE_AT_WILL' | 'DUMB_MISSILE' | 'LOCKED_MISSILE' | 'FRAGSHELL';

export type RangeBand =
  'POINT_BLANK' | 'CLOSE' | 'MEDIUM' | 'LONG' | 'EXTREME' | 'VISUAL' | 'BEYOND';

/** One attack of the attack list (SY-SEG-2 step 4): for fragshell, one entry per target. */
export interface AttackDeclaration {
  weapon: AttackWeapon;
  attackerId: string;
  targetId: string;
  /** Missile attacks: the class fired. */
  missileClass?: MissileClass;
}

/** A single-target attack's check, in the §7.3 order; `null` when the attack may be declared. */
export interface AttackProblem {
  code: string;
  message: string;
}

/** The rolls of one attack (SY-SEG-2 step 5): nothing is applied yet. */
export interface AttackRoll {
  attack: AttackDeclaration;
  tht: number;
  band: RangeBand;
  /** Dice rolled to hit, in draw order, after any Linked re-roll; empty if none were rolled. */
  toHitDice: number[];
  hit: boolean;
  /** Hits with damage rolled now (everything but locked missiles): damage points before shields. */
  damagePoints: number;
  aspect: Aspect;
  /** A locked missile that hit: lands in LMD with these dice (SY-LOCK-6). */
  missileInFlight: { damageDice: number } | null;
  /** The `attack.resolved` event's data: the attack (weapon, attacker, target, class) and its rolls. */
  detail: Record<string, unknown>;
}

/** Damage applied to one unit (SY-DMG-3, SY-DMG-4). */
export interface DamageApplied {
  points: number;
  absorbed: number;
  shieldsAfter: number;
  structureAfter: number;
  /** 'WRECKED' / 'DESTROYED' when this attack took structure from > 0 to 0 / below 0. */
  result: 'NONE' | 'WRECKED' | 'DESTROYED';
}

/**
 * The combat functions the flow calls (spec SY-HIT, SY-DMG, SY-LMD, SY-FEAT, SY-HIND). The flow
 * owns who attacks when; combat/ owns whether and how hard an attack hits.
 */
export interface CombatPort {
  /** SY-HIT-3 band of a peg distance. */
  rangeBand(distance: number): RangeBand;
  /**
   * Target checks and THT of one single-target attack against `state` (§7.3 order, from
   * TARGET_NOT_FOUND to THT_ABOVE_6 and NO_MISSILES_LEFT); null when legal.
   */
  attackProblem(state: GameState, attack: AttackDeclaration): AttackProblem | null;
  /** `attackProblem` is null (no reason built). */
  attackPossible(state: GameState, attack: AttackDeclaration): boolean;
  /** False when distance or front arc alone rule the attack out; true says nothing. */
  attackInReach(state: GameState, attack: AttackDeclaration): boolean;
  /** SY-FEAT-6: the units a fragshell shot from `attackerId` affects, in canonical order. */
  fragshellTargets(state: GameState, attackerId: string): string[];
  /** SY-SEG-2 step 5: roll one attack against `state`. */
  rollAttack(state: GameState, attack: AttackDeclaration, dice: Dice): AttackRoll;
  /** SY-SEG-2 step 6 / SY-LMD-4: apply damage points to `target` (mutates it). */
  applyDamage(target: UnitState, points: number, aspect: Aspect): DamageApplied;
  /** SY-LMD-3, SY-LMD-4: countermeasures roll and damage roll of one missile; points, or null if neutralised. */
  rollMissileDamage(
    state: GameState,
    missile: MissileInFlight,
    dice: Dice,
  ): { neutralised: boolean; points: number; dice: number[] };
}
