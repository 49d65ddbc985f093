/**
 * One bot turn: the bot loop's only step that needs no registry, in a module of its own so that a
 * caller playing a known ruleset's bots (the simulator's workers) loads that ruleset alone.
 */
import type { Decision, OrderDescription, Seat } from '../core/contract.js';
import type { Match } from '../core/match.js';
import { determinized } from '../core/open-step.js';
import type { Rng } from '../core/rng.js';
import type { Bot } from './bot.js';

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
