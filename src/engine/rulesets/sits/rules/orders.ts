/**
 * The three kinds of submission (§8.1–8.3) as the rules read them, once they have passed their
 * schema. The flow wraps each in the contract's order envelope.
 */
import type { Warhead } from '../data/tables.js';
import type { PivotDir, RollDir } from '../state.js';

export interface FireOrder {
  mount: string;
  target: string;
}

export interface LaunchOrder {
  mount: string;
  target: string;
  warhead: Warhead;
}

export interface ShipOrders {
  ship: string;
  thrust?: number;
  pivot?: { dir: PivotDir; hexsides: number };
  roll?: { dir: RollDir; quarters: number };
  fire?: FireOrder[];
  launch?: LaunchOrder[];
}

export interface SegmentOrders {
  type: 'segment_orders';
  turn: number;
  segment: number;
  player: string;
  ships: ShipOrders[];
}

export interface DecoyResponse {
  type: 'decoy_response';
  turn: number;
  segment: number;
  player: string;
  decoys: { ship: string; salvo: string }[];
}

export interface TurnBreakOrders {
  type: 'turn_break_orders';
  turn: number;
  player: string;
  repairs?: { ship: string; record: string }[];
  miracle?: { ship: string };
  concede?: boolean;
}

/** A fire or launch order with the ship that gave it. */
export type Shot<T> = T & { ship: string };
