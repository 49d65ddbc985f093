/**
 * Stellar Empires' search bot: the generic search (bots/search.ts) with the line-of-battle bot as
 * its policy and the fitted evaluation, over the built-in budget; where more than six ships are
 * on the table (fleet-action), each policy order costs two to three times a border-clash one, and a
 * search gives two iterations, not four, of playouts cut at 12 orders, not 16: about 63 policy
 * orders a decision against the built-in budget's 135
 * (docs/decisions/0065-search-evaluation-fitted-to-outcomes.md,
 * docs/decisions/0069-stellar-empires-search-refit-and-fleet-action-budget.md).
 */
import type { Ruleset } from '../../../core/contract.js';
import type { SearchOptions } from '../../../bots/search.js';
import { sizedSearchBot } from '../../../bots/search-sized.js';
import { stellarEmpires } from '../index.js';
import type { SeState } from '../state.js';
import { evaluate } from './evaluation.js';
import { heuristicBot } from './heuristic.js';

/** The budget over the built-in one where the table holds more than `above` ships. */
export const SE_LARGE_SEARCH = {
  above: 6,
  large: { iterations: 2, horizon: 12 },
};

export function stellarEmpiresSearchBot(options: Partial<SearchOptions<SeState>> = {}) {
  return sizedSearchBot<SeState>(
    {
      ruleset: () => stellarEmpires as unknown as Ruleset<SeState, unknown>,
      policy: heuristicBot,
      evaluate,
      size: (view) => (view as { ships?: unknown[] }).ships?.length ?? 0,
      ...SE_LARGE_SEARCH,
    },
    options,
  );
}
