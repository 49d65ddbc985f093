import type { Decision, OrderDescription, Seat } from '../core/contract.js';
import type { Rng } from '../core/rng.js';

/**
 * What a bot is shown when it owes a decision: its own seat's view and the order description,
 * never the raw state. `sampleLegal` draws a legal order from the engine (what a player's client
 * would offer as "any legal move"), so even a bot with no knowledge of the rules can play.
 */
export interface BotTurn {
  seat: Seat;
  view: unknown;
  decision: Decision;
  description: OrderDescription;
  rng: Rng;
  sampleLegal(): unknown;
  /**
   * A full game state this seat could be in, drawn afresh on each call from what it knows: other
   * seats' undisclosed orders taken back (they still owe them), hidden cards redrawn with `rng`.
   * For search bots, to play the game forward in the ruleset; never the real hidden state. Offered
   * by hosts that run the engine in process.
   */
  determinize?(rng: Rng): unknown;
}

/**
 * Orders other than `own` (what the bot chose for `turn`) that it would also consider, best first,
 * seen from the seat's turn only (its view, never the state): its runners-up, orders that differ
 * from its choice in intent. The search bot weighs them before any orders it draws.
 */
export type CandidateHints = (turn: BotTurn, own: unknown) => readonly unknown[];

export interface Bot {
  /** Unique within its ruleset: `random`, `heuristic`. Referred to as `<ruleset>/<id>`. */
  id: string;
  name: string;
  description: string;
  decide(turn: BotTurn): unknown;
  /** The bot plays the game forward (`BotTurn.determinize`): hosts must prepare what it needs. */
  searches?: boolean;
  /** Its runners-up, for a search that plays forward with this bot as its policy. */
  hints?: CandidateHints;
}

/** Plays any ruleset: a uniformly drawn legal order each time. */
export const randomBot: Bot = {
  id: 'random',
  name: 'Random legal',
  description: 'Picks a random legal order for every decision. A baseline for every ruleset.',
  decide: (turn) => turn.sampleLegal(),
};
