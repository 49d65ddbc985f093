import type { StepContext } from './contract.js';
import {
  defineRuleset,
  type DecisionKind,
  type Flow,
  type RulesetDefinition,
} from './define-ruleset.js';

/** A frame of the state that the flow hands over as `at`, and that `apply` writes. */
interface Frame {
  owed: number[];
  taken: number[];
}
interface Tally {
  frame: Frame;
  count: number;
}

/** What every ruleset of these specs says of itself: nothing a test reads. */
const aTestRuleset: Pick<
  RulesetDefinition<unknown>,
  | 'source'
  | 'status'
  | 'summary'
  | 'catalog'
  | 'scenarios'
  | 'setupSchema'
  | 'optionsSchema'
  | 'validateSetup'
> = {
  source: 'test',
  status: 'test',
  summary: 'test',
  catalog: [],
  scenarios: [],
  setupSchema: {},
  optionsSchema: {},
  validateSetup: () => [],
};

const ctx: StepContext = { dice: { roll: () => [], d: () => 1 }, emit: () => {} };

const take: DecisionKind<Tally, number, Frame | null> = {
  id: (_s, seat) => `take.${seat}`,
  simultaneous: false,
  prompt: () => 'Take a number',
  schema: { type: 'integer' },
  validate: () => [],
  sample: () => 1,
  defaultOrder: () => 1,
  apply(s, _seat, at, order) {
    if (at) at.taken.push(order);
    s.count += order;
  },
};

/** A tally whose opening hands over its frame (`byFrame`) or nothing. */
function tally(byFrame: boolean) {
  const flow: Flow<Tally, Frame | null> = {
    open: (s) =>
      s.count >= 3 ? null : { kind: 'take', seats: s.frame.owed, at: byFrame ? s.frame : null },
    advance: () => {},
  };
  return defineRuleset<Tally, Frame | null, number>({
    id: 'tally',
    version: '1',
    name: 'Tally',
    ...aTestRuleset,
    seatCount: () => 1,
    setup: () => ({ frame: { owed: [0], taken: [] }, count: 0 }),
    view: (s) => s,
    phase: (s) => ({ turn: s.count, phase: 'take', label: 'Take' }),
    outcome: () => null,
    resign: (s) => s,
    kinds: { take },
    flow,
    cloneState: (s) => ({
      frame: { owed: [...s.frame.owed], taken: [...s.frame.taken] },
      count: s.count,
    }),
  });
}

describe('defineRuleset: an order applied to the copy the driver makes', () => {
  it('reaches the same state whether or not the opening hands over part of it', () => {
    for (const byFrame of [false, true]) {
      const ruleset = tally(byFrame);
      const state: Tally = { frame: { owed: [0], taken: [] }, count: 0 };
      const [decision] = ruleset.pending(state);
      const copy = ruleset.cloneState!(state);
      ruleset.apply(copy, decision, 2, ctx);
      expect(copy.count).toBe(2);
      expect(state).toEqual({ frame: { owed: [0], taken: [] }, count: 0 });
    }
  });

  it('hands `apply` the copy’s own frame, not the original’s', () => {
    const ruleset = tally(true);
    const state: Tally = { frame: { owed: [0], taken: [] }, count: 0 };
    const [decision] = ruleset.pending(state);
    const copy = ruleset.cloneState!(state);
    ruleset.apply(copy, decision, 2, ctx);
    expect(copy.frame.taken).toEqual([2]);
    expect(state.frame.taken).toEqual([]);
  });

  it('answers for the copy only until it is changed: a second order on it is checked again', () => {
    const ruleset = tally(false);
    const state: Tally = { frame: { owed: [0], taken: [] }, count: 0 };
    const [decision] = ruleset.pending(state);
    const copy = ruleset.cloneState!(state);
    ruleset.apply(copy, decision, 3, ctx);
    // The game is over on the copy: the decision is no longer pending there.
    expect(() => ruleset.apply(copy, decision, 1, ctx)).toThrow(/not pending/);
  });
});

/** Two seats each keep a hidden number; `seal` keeps it without a copy. */
interface Hidden {
  kept: (number | null)[];
}

function hidden(sealKeepsOthers: boolean) {
  const built = { ids: 0 };
  const keep: DecisionKind<Hidden, number, null> = {
    id: (_s, seat) => {
      built.ids++;
      return `keep.${seat}`;
    },
    simultaneous: true,
    prompt: () => 'Keep a number',
    schema: { type: 'integer' },
    validate: () => [],
    sample: () => 1,
    defaultOrder: () => 1,
    apply(s, seat, _at, order) {
      s.kept[seat] = order;
    },
    seal: (s, seat, _at, order) => ({ kept: s.kept.map((k, i) => (i === seat ? order : k)) }),
    sealKeepsOthers,
  };
  const flow: Flow<Hidden, null> = {
    open: (s) => ({ kind: 'keep', seats: [0, 1].filter((i) => s.kept[i] === null), at: null }),
    advance: () => {},
  };
  const ruleset = defineRuleset<Hidden, null, number>({
    id: 'hidden',
    version: '1',
    name: 'Hidden',
    ...aTestRuleset,
    seatCount: () => 2,
    setup: () => ({ kept: [null, null] }),
    view: (s) => s,
    phase: () => ({ turn: 1, phase: 'keep', label: 'Keep' }),
    outcome: () => null,
    resign: (s) => s,
    kinds: { keep },
    flow,
    cloneState: (s) => ({ kept: [...s.kept] }),
  });
  return { ruleset, built };
}

describe('defineRuleset: decisions kept across a seal', () => {
  it('hands back the other seats’ decisions when the kind says its seal keeps them', () => {
    const { ruleset, built } = hidden(true);
    const state: Hidden = { kept: [null, null] };
    const [first, second] = ruleset.pending(state);
    const sealed = ruleset.seal!(state, first, 4)!;
    const after = ruleset.pending(sealed);
    expect(after).toEqual([second]);
    expect(after[0]).toBe(second);
    expect(built.ids).toBe(2);
    expect(state.kept).toEqual([null, null]);
  });

  it('builds them again when it does not', () => {
    const { ruleset, built } = hidden(false);
    const state: Hidden = { kept: [null, null] };
    const [first, second] = ruleset.pending(state);
    const sealed = ruleset.seal!(state, first, 4)!;
    const after = ruleset.pending(sealed);
    expect(after).toEqual([second]);
    expect(after[0]).not.toBe(second);
    expect(built.ids).toBe(3);
  });
});
