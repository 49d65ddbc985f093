import { createMatch } from '../../engine/index.js';
import { newlyPending, nextDeadline, pendingNow } from './pending.js';

describe('pending decisions and their deadlines', () => {
  const match = createMatch({ rulesetId: 'stratoyager', scenarioId: 'dogfight' }, 'seed');
  const now = new Date('2030-01-01T00:00:00.000Z');

  it('gives a new decision its deadline from now, and keeps the deadline of one still owed', () => {
    const first = pendingNow(match, [], 30, now);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((p) => p.deadline === '2030-01-01T00:00:30.000Z')).toBe(true);
    const later = pendingNow(match, first, 30, new Date('2030-01-01T00:00:20.000Z'));
    expect(later).toEqual(first);
    expect(newlyPending(first, later)).toEqual([]);
    expect(newlyPending([], later)).toEqual(later);
    expect(nextDeadline(later)).toEqual(new Date('2030-01-01T00:00:30.000Z'));
  });

  it('sets no deadline without deadlineSeconds', () => {
    const p = pendingNow(match, [], null, now);
    expect(p.every((d) => d.deadline === null)).toBe(true);
    expect(nextDeadline(p)).toBeNull();
  });
});
