/**
 * The order bundles of each step (§8.2), one per side, keyed by ship. A ship left out of a bundle,
 * or a field left out, takes the default (EX-ROUND-5, EX-ROUND-6).
 */
import type { LossKind } from './data/tables.js';
import type { RangeAction } from './rules/manoeuvres.js';
import type { Payment } from './rules/stunts.js';
import type { SystemId } from './state.js';

/** What every bundle may carry; given, it must match the open step (`WRONG_STEP`). */
export interface Envelope {
  round?: number;
  step?: number;
  phase?: 'orders' | 'window';
}

export interface CommandShipOrders {
  mode: 'command' | 'planning';
  planning?: { stunts: string[] };
}

export interface IntentOrder {
  enemy: string;
  action: RangeAction;
  bands?: 1 | 2;
}

export interface ManoeuvreShipOrders {
  intents?: IntentOrder[];
  high_g?: number;
  regain_control?: boolean;
  /** EX-MAN-9: the grappled ship tries to break free; the grappler may let go. */
  grapple?: 'break_free' | 'release';
  /** EX-MAN-10: stop following the leader. */
  end_follow?: boolean;
}

export interface EwShipOrders {
  ew_bonus_use: 'defence' | 'offence';
}

export interface AttackOrder {
  weapon: string;
  target: string;
  targeted_loss?: LossKind;
  manual?: boolean;
}

export interface AttackShipOrders {
  attacks: AttackOrder[];
}

export interface DefenceShipOrders {
  high_g?: number;
  point_defence?: 'all' | 'none';
}

/** A pool a reactive stunt may draw on, in priority order (§8.1: `pay` read as an order). */
export interface ReactivePool {
  pool: Payment['pool'];
  bankId?: string;
}

/** Step 6's reactive stunts (EX-STUNT-GEN-8): a maximum, charged only as the trigger occurs. */
export interface ReactiveOrders {
  not_my_ship?: { max_sp: number; pay?: ReactivePool[] };
  down_with_the_ship?: { max_fortune: number; pay?: ReactivePool[] };
}

export interface DamageShipOrders {
  two_condition_preference: 'normal' | 'serious';
  reactive?: ReactiveOrders;
}

export type DcAction =
  | { crew: string; action: 'repair'; system: SystemId }
  | { crew: string; action: 'restore'; target: string }
  | { crew: string; action: 'suppress'; system: SystemId }
  | { crew: string; action: 'quick_start' }
  | { crew: string; action: 'remove_hack' };

export interface DamageControlShipOrders {
  actions: DcAction[];
}

/**
 * One stunt bought (§8.1 StuntPurchase, per ship): `pay` may be left out, and the engine then
 * pays from the pools allowed for the stunt now, role pool first, then command, then the bank.
 */
export interface StuntOrder {
  ship: string;
  stunt: string;
  sp: number;
  pay?: Payment[];
  /** Enemy ship (Tactics, Blinding Manoeuvre). */
  target?: string;
  /** Hit named by a step-6 damage stunt. */
  attack?: string;
  system?: SystemId;
  /** Allied ship (Draw Fire). */
  ally?: string;
  /** The ship to follow (Follow the Leader). */
  leader?: string;
  /**
   * Quick Start: the Technology tester, then the Engineering tester; Skewer, Weapon Online: one;
   * Misdirect: the Technology tester (default comms; never the pilot).
   */
  crew?: string | string[];
  /** Shrapnel and Rupture: the station. */
  station?: 'ops' | 'engineering';
  /**
   * Good Advice: `bonus` to the ally's next command test, or `sp` into its command pool;
   * Blockade: `hinder` the enemy (`target`) or `protect` the ally (`ally`).
   */
  mode?: 'bonus' | 'sp' | 'hinder' | 'protect';
  /** Weapon Online: the weapon to jury-rig. */
  weapon?: string;
  /** Hack the System: `sensors`, `drive` or one of the target's weapon ids. */
  hack?: string;
  /** Exploitable Terrain: the free stunt it gives (with `leader` for Follow the Leader). */
  choice?: 'evasive_manoeuvre' | 'follow_the_leader';
  /** Too Close: the larger ship at X-close, or `station`, to hide beside. */
  cover?: string;
  /** Turnabout: each enemy torpedo under manual control to seize, and what it becomes. */
  torpedoes?: TurnaboutTorpedo[];
  /** Misdirect: the torpedo incoming on the ship, and the ship it is turned onto. */
  torpedo?: string;
  nearby?: string;
  /** Guidance: the kind of test it helps. */
  test?: GuidedTest;
  /** Guidance: which test of that kind: an incoming item, a torpedo or a damage-control object. */
  ref?: string;
}

/** One torpedo of a Turnabout (§8.2): removed, or aimed at `new_target`. */
export interface TurnaboutTorpedo {
  id: string;
  choice: 'neutralise' | 'retarget';
  new_target?: string;
}

/** The tests Guidance can name (§8.2 Guidance params). */
export type GuidedTest = 'manoeuvre' | 'ew' | 'evasion' | 'point_defence' | 'damage_control';

/** Orders of steps 2–7 may also buy the stunts usable in them, before the step's rolls (`On`). */
export interface Bundle<T> extends Envelope {
  ships?: Record<string, T>;
  stunts?: StuntOrder[];
}

export type CommandOrders = Bundle<CommandShipOrders>;
export type ManoeuvreOrders = Bundle<ManoeuvreShipOrders>;
export type EwOrders = Bundle<EwShipOrders>;
export type AttackOrders = Bundle<AttackShipOrders>;
export type DefenceOrders = Bundle<DefenceShipOrders>;
export type DamageOrders = Bundle<DamageShipOrders>;
export type DamageControlOrders = Bundle<DamageControlShipOrders>;
export interface StuntWindowOrders extends Envelope {
  stunts: StuntOrder[];
}
