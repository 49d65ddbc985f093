import type { Decision, OrderDescription, Ruleset, Seat } from '../core/contract.js';
import type { Match } from '../core/match.js';
import { determinized } from '../core/open-step.js';
import type { Rng } from '../core/rng.js';
import { findRuleset, registeredBots, registeredEvaluation } from '../registry.js';
import { randomBot, type Bot } from './bot.js';
import {
  SEARCH_BOT_ID,
  SEARCH_BUDGET,
  SEARCH_DEVIATION,
  searchBot,
  type SearchOptions,
} from './search.js';

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
  return searchBot(ruleset, {
    ...SEARCH_BUDGET,
    ...SEARCH_DEVIATION,
    ...(policy && { policy }),
    ...(evaluate && { evaluate }),
    ...options,
  });
}

export function findBot(rulesetId: string, botId: string): Bot | undefined {
  return botsFor(rulesetId).find((b) => b.id === botId);
}

/** Let `bot` make the decision `decisionId` for `seat`; returns the order it chose (not submitted). */
export function playBotTurn(
  match: Match,
  bot: Bot,
  seat: Seat,
  decisionId: string,
  rng: Rng,
): unknown {
  // The view and the description are built on first read: the random bot reads neither, and
  // describing enumerates every legal choice where the ruleset lists them, which a bot that only
  // asks what kind of decision it owes does not need.
  let view: { value: unknown } | undefined;
  let description: OrderDescription | undefined;
  let decision: Decision | undefined;
  let known: { state: unknown } | undefined;
  const owed = (): Decision => {
    // Not pending: `describe` throws the driver's own error for it.
    decision ??= match.decision(decisionId) ?? match.describe(decisionId).decision;
    return decision;
  };
  return bot.decide({
    seat,
    get view() {
      // A view that shares the state's objects comes frozen from the match.
      view ??= { value: match.view(seat) };
      return view.value;
    },
    get decision() {
      return owed();
    },
    get description() {
      // The bot's own copy of the decision in it too: the driver's is not for it to change.
      description ??= { ...match.describe(decisionId), decision: owed() };
      return description;
    },
    rng,
    sampleLegal: () => match.sample(decisionId, rng),
    determinize: (drawWith) => {
      known ??= { state: match.publicState(seat) };
      return determinized(match.ruleset, known.state, seat, drawWith);
    },
  });
}
