import type { PendingDecision } from '../match-runtime/index.js';
import { happeningsOf, lastAwaited, type Before, type MatchFacts } from './happenings.js';

const owed = (decisionId: string, seat: number): PendingDecision => ({
  decisionId,
  seat,
  kind: 'orders',
  deadline: null,
});
const phase = (turn: number, label = `Turn ${turn}`) => ({ turn, phase: 'orders', label });

function facts(over: Partial<MatchFacts>): MatchFacts {
  return {
    matchId: 'm',
    rulesetId: 'stratoyager',
    status: 'active',
    phase: phase(1),
    outcome: null,
    seats: [],
    pending: [],
    ...over,
  };
}

describe('what a commit means to webhooks', () => {
  it('an order that is not the last of a turn: nothing but the nudge for the last seat', () => {
    const before: Before = {
      status: 'active',
      phase: phase(1),
      pending: [owed('a', 0), owed('b', 1)],
    };
    const types = happeningsOf(before, facts({ pending: [owed('b', 1)] }), []).map((h) => h.type);
    expect(types).toEqual(['reminder.due']);
  });

  it('the last order of a turn: turn resolved, phase changed, decisions required', () => {
    const before: Before = { status: 'active', phase: phase(1), pending: [owed('b', 1)] };
    const after = facts({ phase: phase(2), pending: [owed('c', 0), owed('d', 1)] });
    const events = [{ seq: 7, type: 'turn.ended', data: {} }];
    const hs = happeningsOf(before, after, events);
    expect(hs.map((h) => h.type)).toEqual(['turn.resolved', 'phase.changed', 'decision.required']);
    expect(hs[0].data).toMatchObject({ turn: 1, fromSeq: 7, toSeq: 7 });
  });

  it('the end of the match resolves its last turn and finishes it', () => {
    const before: Before = { status: 'active', phase: phase(3), pending: [owed('z', 1)] };
    const after = facts({ status: 'finished', phase: phase(3, 'Over') });
    expect(happeningsOf(before, after, []).map((h) => h.type)).toEqual([
      'turn.resolved',
      'phase.changed',
      'match.finished',
    ]);
  });

  it('nudges only a late seat, never one with a new decision or when one seat was awaited', () => {
    expect(lastAwaited([owed('a', 0), owed('b', 1)], [owed('b', 1)])).toBe(1);
    expect(lastAwaited([owed('a', 0), owed('b', 1)], [owed('c', 1)])).toBeNull();
    expect(lastAwaited([owed('a', 0)], [owed('b', 1)])).toBeNull();
    expect(lastAwaited([owed('a', 0), owed('b', 1)], [])).toBeNull();
  });
});
