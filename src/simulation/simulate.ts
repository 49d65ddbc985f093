/**
 * Plays simulated games (game.ts), with the table set from the registry: any registered ruleset
 * and its bots, the engine's test ruleset, and bots from files.
 */
import { findBot, type Bot } from '../engine/index.js';
import type { SimulationPlan } from './plan.js';
import { simulationRuleset } from './rulesets.js';
import type { Table } from './game.js';

export { playGame, type GameRecord, type Table } from './game.js';

/** `files`: bots loaded from files (`./my-bot.js`), by the id the plan names them with. */
export function setTable(plan: SimulationPlan, files: ReadonlyMap<string, Bot> = new Map()): Table {
  const ruleset = simulationRuleset(plan.rulesetId);
  if (!ruleset) throw new Error(`no ruleset "${plan.rulesetId}"`);
  const bots = plan.bots.map((id) => {
    const bot = files.get(id) ?? findBot(plan.rulesetId, id);
    if (!bot) throw new Error(`${plan.rulesetId} has no bot "${id}"`);
    return bot;
  });
  return { plan, ruleset, bots };
}
