/**
 * A search bot whose budget depends on the size of the game: where a policy order costs more
 * (more ships to steer and aim), the same number of them costs more than a decision may, so a
 * large game gets a smaller budget. The size is read from the seat's view, what the player sees,
 * so the choice is as reproducible as the search itself.
 */
import type { Ruleset } from '../core/contract.js';
import type { Bot } from './bot.js';
import { builtInSearchBot, SEARCH_BOT_ID, SEARCH_BUDGET, type SearchOptions } from './search.js';

export interface SizedSearch<S> {
  /** The ruleset, asked for only when the bot first decides (bots are made as modules load). */
  ruleset: () => Ruleset<S, unknown>;
  policy: Bot;
  evaluate: (state: S, seat: number) => number;
  /** How large the game is, from the seat's view. */
  size: (view: unknown) => number;
  /** Sizes above this take `large` over the built-in budget. */
  above: number;
  large: Partial<SearchOptions<S>>;
}

/** The generic search over the built-in budget, or `large` over it where the game is large. */
export function sizedSearchBot<S>(
  sized: SizedSearch<S>,
  options: Partial<SearchOptions<S>> = {},
): Bot {
  let bots: { standard: Bot; large: Bot } | undefined;
  const built = () =>
    (bots ??= {
      standard: build(sized, options),
      large: build(sized, { ...sized.large, ...options }),
    });
  return {
    id: options.id ?? SEARCH_BOT_ID,
    name: 'Search',
    description: `Determinized Monte Carlo search over the engine (${SEARCH_BUDGET.iterations} iterations per decision, fewer in large games), playing the game forward with the ${sized.policy.id} bot for every seat. The ladder's boss.`,
    decide: (turn) => {
      const { standard, large } = built();
      return (sized.size(turn.view) > sized.above ? large : standard).decide(turn);
    },
    searches: true,
  };
}

function build<S>(sized: SizedSearch<S>, options: Partial<SearchOptions<S>>): Bot {
  return builtInSearchBot(sized.ruleset(), {
    policy: sized.policy,
    evaluate: sized.evaluate,
    ...options,
  });
}
