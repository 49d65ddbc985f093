import { allRulesets, createMatch, EngineError, findRuleset, noSuchRuleset } from './index.js';

describe('refusals of unknown rulesets and scenarios name the valid ids', () => {
  it('lists every ruleset for an unknown ruleset id', () => {
    const message = noSuchRuleset('nowhere');
    expect(message).toMatch(/^no ruleset "nowhere"; the rulesets: /);
    for (const r of allRulesets()) expect(message).toContain(r.id);
  });

  it("lists the ruleset's scenarios for an unknown scenario id", () => {
    let error: unknown;
    try {
      createMatch({ rulesetId: 'stratoyager', scenarioId: 'nowhere' }, 'seed');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    const { code, problems } = error as EngineError;
    expect(code).toBe('UNKNOWN_SCENARIO');
    const ids = findRuleset('stratoyager')!.scenarios.map((s) => s.id);
    expect(problems[0].message).toBe(`no scenario "nowhere"; the scenarios: ${ids.join(', ')}`);
  });
});
