/**
 * The Expanse's search bot: the generic search (bots/search.ts) with the heuristic captain as its
 * policy and the hand evaluation over the built-in budget, the one the registry would build,
 * except that in EX-SCN-1 the manoeuvres are given unsearched: the Hunter's chase and the Runner's
 * flight at the most g (chase.ts). Offered as a candidate beside the captain's order, the chase
 * cleared the search's margin in too few of the round-1 contests that decide the battle
 * (docs/decisions/0072-expanse-search-chase-and-flight.md).
 */
import type { Bot } from '../../../bots/bot.js';
import {
  builtInSearchBot,
  SEARCH_BOT_ID,
  SEARCH_BUDGET,
  type SearchOptions,
} from '../../../bots/search.js';
import type { Ruleset } from '../../../core/contract.js';
import { expanse } from '../index.js';
import type { ManoeuvreOrders } from '../orders.js';
import type { ExpanseState } from '../battle.js';
import type { ExpanseView } from '../view.js';
import { evaluate } from './evaluation.js';
import { heuristicBot } from './heuristic.js';
import { allOut, chase, hunts } from './chase.js';
import { runs } from './plan.js';

export function expanseSearchBot(options: Partial<SearchOptions<ExpanseState>> = {}): Bot {
  let search: Bot | undefined;
  const built = () =>
    (search ??= builtInSearchBot(expanse as unknown as Ruleset<ExpanseState, unknown>, {
      policy: heuristicBot,
      evaluate,
      ...options,
    }));
  return {
    id: options.id ?? SEARCH_BOT_ID,
    name: 'Search',
    description: `Determinized Monte Carlo search over the engine (${SEARCH_BUDGET.iterations} iterations per decision), playing the game forward with the heuristic bot for every seat; in EX-SCN-1 the Hunter chases at its hardest burn with its command pool on the range contest and the Runner flees at 6 g. The ladder's boss.`,
    decide(turn) {
      const v = turn.view as ExpanseView;
      if (turn.decision.kind === 'manoeuvres' && hunts(v))
        return chase(v, heuristicBot.decide(turn) as ManoeuvreOrders);
      if (turn.decision.kind === 'manoeuvres' && runs(v))
        return allOut(heuristicBot.decide(turn) as ManoeuvreOrders);
      return built().decide(turn);
    },
    searches: true,
  };
}
