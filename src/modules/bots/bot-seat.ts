import {
  findBot,
  playBotTurn,
  randomBot,
  rngFromSeed,
  type Bot,
  type Match,
  type SubmitResult,
} from '../../engine/index.js';
import type { SeatRow } from '../matches/match.row.js';

/** The built-in bot a seat row names (`<ruleset>/<bot>`), if any and if the server has it. */
export function botOf(seat: SeatRow): Bot | undefined {
  if (!seat.bot) return undefined;
  const [rulesetId, botId] = seat.bot.split('/');
  return findBot(rulesetId, botId);
}

/**
 * The bot's order for one decision. Its choices come from a stream of its own, seeded by the
 * match and the decision, so a bot seat plays the same way whichever instance runs it, and on a
 * retry. The bot sees what `playBotTurn` shows it: its seat's view and the order description.
 */
export function botOrder(
  match: Match,
  matchId: string,
  bot: Bot,
  seat: number,
  decisionId: string,
): unknown {
  return playBotTurn(
    match,
    bot,
    seat,
    decisionId,
    rngFromSeed(`${matchId}/${decisionId}`, `bot-seat-${seat}`),
  );
}

/**
 * Plays one decision with `bot`, through `submit`. A bot whose order throws or is refused (a bug
 * in the bot, not in the match) is replaced for this decision by the random-legal bot, so that a
 * faulty bot cannot stall the match; both failures are reported.
 */
export function playDecision(
  match: Match,
  matchId: string,
  bot: Bot,
  seat: number,
  decisionId: string,
  submit: (order: unknown) => SubmitResult,
  report: (problem: string) => void,
): boolean {
  for (const player of bot.id === randomBot.id ? [bot] : [bot, randomBot]) {
    try {
      const result = submit(botOrder(match, matchId, player, seat, decisionId));
      if (result.ok) return true;
      report(`${player.id} refused on ${decisionId}: ${JSON.stringify(result.problems)}`);
    } catch (error) {
      report(`${player.id} failed on ${decisionId}: ${String(error)}`);
    }
  }
  return false;
}
