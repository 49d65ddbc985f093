/** The kinds table: one decision kind per order window of SITS-ORD-7. */
import type { KindTable } from '../../../core/define-ruleset.js';
import type { SitsState } from '../state.js';
import { decoyResponseKind } from './decoy-response.js';
import { segmentOrdersKind } from './segment-orders.js';
import { turnBreakKind } from './turn-break.js';

export const SITS_KINDS: KindTable<SitsState, null> = {
  segment_orders: segmentOrdersKind,
  decoy_response: decoyResponseKind,
  turn_break_orders: turnBreakKind,
};
