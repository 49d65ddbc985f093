/**
 * The one ruleset shape. A ruleset fills in a table of decision kinds (who owes what, the order's
 * schema and choices, its checks, a sample, the deadline default, the prompt, what accepting it
 * does) and a flow (what waits now, and how play runs on after an order). `defineRuleset` turns
 * that into the `Ruleset` contract the match driver and the service use: the core, not each
 * ruleset, routes every decision to its kind.
 */
import type { Decision, OrderDescription, Ruleset, Seat, StepContext } from './contract.js';
import type { JsonSchema } from './json-schema.js';
import { DriverCodes, problem, type Problem } from './problems.js';
import type { Rng } from './rng.js';

/** What waits for orders now: one kind of decision, owed by some seats, at one place in the flow. */
export interface Opening<P = unknown> {
  /** A key of the ruleset's `kinds` table. */
  kind: string;
  /** The seats that still owe it, in the order they are listed to clients and bots. */
  seats: readonly Seat[];
  /**
   * Where in the flow it waits, handed to every function of the kind: a flow frame, the unit
   * being placed... `null` when the state alone says.
   */
  at: P;
}

/**
 * One kind of decision. `S` is the ruleset's state, `O` the order of this kind, `P` what the flow
 * hands over as `at`. Every function but `apply` is pure.
 */
export interface DecisionKind<S, O = unknown, P = unknown> {
  /** The decision id: unique across seats, stable while pending (`t3.s2.maneuver.1`). */
  id(state: S, seat: Seat, at: P): string;
  /** True when every seat owing it decides in secret and nothing is revealed until all have. */
  simultaneous: boolean | ((state: S, at: P) => boolean);
  /** One line for a human: "Assign initiative cards 1-3 to your units". */
  prompt(state: S, seat: Seat, at: P): string;
  /** A time limit the rules themselves set (an arcade countdown), if any. */
  timeLimitSeconds?(state: S, seat: Seat, at: P): number | undefined;
  /** JSON Schema of the order (draft 2020-12 keywords that Ajv knows). */
  schema: JsonSchema | ((state: S, seat: Seat, at: P) => JsonSchema);
  /** Every legal order, when few enough to list; otherwise undefined (bots use `sample`). */
  choices?(state: S, seat: Seat, at: P): O[] | undefined;
  /**
   * Every problem with the order at once, structure included (see `checkOrder`): stable
   * UPPER_SNAKE codes, JSON Pointer paths. Empty when it is legal.
   */
  validate(state: S, seat: Seat, at: P, order: unknown): Problem[];
  /** A legal order drawn with `rng` (not the match's dice). */
  sample(state: S, seat: Seat, at: P, rng: Rng): O;
  /**
   * The order applied when a deadline passes; always legal. Also the description's example,
   * unless `example` gives one.
   */
  defaultOrder(state: S, seat: Seat, at: P): O;
  /**
   * The description's example, where the default (doing nothing) would not play the game: a
   * legal, sensible move, so that a client answering every decision with it plays a real game.
   */
  example?(state: S, seat: Seat, at: P): O;
  /**
   * Accept a validated order into the state (mutating it). Resolving the step once everyone has
   * answered is the flow's business (`Flow.advance`), which runs right after.
   */
  apply(state: S, seat: Seat, at: P, order: O, ctx: StepContext): void;
  /**
   * For a kind whose `apply` only keeps the order hidden while other seats still owe theirs: the
   * state after `apply`, as a new object sharing everything else with `state` (left unchanged),
   * or undefined where this order does more (then `apply` runs on a copy). Called only when
   * another seat still owes this step, so the flow's `advance` would have nothing to do; the
   * last order of the step goes through `apply`.
   */
  seal?(state: S, seat: Seat, at: P, order: O): S | undefined;
  /**
   * True when `seal` changes nothing that the flow's `open` or this kind's `id`, `prompt`,
   * `simultaneous` and `timeLimitSeconds` read, except that the sealing seat no longer owes the
   * opening: the decisions pending after a seal are then those before it less the sealing seat's,
   * handed back as they were instead of built again. Without it, they are built again.
   */
  sealKeepsOthers?: boolean;
}

/** The flow: the one place a ruleset says what waits now and what opens after a step closes. */
export interface Flow<S, P = unknown> {
  /** What waits for orders now; null when nothing does (the game is over). */
  open(state: S): Opening<P> | null;
  /**
   * Run play on after an order was applied (and after setup): close the step if nobody owes
   * anything more, resolve it, open the next one, until something waits or the game is over.
   */
  advance(state: S, ctx: StepContext): void;
  /**
   * The problems to report for a decision that is not pending (a stale id, another seat's turn)
   * when a caller asks the ruleset directly; the driver checks ids before it asks. Default:
   * `UNKNOWN_DECISION`.
   */
  notPending?(state: S, decision: Decision): Problem[];
}

/** A table of kinds, stored without their order types (each kind checks its own orders). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type KindTable<S, P> = Readonly<Record<string, DecisionKind<S, any, P>>>;

type Derived = 'pending' | 'describe' | 'sample' | 'defaultOrder' | 'validate' | 'apply' | 'seal';

/** Everything of the contract but what the kinds and flow give, plus the kinds and the flow. */
export interface RulesetDefinition<S, P = unknown, O = unknown> extends Omit<
  Ruleset<S, O>,
  Derived
> {
  kinds: KindTable<S, P>;
  flow: Flow<S, P>;
}

/**
 * The contract's decision surface, driven by the kinds table and the flow. `O` is the union of the
 * ruleset's orders, for callers that use the ruleset directly (tests); the driver sees `unknown`.
 */
export function defineRuleset<S, P = unknown, O = unknown>(
  definition: RulesetDefinition<S, P, O>,
): Ruleset<S, O> & RulesetDefinition<S, P, O> {
  const { kinds, flow } = definition;

  function kindOf(opening: Opening<P>): DecisionKind<S, unknown, P> {
    const kind = kinds[opening.kind];
    if (!kind) throw new Error(`${definition.id}: the flow opened unknown kind "${opening.kind}"`);
    return kind;
  }

  /**
   * The last `pending` answer: the driver asks for the pending decisions, then samples, checks
   * and applies one of them on the same state, and each of those would otherwise open the flow
   * and rebuild the decision's id again. It answers only for that very state and one of those
   * very decision objects; `apply` forgets it when it changes that state.
   */
  interface Found {
    at: P;
    kind: DecisionKind<S, unknown, P>;
    /** How many seats owe the opening. */
    owing: number;
  }
  type LastAnswer = Found & { state: S; decisions: readonly Decision[] };
  let last: LastAnswer | null = null;
  /**
   * The copy `cloneState` last made of `last.state`: the driver copies the state and applies the
   * order to the copy at once, and the copy, equal to the original, has the same opening. `at`
   * is reused only when it is no object: an object may be part of the state, and the copy's
   * `apply` must change the copy's own. `apply` forgets it. A copy changed before it is applied
   * to must keep its opening: `redrawHidden` may write into its copy, but what is open is public
   * to every seat, so no redraw of hidden things may change it. Two variables, not a pair
   * object: one copy per applied order.
   */
  let copiedOf: LastAnswer | null = null;
  let copy: S | undefined;
  /**
   * Set when `last` was made by a seal (`sealKeepsOthers`), not by `pending`: the next `pending`
   * of that state hands its decisions back once, where it would otherwise build them again.
   */
  let keptBySeal = false;

  function answersFor(state: S, d: Decision): boolean {
    if (last === null || !last.decisions.includes(d)) return false;
    if (last.state === state) return true;
    const { at } = last;
    return (
      copiedOf === last &&
      copy === state &&
      (at === null || (typeof at !== 'object' && typeof at !== 'function'))
    );
  }

  /**
   * The opening and kind a pending decision belongs to, with how many seats owe it, or null when
   * it is not pending.
   */
  function find(state: S, d: Decision): Found | null {
    if (answersFor(state, d)) return last;
    const opening = flow.open(state);
    if (!opening || !opening.seats.includes(d.seat)) return null;
    const kind = kindOf(opening);
    return kind.id(state, d.seat, opening.at) === d.id
      ? { at: opening.at, kind, owing: opening.seats.length }
      : null;
  }

  function found(state: S, d: Decision): Found {
    const f = find(state, d);
    if (!f) throw new Error(`${definition.id}: decision "${d.id}" is not pending`);
    return f;
  }

  const { cloneState } = definition;

  return {
    ...definition,

    ...(cloneState && {
      cloneState(state: S): S {
        const made = cloneState(state);
        copiedOf = last !== null && last.state === state ? last : null;
        copy = copiedOf === null ? undefined : made;
        return made;
      },
    }),

    setup(input, ctx) {
      const state = definition.setup(input, ctx);
      flow.advance(state, ctx);
      return state;
    },

    pending(state) {
      if (keptBySeal && last !== null && last.state === state) {
        keptBySeal = false;
        return last.decisions.slice();
      }
      const opening = flow.open(state);
      if (!opening) return [];
      const kind = kindOf(opening);
      const { at } = opening;
      const simultaneous =
        typeof kind.simultaneous === 'function' ? kind.simultaneous(state, at) : kind.simultaneous;
      // A loop, not `map`: no closure and its scope for every state.
      const decisions: Decision[] = [];
      for (const seat of opening.seats) {
        const decision: Decision = {
          id: kind.id(state, seat, at),
          seat,
          kind: opening.kind,
          simultaneous,
          prompt: kind.prompt(state, seat, at),
        };
        const limit = kind.timeLimitSeconds?.(state, seat, at);
        if (limit !== undefined) decision.timeLimitSeconds = limit;
        decisions.push(decision);
      }
      last = { state, decisions, at, kind, owing: decisions.length };
      keptBySeal = false;
      return decisions;
    },

    describe(state, d): OrderDescription {
      const { at, kind } = found(state, d);
      const schema =
        typeof kind.schema === 'function' ? kind.schema(state, d.seat, at) : kind.schema;
      const choices = kind.choices?.(state, d.seat, at);
      return {
        decision: d,
        schema,
        ...(choices ? { choices } : {}),
        example: (kind.example ?? kind.defaultOrder)(state, d.seat, at),
      };
    },

    sample(state, d, rng) {
      const { at, kind } = found(state, d);
      return kind.sample(state, d.seat, at, rng) as O;
    },

    defaultOrder(state, d) {
      const { at, kind } = found(state, d);
      return kind.defaultOrder(state, d.seat, at) as O;
    },

    validate(state, d, order) {
      const f = find(state, d);
      if (!f) {
        return (
          flow.notPending?.(state, d) ?? [
            problem(
              DriverCodes.unknownDecision,
              `decision "${d.id}" is not pending`,
              '/decisionId',
            ),
          ]
        );
      }
      return f.kind.validate(state, d.seat, f.at, order);
    },

    seal(state, d, order) {
      const { at, kind, owing } = found(state, d);
      if (!kind.seal || owing <= 1) return undefined;
      const sealed = kind.seal(state, d.seat, at, order);
      if (sealed !== undefined && kind.sealKeepsOthers && last?.state === state) {
        const decisions = last.decisions.filter((other) => other !== d);
        last = { state: sealed, decisions, at, kind, owing: decisions.length };
        keptBySeal = true;
      }
      return sealed;
    },

    apply(state, d, order, ctx) {
      const { at, kind } = found(state, d);
      if (last?.state === state) last = null;
      keptBySeal = false;
      copiedOf = null;
      copy = undefined;
      kind.apply(state, d.seat, at, order, ctx);
      flow.advance(state, ctx);
      return state;
    },
  };
}
