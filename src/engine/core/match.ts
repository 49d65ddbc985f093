import type {
  Decision,
  MatchConfig,
  OrderDescription,
  Outcome,
  PhaseSummary,
  Ruleset,
  RulesetEvent,
  Seat,
  SetupInput,
  StepContext,
  Viewer,
} from './contract.js';
import {
  DiceNeeded,
  LoggedDice,
  type Dice,
  notation,
  SeededDiceSource,
  SuppliedDiceSource,
  type DiceSource,
  type RollRequest,
} from './dice.js';
import { canonicalJson, sha256Hex } from './hash.js';
import { copyJson, freezeJson } from './json.js';
import { DriverCodes, EngineError, noSuch, problem, type Problem } from './problems.js';
import {
  CURRENT_DICE_GENERATOR,
  DICE_GENERATOR_IDS,
  findDiceGenerator,
  UNKNOWN_DICE_GENERATOR,
  UNNAMED_DICE_GENERATOR,
  type DiceGenerator,
} from './dice-generators.js';
import type { Rng } from './rng.js';
import { nextOpenStep, stateKnownTo, type OpenStep } from './open-step.js';
import { logEntry, numberedEvent, type LogEntry, type MatchEvent } from './kept-records.js';

export type { LogEntry, MatchEvent };

export type SubmitResult =
  { ok: true; seq: number; events: MatchEvent[] } | { ok: false; problems: Problem[] };

/** A step waiting for dice rolled at the table (external dice). */
interface Suspension {
  /** What is being resolved: the opening setup, or an accepted log entry. */
  entrySeq: number | null;
  faces: number[];
  need: RollRequest & { count: number };
  decision: Decision;
}

/** The serialized match: lossless, plain JSON. */
export interface MatchRecord {
  format: 1;
  rulesetId: string;
  rulesetVersion: string;
  config: MatchConfig;
  seed: string;
  seedHash: string;
  /** The dice generator's name and version (`chacha20-v1`); absent in older records: the unnamed one. */
  generator?: string;
  rngAlgorithm: string;
  seats: number;
  state: unknown;
  rng: number[];
  log: LogEntry[];
  events: MatchEvent[];
  suspension: Suspension | null;
  rolls: number;
}

/** What anyone may see of a match's inputs; the seed only once it is over. */
export interface MatchReplay {
  rulesetId: string;
  rulesetVersion: string;
  config: MatchConfig;
  seedHash: string;
  seed?: string;
  /** The dice generator's name and version; a replay without one is of the unnamed generator. */
  generator?: string;
  rngAlgorithm: string;
  orders: LogEntry[];
  events: MatchEvent[];
  outcome: Outcome | null;
}

export interface VerifyResult {
  ok: boolean;
  problems: Problem[];
  outcome: Outcome | null;
}

const ROLL_KIND = 'roll';

interface Derived {
  state: unknown;
  outcome?: Outcome | null;
  pending?: Decision[];
  phase?: PhaseSummary;
}

/** A change to a private copy of the state. Method syntax keeps `Match<S>` assignable to `Match`. */
interface StepAction<S> {
  run(state: S, ctx: StepContext): S;
  /** The next state without a copy, where the step only keeps an order hidden (`Ruleset.seal`). */
  seal?(state: S): S | undefined;
}

/** An accepted order's step: one object per order, where closures would take a context and two. */
class OrderStep<S, O> implements StepAction<S> {
  constructor(
    private readonly ruleset: Ruleset<S, O>,
    private readonly decision: Decision,
    private readonly order: O,
  ) {}
  run(state: S, ctx: StepContext): S {
    return this.ruleset.apply(state, this.decision, this.order, ctx);
  }
  seal(state: S): S | undefined {
    return this.ruleset.seal?.(state, this.decision, this.order);
  }
}

/**
 * A step's context in one object: its dice, which report every roll, and the events the step
 * emits, kept in order for the driver to number. Instead of a context, a closure and its scope,
 * and the dice beside it, made for every order.
 */
class StepRun extends LoggedDice implements StepContext {
  readonly events: RulesetEvent[] = [];
  readonly dice: Dice = this;
  constructor(source: DiceSource) {
    super(source, UNUSED_EMIT);
  }
  emit(event: RulesetEvent): void {
    this.events.push(event);
  }
  protected override report(event: RulesetEvent): void {
    this.events.push(event);
  }
}

/** `LoggedDice` wants somewhere to report to; `StepRun` keeps its events itself. */
const UNUSED_EMIT = (): void => {};

/**
 * The event-sourced match driver. It knows nothing of any game: it numbers events, owns the dice,
 * keeps the input log, holds steps that wait for dice rolled at the table, and asks the ruleset
 * everything else. Given the same config, seed and log it always reaches the same state.
 */
export class Match<S = unknown, O = unknown> {
  private cache: Derived | undefined;
  private readonly dice: DiceGenerator;
  /**
   * The stream at `liveRngAt` (the `record.rng` it was kept with), kept between steps so that it
   * is not rebuilt for every order. Two fields, not a pair object: no allocation per step.
   */
  private liveRng: Rng | undefined;
  private liveRngAt: number[] | undefined;
  /**
   * The simultaneous step some seats have answered and others not; `null` when unknown (a match
   * restored from its record: the step is found again by replaying the log).
   */
  private openStep: OpenStep<S> | undefined | null = undefined;

  private constructor(
    readonly ruleset: Ruleset<S, O>,
    private record: MatchRecord,
  ) {
    this.record.generator ??= UNNAMED_DICE_GENERATOR;
    this.dice = diceGeneratorFor(this.record.generator);
  }

  // ── creation and restoration ────────────────────────────────────────────────────────────────

  /**
   * A new match; its dice come from `generator` (by default the current one) and its rules from
   * `rulesetVersion` (by default the current one, else one of `formerVersions`) for its whole life.
   */
  static create<S, O>(
    ruleset: Ruleset<S, O>,
    config: MatchConfig,
    seed: string,
    generator: string = CURRENT_DICE_GENERATOR,
    rulesetVersion: string = ruleset.version,
  ): Match<S, O> {
    const dice = diceGeneratorFor(generator);
    assertKnownVersion(ruleset, rulesetVersion);
    const rng = dice.fromSeed(seed);
    if (config.rulesetId !== ruleset.id) {
      throw new EngineError(
        DriverCodes.unknownRuleset,
        `config is for "${config.rulesetId}", not "${ruleset.id}"`,
      );
    }
    const input = setupInput(config, rulesetVersion);
    if (
      input.scenarioId !== undefined &&
      !ruleset.scenarios.some((s) => s.id === input.scenarioId)
    ) {
      throw new EngineError(
        DriverCodes.unknownScenario,
        `${ruleset.id}: ${noSuch('scenario', input.scenarioId, ruleset.scenarios)}`,
        [
          problem(
            DriverCodes.unknownScenario,
            noSuch('scenario', input.scenarioId, ruleset.scenarios),
            '/scenarioId',
          ),
        ],
      );
    }
    const problems = ruleset.validateSetup(input);
    if (problems.length > 0) {
      throw new EngineError(
        DriverCodes.invalidSetup,
        `invalid setup: ${problems.map((p) => p.message).join('; ')}`,
        problems,
      );
    }
    const match = new Match(ruleset, {
      format: 1,
      rulesetId: ruleset.id,
      rulesetVersion,
      config: copyJson(config),
      seed,
      seedHash: sha256Hex(seed),
      generator: dice.id,
      rngAlgorithm: dice.algorithm,
      seats: ruleset.seatCount(input),
      state: null,
      rng: rng.state(),
      log: [],
      events: [],
      suspension: null,
      rolls: 0,
    });
    match.keepRng(rng);
    match.pushEvents([
      {
        type: 'match.created',
        data: {
          rulesetId: ruleset.id,
          rulesetVersion,
          seats: match.record.seats,
          seedHash: match.record.seedHash,
          ...dice.announced,
        },
      },
    ]);
    match.runStep(null, []);
    return match;
  }

  /**
   * Rebuild a match from its inputs alone: config, seed, dice generator, ruleset version and log
   * (snapshots are only a cache).
   */
  static replay<S, O>(
    ruleset: Ruleset<S, O>,
    config: MatchConfig,
    seed: string,
    log: readonly LogEntry[],
    generator: string = CURRENT_DICE_GENERATOR,
    rulesetVersion: string = ruleset.version,
  ): Match<S, O> {
    const match = Match.create(ruleset, config, seed, generator, rulesetVersion);
    for (const entry of log) match.reapply(entry);
    return match;
  }

  static fromJSON<S, O>(ruleset: Ruleset<S, O>, record: MatchRecord): Match<S, O> {
    if (record.format !== 1 || record.rulesetId !== ruleset.id) {
      throw new EngineError('INVALID_RECORD', `record is not a format-1 ${ruleset.id} match`);
    }
    assertKnownVersion(ruleset, record.rulesetVersion);
    const match = new Match(ruleset, structuredClone(record));
    match.openStep = null;
    return match;
  }

  toJSON(): MatchRecord {
    return structuredClone(this.record);
  }

  // ── reading ─────────────────────────────────────────────────────────────────────────────────

  get seats(): number {
    return this.record.seats;
  }
  get seedHash(): string {
    return this.record.seedHash;
  }
  /** The ruleset version the match is played under (set up as that version did). */
  get rulesetVersion(): string {
    return this.record.rulesetVersion;
  }
  /** The dice generator's name and version, e.g. `chacha20-v1`. */
  get generator(): string {
    return this.dice.id;
  }
  /** The seed, only once the match is over: until then it would let anyone predict every roll. */
  get seed(): string | undefined {
    return this.isOver ? this.record.seed : undefined;
  }
  get config(): MatchConfig {
    return structuredClone(this.record.config);
  }
  get isOver(): boolean {
    return this.outcome() !== null;
  }
  /** The ruleset state. Read-only: mutate it and the match is no longer its log. */
  get state(): S {
    return this.record.state as S;
  }
  get lastEventSeq(): number {
    return this.record.events.length;
  }
  get lastOrderSeq(): number {
    return this.record.log.length;
  }

  outcome(): Outcome | null {
    if (this.record.state === null) return null;
    const derived = this.derived();
    if (derived.outcome === undefined) derived.outcome = this.ruleset.outcome(this.state);
    return derived.outcome;
  }

  /**
   * What the ruleset derives from the current state, computed once per state: the driver asks
   * for pending decisions and the outcome several times per order. States are never mutated in
   * place (every step works on a copy), so the state object itself is the cache key.
   */
  private derived(): Derived {
    const cached = this.cache;
    if (cached && cached.state === this.record.state) return cached;
    const fresh: Derived = { state: this.record.state };
    this.cache = fresh;
    return fresh;
  }

  phase(): PhaseSummary {
    if (this.record.state === null) return { turn: 0, phase: 'setup', label: 'Setting up' };
    if (this.record.suspension) {
      const p = this.statePhase();
      return {
        ...p,
        label: `${p.label} (waiting for dice: ${this.record.suspension.need.purpose})`,
      };
    }
    return this.statePhase();
  }

  pending(): Decision[] {
    return this.pendingDecisions().slice();
  }

  pendingFor(seat: Seat): Decision[] {
    return this.pending().filter((d) => d.seat === seat);
  }

  /**
   * The pending decision `decisionId`, as `describe` names it, without describing it: a copy, so
   * that nothing its reader does reaches the driver's own list.
   */
  decision(decisionId: string): Decision | undefined {
    const found = this.findDecision(decisionId);
    return found && { ...found };
  }

  describe(decisionId: string): OrderDescription {
    const decision = this.findDecision(decisionId);
    if (!decision)
      throw new EngineError(DriverCodes.unknownDecision, `no pending decision "${decisionId}"`);
    if (decision.kind === ROLL_KIND)
      return rollDescription(decision, this.record.suspension!.need, this.record.rolls);
    return this.ruleset.describe(this.state, decision);
  }

  /** A legal order for a pending decision, drawn from `rng`. */
  sample(decisionId: string, rng: Rng): unknown {
    const decision = this.findDecision(decisionId);
    if (!decision)
      throw new EngineError(DriverCodes.unknownDecision, `no pending decision "${decisionId}"`);
    if (decision.kind === ROLL_KIND) {
      const need = this.record.suspension!.need;
      return { faces: Array.from({ length: need.count }, () => rng.int(need.sides) + 1) };
    }
    return this.ruleset.sample(this.state, decision, rng);
  }

  /**
   * What `viewer` may know. A view that shares the state's objects comes frozen, so that no
   * caller (an in-process bot, a host's code) can write its way into the match; copies do not
   * (freezing costs a walk, and slows rules that read them).
   */
  view(viewer: Viewer): unknown {
    const value = this.ruleset.view(this.state, viewer);
    return this.ruleset.viewSharesState ? freezeJson(value) : value;
  }

  /**
   * A state built only from what `seat` knows of the match, for a search bot to play forward:
   * the current state, except that other seats' orders in a simultaneous step still open are
   * taken back (they still owe them). Hidden cards and decks stay as they are: the ruleset's
   * `redrawHidden` redraws them. Read-only, like `state`.
   */
  publicState(seat: Seat): S {
    if (this.openStep === null) {
      const { config, seed, log, generator, rulesetVersion } = this.record;
      this.openStep =
        Match.replay(this.ruleset, config, seed, log, generator, rulesetVersion).openStep ??
        undefined;
    }
    return stateKnownTo(this.ruleset, this.state, this.openStep, seat);
  }

  /** Events after `after` that `viewer` may see, at most `limit` of them. */
  eventsSince(after: number, viewer: Viewer, limit = Infinity): MatchEvent[] {
    const out: MatchEvent[] = [];
    for (let i = Math.max(0, after); i < this.record.events.length && out.length < limit; i++) {
      const e = this.record.events[i];
      if (isVisible(e, viewer)) out.push(e);
    }
    return out;
  }

  /** A canonical hash of everything that decides the future of the match. */
  stateHash(): string {
    const { state, rng, suspension } = this.record;
    return sha256Hex(canonicalJson({ state, rng, suspension }));
  }

  /**
   * The match's inputs and outputs as `viewer` may see them. While the match goes on, another
   * seat's orders are listed without their content: they may still be hidden.
   */
  replay(viewer: Viewer = null): MatchReplay {
    const over = this.isOver;
    return {
      rulesetId: this.record.rulesetId,
      rulesetVersion: this.record.rulesetVersion,
      config: this.config,
      seedHash: this.record.seedHash,
      seed: over ? this.record.seed : undefined,
      generator: this.dice.id,
      rngAlgorithm: this.record.rngAlgorithm,
      orders: this.record.log.map((e) =>
        over || (viewer !== null && e.seat === viewer) || e.kind === 'roll' || e.kind === 'resign'
          ? structuredClone(e)
          : { ...e, order: null },
      ),
      events: over ? structuredClone(this.record.events) : this.eventsSince(0, viewer),
      outcome: this.outcome(),
    };
  }

  // ── acting ──────────────────────────────────────────────────────────────────────────────────

  /** Validate and, if legal, accept an order. A rejected order changes nothing. */
  submit(seat: Seat, decisionId: string, order: unknown): SubmitResult {
    const found = this.checkDecision(seat, decisionId);
    if (Array.isArray(found)) return { ok: false, problems: found };
    const problems = this.validateFor(found, order);
    if (problems.length > 0) return { ok: false, problems };
    return this.accept(seat, found, found.kind === ROLL_KIND ? 'roll' : 'order', order);
  }

  /** Problems with an order, without accepting it. */
  check(seat: Seat, decisionId: string, order: unknown): Problem[] {
    const found = this.checkDecision(seat, decisionId);
    return Array.isArray(found) ? found : this.validateFor(found, order);
  }

  /** A deadline passed: apply the ruleset's default order (for dice, a roll from the seeded stream). */
  submitDefault(decisionId: string): SubmitResult {
    const decision = this.findDecision(decisionId);
    if (!decision)
      return {
        ok: false,
        problems: [
          problem(
            DriverCodes.unknownDecision,
            `no pending decision "${decisionId}"`,
            '/decisionId',
          ),
        ],
      };
    const order =
      decision.kind === ROLL_KIND
        ? { faces: new SeededDiceSource(this.takeRng()).faces(this.record.suspension!.need) }
        : this.ruleset.defaultOrder(this.state, decision);
    return this.accept(decision.seat, decision, 'default', order);
  }

  /** A seat concedes. */
  resign(seat: Seat): SubmitResult {
    if (this.isOver)
      return { ok: false, problems: [problem(DriverCodes.matchOver, 'the match is over')] };
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats) {
      return {
        ok: false,
        problems: [problem(DriverCodes.notYourDecision, `seat ${seat} is not in this match`)],
      };
    }
    const decision: Decision = {
      id: 'resign',
      seat,
      kind: 'resign',
      simultaneous: false,
      prompt: 'Resign',
    };
    return this.accept(seat, decision, 'resign', null);
  }

  // ── internals ───────────────────────────────────────────────────────────────────────────────

  /** The pending decisions, cached per state; callers inside the driver must not mutate it. */
  private pendingDecisions(): readonly Decision[] {
    if (this.record.suspension) return [this.record.suspension.decision];
    if (this.isOver) return [];
    const derived = this.derived();
    if (derived.pending) return derived.pending;
    const decisions = this.ruleset.pending(this.state);
    assertUniqueIds(this.ruleset.id, decisions);
    derived.pending = decisions;
    return decisions;
  }

  /** The ruleset's phase of the current state, cached per state (asked before and after each step). */
  private statePhase(): PhaseSummary {
    const derived = this.derived();
    derived.phase ??= this.ruleset.phase(this.state);
    return derived.phase;
  }

  private findDecision(decisionId: string): Decision | undefined {
    for (const d of this.pendingDecisions()) if (d.id === decisionId) return d;
    return undefined;
  }

  /** The decision `seat` owes by that id, or the problems: no wrapper object on every order. */
  private checkDecision(seat: Seat, decisionId: string): Decision | Problem[] {
    if (this.isOver) return [problem(DriverCodes.matchOver, 'the match is over', '/decisionId')];
    const pending = this.pendingDecisions();
    for (const d of pending) if (d.id === decisionId && d.seat === seat) return d;
    if (this.record.log.some((e) => e.seat === seat && e.decisionId === decisionId)) {
      return [
        problem(
          DriverCodes.alreadyDecided,
          `decision "${decisionId}" was already made by seat ${seat}`,
          '/decisionId',
        ),
      ];
    }
    if (pending.some((d) => d.id === decisionId)) {
      return [
        problem(
          DriverCodes.notYourDecision,
          `decision "${decisionId}" is not yours to make`,
          '/decisionId',
        ),
      ];
    }
    return [
      problem(DriverCodes.unknownDecision, `no pending decision "${decisionId}"`, '/decisionId'),
    ];
  }

  private validateFor(decision: Decision, order: unknown): Problem[] {
    if (decision.kind === ROLL_KIND) return rollProblems(this.record.suspension!.need, order);
    return this.ruleset.validate(this.state, decision, order);
  }

  private reapply(entry: LogEntry): void {
    if (entry.kind === 'resign') {
      this.resign(entry.seat!);
      return;
    }
    const decision = this.findDecision(entry.decisionId);
    if (!decision)
      throw new EngineError(
        'REPLAY_DIVERGED',
        `log entry ${entry.seq}: decision "${entry.decisionId}" is not pending`,
      );
    if (entry.kind === 'order' || entry.kind === 'roll') {
      const problems = this.validateFor(decision, entry.order);
      if (problems.length > 0)
        throw new EngineError(
          'REPLAY_DIVERGED',
          `log entry ${entry.seq} is no longer legal`,
          problems,
        );
    }
    this.accept(entry.seat ?? decision.seat, decision, entry.kind, entry.order);
  }

  private accept(
    seat: Seat,
    decision: Decision,
    kind: LogEntry['kind'],
    order: unknown,
  ): SubmitResult & { ok: true } {
    const firstNew = this.record.events.length;
    const stateBefore = this.record.state as S;
    const pendingBefore = kind === 'resign' ? [] : this.pendingDecisions();
    // Kept for the match's life: made by `kept-records.ts`, not by literals.
    const entry = logEntry(this.record.log.length + 1, seat, decision.id, kind, copyJson(order));
    this.record.log.push(entry);
    // Numbered here: the driver's own event needs no ruleset-shaped object to be copied from.
    this.record.events.push(
      numberedEvent(this.record.events.length + 1, 'order.accepted', {
        orderSeq: entry.seq,
        seat,
        decisionId: decision.id,
        kind: decision.kind,
        default: kind === 'default',
      }),
    );
    if (decision.kind === ROLL_KIND) {
      const s = this.record.suspension!;
      this.record.suspension = null;
      const faces = [...s.faces, ...(order as { faces: number[] }).faces];
      this.runStep(
        s.entrySeq,
        faces,
        s.entrySeq === null ? undefined : this.applyEntry(s.entrySeq),
      );
    } else if (kind === 'resign') {
      // A step waiting for dice is abandoned: the match ends here.
      this.record.suspension = null;
      this.runStep(entry.seq, [], { run: (state, ctx) => this.ruleset.resign(state, seat, ctx) });
    } else {
      // The log's copy, not the caller's object: a ruleset may keep the order in the state (a
      // hidden submission), and the caller may change its object after submitting it.
      this.runStep(entry.seq, [], new OrderStep(this.ruleset, decision, entry.order as O));
    }
    this.trackOpenStep(stateBefore, decision, kind, entry.order, pendingBefore);
    return { ok: true, seq: entry.seq, events: this.record.events.slice(firstNew) };
  }

  private trackOpenStep(
    stateBefore: S,
    decision: Decision,
    kind: LogEntry['kind'],
    order: unknown,
    pendingBefore: readonly Decision[],
  ): void {
    if (this.openStep === null) return; // unknown until someone asks: then the log is replayed
    const given = kind === 'order' || kind === 'default';
    // Only a simultaneous decision can leave a step open: no need to ask what is owed now.
    this.openStep =
      given && decision.simultaneous
        ? nextOpenStep(
            this.openStep,
            stateBefore,
            decision,
            order,
            pendingBefore,
            this.pendingDecisions(),
          )
        : undefined;
  }

  /** The action that applies log entry `seq` to the current state (to resume it after a roll). */
  private applyEntry(seq: number): StepAction<S> {
    const entry = this.record.log[seq - 1];
    const decision = this.ruleset.pending(this.state).find((d) => d.id === entry.decisionId)!;
    return { run: (state, ctx) => this.ruleset.apply(state, decision, entry.order as O, ctx) };
  }

  /**
   * The dice stream where the record says it is. The caller owns it: a step that completes hands
   * it back through `runStep`; any other use leaves the next step to rebuild it from the record.
   */
  private takeRng(): Rng {
    const live = this.liveRng;
    this.liveRng = undefined;
    if (live && this.liveRngAt === this.record.rng) return live;
    return this.dice.fromState(this.record.rng);
  }

  /** Keep `rng`, which is where `record.rng` says, for the next step. */
  private keepRng(rng: Rng): void {
    this.liveRng = rng;
    this.liveRngAt = this.record.rng;
  }

  /**
   * Run setup (no action) or an action for log entry `entrySeq` on a copy of the state. With external
   * dice, `faces` are the table's results so far; if the step needs more, it is suspended and a
   * roll decision is raised. Nothing is committed unless the step completes.
   */
  private runStep(entrySeq: number | null, faces: number[], action?: StepAction<S>): void {
    // An order only kept hidden rolls nothing and reports nothing: no copy, no dice, no context.
    const sealed = this.record.state === null ? undefined : action?.seal?.(this.record.state as S);
    if (sealed !== undefined) {
      const before = this.statePhase();
      this.record.state = sealed;
      this.finishStep(before, []);
      return;
    }
    const external = this.record.config.dice === 'external';
    const rng = this.takeRng();
    const seeded = external ? null : new SeededDiceSource(rng);
    const ctx = new StepRun(seeded ?? new SuppliedDiceSource(faces));
    const before = this.record.state === null ? null : this.statePhase();
    let next: S;
    try {
      if (!action) {
        next = this.ruleset.setup(setupInput(this.record.config, this.record.rulesetVersion), ctx);
      } else {
        const state = this.record.state as S;
        next = action.run(this.ruleset.cloneState?.(state) ?? structuredClone(state), ctx);
      }
    } catch (err) {
      if (err instanceof DiceNeeded) {
        this.suspend(entrySeq, faces, err.request);
        return;
      }
      throw err;
    }
    this.record.state = next;
    // Most steps roll nothing (a hidden order is only kept): the stream is where the record has it.
    if (seeded?.rolled) this.record.rng = rng.state();
    this.keepRng(rng);
    this.finishStep(before, ctx.events);
  }

  /** After a step committed its state: the phase change and the end, then the step's events. */
  private finishStep(before: PhaseSummary | null, buffered: RulesetEvent[]): void {
    const after = this.statePhase();
    if (!before || before.label !== after.label) {
      buffered.push({ type: 'phase.changed', data: { ...after } });
    }
    const outcome = this.outcome();
    if (outcome) {
      buffered.push({ type: 'match.finished', data: { outcome, seed: this.record.seed } });
    }
    this.pushEvents(buffered);
  }

  private suspend(
    entrySeq: number | null,
    faces: number[],
    need: RollRequest & { count: number },
  ): void {
    this.record.rolls += 1;
    const seat = need.seat ?? (entrySeq === null ? 0 : (this.record.log[entrySeq - 1].seat ?? 0));
    const decision: Decision = {
      id: `roll.${this.record.rolls}`,
      seat,
      kind: ROLL_KIND,
      simultaneous: false,
      prompt: `Roll ${notation(need.count, need.sides)}: ${need.purpose}`,
    };
    this.record.suspension = { entrySeq, faces, need, decision };
    this.pushEvents([
      {
        type: 'dice.requested',
        data: {
          decisionId: decision.id,
          seat,
          purpose: need.purpose,
          notation: notation(need.count, need.sides),
        },
      },
    ]);
  }

  private pushEvents(events: RulesetEvent[]): void {
    for (const e of events) this.pushEvent(e);
  }

  private pushEvent(e: RulesetEvent): void {
    const numbered = numberedEvent(this.record.events.length + 1, e.type, e.data);
    if (e.visibleTo) numbered.visibleTo = [...e.visibleTo];
    this.record.events.push(numbered);
  }
}

/**
 * The generator a replay's own creation event names: a client that did not keep the `generator`
 * field (a GraphQL query that did not select it) still verifies what it was served.
 */
function announcedGenerator(events: readonly MatchEvent[]): string | undefined {
  const created = events[0];
  const named = created?.type === 'match.created' ? created.data.generator : undefined;
  return typeof named === 'string' ? named : undefined;
}

function unknownGenerator(id: string): string {
  return `no dice generator "${id}" (known: ${DICE_GENERATOR_IDS.join(', ')})`;
}

function diceGeneratorFor(id: string): DiceGenerator {
  const generator = findDiceGenerator(id);
  if (!generator) throw new EngineError(UNKNOWN_DICE_GENERATOR, unknownGenerator(id));
  return generator;
}

function assertUniqueIds(rulesetId: string, decisions: readonly Decision[]): void {
  // Pairwise: a handful of decisions at most, and no allocation on the hot path.
  for (let i = 1; i < decisions.length; i++) {
    for (let j = 0; j < i; j++) {
      if (decisions[i].id !== decisions[j].id) continue;
      throw new EngineError(
        'DUPLICATE_DECISION_ID',
        `${rulesetId}.pending() returned two decisions with one id (${decisions.map((d) => d.id).join(', ')}): ids must be unique across seats`,
      );
    }
  }
}

export function isVisible(event: MatchEvent, viewer: Viewer): boolean {
  return !event.visibleTo || (viewer !== null && event.visibleTo.includes(viewer));
}

function setupInput(config: MatchConfig, rulesetVersion: string): SetupInput {
  return {
    scenarioId: config.scenarioId,
    setup: config.setup,
    options: config.options ?? {},
    rulesetVersion,
  };
}

function knowsVersion(ruleset: Ruleset, version: string): boolean {
  return version === ruleset.version || (ruleset.formerVersions ?? []).includes(version);
}

function unknownVersion(ruleset: Ruleset, version: string): string {
  const known = [...(ruleset.formerVersions ?? []), ruleset.version].join(', ');
  return `${ruleset.id} has no version "${version}" (known: ${known}): a match of a newer ruleset needs that ruleset`;
}

/** Refused, not played under today's rules: a match of another version would silently differ. */
function assertKnownVersion(ruleset: Ruleset, version: string): void {
  if (!knowsVersion(ruleset, version)) {
    throw new EngineError(DriverCodes.unknownRulesetVersion, unknownVersion(ruleset, version));
  }
}

/**
 * The version a replay was played under: its own field, else its creation event's (a client that
 * did not select the field), else the oldest the ruleset plays (replays from before versions
 * were told apart).
 */
function recordedVersion(ruleset: Ruleset, replay: MatchReplay): string {
  if (typeof replay.rulesetVersion === 'string') return replay.rulesetVersion;
  const created = replay.events[0];
  const announced = created?.type === 'match.created' ? created.data.rulesetVersion : undefined;
  if (typeof announced === 'string') return announced;
  return ruleset.formerVersions?.[0] ?? ruleset.version;
}

function rollDescription(
  decision: Decision,
  need: RollRequest & { count: number },
  rollNumber: number,
): OrderDescription {
  // Varied by roll number: a client that answers with the example must not tie roll-offs forever.
  const example = {
    faces: Array.from({ length: need.count }, (_, i) => ((rollNumber + i) % need.sides) + 1),
  };
  return {
    decision,
    schema: {
      type: 'object',
      description: `The faces of ${notation(need.count, need.sides)} rolled at the table, in the order rolled: ${need.purpose}`,
      required: ['faces'],
      additionalProperties: false,
      properties: {
        faces: {
          type: 'array',
          minItems: need.count,
          maxItems: need.count,
          items: { type: 'integer', minimum: 1, maximum: need.sides },
        },
      },
    },
    example,
  };
}

function rollProblems(need: RollRequest & { count: number }, order: unknown): Problem[] {
  const faces = (order as { faces?: unknown } | null)?.faces;
  if (!Array.isArray(faces))
    return [problem(DriverCodes.invalidRoll, 'a roll is {"faces": [...]}', '/faces')];
  const out: Problem[] = [];
  if (faces.length !== need.count) {
    out.push(
      problem(
        DriverCodes.invalidRoll,
        `expected ${need.count} faces for ${notation(need.count, need.sides)}, got ${faces.length}`,
        '/faces',
      ),
    );
  }
  faces.forEach((f, i) => {
    if (!Number.isInteger(f) || f < 1 || f > need.sides) {
      out.push(
        problem(
          DriverCodes.invalidRoll,
          `face ${JSON.stringify(f)} is not a d${need.sides} result`,
          `/faces/${i}`,
        ),
      );
    }
  });
  return out;
}

/**
 * Recorded events with the ruleset's current names: event types and the decision kinds that
 * `order.accepted` carries, read through `Ruleset.formerNames`. Nothing else is touched.
 */
export function withCurrentNames(ruleset: Ruleset, events: readonly MatchEvent[]): MatchEvent[] {
  const types = ruleset.formerNames?.events ?? {};
  const kinds = ruleset.formerNames?.kinds ?? {};
  return events.map((e) => {
    const type = Object.hasOwn(types, e.type) ? types[e.type] : e.type;
    const kind = e.type === 'order.accepted' ? e.data.kind : undefined;
    const renamed = typeof kind === 'string' && Object.hasOwn(kinds, kind);
    if (type === e.type && !renamed) return e;
    return { ...e, type, data: renamed ? { ...e.data, kind: kinds[kind] } : e.data };
  });
}

/** Re-run a finished match from its replay and check every event (every roll) and the outcome. */
export function verifyReplay(ruleset: Ruleset, replay: MatchReplay): VerifyResult {
  if (replay.seed === undefined) {
    return {
      ok: false,
      problems: [
        problem(
          'SEED_NOT_REVEALED',
          'the replay has no seed: a match is verifiable once it is over',
          '/seed',
        ),
      ],
      outcome: null,
    };
  }
  if (sha256Hex(replay.seed) !== replay.seedHash) {
    return {
      ok: false,
      problems: [
        problem('SEED_MISMATCH', 'the seed does not hash to the published seedHash', '/seed'),
      ],
      outcome: null,
    };
  }
  const generator = replay.generator ?? announcedGenerator(replay.events) ?? UNNAMED_DICE_GENERATOR;
  if (!findDiceGenerator(generator)) {
    return {
      ok: false,
      problems: [problem(UNKNOWN_DICE_GENERATOR, unknownGenerator(generator), '/generator')],
      outcome: null,
    };
  }
  const version = recordedVersion(ruleset, replay);
  if (!knowsVersion(ruleset, version)) {
    return {
      ok: false,
      problems: [
        problem(
          DriverCodes.unknownRulesetVersion,
          unknownVersion(ruleset, version),
          '/rulesetVersion',
        ),
      ],
      outcome: null,
    };
  }
  let match: Match;
  try {
    match = Match.replay(ruleset, replay.config, replay.seed, replay.orders, generator, version);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, problems: [problem('REPLAY_DIVERGED', message, '/orders')], outcome: null };
  }
  const problems: Problem[] = [];
  const actual = match.toJSON().events;
  const claimed = withCurrentNames(ruleset, replay.events);
  const n = Math.max(actual.length, claimed.length);
  for (let i = 0; i < n && problems.length < 20; i++) {
    if (canonicalJson(actual[i]) !== canonicalJson(claimed[i])) {
      problems.push(
        problem(
          'EVENT_MISMATCH',
          `event ${i + 1} differs (${actual[i]?.type ?? 'missing'} vs ${claimed[i]?.type ?? 'missing'})`,
          `/events/${i}`,
        ),
      );
    }
  }
  if (canonicalJson(match.outcome()) !== canonicalJson(replay.outcome)) {
    problems.push(
      problem('OUTCOME_MISMATCH', 'the re-run outcome differs from the claimed one', '/outcome'),
    );
  }
  return { ok: problems.length === 0, problems, outcome: match.outcome() };
}
