/**
 * Where a seat's knowledge of a match stops. During a simultaneous hidden step a seat has not
 * seen the orders others already gave; the driver remembers the state before the first of them
 * so that it can hand a seat (a search bot) a state built from what that seat knows: the state
 * before the step, plus the seat's own orders of the step. Nobody else's undisclosed order is in
 * it; those seats simply still owe them.
 */
import type { Decision, Ruleset, Seat, StepContext } from './contract.js';
import { LoggedDice, SeededDiceSource } from './dice.js';
import { rngFromSeed, type Rng } from './rng.js';

interface HiddenOrder {
  decision: Decision;
  order: unknown;
}

/** An open simultaneous step: the state before its first order, and its orders so far. */
export interface OpenStep<S> {
  before: S;
  orders: HiddenOrder[];
}

/**
 * The open step after an order was accepted. `pendingBefore` is what was owed when it was given,
 * `pendingAfter` what is owed now. The step stays open while another simultaneous decision owed
 * before is still owed (same id): that seat has not answered, so what others gave stays hidden.
 */
export function nextOpenStep<S>(
  open: OpenStep<S> | undefined,
  stateBefore: S,
  decision: Decision,
  order: unknown,
  pendingBefore: readonly Decision[],
  pendingAfter: readonly Decision[],
): OpenStep<S> | undefined {
  if (!decision.simultaneous || !stillOwed(decision, pendingBefore, pendingAfter)) return undefined;
  const step = open ?? { before: stateBefore, orders: [] };
  return { before: step.before, orders: [...step.orders, { decision, order }] };
}

/**
 * Whether another simultaneous decision owed before is still owed. Loops, not nested `some`: this
 * runs for every simultaneous order, and each inner closure was a new object per decision.
 */
function stillOwed(
  decision: Decision,
  pendingBefore: readonly Decision[],
  pendingAfter: readonly Decision[],
): boolean {
  for (const d of pendingBefore) {
    if (!d.simultaneous || d.id === decision.id) continue;
    for (const a of pendingAfter) if (a.id === d.id) return true;
  }
  return false;
}

/**
 * The state `seat` knows: before the open step, with the seat's own orders of it given again.
 * Giving them again rolls no dice (the step cannot resolve while another seat still owes), but a
 * context is needed, so it gets a fixed, unused stream.
 */
export function stateKnownTo<S>(
  ruleset: Ruleset<S, unknown>,
  current: S,
  open: OpenStep<S> | undefined,
  seat: Seat,
): S {
  if (!open) return current;
  const own = open.orders.filter((o) => o.decision.seat === seat);
  const ctx: StepContext = {
    dice: new LoggedDice(new SeededDiceSource(rngFromSeed('open-step', 'unused')), () => {}),
    emit: () => {},
  };
  let state = open.before;
  for (const o of own) state = ruleset.apply(copyOf(ruleset, state), o.decision, o.order, ctx);
  return state;
}

export function copyOf<S>(ruleset: Ruleset<S, unknown>, state: S): S {
  return ruleset.cloneState?.(state) ?? structuredClone(state);
}

/** One state `seat` could be in: a copy of what it knows, with hidden cards and decks redrawn. */
export function determinized<S>(ruleset: Ruleset<S, unknown>, known: S, seat: Seat, rng: Rng): S {
  const state = copyOf(ruleset, known);
  return ruleset.redrawHidden ? ruleset.redrawHidden(state, seat, rng) : state;
}
