import { jest } from '@jest/globals';
import { createMatch, rngFromSeed } from '../../engine/index.js';
import { describePending } from './decision-notice.js';
import { pendingNow } from './pending.js';

describe('decision notices', () => {
  const now = new Date('2030-01-01T00:00:00.000Z');

  function started() {
    const match = createMatch({ rulesetId: 'stratoyager', scenarioId: 'pilot-episode' }, 'seed');
    const describe = jest.spyOn(match, 'describe');
    return { match, describe, pending: pendingNow(match, [], null, now) };
  }

  it('describes a published decision once for its reader, with the same notice', () => {
    const { match, describe, pending } = started();
    const published = pending.map((p) => describePending('m', match, p, true));
    const read = pending.map((p) => describePending('m', match, p));
    expect(read).toEqual(published);
    expect(describe).toHaveBeenCalledTimes(pending.length);
    // Taken once: a second read describes again.
    expect(describePending('m', match, pending[0])).toEqual(published[0]);
    expect(describe).toHaveBeenCalledTimes(pending.length + 1);
  });

  it('describes again once the match has moved on', () => {
    const { match, describe, pending } = started();
    const [first] = pending;
    for (const p of pending) describePending('m', match, p, true);
    const rng = rngFromSeed('orders');
    const result = match.submit(first.seat, first.decisionId, match.sample(first.decisionId, rng));
    expect(result.ok).toBe(true);
    const next = pendingNow(match, pending, null, now);
    // A decision still owed after the order (a simultaneous one) had a kept description.
    expect(next.some((p) => pending.some((q) => q.decisionId === p.decisionId))).toBe(true);
    for (const p of next) {
      expect(describePending('m', match, p)).toEqual(describePending('m', match, p));
    }
    // Every read after the order was described afresh, none from the kept description.
    expect(describe).toHaveBeenCalledTimes(pending.length + 2 * next.length);
  });

  it('keeps descriptions per match', () => {
    const a = started();
    const b = started();
    describePending('m', a.match, a.pending[0], true);
    describePending('m', b.match, b.pending[0]);
    expect(b.describe).toHaveBeenCalledTimes(1);
  });

  it('keeps each match its published descriptions however many matches publish meanwhile', () => {
    // More than the 64 descriptions a count-bounded store kept across all matches.
    const matches = Array.from({ length: 100 }, started);
    for (const m of matches) for (const p of m.pending) describePending('m', m.match, p, true);
    for (const m of matches) for (const p of m.pending) describePending('m', m.match, p);
    for (const m of matches) expect(m.describe).toHaveBeenCalledTimes(m.pending.length);
  });
});
