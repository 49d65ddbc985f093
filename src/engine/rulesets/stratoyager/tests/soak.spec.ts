import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import type { GameState } from '../model.js';
import { stratoyager } from '../index.js';
import { cloneGameState } from '../clone.js';
import { invariantProblems, playRandomGame } from './soak.js';

// eslint-disable-next-line no-restricted-globals -- a test switch, not engine code
const SOAK = typeof process !== 'undefined' && process.env.SALVO_SOAK === '1';

describe('Stratoyager random-vs-random games (invariants, termination, determinism)', () => {
  it('200 pilot-episode games end with a valid outcome, no exception, no broken invariant, no leak (SY-GEN-4)', () => {
    const reasons: Record<string, number> = {};
    const problems: string[] = [];
    for (let i = 0; i < 200; i++) {
      const g = playRandomGame(`soak-${i}`);
      problems.push(...g.problems);
      const o = g.match.outcome();
      if (o) reasons[o.reason] = (reasons[o.reason] ?? 0) + 1;
    }
    expect(problems).toEqual([]);
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(200);
  }, 120_000);

  it('50 dogfight games and 50 arcade / REMOVE / long-edge variants also hold', () => {
    const problems: string[] = [];
    for (let i = 0; i < 50; i++) problems.push(...playRandomGame(`dog-${i}`, 'dogfight').problems);
    for (let i = 0; i < 50; i++) {
      problems.push(
        ...playRandomGame(`var-${i}`, 'pilot-episode', {
          arcade: { enabled: true },
          abandonedYagers: 'REMOVE',
          dogfightAuto: i % 2 === 0,
        }).problems,
      );
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('same seed and same orders give the same events and state hash; a replay of the log rebuilds it', () => {
    const a = playRandomGame('det-1', 'pilot-episode', {}, false).match;
    const b = playRandomGame('det-1', 'pilot-episode', {}, false).match;
    expect(b.toJSON().events).toEqual(a.toJSON().events);
    expect(b.stateHash()).toBe(a.stateHash());
    const record = a.toJSON();
    const replayed = Match.replay(stratoyager, record.config, record.seed, record.log);
    expect(replayed.stateHash()).toBe(a.stateHash());
    expect(replayed.toJSON().events).toEqual(record.events);
  }, 60_000);

  it('the fast state copy equals structuredClone on every state of a game', () => {
    const g = playRandomGame('clone-1', 'pilot-episode', {}, false);
    const record = g.match.toJSON();
    const m = Match.create(stratoyager, record.config, record.seed);
    for (const entry of record.log) {
      const state = m.state;
      const copy = cloneGameState(state);
      expect(copy).toEqual(structuredClone(state));
      expect(copy).not.toBe(state);
      if (copy.units.length > 0) expect(copy.units[0]).not.toBe(state.units[0]);
      m.submit(entry.seat!, entry.decisionId, entry.order);
    }
  }, 60_000);

  it('copy-on-write holds: with every committed state deep-frozen, random games still play', () => {
    const freeze = (v: unknown): void => {
      if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
      Object.freeze(v);
      for (const x of Object.values(v)) freeze(x);
    };
    const frozen = { ...stratoyager, cloneState: (s: GameState) => (freeze(s), cloneGameState(s)) };
    const problems: string[] = [];
    for (let i = 0; i < 25; i++) {
      for (const [scenarioId, options] of [
        ['pilot-episode', {}],
        ['dogfight', {}],
        ['pilot-episode', { arcade: { enabled: true } }],
        ['pilot-episode', { abandonedYagers: 'REMOVE', dogfightAuto: false }],
      ] as const) {
        const m = Match.create(
          frozen,
          { rulesetId: 'stratoyager', scenarioId, options },
          `frozen-${i}`,
        );
        const rng = rngFromSeed(`frozen-${i}`, 'bots');
        while (!m.isOver) {
          const ps = m.pending();
          const d = ps[rng.int(ps.length)];
          const r = m.submit(d.seat, d.id, m.sample(d.id, rng));
          if (!r.ok) problems.push(JSON.stringify(r.problems));
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('the invariant check itself catches broken states', () => {
    const g = playRandomGame('inv-1', 'pilot-episode', {}, false);
    const s = cloneGameState(g.match.state);
    const u = s.units[0];
    u.shields = 7;
    u.speed = 100;
    u.status = 'ON_TABLE';
    u.pos = { x: -1, y: 3 };
    expect(invariantProblems(s).length).toBeGreaterThanOrEqual(3);
  });

  (SOAK ? it : it.skip)(
    'SALVO_SOAK=1: 10,000 pilot-episode games',
    () => {
      const problems: string[] = [];
      for (let i = 0; i < 10_000; i++) {
        problems.push(...playRandomGame(`soak10k-${i}`).problems);
        if (problems.length > 20) break;
      }
      expect(problems).toEqual([]);
    },
    3_600_000,
  );
});
