/**
 * One playout of the search bot: the game played forward from a candidate order, every seat by the
 * playout policy, until it ends or the horizon is reached, where the ruleset's evaluation (if any)
 * judges it. Dice and each seat's choices draw from their own streams, seeded by the iteration, so
 * that two candidates played from the same iteration meet the same luck for as long as their games
 * allow (common random numbers): a die rolled for a candidate does not shift the dice of the next.
 */
import type { Decision, OrderDescription, Ruleset, Seat, StepContext } from '../core/contract.js';
import { LoggedDice, SeededDiceSource } from '../core/dice.js';
import { rngFromSeed, type Rng } from '../core/rng.js';
import { randomBot, type Bot } from './bot.js';

export interface PlayoutRules<S> {
  ruleset: Ruleset<S, unknown>;
  policy: Bot;
  /** Orders given after the candidate before the playout stops and is judged. */
  horizon: number;
  /**
   * Also stop at the start of the `turns`th game turn after the decision's: judged between turns,
   * both sides have had their say, where an order count stops some playouts half way through a
   * turn, after one side's shots and before the other's.
   */
  turns?: number;
  evaluate?: (state: S, seat: Seat) => number;
}

/** What a playout cost and how it ended: `orders` counts the policy's orders, the work done. */
export interface PlayoutResult {
  value: number;
  orders: number;
}

const ignore = () => {};

/**
 * Plays `order` for `decision` in `start` (which it consumes), then the policy for everyone: 1 a
 * win for the deciding seat, 0 a loss, ½ a draw, the evaluation's odds where it stops early.
 */
export function playout<S>(
  rules: PlayoutRules<S>,
  start: S,
  decision: Decision,
  order: unknown,
  seed: string,
): PlayoutResult {
  const { ruleset, policy, horizon, evaluate, turns } = rules;
  const lastTurn = turns === undefined ? Infinity : ruleset.phase(start).turn + turns;
  const seat = decision.seat;
  const ctx: StepContext = {
    dice: new LoggedDice(new SeededDiceSource(rngFromSeed(seed, 'dice')), ignore),
    emit: ignore,
  };
  const choosers: Rng[] = [];
  const chooser = (s: Seat) => (choosers[s] ??= rngFromSeed(seed, `seat-${s}`));
  let state = ruleset.apply(start, decision, order, ctx);
  let orders = 0;
  for (; orders < horizon; orders++) {
    if (ruleset.outcome(state)) break;
    if (turns !== undefined && ruleset.phase(state).turn >= lastTurn) break;
    const next = ruleset.pending(state)[0];
    if (!next) break;
    const chosen = policyOrder(ruleset, policy, state, next, chooser(next.seat));
    state = ruleset.apply(state, next, chosen, ctx);
  }
  const outcome = ruleset.outcome(state);
  if (outcome) {
    const value = outcome.winners.includes(seat) ? 1 : outcome.winners.length ? 0 : 0.5;
    return { value, orders };
  }
  return { value: evaluate ? evaluate(state, seat) : 0.5, orders };
}

/**
 * What the policy would order, seeing only that seat's view. The view and the description are
 * built when the policy first reads them, as the match driver does: a policy that reads neither
 * costs neither.
 */
function policyOrder<S>(
  ruleset: Ruleset<S, unknown>,
  policy: Bot,
  state: S,
  decision: Decision,
  rng: Rng,
): unknown {
  if (policy.id === randomBot.id) return ruleset.sample(state, decision, rng);
  let view: { value: unknown } | undefined;
  let description: OrderDescription | undefined;
  return policy.decide({
    seat: decision.seat,
    get view() {
      view ??= { value: ruleset.view(state, decision.seat) };
      return view.value;
    },
    decision,
    get description() {
      description ??= ruleset.describe(state, decision);
      return description;
    },
    rng,
    sampleLegal: () => ruleset.sample(state, decision, rng),
  });
}
