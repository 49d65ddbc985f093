/**
 * Whole battles through `Match` with the bots, determinism of the log, and the sealed orders of
 * the simultaneous steps (§2.4).
 */
import { playOut } from '../../../bots/play-out.js';
import { randomBot } from '../../../bots/bot.js';
import { Match, verifyReplay } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { expanse, expanseBots } from '../index.js';

function play(scenarioId: string, seed: string, bots = [randomBot, randomBot, randomBot]) {
  const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId }, seed);
  const rngs = [0, 1, 2].map((i) => rngFromSeed(seed, `seat-${i}`));
  const orders = playOut(match, (seat) => bots[seat], rngs, 5000);
  return { match, orders };
}

describe('Expanse battles through Match', () => {
  it.each([
    ['EX-SCN-1', 'one'],
    ['duel', 'two'],
    ['two-vs-two', 'three'],
    ['three-sided', 'four'],
    ['debris-field', 'five'],
  ])('EX-VIC-1 EX-VIC-2 %s plays to the end with the random bot (seed %s)', (scenario, seed) => {
    const { match, orders } = play(scenario, seed);
    expect(match.isOver).toBe(true);
    expect(orders).toBeGreaterThan(5);
    expect(match.outcome()).not.toBeNull();
    expect(verifyReplay(expanse, match.replay()).ok).toBe(true);
  });

  it('plays a duel to the end with the heuristic bot on both sides', () => {
    const { match } = play('duel', 'heuristic', [expanseBots[1], expanseBots[1]]);
    expect(match.isOver).toBe(true);
  });

  it('same seed and same orders give the same event log', () => {
    const a = play('two-vs-two', 'same').match;
    const b = play('two-vs-two', 'same').match;
    expect(b.replay()).toEqual(a.replay());
  });
});

describe('Expanse sealed orders (§2.4)', () => {
  it('EX-CMD-1 step-1 orders are simultaneous and hidden until both sides are in', () => {
    const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'duel' }, 'sealed');
    const pending = match.pending();
    expect(pending.map((d) => [d.seat, d.kind, d.simultaneous])).toEqual([
      [0, 'command', true],
      [1, 'command', true],
    ]);
    const planning = {
      ships: { A1: { mode: 'planning', planning: { stunts: ['EX-STUNT-PRECISE-HIT'] } } },
    };
    const r = match.submit(0, pending[0].id, planning);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['order.accepted']);
    expect(match.view(1)).toMatchObject({ mySubmission: null, awaiting: ['B'] });
    expect(JSON.stringify(match.view(1))).not.toContain('EX-STUNT-PRECISE-HIT');
    expect(JSON.stringify(match.view(null))).not.toContain('EX-STUNT-PRECISE-HIT');
    expect(match.view(0)).toMatchObject({ mySubmission: planning });
    const r2 = match.submit(1, pending[1].id, { ships: {} });
    expect(r2.ok && r2.events.map((e) => e.type)).toContain('orders.revealed');
  });

  it('every step with orders is a simultaneous decision', () => {
    const kinds = new Set<string>();
    for (const seed of ['k1', 'k2', 'k3', 'k4', 'k5']) {
      const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'duel' }, seed);
      const rngs = [rngFromSeed(seed, 'a'), rngFromSeed(seed, 'b')];
      while (!match.isOver) {
        const [d] = match.pending();
        expect(d.simultaneous).toBe(true);
        kinds.add(d.kind);
        const order = expanse.sample(match.state as never, d, rngs[d.seat]);
        expect(match.submit(d.seat, d.id, order).ok).toBe(true);
      }
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['command', 'manoeuvres', 'weapon_attacks', 'defence', 'stunts']),
    );
  });

  it('EX-ROUND-5 a bundle with a bad item is refused whole with its code and path; state unchanged', () => {
    const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'duel' }, 'bad');
    const [d] = match.pending();
    const problems = match.check(0, d.id, {
      ships: {
        A1: { mode: 'planning', planning: { stunts: ['EX-STUNT-GUIDANCE'] } },
        B1: { mode: 'command' },
      },
    });
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'PLANNING_INVALID_STUNT',
        path: '/ships/A1/planning/stunts/0',
      }),
      expect.objectContaining({ code: 'NOT_YOUR_SHIP', path: '/ships/B1' }),
    ]);
    expect(match.check(0, d.id, { step: 3, ships: {} })[0]).toMatchObject({ code: 'WRONG_STEP' });
    expect(match.check(0, d.id, { ships: { A1: { mode: 'sulk' } } })[0]).toMatchObject({
      code: 'ORDER_MALFORMED',
    });
  });
});
