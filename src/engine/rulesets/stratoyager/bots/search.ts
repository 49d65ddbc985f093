/**
 * Stratoyager's search bot: the engine's determinized search (bots/search.ts), playing forward
 * with the heuristic pilot to the start of the next turn but one, and judging a playout cut short
 * there by the evaluation fitted to outcomes (bots/evaluation.ts).
 */
import type { Ruleset } from '../../../core/contract.js';
import { SEARCH_BUDGET, searchBot, type SearchOptions } from '../../../bots/search.js';
import type { GameState } from '../model.js';
import { evaluate } from './evaluation.js';
import { heuristicBot } from './heuristic.js';

export { evaluate };

/**
 * The generic budget, but each playout also stops at the start of the turn after next (`turns:
 * 2`): in a dogfight that comes before the 16 orders, so a playout is judged between turns, when
 * both sides have moved and fired, not half way through a turn after one side's shots and before
 * the other's. There it gives 62–64 policy orders a searched decision against 99–100, and won 123
 * dogfights of 300 against the base's 119: as strong, for a third less work
 * (docs/decisions/0023-search-bot-candidates-and-budget.md, ninth pass). Where a turn is longer (pilot-episode) the 16 orders still stop a playout first:
 * no more work than before anywhere.
 */
export const STRATOYAGER_SEARCH_BUDGET = { ...SEARCH_BUDGET, turns: 2 };

/** `options` over the built-in budget, to measure others. */
export function stratoyagerSearchBot(
  ruleset: Ruleset<GameState, unknown>,
  options: Partial<SearchOptions<GameState>> = {},
) {
  return searchBot(ruleset, {
    ...STRATOYAGER_SEARCH_BUDGET,
    policy: heuristicBot,
    evaluate,
    ...options,
  });
}
