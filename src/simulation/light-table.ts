/**
 * A worker's table without the registry: the registry imports every ruleset (some 450 modules,
 * about 0.4 s of a worker's start), while a run plays one. For the rulesets listed here the
 * worker imports that ruleset and its own bots alone; the bots are the very objects the registry
 * offers (`findBot`), which light-table.spec.ts checks. Any other ruleset, or a bot the ruleset
 * does not list itself (a generic search bot), goes through the registry as before.
 */
import type { Bot } from '../engine/bots/bot.js';
import type { Ruleset } from '../engine/core/contract.js';
import type { Table } from './game.js';
import type { SimulationPlan } from './plan.js';

interface Light {
  ruleset: Ruleset;
  /** The ruleset's own bots, when they include the random and search bots (`botsFor` adds none). */
  bots: readonly Bot[];
}

const LIGHT: Record<string, () => Promise<Light>> = {
  stratoyager: async () => {
    const [{ stratoyager }, { stratoyagerBots }] = await Promise.all([
      import('../engine/rulesets/stratoyager/index.js'),
      import('../engine/rulesets/stratoyager/bots/index.js'),
    ]);
    return { ruleset: stratoyager as unknown as Ruleset, bots: stratoyagerBots };
  },
};

/** The rulesets a worker can load alone. */
export const lightRulesetIds = (): string[] => Object.keys(LIGHT);

/**
 * The plan's table from its ruleset's own modules, or null when the registry is needed. `files`:
 * bots loaded from files, by the id the plan names them with.
 */
export async function lightTable(
  plan: SimulationPlan,
  files: ReadonlyMap<string, Bot>,
): Promise<Table | null> {
  const load = Object.hasOwn(LIGHT, plan.rulesetId) ? LIGHT[plan.rulesetId] : undefined;
  if (!load) return null;
  const { ruleset, bots: own } = await load();
  const bots: Bot[] = [];
  for (const id of plan.bots) {
    const bot = files.get(id) ?? own.find((b) => b.id === id);
    if (!bot) return null;
    bots.push(bot);
  }
  return { plan, ruleset, bots };
}
