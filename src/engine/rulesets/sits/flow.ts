/**
 * What waits now and what opens after a window closes (SITS-ORD-7): segment orders, then the
 * decoy window if anything was launched at a side, then steps 5–9; after segment 8 the turn-break
 * window. A window that concerns nobody closes at once.
 */
import type { Seat, StepContext } from '../../core/contract.js';
import type { Flow } from '../../core/define-ruleset.js';
import type { DecoyResponse, SegmentOrders, TurnBreakOrders } from './rules/orders.js';
import type { Report } from './rules/report.js';
import {
  decoySides,
  decoyStep,
  finishSegment,
  fireStep,
  longOrdersStep,
  turnBreak,
} from './rules/segment.js';
import { activeShips, type SitsState, type SitsStep } from './state.js';

export function seatOf(s: SitsState, side: string): Seat {
  return s.seatSides.indexOf(side);
}

/** The rules' reports as the driver's events; a side-restricted report goes to that seat only. */
export function reporter(s: SitsState, ctx: StepContext): Report {
  return (type, data, sides) =>
    ctx.emit(
      sides ? { type, data, visibleTo: sides.map((side) => seatOf(s, side)) } : { type, data },
    );
}

function open(s: SitsState, step: SitsStep, concerned: string[]): void {
  s.step = step;
  s.concerned = concerned;
  s.submitted = {};
}

function sidesInPlay(s: SitsState): string[] {
  const sides = new Set(activeShips(s).map((x) => x.side));
  return s.seatSides.filter((side) => sides.has(side));
}

/** What the open window received, in seat order (revealed together when it closes). */
function received<T>(s: SitsState): T[] {
  return s.seatSides.filter((side) => side in s.submitted).map((side) => s.submitted[side] as T);
}

function afterSegment(s: SitsState, ctx: StepContext, report: Report): void {
  const due = finishSegment(s, ctx.dice, report);
  open(s, due ? 'turn_break_orders' : 'segment_orders', sidesInPlay(s));
}

/** Closes the open window: carries out what it received, and opens the next. */
function close(s: SitsState, ctx: StepContext): void {
  const report = reporter(s, ctx);
  if (s.step === 'segment_orders') {
    const orders = received<SegmentOrders>(s);
    fireStep(s, orders, ctx.dice, report);
    longOrdersStep(s, orders, report);
    open(s, 'decoy_response', decoySides(s));
  } else if (s.step === 'decoy_response') {
    decoyStep(s, received<DecoyResponse>(s), report);
    afterSegment(s, ctx, report);
  } else if (s.step === 'turn_break_orders') {
    const end = turnBreak(s, received<TurnBreakOrders>(s), ctx.dice, report);
    if (end) {
      s.ended = { reason: end };
      open(s, 'over', []);
    } else {
      open(s, 'segment_orders', sidesInPlay(s));
    }
  }
}

export const flow: Flow<SitsState, null> = {
  open(s) {
    if (s.ended) return null;
    const seats = s.concerned
      .filter((side) => !(side in s.submitted))
      .map((side) => seatOf(s, side));
    return { kind: s.step, seats, at: null };
  },
  advance(s, ctx) {
    while (!s.ended && s.concerned.every((side) => side in s.submitted)) close(s, ctx);
  },
};
