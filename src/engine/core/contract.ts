/**
 * The ruleset contract: everything the match driver needs to run a game it knows nothing about.
 * A ruleset is a plain value implementing `Ruleset`. The driver owns dice, event numbering, the
 * order log and hidden-information bookkeeping; the ruleset owns the game.
 */
import type { Dice } from './dice.js';
import type { RulesetEvent } from './events.js';
import type { JsonSchema } from './json-schema.js';
import type { Presentation } from './presentation.js';
import type { Problem } from './problems.js';
import type { Rng } from './rng.js';
import type { Seat, Viewer } from './seat.js';

// Dice and events name seats too: they live apart so that nothing imports the contract back.
export type { RulesetEvent } from './events.js';
export type { Seat, Viewer } from './seat.js';
export type * from './presentation.js';

export type RulesetStatus = 'complete' | 'partial' | 'test';

export type Provenance = 'source' | 'provisional';

/** A catalog value and where it comes from: the rulebook, or a value the digest had to supply. */
export interface Sourced<T = unknown> {
  value: T;
  provenance: Provenance;
  note?: string;
}

export interface CatalogEntry {
  id: string;
  name: string;
  /** e.g. `unit`, `ship_class`, `object`, `weapon` */
  kind: string;
  /** Every parameter, each marked source or provisional. */
  stats: Record<string, Sourced>;
  faction?: string;
  description?: string;
}

export interface SeatDescription {
  /** e.g. "Side 0 (Terran Navy)", "CEO 2" */
  name: string;
  description?: string;
}

export interface Scenario {
  id: string;
  name: string;
  description: string;
  seats: SeatDescription[];
}

/** What a match is created from. Exactly one of `scenarioId` and `setup` is given. */
export interface MatchConfig {
  rulesetId: string;
  scenarioId?: string;
  /** A custom setup in the ruleset's own shape, described by `setupSchema`. */
  setup?: unknown;
  /** Ruleset variants and options (dogfight, arcade, scale...), described by `optionsSchema`. */
  options?: Record<string, unknown>;
  /** `seeded` (default) draws from the match seed; `external` asks the players for each roll. */
  dice?: 'seeded' | 'external';
}

/** A decision owed by one seat now. */
export interface Decision {
  /**
   * Unique within the match, across seats (a simultaneous step gives each seat its own id), and
   * stable for as long as it is pending: e.g. `t3.s2.maneuver.1` for seat 1. Clients send it back
   * with their order, so it alone must name the decision.
   */
  id: string;
  seat: Seat;
  /** Ruleset-defined kind (`initiative`, `maneuver`, ...); the driver adds `roll` for external dice. */
  kind: string;
  /**
   * True when this decision is one of a simultaneous hidden step: every seat involved decides,
   * and nothing of anyone's order is revealed until all have.
   */
  simultaneous: boolean;
  /** A one-line human prompt: "Assign initiative cards 1-3 to your units". */
  prompt: string;
  /**
   * A time limit the rules themselves set (an arcade countdown), counted from when the decision
   * first carries it. The host applies the default order when it runs out, even in a match
   * without deadlines, and a match deadline that falls earlier still stands.
   */
  timeLimitSeconds?: number;
}

/** What a seat may order now, for a bot that does not know the rules. */
export interface OrderDescription {
  decision: Decision;
  /** JSON Schema (draft 2020-12) of the order. */
  schema: JsonSchema;
  /**
   * When the set of legal orders is small enough to list, every one of them. Otherwise absent:
   * use `sample` to draw legal orders.
   */
  choices?: unknown[];
  /** One legal order. */
  example: unknown;
}

export interface Outcome {
  /** Seats that won; empty for a draw. */
  winners: Seat[];
  draw: boolean;
  /** Machine-readable reason (`annihilation`, `points`, `resigned`...). */
  reason: string;
  /** Human sentence. */
  summary: string;
  scores?: Record<Seat, number>;
}

/** Passed to `setup` and `apply`: where a ruleset rolls dice and reports what happened. */
export interface StepContext {
  dice: Dice;
  emit(event: RulesetEvent): void;
}

export interface SetupInput {
  scenarioId?: string;
  setup?: unknown;
  options: Record<string, unknown>;
  /**
   * The ruleset version the match is played under: `version` for a new match, the recorded one
   * for a match replayed or rebuilt (one of `formerVersions`, set up as it was then). The driver
   * always gives it; absent, the current version.
   */
  rulesetVersion?: string;
}

/**
 * A game's rules as a value. `S` is the ruleset's state (plain JSON: no classes, no Maps, no
 * undefined-vs-missing distinctions that survive a JSON round trip differently), `O` its order.
 * Every function is pure with respect to its inputs except `apply`, which may mutate the state it
 * is handed: the driver always hands it a private copy.
 */
export interface Ruleset<S = unknown, O = unknown> {
  id: string;
  version: string;
  name: string;
  /** Which rulebook, e.g. "Basic Stratoyager primer". */
  source: string;
  status: RulesetStatus;
  summary: string;

  catalog: CatalogEntry[];
  scenarios: Scenario[];
  /** JSON Schema of a custom setup (`MatchConfig.setup`); absent if the ruleset has none. */
  setupSchema?: JsonSchema;
  /** JSON Schema of `MatchConfig.options`. */
  optionsSchema: JsonSchema;

  /** Problems with a setup/options pair before anything is created. Empty when it is valid. */
  validateSetup(input: SetupInput): Problem[];
  /** How many seats a match from this input has. Only called after `validateSetup` passed. */
  seatCount(input: SetupInput): number;
  /** The opening state. May roll dice (e.g. deployment roll-offs). */
  setup(input: SetupInput, ctx: StepContext): S;

  /** Who must decide what now. Empty once the game is over. */
  pending(state: S): Decision[];
  describe(state: S, decision: Decision): OrderDescription;
  /** A legal order for the decision, drawn with `rng` (which is not the match's dice). */
  sample(state: S, decision: Decision, rng: Rng): O;
  /** The order to apply when a deadline passes; it must be legal. */
  defaultOrder(state: S, decision: Decision): O;
  /** Every problem with the order at once; empty when it is legal. */
  validate(state: S, decision: Decision, order: unknown): Problem[];
  /**
   * Accept a validated order. When it is the last one a step waits for, resolve the step. Returns
   * the next state (which may be the mutated input).
   */
  apply(state: S, decision: Decision, order: O, ctx: StepContext): S;
  /**
   * Where accepting the order only keeps it hidden until other seats give theirs (a simultaneous
   * step they still owe): the next state as a new object that shares everything else with
   * `state`, which stays unchanged. The driver then skips the copy that `apply` needs. Absent, or
   * undefined for this order: the driver copies the state and calls `apply`.
   */
  seal?(state: S, decision: Decision, order: O): S | undefined;

  /** What `viewer` may know. Never another seat's undisclosed orders, cards or private state. */
  view(state: S, viewer: Viewer): unknown;
  /**
   * True when `view` hands out the state's own objects instead of copies. A host that passes the
   * view to code it does not trust to leave it alone (an in-process bot) then freezes it first, so
   * that nothing written to it reaches the match; the state's objects stay frozen, which the
   * rules must allow (they copy before they write). Absent: every view is the caller's to change.
   */
  viewSharesState?: boolean;
  /** Short public description of where the game is (turn, phase), for lists and subscriptions. */
  phase(state: S): PhaseSummary;
  outcome(state: S): Outcome | null;
  /**
   * A seat concedes. With two seats the game ends at once in the other's favour. A ruleset for
   * more seats may instead take the seat out and play on: from then on the seat owes no decision
   * (`pending` never names it; the ruleset decides for it) and it cannot win.
   */
  resign(state: S, seat: Seat, ctx: StepContext): S;

  /**
   * A deep copy of the state, where the ruleset can do it faster than `structuredClone` (the
   * driver copies the state on every accepted order, so this bounds match throughput).
   */
  cloneState?(state: S): S;

  /**
   * For search bots: `state` with whatever `viewer` cannot see drawn afresh with `rng` from what
   * it could be (another seat's hand from the cards `viewer` has not seen, a deck's order), so
   * that a search never reasons from the real hidden values. It must depend only on what `viewer`
   * sees. Undisclosed orders are not its concern: the driver takes those back first
   * (`Match.publicState`). Absent: orders are the only hidden information. May mutate `state`,
   * but not what is open (the pending decisions are public; define-ruleset.ts relies on it).
   */
  redrawHidden?(state: S, viewer: Seat, rng: Rng): S;

  /** Stateless combat adjudication for tables that keep their own map (VTTs), where offered. */
  combat?: CombatAdjudication;

  /**
   * Names the ruleset used before a rename, old → new, so that a replay recorded under them still
   * verifies: verification reads the recorded event types and decision kinds through these tables
   * and compares everything else exactly.
   */
  formerNames?: FormerNames;

  /**
   * Versions before `version` whose matches this ruleset still sets up as they were played, oldest
   * first (their set-up reads `SetupInput.rulesetVersion`). The driver refuses any other version
   * (`UNKNOWN_RULESET_VERSION`): a match recorded under a newer ruleset is not replayed wrongly.
   * A replay that names no version is of the oldest. Absent: `version` is the only one.
   */
  formerVersions?: readonly string[];

  /**
   * How the game reads and looks, for turn summaries and map pictures; absent, a summary lists
   * only the dice and the phases, and there is no map.
   */
  presentation?: Presentation;
}

export interface FormerNames {
  events?: Readonly<Record<string, string>>;
  kinds?: Readonly<Record<string, string>>;
}

/** A refusal of a stateless request: every problem with it. */
export interface Refusal {
  ok: false;
  problems: Problem[];
}

/**
 * One attack judged outside any match: the caller states the situation (units, distance, aspect,
 * statuses), the ruleset answers with the roll (`resolve`) or the exact odds (`odds`).
 */
export interface CombatAdjudication {
  /** JSON Schema of an attack request. */
  requestSchema: JsonSchema;
  /** Roll the attack with `dice` (seeded, or faces the caller rolled). */
  resolve(request: unknown, dice: Dice): ({ ok: true } & Record<string, unknown>) | Refusal;
  /** Exact probabilities, by enumeration. */
  odds(request: unknown): ({ ok: true } & Record<string, unknown>) | Refusal;
}

export interface PhaseSummary {
  /** Turn or round number, 0 before the first one. */
  turn: number;
  /** Ruleset phase name, e.g. `MANEUVER_ORDERS`, `tactical`. */
  phase: string;
  /** Segment, activation or sub-step, where the ruleset has one. */
  step?: number;
  /** Human text: "Turn 2, segment 3: maneuver orders". */
  label: string;
}
