import { ApiProblem } from '../../common/problem.js';
import { allRulesets, botsFor, getRuleset } from '../../engine/index.js';
import type { Ruleset } from '../../engine/index.js';
import { toRulesetSummary } from './catalog.mapping.js';
import { CatalogService } from './catalog.service.js';

const catalog = new CatalogService();

function problemOf(call: () => unknown): ApiProblem {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('expected an ApiProblem');
}

describe('CatalogService', () => {
  it('lists every registered ruleset, Stratoyager with combat adjudication', () => {
    const list = catalog.list();
    expect(list.map((r) => r.id)).toEqual(allRulesets().map((r) => r.id));
    expect(list.find((r) => r.id === 'stratoyager')).toMatchObject({
      name: 'Basic Stratoyager',
      status: 'complete',
      combatAdjudication: true,
    });
  });

  it('says a ruleset without `combat` offers no adjudication', () => {
    const bare = { ...getRuleset('stratoyager'), combat: undefined } as Ruleset;
    expect(toRulesetSummary(bare).combatAdjudication).toBe(false);
  });

  it('describes one ruleset: scenarios with numbered seats, schemas, bots, combat schema', () => {
    const engine = getRuleset('stratoyager');
    const detail = catalog.get('stratoyager');
    expect(detail.scenarios.map((s) => s.id)).toEqual(engine.scenarios.map((s) => s.id));
    expect(detail.scenarios[0].seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(detail.optionsSchema).toBe(engine.optionsSchema);
    expect(detail.setupSchema).toBe(engine.setupSchema);
    expect(detail.combatRequestSchema).toBe(engine.combat?.requestSchema);
    expect(detail.bots.map((b) => b.ref)).toEqual(
      botsFor('stratoyager').map((b) => `stratoyager/${b.id}`),
    );
    expect(detail.bots.map((b) => b.id)).toContain('random');
  });

  it('gives every catalog value with its own provenance and note', () => {
    const engine = getRuleset('stratoyager').catalog;
    const units = catalog.units('stratoyager');
    expect(units.map((u) => u.id)).toEqual(engine.map((e) => e.id));
    for (const [i, unit] of units.entries()) {
      const stats = engine[i].stats;
      expect(unit.stats.map((s) => s.name)).toEqual(Object.keys(stats));
      for (const stat of unit.stats) {
        expect(stat.value).toEqual(stats[stat.name].value);
        expect(stat.provenance).toBe(stats[stat.name].provenance);
        expect(stat.note).toBe(stats[stat.name].note ?? null);
      }
    }
    const provenances = new Set(units.flatMap((u) => u.stats.map((s) => s.provenance)));
    expect(provenances).toEqual(new Set(['source', 'provisional']));
  });

  it('finds one unit', () => {
    expect(catalog.unit('stratoyager', 'guardian-151a')).toMatchObject({
      id: 'guardian-151a',
      name: 'Guardian 151a',
      faction: 'FSF',
    });
  });

  it('refuses an unknown ruleset with RULESET_NOT_FOUND (404), whatever is asked', () => {
    for (const call of [
      () => catalog.get('chess'),
      () => catalog.units('chess'),
      () => catalog.unit('chess', 'guardian-151a'),
      () => catalog.scenarios('chess'),
      () => catalog.ruleset('chess'),
    ]) {
      const problem = problemOf(call);
      expect(problem).toMatchObject({ status: 404, code: 'RULESET_NOT_FOUND' });
      expect(problem.extensions).toEqual({ rulesetId: 'chess' });
    }
  });

  it('refuses an unknown unit with UNIT_NOT_FOUND (404)', () => {
    expect(problemOf(() => catalog.unit('stratoyager', 'x-wing'))).toMatchObject({
      status: 404,
      code: 'UNIT_NOT_FOUND',
      extensions: { rulesetId: 'stratoyager', unitId: 'x-wing' },
    });
  });
});
