/**
 * What the engine knows about one kind of decision: its schema, its checks, a random legal choice,
 * the engine default (spec 4.5), and what accepting it does to the waiting frame.
 */
import type { StepContext } from '../../../core/contract.js';
import type { JsonSchema } from '../../../core/json-schema.js';
import type { Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import type { Frame } from '../flow/frames.js';
import type { AbsState, Seat } from '../state.js';

export interface KindHandler<O = unknown, F extends Frame = Frame> {
  /** The `type` values a submission of this kind may carry (spec 7); absent `type` is fine. */
  types: readonly string[];
  /** True when `type` must be given (it chooses between shapes). */
  typeRequired?: boolean;
  schema: JsonSchema;
  prompt(s: AbsState, f: F, seat: Seat): string;
  /** Semantic problems, after the schema passed. */
  problems(s: AbsState, f: F, seat: Seat, order: O): Problem[];
  /** Every legal order, when there are few enough to list. */
  choices?(s: AbsState, f: F, seat: Seat): O[];
  /** A legal order drawn with rng (checked by the caller; `fallback` is used if it fails). */
  sample(s: AbsState, f: F, seat: Seat, rng: Rng): O;
  /** Spec 4.5: the engine default when nothing was submitted. Always legal. */
  fallback(s: AbsState, f: F, seat: Seat): O;
  /** Apply an accepted order to the waiting frame `f` (clearing or renewing its wait). */
  accept(s: AbsState, f: F, seat: Seat, order: O, ctx: StepContext): void;
}

/** A handler over a specific frame type, stored in the kind table without its generics. */
export function kind<O, F extends Frame>(h: KindHandler<O, F>): KindHandler {
  return h as unknown as KindHandler;
}
