/**
 * The agenda: the game's flow as a stack of plain-JSON frames, innermost last. Anything that can be
 * interrupted by a decision (a reaction prompt between dice, a passive attack, a Go Rogue ship
 * choice) is a frame, so the state alone says where play stands and how it resumes.
 */
import type { BattlegroupMovement } from '../submissions.js';
import type { Phase, Seat } from '../words.js';

export type DecisionKind =
  | 'helm'
  | 'first_player'
  | 'jump_turn'
  | 'activate'
  | 'orders'
  | 'movement'
  | 'passive_attack'
  | 'attacks'
  | 'scan'
  | 'reroll'
  | 'power_to_shields'
  | 'override'
  | 'rogue_ship';

/** A frame that waits for decisions: which kind, from whom; `id` makes the decision ids unique. */
export interface Wait {
  id: number;
  kind: DecisionKind;
  seats: Seat[];
}

interface Waiting {
  wait?: Wait;
  /** A submission released by its Go Rogue ship choices, for this frame's kind to accept. */
  resume?: { seat: Seat; submission: unknown };
}

export interface RoundFrame extends Waiting {
  f: 'round';
}

export interface PhaseFrame extends Waiting {
  f: 'phase';
  phase: Phase;
}

export interface HelmFrame extends Waiting {
  f: 'helm';
}

export interface InitiativeFrame extends Waiting {
  f: 'initiative';
}

export interface FirstPlayerFrame extends Waiting {
  f: 'first_player';
  phase: 'jump' | 'tactical';
}

export interface JumpTurnsFrame extends Waiting {
  f: 'jump_turns';
  /** Whose turn it is; null until the first player is known. */
  turn: Seat | null;
}

export interface TacticalTurnsFrame extends Waiting {
  f: 'tactical_turns';
  turn: Seat | null;
}

export type ActivationStage = 'orders' | 'movement' | 'passive' | 'jump_out' | 'attacks' | 'scan';

export interface ActivationFrame extends Waiting {
  f: 'activation';
  stage: ActivationStage;
  /** The active battlegroup (index into activation.bgs) of the attacks and scan steps. */
  index: number;
}

export type MoveStage =
  'effects' | 'hop_start' | 'legs' | 'hop_end' | 'dangerous_space' | 'red_alert' | 'easy_target';

export interface MoveFrame extends Waiting {
  f: 'move';
  plan: BattlegroupMovement;
  stage: MoveStage;
}

export interface PassiveFrame extends Waiting {
  f: 'passive';
  /** Enemy CEOs clockwise after the active CEO (ABS-ACT-6). */
  ceos: Seat[];
  index: number;
  /** Battlegroups that made their passive attack in this step. */
  attacked: string[];
  /** Uncontrolled objects still to check, ascending seq; null until the CEOs are done. */
  objects: string[] | null;
}

export interface ShockFrame extends Waiting {
  f: 'shock';
  /** Arriving ships still to resolve, ascending seq (ABS-JUMP-6). */
  ships: string[];
  ceo: Seat;
}

export type AttackCause =
  'active' | 'passive' | 'uncontrolled' | 'jump_shock' | 'explosion' | 'dangerous_space';

/** Dice declared by one source for one weapon against this target. */
export interface Allocation {
  /** Source model: a ship or object id; '' for a Dangerous Space zone. */
  src: string;
  weapon: string;
  sides: number;
  dmg: number;
  dice: number;
}

/** One attack die (spec 1.3 Die). */
export interface AttackDie {
  sides: number;
  natural: number;
  result: number;
  src: string;
  weapon: string;
  dmg: number;
  /** Already re-rolled under ABS-ATK-7. */
  rr: boolean;
}

export interface Hit {
  sides: number;
  dmg: number;
  weapon: string;
  /** Pool index of the die (of the critical die, for a bonus hit). */
  die: number;
  bonus: boolean;
}

export interface SaveDie {
  /** Index into hits. */
  hit: number;
  sides: number;
  natural: number;
}

export interface Destroyed {
  id: string;
  /** The CEO credited with the destruction (ABS-DMG-10), or null. */
  by: Seat | null;
}

export type AttackStage =
  | 'roll'
  | 'reroll'
  | 'override_attack'
  | 'evaluate'
  | 'shields'
  | 'saves'
  | 'override_save'
  | 'damage'
  | 'explode';

export interface AttackFrame extends Waiting {
  f: 'attack';
  cause: AttackCause;
  /** ABS-ATK-10 area attack: one ship or object, D6s of damage 1, no re-rolls. */
  area: boolean;
  /** The CEO whose dice these are (re-rolls, overrides, Power to Weapons), or null. */
  attacker: Seat | null;
  /** The attacking battlegroup: Engage, and Go Rogue for overrides of its dice. */
  sourceBg: string | null;
  /** ABS-DMG-10: who is credited with what this attack destroys. */
  credit: Seat | null;
  /** A battlegroup or object id; for area attacks a ship or object id. */
  target: string;
  alloc: Allocation[];
  /** ABS-TAC-5, paid at declaration. */
  ptw: { sides: number; tokens: number } | null;
  stage: AttackStage;
  pool: AttackDie[];
  hits: Hit[];
  /** Effective Shields E (ABS-ATK-9 step 8). */
  shields: number;
  saves: SaveDie[];
  /** Destroyed during this attack, in order (step 11). */
  destroyed: Destroyed[];
  /** An explosion's area attack: what it destroys joins the running chain (ABS-DMG-8). */
  inChain: boolean;
}

/** ABS-ATK-9 steps 11–12 / ABS-DMG-8: explosion checks breadth-first, then removal at once. */
export interface ChainFrame extends Waiting {
  f: 'chain';
  queue: Destroyed[];
  all: Destroyed[];
}

export interface ExplosionFrame extends Waiting {
  f: 'explosion';
  model: string;
  by: Seat | null;
  natural: number | null;
  /** The owner passed on Executive Override for this die. */
  closed: boolean;
}

export interface RedAlertFrame extends Waiting {
  f: 'red_alert';
  bg: string;
  natural: number | null;
  closed: boolean;
}

export interface UncontrolledFrame extends Waiting {
  f: 'uncontrolled';
  /** Objects still to activate, ascending seq; null before the list is drawn up. */
  queue: string[] | null;
}

export interface EndFrame extends Waiting {
  f: 'end';
}

/** Where a Go Rogue payment without a ship sits in a submission (a JSON Pointer to the payment). */
export interface RogueNeed {
  path: string;
  bg: string;
}

/** A submission held back until its Go Rogue ships are named (PROMPT_ROGUE_SHIP). */
export interface RogueShipFrame extends Waiting {
  f: 'rogue_ship';
  seat: Seat;
  submission: unknown;
  needs: RogueNeed[];
}

export type Frame =
  | RoundFrame
  | PhaseFrame
  | HelmFrame
  | InitiativeFrame
  | FirstPlayerFrame
  | JumpTurnsFrame
  | TacticalTurnsFrame
  | ActivationFrame
  | MoveFrame
  | PassiveFrame
  | ShockFrame
  | AttackFrame
  | ChainFrame
  | ExplosionFrame
  | RedAlertFrame
  | UncontrolledFrame
  | EndFrame
  | RogueShipFrame;

export type FrameOf<F extends Frame['f']> = Extract<Frame, { f: F }>;
