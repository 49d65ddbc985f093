import type { Ruleset } from '../core/contract.js';
import { findRuleset, registeredBots, registeredEvaluation } from '../registry.js';
import { randomBot, type Bot } from './bot.js';
import { builtInSearchBot, SEARCH_BOT_ID, type SearchOptions } from './search.js';

export { playBotTurn } from './turn.js';

const generic = new Map<string, readonly Bot[]>();

/**
 * The bots a ruleset offers: always the random one, then the ruleset's own, and the search bot
 * (the ruleset's own `search` if it registers one; otherwise the generic one, playing out with the
 * ruleset's first own bot, its heuristic, if it has one, and judging playouts cut short with the
 * ruleset's registered evaluation).
 */
export function botsFor(rulesetId: string): readonly Bot[] {
  const known = generic.get(rulesetId);
  if (known) return known;
  const own = registeredBots(rulesetId);
  const bots = own.some((b) => b.id === randomBot.id) ? [...own] : [randomBot, ...own];
  const ruleset = findRuleset(rulesetId);
  if (ruleset && !bots.some((b) => b.id === SEARCH_BOT_ID)) bots.push(genericSearch(ruleset, own));
  generic.set(rulesetId, bots);
  return bots;
}

/**
 * The generic search bot of `rulesetId` (whether or not the ruleset registers its own), with
 * `options` over the built-in budget: to measure other budgets against the same policy.
 */
export function searchBotFor(rulesetId: string, options: Partial<SearchOptions<unknown>> = {}) {
  const ruleset = findRuleset(rulesetId);
  if (!ruleset) throw new Error(`no ruleset "${rulesetId}"`);
  return genericSearch(ruleset, registeredBots(rulesetId), options);
}

function genericSearch(
  ruleset: Ruleset,
  own: readonly Bot[],
  options: Partial<SearchOptions<unknown>> = {},
): Bot {
  const policy = own.find((b) => b.id !== randomBot.id && b.id !== SEARCH_BOT_ID);
  const evaluate = registeredEvaluation(ruleset.id);
  return builtInSearchBot(ruleset, {
    ...(policy && { policy }),
    ...(evaluate && { evaluate }),
    ...options,
  });
}

export function findBot(rulesetId: string, botId: string): Bot | undefined {
  return botsFor(rulesetId).find((b) => b.id === botId);
}
