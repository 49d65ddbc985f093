/**
 * What every SITS submission carries (§8): its type and the step it is for. Both may be left out
 * (the decision id already names the window); given, they must match the open window, or the
 * submission is ORD_WRONG_STEP.
 */
import type { Seat } from '../../../core/contract.js';
import type { JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { SitsState } from '../state.js';

export const ORD_MALFORMED = 'ORD_MALFORMED';

export const ENVELOPE_PROPERTIES: Record<string, JsonSchema> = {
  type: { enum: ['segment_orders', 'decoy_response', 'turn_break_orders'] },
  turn: { type: 'integer' },
  segment: { type: 'integer' },
  player: { type: 'string' },
};

interface Envelope {
  type?: string;
  turn?: number;
  segment?: number;
  player?: string;
}

/** ORD_WRONG_STEP when a given type, turn, segment or player is not the open window's. */
export function envelopeProblems(s: SitsState, seat: Seat, order: Envelope): Problem[] {
  const wrong =
    (order.type !== undefined && order.type !== s.step) ||
    (order.turn !== undefined && order.turn !== s.turn) ||
    (order.segment !== undefined &&
      s.step !== 'turn_break_orders' &&
      order.segment !== s.segment) ||
    (order.player !== undefined && order.player !== s.seatSides[seat]);
  return wrong
    ? [
        problem(
          'ORD_WRONG_STEP',
          `the open step is ${s.step}, turn ${s.turn}${s.step === 'turn_break_orders' ? '' : `, segment ${s.segment}`}, player ${s.seatSides[seat]}`,
        ),
      ]
    : [];
}

/** Decision ids: unique across seats and stable while the window is open. */
export function decisionId(s: SitsState, seat: Seat): string {
  const where = s.step === 'turn_break_orders' ? `t${s.turn}.break` : `t${s.turn}.s${s.segment}`;
  return `${where}.${s.step}.${seat}`;
}
