/**
 * The search bot: determinized Monte Carlo search over the engine itself, for any ruleset. Each
 * iteration draws a state the seat could be in (`BotTurn.determinize`: other seats' undisclosed
 * orders taken back, hidden cards redrawn) and one dice stream, and plays the game forward from
 * each of a few candidate orders (the playout policy's own first), every seat by that policy (the
 * ruleset's heuristic bot where it has one), until the game ends or a horizon is reached, where
 * an optional evaluation judges it. The candidate with the best total is chosen. It never sees more than its
 * seat's view and what the driver derives from it, and with an iteration budget it is a pure
 * function of the turn and its random stream.
 */
import type { Decision, Ruleset, Seat, StepContext } from '../core/contract.js';
import { LoggedDice, SeededDiceSource } from '../core/dice.js';
import { canonicalJson } from '../core/hash.js';
import { copyOf } from '../core/open-step.js';
import { rngFromSeed, type Rng } from '../core/rng.js';
import { randomBot, type Bot, type BotTurn } from './bot.js';

export interface SearchOptions<S> {
  /** Iterations per decision: the deterministic budget. */
  iterations: number;
  /**
   * Also stop after `ms` per decision by the host's clock (the engine has none); then the bot is
   * no longer reproducible.
   */
  time?: { ms: number; now: () => number };
  /** How every seat plays in the playouts, and the first candidate at the root. */
  policy?: Bot;
  /** Orders a playout gives before it stops and is judged by `evaluate`. */
  horizon?: number;
  /** How likely `seat` is to win from `state`, 0..1, for playouts stopped at the horizon. */
  evaluate?: (state: S, seat: Seat) => number;
  /** Candidate orders at the root when the ruleset does not list every legal one. */
  candidates?: number;
  /**
   * Wins per playout by which another candidate must beat the policy's own order to be chosen
   * instead; default `DEVIATION_MARGIN`.
   */
  margin?: number;
  /** Bot id, default `search`. */
  id?: string;
}

interface Candidate {
  order: unknown;
  visits: number;
  total: number;
}

export const SEARCH_BOT_ID = 'search';

/**
 * The built-in search bot's budget: iterations, so that it plays the same game again. Measured
 * at about 50 ms of one core per Stratoyager decision (3 x 3 playouts of 16 orders).
 */
export const SEARCH_BUDGET = { iterations: 3, horizon: 16, candidates: 3 };

const DEFAULTS = { horizon: 200, candidates: 3 };

export function searchBot<S>(ruleset: Ruleset<S, unknown>, options: SearchOptions<S>): Bot {
  const policy = options.policy ?? randomBot;
  return {
    id: options.id ?? SEARCH_BOT_ID,
    name: 'Search',
    description: `Determinized Monte Carlo search over the engine (${options.iterations} iterations per decision), playing the game forward with ${policy.id === randomBot.id ? 'random legal orders' : `the ${policy.id} bot`} for every seat. The ladder's boss.`,
    decide: (turn) => decide(ruleset, options, policy, turn),
    searches: true,
  };
}

function decide<S>(
  ruleset: Ruleset<S, unknown>,
  options: SearchOptions<S>,
  policy: Bot,
  turn: BotTurn,
): unknown {
  const draw = turn.determinize;
  if (!draw || turn.decision.kind === 'roll') return policy.decide(turn);
  const rng = turn.rng;
  const state = () => draw(rng) as S;
  const first = state();
  const decision = ruleset.pending(first).find((d) => d.id === turn.decision.id);
  if (!decision) return policy.decide(turn);

  const candidates = candidatesFor(ruleset, options, policy, turn, first, decision);
  if (candidates.length === 1) return candidates[0].order;

  const time = options.time;
  const deadline = time ? time.now() + time.ms : Infinity;
  for (let i = 0; i < options.iterations; i++) {
    if (time && i > 0 && time.now() > deadline) break;
    // One drawn state and one dice stream for every candidate: they are compared on the same
    // luck, so a handful of iterations already tells orders apart (common random numbers).
    const drawn = i === 0 ? first : state();
    const seed = String(rng.nextUint32());
    for (const c of candidates) {
      const dice = rngFromSeed(seed, 'playout');
      c.total += playout(ruleset, options, policy, copyOf(ruleset, drawn), decision, c.order, dice);
      c.visits += 1;
    }
  }
  return best(candidates, options.margin ?? DEVIATION_MARGIN).order;
}

/** The policy's own order first, then every listed choice or a few drawn legal orders. */
function candidatesFor<S>(
  ruleset: Ruleset<S, unknown>,
  options: SearchOptions<S>,
  policy: Bot,
  turn: BotTurn,
  state: S,
  decision: Decision,
): Candidate[] {
  const wanted = options.candidates ?? DEFAULTS.candidates;
  const orders: unknown[] = [policy.decide(turn)];
  const listed = turn.description.choices;
  if (listed && listed.length <= wanted * 4) orders.push(...listed);
  else for (let i = 1; i < wanted; i++) orders.push(ruleset.sample(state, decision, turn.rng));
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const order of orders) {
    const key = canonicalJson(order);
    if (seen.has(key) || ruleset.validate(state, decision, order).length > 0) continue;
    seen.add(key);
    out.push({ order, visits: 0, total: 0 });
  }
  return out.length > 0 ? out : [{ order: orders[0], visits: 0, total: 0 }];
}

/**
 * How much better, in wins per playout, another candidate must do than the policy's own order to
 * be preferred. A few playouts are noisy, and the policy's order is the informed guess: without a
 * margin the search often swaps it for a drawn order that was merely lucky, and plays worse than
 * the policy alone.
 */
const DEVIATION_MARGIN = 0.34;

/** The best total, if it beats the policy's order (the first) by the margin; ties go earlier. */
function best(candidates: Candidate[], perPlayout: number): Candidate {
  const own = candidates[0];
  let chosen = own;
  for (const c of candidates) if (c.total > chosen.total + 1e-9) chosen = c;
  const margin = perPlayout * own.visits;
  return chosen.total - own.total > margin - 1e-9 ? chosen : own;
}

/** The game played forward from `order`: 1 a win for the seat, 0 a loss, ½ a draw. */
function playout<S>(
  ruleset: Ruleset<S, unknown>,
  options: SearchOptions<S>,
  policy: Bot,
  start: S,
  decision: Decision,
  order: unknown,
  rng: Rng,
): number {
  const seat = decision.seat;
  const ctx: StepContext = {
    dice: new LoggedDice(new SeededDiceSource(rng), () => {}),
    emit: () => {},
  };
  const horizon = options.horizon ?? DEFAULTS.horizon;
  let state = ruleset.apply(start, decision, order, ctx);
  for (let n = 0; n < horizon; n++) {
    const outcome = ruleset.outcome(state);
    if (outcome) return outcome.winners.includes(seat) ? 1 : outcome.winners.length ? 0 : 0.5;
    const next = ruleset.pending(state)[0];
    if (!next) break;
    state = ruleset.apply(state, next, playoutOrder(ruleset, policy, state, next, rng), ctx);
  }
  const outcome = ruleset.outcome(state);
  if (outcome) return outcome.winners.includes(seat) ? 1 : outcome.winners.length ? 0 : 0.5;
  return options.evaluate ? options.evaluate(state, seat) : 0.5;
}

/** What the policy would order in the playout, seeing only that seat's view of it. */
function playoutOrder<S>(
  ruleset: Ruleset<S, unknown>,
  policy: Bot,
  state: S,
  decision: Decision,
  rng: Rng,
): unknown {
  if (policy.id === randomBot.id) return ruleset.sample(state, decision, rng);
  return policy.decide({
    seat: decision.seat,
    view: ruleset.view(state, decision.seat),
    decision,
    description: ruleset.describe(state, decision),
    rng,
    sampleLegal: () => ruleset.sample(state, decision, rng),
  });
}
