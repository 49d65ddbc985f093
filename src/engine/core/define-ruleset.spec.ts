import type { StepContext } from './contract.js';
import { defineRuleset, type DecisionKind, type Flow } from './define-ruleset.js';

/** A frame of the state that the flow hands over as `at`, and that `apply` writes. */
interface Frame {
  owed: number[];
  taken: number[];
}
interface Tally {
  frame: Frame;
  count: number;
}

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
    source: 'test',
    status: 'test',
    summary: 'test',
    catalog: [],
    scenarios: [],
    setupSchema: {},
    optionsSchema: {},
    validateSetup: () => [],
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
