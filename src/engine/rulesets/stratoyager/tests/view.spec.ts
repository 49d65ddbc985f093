import { Match } from '../../../core/match.js';
import { injectedDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import { atSegment, drift, game, submit } from './fixtures.js';

const G = 'fsf-guardian-1';
const B = 'khi-blackbuck-1';

type View = {
  units: { id: string; pos: unknown }[];
  mySubmission: unknown;
  submitted: boolean[];
  waitingFor: number[];
};

describe('Stratoyager views (SY-GEN-4)', () => {
  it('a seat sees its own hidden order, the opponent and spectators only that it was given', () => {
    const s = atSegment(
      game([
        { id: G, x: 12, y: 5, speed: 2 },
        { id: B, x: 12, y: 30, speed: 2, course: 6, facing: 6 },
      ]),
      [G, B],
    );
    submit(s, 0, { orders: [drift(G)] }, injectedDice([]));
    const mine = stratoyager.view(s, 0) as View;
    const theirs = stratoyager.view(s, 1) as View;
    const spectator = stratoyager.view(s, null) as View;
    expect(mine.mySubmission).toEqual({ orders: [drift(G)] });
    expect(theirs.mySubmission).toBeNull();
    expect(spectator.mySubmission).toBeNull();
    expect(theirs.submitted).toEqual([true, false]);
    expect(theirs.waitingFor).toEqual([1]);
    for (const v of [theirs, spectator]) expect(JSON.stringify(v)).not.toContain('ACCEL_DECEL');
  });

  it('a view handed out by the match is frozen: writing to it throws and the game is unchanged', () => {
    const match = Match.create(
      stratoyager,
      { rulesetId: stratoyager.id, scenarioId: 'dogfight' },
      'v',
    );
    const before = match.stateHash();
    const v = match.view(0) as View;
    expect(() => {
      v.units[0].pos = { x: 99, y: 99 };
    }).toThrow(TypeError);
    expect(match.stateHash()).toBe(before);
  });
});
