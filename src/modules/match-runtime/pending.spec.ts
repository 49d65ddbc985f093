import { createMatch, rngFromSeed } from '../../engine/index.js';
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

  it("starts a decision's clock when it becomes owed, and keeps it while it stays owed", () => {
    const first = pendingNow(match, [], null, now);
    expect(first.every((p) => p.offeredAt === now.toISOString())).toBe(true);
    const later = pendingNow(match, first, null, new Date('2030-01-01T00:01:00.000Z'));
    expect(later.map((p) => p.offeredAt)).toEqual(first.map(() => now.toISOString()));
  });

  it('sets no deadline without deadlineSeconds', () => {
    const p = pendingNow(match, [], null, now);
    expect(p.every((d) => d.deadline === null)).toBe(true);
    expect(nextDeadline(p)).toBeNull();
  });
});

describe('the arcade countdown (SY-ARC-2)', () => {
  const setup = {
    table: { width: 24, length: 24 },
    placement: 'FIXED',
    sides: [
      { units: [{ id: 'g', typeId: 'guardian-151a', at: { x: 12, y: 4, course: 0, speed: 2 } }] },
      {
        units: [{ id: 'b', typeId: 'blackbuck-mk-ii', at: { x: 12, y: 20, course: 6, speed: 2 } }],
      },
    ],
  };
  const t0 = new Date('2030-01-01T00:00:00.000Z');
  const at = (s: number) => new Date(t0.getTime() + s * 1000);

  function atManeuverOrders(deadlineSeconds: number | null) {
    const match = createMatch(
      {
        rulesetId: 'stratoyager',
        setup,
        options: { dogfightAuto: false, arcade: { enabled: true, countdownSeconds: 20 } },
      },
      'countdown',
    );
    const rng = rngFromSeed('countdown', 'test');
    while (match.pending()[0].kind !== 'maneuver') {
      const [d] = match.pending();
      expect(match.submit(d.seat, d.id, match.sample(d.id, rng)).ok).toBe(true);
    }
    const before = pendingNow(match, [], deadlineSeconds, t0);
    const first = match.pending()[0];
    expect(match.submit(first.seat, first.id, match.describe(first.id).example).ok).toBe(true);
    return { match, before };
  }

  it("starts the other pilot's countdown when the first final order arrives, even without match deadlines", () => {
    const { match, before } = atManeuverOrders(null);
    expect(before.map((p) => p.deadline)).toEqual([null, null]);
    const after = pendingNow(match, before, null, at(5));
    expect(after).toEqual([
      expect.objectContaining({ deadline: at(25).toISOString(), timeLimitSeconds: 20 }),
    ]);
    // The countdown started once: later writes keep its end.
    expect(pendingNow(match, after, null, at(15))).toEqual(after);
    expect(nextDeadline(after)).toEqual(at(25));
  });

  it("keeps an earlier match deadline, and takes the countdown's end when it is sooner", () => {
    const soon = atManeuverOrders(10);
    expect(pendingNow(soon.match, soon.before, 10, at(5))[0].deadline).toBe(at(10).toISOString());
    const late = atManeuverOrders(3600);
    expect(pendingNow(late.match, late.before, 3600, at(5))[0].deadline).toBe(at(25).toISOString());
  });
});
