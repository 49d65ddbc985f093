import type { Seat } from '../core/contract.js';
import type { Match } from '../core/match.js';
import type { Rng } from '../core/rng.js';
import { registeredBots } from '../registry.js';
import { randomBot, type Bot } from './bot.js';

/** The bots a ruleset offers: always the random one, then the ruleset's own. */
export function botsFor(rulesetId: string): readonly Bot[] {
  const own = registeredBots(rulesetId);
  return own.some((b) => b.id === randomBot.id) ? own : [randomBot, ...own];
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
  const description = match.describe(decisionId);
  return bot.decide({
    seat,
    view: match.view(seat),
    decision: description.decision,
    description,
    rng,
    sampleLegal: () => match.sample(decisionId, rng),
  });
}
