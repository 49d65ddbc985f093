/**
 * Stratoyager's search bot: the engine's determinized search (bots/search.ts), playing forward
 * with the heuristic pilot to the start of the next turn but one, and judging a playout cut short
 * there by the evaluation fitted to outcomes (bots/evaluation.ts). In a dogfight turn (SY-DOG) it
 * weighs the pilot's own runners-up (hints.ts) over a wider, longer budget.
 */
import type { Ruleset } from '../../../core/contract.js';
import type { Bot, BotTurn } from '../../../bots/bot.js';
import { SEARCH_BUDGET, searchBot, type SearchOptions } from '../../../bots/search.js';
import type { GameState } from '../model.js';
import { evaluate } from './evaluation.js';
import { heuristicBot } from './heuristic.js';
import { pilotHints } from './hints.js';
import type { SeatView } from './situation.js';

export { evaluate };

/**
 * The generic budget, but each playout also stops at the start of the turn after next (`turns:
 * 2`): in a dogfight that comes before the 16 orders, so a playout is judged between turns, when
 * both sides have moved and fired, not half way through a turn after one side's shots and before
 * the other's. There it gives 62–64 policy orders a searched decision against 99–100, and won 123
 * dogfights of 300 against the base's 119: as strong, for a third less work
 * (docs/decisions/0023-search-bot-candidates-and-budget.md, ninth pass). Where a turn is longer
 * (pilot-episode) the 16 orders still stop a playout first: no more work than before anywhere.
 */
export const STRATOYAGER_SEARCH_BUDGET = { ...SEARCH_BUDGET, turns: 2 };

/**
 * In a dogfight turn: twelve candidates, the pilot's order and its eleven runners-up by its own
 * weighing (hints.ts) rather than neighbours drawn from its order, over eight iterations, and a
 * challenger chosen past 0.08 of a win a playout. One yager a side, the other's reply in a
 * playout is the heuristic's own, so a manoeuvre or shot the pilot nearly chose is tried against
 * what the other pilot will do; a drawn neighbour, one thrust changed, seldom beat the pilot's
 * order, and past the built-in 0.15 a runner-up seldom got the chance. Against the heuristic:
 * 65.6% of 400 dogfights on fresh seeds (draws half; 68.2% of 800 in all), where the base budget
 * scores 53.0%, and these candidates at the built-in margin 62.5%; 14.5 ms a decision against
 * 9.8 under load (docs/decisions/0071-stratoyager-search-pilot-runners-up.md).
 */
export const STRATOYAGER_DOGFIGHT_BUDGET = {
  ...STRATOYAGER_SEARCH_BUDGET,
  iterations: 8,
  candidates: 12,
  margin: 0.08,
};

/** Hints offered: as many as the dogfight budget has candidates. */
const DOGFIGHT_HINTS = pilotHints(STRATOYAGER_DOGFIGHT_BUDGET.candidates);

/** `options` over the built-in budget, to measure others; `dogfight` over the dogfight one. */
export function stratoyagerSearchBot(
  ruleset: Ruleset<GameState, unknown>,
  options: Partial<SearchOptions<GameState>> = {},
  dogfight: Partial<SearchOptions<GameState>> = {},
): Bot {
  const common = { policy: heuristicBot, evaluate };
  const search = searchBot(ruleset, { ...STRATOYAGER_SEARCH_BUDGET, ...common, ...options });
  const duel = searchBot(ruleset, {
    ...STRATOYAGER_DOGFIGHT_BUDGET,
    ...common,
    hints: DOGFIGHT_HINTS,
    ...options,
    ...dogfight,
  });
  return {
    ...search,
    description: `${search.description} In a dogfight turn it weighs the pilot's runners-up over ${STRATOYAGER_DOGFIGHT_BUDGET.iterations} iterations.`,
    decide: (turn: BotTurn) =>
      (turn.view as SeatView).dogfight ? duel.decide(turn) : search.decide(turn),
  };
}
