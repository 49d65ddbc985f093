/**
 * SITS' search bot: the generic search (bots/search.ts) with the broadside bot as its policy and
 * the fitted evaluation, over the built-in budget; where more than three ships are on the map
 * (squadron-action), playouts cost more and a search settles once no challenger leads after two
 * iterations (docs/decisions/0065-search-evaluation-fitted-to-outcomes.md).
 */
import type { Ruleset } from '../../../core/contract.js';
import type { SearchOptions } from '../../../bots/search.js';
import { sizedSearchBot } from '../../../bots/search-sized.js';
import { sits } from '../index.js';
import type { SitsState } from '../state.js';
import { evaluate } from './evaluation.js';
import { broadsideBot } from './heuristic.js';

/** The budget over the built-in one where the map holds more than `above` ships. */
export const SITS_LARGE_SEARCH = { above: 3, large: { settle: { after: 2, lead: 0 } } };

export function sitsSearchBot(options: Partial<SearchOptions<SitsState>> = {}) {
  return sizedSearchBot<SitsState>(
    {
      ruleset: () => sits as unknown as Ruleset<SitsState, unknown>,
      policy: broadsideBot,
      evaluate,
      size: (view) => (view as { ships?: unknown[] }).ships?.length ?? 0,
      ...SITS_LARGE_SEARCH,
    },
    options,
  );
}
