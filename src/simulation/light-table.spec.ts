import { describe, expect, it } from '@jest/globals';
import { botsFor, findRuleset } from '../engine/index.js';
import { lightRulesetIds, lightTable } from './light-table.js';
import type { SimulationPlan } from './plan.js';

const plan = (rulesetId: string, bots: string[]): SimulationPlan => ({
  rulesetId,
  scenarioId: '',
  bots,
  games: 1,
  seed: 's',
  maxOrders: 100,
});

describe('a worker table without the registry', () => {
  it.each(lightRulesetIds())(
    '%s: the same ruleset and bot objects the registry gives',
    async (id) => {
      const ids = botsFor(id).map((b) => b.id);
      const table = await lightTable(plan(id, ids), new Map());
      expect(table).not.toBeNull();
      expect(table!.ruleset).toBe(findRuleset(id));
      expect(table!.bots).toEqual(botsFor(id));
      table!.bots.forEach((bot, i) => expect(bot).toBe(botsFor(id)[i]));
    },
  );

  it('leaves other rulesets and bots the ruleset does not list to the registry', async () => {
    expect(await lightTable(plan('a-billion-suns', ['random']), new Map())).toBeNull();
    expect(await lightTable(plan('stratoyager', ['random', 'no-such-bot']), new Map())).toBeNull();
  });

  it('seats bots from files by the id the plan names them with', async () => {
    const file = { id: './mine.js', name: 'mine', description: 'mine', decide: () => null };
    const table = await lightTable(
      plan('stratoyager', ['./mine.js', 'heuristic']),
      new Map([['./mine.js', file]]),
    );
    expect(table!.bots[0]).toBe(file);
    expect(table!.bots[1].id).toBe('heuristic');
  });
});
