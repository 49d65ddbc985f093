/**
 * How a Stratoyager decision kind is written: one submission (§7.1) from one side, checked
 * envelope first (`MALFORMED` stops the checks; stage, turn and side problems are reported with
 * the rule problems), kept hidden until the stage closes unless the kind applies it itself.
 */
import type { StepContext } from '../../../core/contract.js';
import type { DecisionKind } from '../../../core/define-ruleset.js';
import type { Rng } from '../../../core/rng.js';
import type { GameState, Order, Side, Submission } from '../model.js';
import type { Problem } from './common.js';
import { envelopeProblems } from './envelope.js';
import { acceptingSchema, submissionSchemaFor } from './schema.js';
import { shallowGameState } from '../clone.js';

export interface SideKind {
  /** The order types a submission of this kind may carry. */
  types: readonly Order['type'][];
  /** What the submission holds, with its rule ids (the schema's description). */
  note: string;
  simultaneous: boolean | ((state: GameState) => boolean);
  id(state: GameState, side: Side): string;
  prompt(state: GameState, side: Side): string;
  timeLimitSeconds?(state: GameState, side: Side): number | undefined;
  /** The rule checks of a well-formed submission. */
  rules(state: GameState, side: Side, sub: Submission): Problem[];
  choices?(state: GameState, side: Side): Submission[] | undefined;
  sample(state: GameState, side: Side, rng: Rng): Submission;
  defaultOrder(state: GameState, side: Side): Submission;
  /** Default: kept hidden in `submitted` until everyone owing the stage has submitted. */
  apply?(state: GameState, side: Side, sub: Submission, ctx: StepContext): void;
  /** With `apply`: true when, for this submission, it does no more than the default. */
  onlyKeepsHidden?(state: GameState, sub: Submission): boolean;
}

export function sideOf(seat: number): Side {
  return seat === 1 ? 1 : 0;
}

/** Keep a final submission hidden until the stage closes (SY-GEN-4). */
export function keepHidden(state: GameState, side: Side, sub: Submission): void {
  state.submitted[side] = sub;
  state.drafts[side] = null;
}

/** `keepHidden` as a new state sharing everything else (`DecisionKind.seal`). */
function sealHidden(state: GameState, side: Side, sub: Submission): GameState {
  const submitted: GameState['submitted'] = [state.submitted[0], state.submitted[1]];
  const drafts: GameState['drafts'] = [state.drafts[0], state.drafts[1]];
  submitted[side] = sub;
  drafts[side] = null;
  const sealed = shallowGameState(state);
  sealed.submitted = submitted;
  sealed.drafts = drafts;
  return sealed;
}

export function sideKind(k: SideKind): DecisionKind<GameState, Submission, null> {
  const { types } = k;
  const schema = submissionSchemaFor(types, k.note);
  const accepting = acceptingSchema(types);
  const apply = k.apply ?? keepHidden;
  return {
    id: (s, seat) => k.id(s, sideOf(seat)),
    simultaneous: k.simultaneous,
    prompt: (s, seat) => k.prompt(s, sideOf(seat)),
    timeLimitSeconds: k.timeLimitSeconds && ((s, seat) => k.timeLimitSeconds!(s, sideOf(seat))),
    schema,
    choices: k.choices && ((s, seat) => k.choices!(s, sideOf(seat))),
    validate(s, seat, _at, value) {
      const side = sideOf(seat);
      const envelope = envelopeProblems(s, side, value, types, accepting);
      for (const p of envelope) if (p.code === 'MALFORMED') return envelope;
      const rules = k.rules(s, side, value as Submission);
      return envelope.length === 0 ? rules : [...envelope, ...rules];
    },
    sample: (s, seat, _at, rng) => k.sample(s, sideOf(seat), rng),
    defaultOrder: (s, seat) => k.defaultOrder(s, sideOf(seat)),
    apply: (s, seat, _at, sub, ctx) => apply(s, sideOf(seat), sub, ctx),
    seal: (s, seat, _at, sub) =>
      !k.apply || k.onlyKeepsHidden?.(s, sub) ? sealHidden(s, sideOf(seat), sub) : undefined,
    // A seal writes only the side's `submitted` and `drafts`: the flow's opening reads them only
    // to drop the side that submitted, and no kind's id, prompt, time limit or simultaneity reads
    // them (stratoyager/tests/seal-keeps-others.spec.ts checks it in random games).
    sealKeepsOthers: true,
  };
}

/** `t3` for turn 3: the prefix of a turn's decision ids. */
export function turnTag(state: GameState): string {
  return `t${state.turn}`;
}

/**
 * A kind's decision ids, each made once and handed back after. Built afresh on every state, the
 * two sides' ids are two new strings of one length, which the driver's check of unique ids flattens
 * and compares character by character; kept, they are flat after the first check. `key` numbers
 * what the id says besides the side, one number for one id, or is undefined to make it afresh.
 */
export function keptIds(
  key: (state: GameState) => number | undefined,
  make: (state: GameState, side: Side) => string,
): (state: GameState, side: Side) => string {
  const made = new Map<number, string>();
  return (state, side) => {
    const k = key(state);
    if (k === undefined || !Number.isSafeInteger(k) || !Number.isSafeInteger(k * 2 + 1)) {
      return make(state, side);
    }
    const kept = made.get(k * 2 + side);
    if (kept !== undefined) return kept;
    const id = make(state, side);
    made.set(k * 2 + side, id);
    return id;
  };
}

/** A turn's ids: `t3.initiative.0`. */
export function turnIds(word: string): (state: GameState, side: Side) => string {
  return keptIds(
    (state) => state.turn,
    (state, side) => `${turnTag(state)}.${word}.${side}`,
  );
}

/** A segment's maneuver or combat ids: `t3.s2.maneuver.0`, or `t3.dogfight.combat.1`. */
export function segmentIds(word: string): (state: GameState, side: Side) => string {
  return keptIds(
    // The dogfight as segment -1; a turn of more than 4,094 segments is not kept.
    (state) => {
      const segment = state.dogfight ? -1 : state.segment;
      return segment < 4095 ? state.turn * 4096 + segment + 1 : undefined;
    },
    (state, side) =>
      state.dogfight
        ? `${turnTag(state)}.dogfight.${word}.${side}`
        : `${turnTag(state)}.s${state.segment}.${word}.${side}`,
  );
}

/**
 * A prompt that says the turn, the segment and possibly a unit (`make` reads nothing else), made
 * again only when one of them changed: per side, the last one made. Both sides' prompts are built
 * for every state, and most states of a segment say the same.
 */
export function segmentPrompt(
  make: (state: GameState, unit: string | null) => string,
  unitOf: (state: GameState, side: Side) => string | null = () => null,
): (state: GameState, side: Side) => string {
  const last = [0, 1].map(() => ({
    turn: NaN,
    segment: NaN,
    unit: null as string | null,
    made: '',
  }));
  return (state, side) => {
    const unit = unitOf(state, side);
    const kept = last[side];
    if (kept.turn !== state.turn || kept.segment !== state.segment || kept.unit !== unit) {
      kept.made = make(state, unit);
      kept.turn = state.turn;
      kept.segment = state.segment;
      kept.unit = unit;
    }
    return kept.made;
  };
}

/** "Deployment" or "Turn 3", as prompts begin. */
export function when(state: GameState): string {
  return state.turn === 0 ? 'Deployment' : `Turn ${state.turn}`;
}
