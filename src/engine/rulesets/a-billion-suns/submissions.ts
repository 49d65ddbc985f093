/**
 * What CEOs submit (spec 7), one shape per decision kind. The spec's envelope (game, ceo, round)
 * is implied by the match, the seat and the decision id; `type` may be given and must then match.
 */
import type { OrderName } from './words.js';

/** Every Tactical effect is paid with this (ABS-TAC-0, ABS-TAC-7). */
export interface Payment {
  pay: 'token' | 'rogue';
  /** Go Rogue: the ship that takes the damage; asked for with PROMPT_ROGUE_SHIP when absent. */
  ship?: string;
  /** Go Rogue: how many of the effect's tokens still come from Tactical (mixing). */
  fromTactical?: number;
}

export interface HelmSubmission {
  type?: 'helm';
  seizeInitiative: number;
  jumpIn: number;
  tactical: number;
}

export interface FirstPlayerSubmission {
  type?: 'first_player';
  phase?: 'jump' | 'tactical';
  /** A CEO id. */
  first: string;
}

export interface DeployJumpPoint {
  type: 'deploy_jump_point';
  table: string;
  x: number;
  y: number;
}

export interface JumpInShip {
  reserveShip?: string;
  x: number;
  y: number;
  heading: number;
}

export interface JumpIn {
  type: 'jump_in';
  /** A friendly jump point id, or a friendly Carrier ship id (wings only). */
  via: string;
  classId: string;
  ships: JumpInShip[];
}

export type JumpTurnSubmission = DeployJumpPoint | JumpIn | { type: 'pass' };

export interface ActivateSubmission {
  type?: 'activate';
  battlegroup: string;
  combinedOrders?: { with: string[]; payment: Payment };
}

export interface OrderEntry {
  battlegroup: string;
  order: OrderName;
  engageTarget?: string;
}

export interface OrdersSubmission {
  type?: 'orders';
  orders: OrderEntry[];
}

export interface Leg {
  heading: number;
  distance: number;
}

export interface ShipMove {
  ship: string;
  legs: Leg[];
}

export interface Placement {
  ship: string;
  x: number;
  y: number;
  heading: number;
}

export interface JumpHop {
  when: 'start' | 'end';
  to: string;
  placements: Placement[];
}

export interface BattlegroupMovement {
  battlegroup: string;
  powerToEngines?: Payment;
  inertialDampeners?: Payment;
  jumpHop?: JumpHop;
  moves: ShipMove[];
}

export interface MovementSubmission {
  type?: 'movement';
  battlegroups: BattlegroupMovement[];
}

export interface DiceAllocation {
  ship: string;
  system: 'primary' | 'auxiliary';
  target: string;
  dice: number;
}

export interface PowerToWeapons {
  target: string;
  dieSides: number;
  tokens: number;
  payment: Payment;
}

export interface AttackSubmission {
  type?: 'attacks' | 'passive_attack';
  battlegroup: string;
  primaryTarget?: string;
  allocations: DiceAllocation[];
  powerToWeapons?: PowerToWeapons[];
}

export type PassiveSubmission = AttackSubmission | { decline: true };

export type ScanSubmission =
  | { type?: 'scan'; battlegroup?: string; target: string }
  | { type?: 'scan'; battlegroup?: string; skip: true };

export interface RerollResponse {
  dice: number[];
}

export interface ShieldsResponse {
  tokens: number;
  payment?: Payment;
}

export type OverrideResponse = { die: number; payment: Payment } | { pass: true };

export interface RogueShipResponse {
  ship: string;
}
