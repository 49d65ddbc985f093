import {
  determinized,
  findBot,
  randomBot,
  rngFromSeed,
  type Bot,
  type Decision,
  type Match,
  type OrderDescription,
  type Rng,
} from '../../engine/index.js';
import type { SeatRow } from '../match-runtime/index.js';

/** The built-in bot a seat row names (`<ruleset>/<bot>`), if any and if the server has it. */
export function botOf(seat: SeatRow): Bot | undefined {
  if (!seat.bot) return undefined;
  const [rulesetId, botId] = seat.bot.split('/');
  return findBot(rulesetId, botId);
}

/**
 * A decision a bot seat owes, as read from the match at one position (the length of its order
 * log): all the bot may see, copied out of the live match so that it can decide with the match
 * unlocked. A legal order is drawn at the same time, for `sampleLegal` and as the fallback.
 */
export interface SeatTurn {
  matchId: string;
  seat: number;
  decision: Decision;
  view: unknown;
  description: OrderDescription;
  /** A legal order, or why none could be drawn. */
  legal: { order: unknown } | { error: unknown };
  /** For a bot that searches: states the seat could be in, drawn from what it knows. */
  determinize?: (rng: Rng) => unknown;
}

/**
 * Each random stream is seeded by the match and the decision, so a bot seat plays the same way
 * whichever instance runs it, and again when a stale decision is made over.
 */
const streamFor = (turn: Pick<SeatTurn, 'matchId' | 'seat' | 'decision'>, use: string) =>
  rngFromSeed(`${turn.matchId}/${turn.decision.id}`, `bot-seat-${turn.seat}${use}`);

/**
 * Reads the turn from the live match: cheap reads under the match's lock, no deciding. For a bot
 * that `searches`, also what the seat knows of the state (`Match.publicState`), to play forward.
 */
export function readSeatTurn(
  match: Match,
  matchId: string,
  decision: Decision,
  searches = false,
): SeatTurn {
  const at = { matchId, seat: decision.seat, decision };
  let legal: SeatTurn['legal'];
  try {
    legal = { order: match.sample(decision.id, streamFor(at, '/legal')) };
  } catch (error) {
    legal = { error };
  }
  const known = searches ? match.publicState(decision.seat) : undefined;
  return {
    ...at,
    view: match.view(decision.seat),
    description: match.describe(decision.id),
    legal,
    ...(searches && {
      determinize: (rng: Rng) => determinized(match.ruleset, known, decision.seat, rng),
    }),
  };
}

/**
 * The orders to submit for the turn, best first: the bot's own, then the legal one drawn with
 * the turn, so that a faulty bot (an order that throws or is refused) cannot stall the match.
 * Runs with the match unlocked. What goes wrong is reported; none may be left to try.
 */
export function ordersToTry(
  turn: SeatTurn,
  bot: Bot,
  report: (problem: string) => void,
): unknown[] {
  const legal = 'order' in turn.legal ? [turn.legal.order] : [];
  if ('error' in turn.legal) report(`no legal order drawn: ${String(turn.legal.error)}`);
  if (bot.id === randomBot.id) return legal;
  try {
    const order = bot.decide({
      seat: turn.seat,
      view: turn.view,
      decision: turn.decision,
      description: turn.description,
      rng: streamFor(turn, ''),
      sampleLegal: () => {
        if ('error' in turn.legal) throw turn.legal.error;
        return structuredClone(turn.legal.order);
      },
      ...(turn.determinize && { determinize: turn.determinize }),
    });
    return [order, ...legal];
  } catch (error) {
    report(`${bot.id} failed on ${turn.decision.id}: ${String(error)}`);
    return legal;
  }
}
