/**
 * How an A Billion Suns decision kind is written: the core's `DecisionKind` over the waiting
 * agenda frame, plus the submission conventions of spec 7 that every kind shares. `kind()` fills
 * in the decision id, the checks every submission gets first (a JSON object, the optional `type`,
 * the schema), a sample that falls back to the default when it is not legal, and the Go Rogue
 * hold: a submission paying with a ship it does not name waits for PROMPT_ROGUE_SHIP.
 */
import type { Decision, Seat } from '../../../core/contract.js';
import type { DecisionKind as CoreKind } from '../../../core/define-ruleset.js';
import { shapeProblems } from '../../../core/json-schema.js';
import { copyJson, sameJson } from '../../../core/json.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import { schedule, top } from '../flow/agenda.js';
import type { Frame, RogueNeed, Wait } from '../flow/frames.js';
import type { AbsState } from '../state.js';
import type { Payment } from '../submissions.js';

/** A Go Rogue payment inside a submission, found by its kind (`roguePayments`). */
export interface RoguePayment {
  /** JSON Pointer to the payment in the submission. */
  path: string;
  payment: Payment | undefined;
  /** Tokens the effect costs. */
  tokens: number;
  /** The battlegroup whose ship takes the damage, or null when none applies. */
  bg: string | null;
}

type Authored<O, F extends Frame> = Omit<
  CoreKind<AbsState, O, F>,
  'id' | 'validate' | 'simultaneous'
>;

export interface AbsKind<O, F extends Frame> extends Authored<O, F> {
  /** The `type` values a submission of this kind may carry (spec 7); absent `type` is fine. */
  types: readonly string[];
  /** True when `type` must be given (it chooses between shapes). */
  typeRequired?: boolean;
  /** The rule checks of a submission that passed the schema (spec 7.5 codes). */
  rules(s: AbsState, seat: Seat, f: F, order: O): Problem[];
  /** The Go Rogue payments the submission makes (ABS-TAC-7). */
  roguePayments?(s: AbsState, f: F, order: O): RoguePayment[];
  /** Secret and simultaneous (the helm, ABS-CMD-2); default false. */
  simultaneous?: boolean;
}

/** A core kind with the authored rule checks kept for tests. */
export type AbsDecisionKind<O = unknown, F extends Frame = Frame> = CoreKind<AbsState, O, F> &
  Pick<AbsKind<O, F>, 'rules'>;

export function decisionId(s: AbsState, wait: Wait, seat: Seat): string {
  return `r${s.round}.${wait.id}.${wait.kind}.${s.ceos[seat].id}`;
}

/** The problems for a decision that is not the one pending. */
export function notPending(s: AbsState, d: Decision): Problem[] {
  const waiting = top(s)?.wait;
  return waiting && !waiting.seats.includes(d.seat)
    ? [fail(E.notYourTurn, `it is not ${s.ceos[d.seat]?.id}'s turn (${d.id} is not pending)`)]
    : [fail(E.wrongPhase, `decision ${d.id} is not pending`)];
}

/**
 * The order a sampler has just found legal with its kind's own `rules`, as `ruled` hands it back:
 * the kind's check of that sample then skips the rules, and the schema too: a sampler builds its
 * orders in the schema's shape (the ruleset spec checks every sample against both). Read once,
 * by the sample wrapper.
 */
let ruledSample: unknown = null;

/**
 * For a sampler: `order`, built in the kind's schema, passed this kind's `rules` on this state,
 * unchanged since.
 */
export function ruled<O>(order: O): O {
  ruledSample = order;
  return order;
}

/** Go Rogue payments that name no ship and do replace tokens with damage (ABS-TAC-7). */
function rogueNeeds(payments: readonly RoguePayment[]): RogueNeed[] {
  return payments
    .filter(
      (x) =>
        x.payment?.pay === 'rogue' &&
        x.payment.ship === undefined &&
        x.tokens - (x.payment.fromTactical ?? 0) > 0 &&
        x.bg !== null,
    )
    .map((x) => ({ path: x.path, bg: x.bg! }));
}

export function kind<O, F extends Frame>(k: AbsKind<O, F>): AbsDecisionKind {
  const validate = (
    s: AbsState,
    seat: Seat,
    f: F,
    order: unknown,
    rulesPassed = false,
  ): Problem[] => {
    if (order === null || typeof order !== 'object' || Array.isArray(order))
      return [fail(E.malformed, 'a submission is a JSON object')];
    const type = (order as { type?: unknown }).type;
    if (type !== undefined && !k.types.includes(type as string))
      return [
        fail(
          E.wrongPhase,
          `a "${String(type)}" submission does not answer this prompt (${k.types.join(', ')})`,
          '/type',
        ),
      ];
    if (rulesPassed) return [];
    const structural = shapeProblems(k.schema as Record<string, unknown>, order, E.malformed);
    if (structural.length > 0) return structural;
    return k.rules(s, seat, f, order as O);
  };
  /**
   * The sample last drawn and found legal, as a copy, with the state and frame it was drawn for:
   * the order a sample is drawn for is usually submitted at once, and then it need not be
   * checked twice. Used once (the next check clears it), and only for that very state, frame and
   * seat and an equal order (one changed after it was drawn is checked in full). A copy compared
   * value by value costs under half of serializing the order twice (micro-benchmark: 2.7 vs 7 µs).
   */
  let vouched: { s: AbsState; seat: Seat; f: F; copy: unknown } | null = null;
  const core: CoreKind<AbsState, O, F> & Pick<AbsKind<O, F>, 'rules'> = {
    ...k,
    id: (s, seat, f) => decisionId(s, f.wait!, seat),
    simultaneous: k.simultaneous ?? false,
    validate(s, seat, f, order) {
      const v = vouched;
      vouched = null;
      if (v && v.s === s && v.f === f && v.seat === seat && sameJson(order, v.copy)) return [];
      return validate(s, seat, f, order);
    },
    sample(s, seat, f, rng) {
      ruledSample = null;
      const o = k.sample(s, seat, f, rng);
      const rulesPassed = o === ruledSample;
      ruledSample = null;
      if (validate(s, seat, f, o, rulesPassed).length > 0) return k.defaultOrder(s, seat, f);
      vouched = { s, seat, f, copy: copyJson(o) };
      return o;
    },
    // The driver applies its log's own copy of the order (decision 0032), which no caller holds:
    // the state may keep it as it is.
    apply(s, seat, f, o, ctx) {
      const needs = k.roguePayments ? rogueNeeds(k.roguePayments(s, f, o)) : [];
      if (needs.length > 0) {
        schedule(s, { f: 'rogue_ship', seat, submission: o, needs });
        return;
      }
      k.apply(s, seat, f, o, ctx);
    },
  };
  return core as unknown as AbsDecisionKind;
}
