import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { schemaProblems } from '../../../core/json-schema.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';

/**
 * The decision surface on every decision of random games: describe's schema accepts the example,
 * every listed choice is legal, and the default order (deadline fallback) is always legal.
 */
describe('Stratoyager decisions: describe, choices, defaults (contract)', () => {
  it('every example, choice and default order is legal, in pilot-episode, dogfight and arcade games', () => {
    const problems: string[] = [];
    const kinds = new Set<string>();
    const games: [string, string, Record<string, unknown>][] = [];
    for (let i = 0; i < 12; i++) games.push([`d-${i}`, 'pilot-episode', {}]);
    for (let i = 0; i < 6; i++) games.push([`df-${i}`, 'dogfight', {}]);
    for (let i = 0; i < 6; i++)
      games.push([`ar-${i}`, 'pilot-episode', { arcade: { enabled: true } }]);
    for (const [seed, scenarioId, options] of games) {
      const m = Match.create(stratoyager, { rulesetId: 'stratoyager', scenarioId, options }, seed);
      const rng = rngFromSeed(seed, 'bots');
      while (!m.isOver && problems.length === 0) {
        const pending = m.pending();
        const ids = new Set(pending.map((d) => d.id));
        if (ids.size !== pending.length) problems.push(`${seed}: duplicate decision ids`);
        for (const d of pending) {
          kinds.add(d.kind);
          const state = m.state as GameState;
          const desc = stratoyager.describe(state, d);
          const check = (what: string, order: unknown) => {
            const p = stratoyager.validate(state, d, order);
            if (p.length > 0) problems.push(`${seed} ${d.id} ${what}: ${JSON.stringify(p)}`);
            if (schemaProblems(desc.schema, order).length > 0)
              problems.push(`${seed} ${d.id} ${what} fails its schema`);
          };
          check('example', desc.example);
          check('default', stratoyager.defaultOrder(state, d));
          (desc.choices ?? []).forEach((c, i) => check(`choice ${i}`, c));
        }
        const d = pending[rng.int(pending.length)];
        const r = m.submit(d.seat, d.id, m.sample(d.id, rng));
        if (!r.ok) problems.push(`${seed} ${d.id}: sample rejected ${JSON.stringify(r.problems)}`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'combat',
        'deployment_cards',
        'dogfight_cards',
        'initiative',
        'maneuver',
        'placement',
        'reserves',
      ]),
    );
  }, 120_000);

  it('a default order is applied when a deadline passes, and the game goes on (submitDefault)', () => {
    const m = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' },
      'defaults',
    );
    let n = 0;
    while (!m.isOver && n < 2000) {
      const d = m.pending()[0];
      const r = m.submitDefault(d.id);
      expect(r.ok).toBe(true);
      n++;
    }
    expect(m.isOver).toBe(true);
  }, 60_000);
});
