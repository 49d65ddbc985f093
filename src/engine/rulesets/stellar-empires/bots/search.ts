/**
 * Stellar Empires' search bot: the generic search (bots/search.ts) with the line-of-battle bot as
 * its policy and the fitted evaluation, over the built-in budget. Where more than six ships are
 * on the table (fleet-action), a turn is some 25 orders and each policy order costs two to three
 * times a border-clash one: there three iterations' playouts are played by the light heuristic
 * (half and full speed weighed, not five distances) to the end of the turn, past its fire, or 24
 * orders; the root weighs the heuristic's runners-up in intent (search-hints.ts), and leaves its
 * order for a lead of 0.03 a playout, since one turn of fourteen ships moves the odds less than
 * one of six
 * (docs/decisions/0065-search-evaluation-fitted-to-outcomes.md,
 * docs/decisions/0069-stellar-empires-search-refit-and-fleet-action-budget.md,
 * docs/decisions/0073-stellar-empires-search-hints-and-light-playouts.md).
 */
import type { Ruleset } from '../../../core/contract.js';
import type { SearchOptions } from '../../../bots/search.js';
import { sizedSearchBot } from '../../../bots/search-sized.js';
import { stellarEmpires } from '../index.js';
import type { SeState } from '../state.js';
import { evaluate } from './evaluation.js';
import { heuristicBot, lightHeuristicBot } from './heuristic.js';
import { seHints } from './search-hints.js';

/** The budget over the built-in one where the table holds more than `above` ships. */
export const SE_LARGE_SEARCH = {
  above: 6,
  large: {
    iterations: 3,
    horizon: 24,
    turns: 1,
    margin: 0.03,
    playoutPolicy: lightHeuristicBot,
    hints: seHints(3),
  } satisfies Partial<SearchOptions<SeState>>,
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
