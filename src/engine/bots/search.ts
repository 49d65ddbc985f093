/**
 * The search bot: determinized Monte Carlo search over the engine itself, for any ruleset. Each
 * iteration draws a state the seat could be in (`BotTurn.determinize`: other seats' undisclosed
 * orders taken back, hidden cards redrawn) and one seed for the dice and every seat's choices, and
 * plays the game forward from each candidate order still in the running (search-playout.ts), on
 * that same state and luck. After each iteration the weaker half of the candidates drops out
 * (successive halving), so the later, deciding iterations go to the policy's own order and its
 * best challengers. The challenger is chosen only if it beats the policy's order by a margin. The
 * candidates are the policy's order, listed choices, and where none are listed mostly the policy's
 * order changed in one place (search-candidates.ts, search-neighbours.ts). It never sees more than
 * its seat's view and what the driver derives from it, and with an iteration budget (and `orders`,
 * not `time`) it is a pure function of the turn and its random stream.
 */
import type { Decision, Ruleset, Seat } from '../core/contract.js';
import { copyOf } from '../core/open-step.js';
import { randomBot, type Bot, type BotTurn, type CandidateHints } from './bot.js';
import { candidateOrders } from './search-candidates.js';
import { playout, type PlayoutRules } from './search-playout.js';

export interface SearchOptions<S> {
  /** Iterations per decision (drawn states, each played from every candidate left): the budget. */
  iterations: number;
  /**
   * Also begin no iteration once the playouts have given this many of the policy's orders: the
   * work, which is what a decision costs, bounded alike where games are long or short, and still
   * reproducible (a clock is not).
   */
  orders?: number;
  /**
   * Also stop after `ms` per decision by the host's clock (the engine has none); then the bot is
   * no longer reproducible.
   */
  time?: { ms: number; now: () => number };
  /** How every seat plays in the playouts, and the first candidate at the root. */
  policy?: Bot;
  /**
   * How every seat plays in the playouts, where that is not `policy`: a cheaper bot lets the
   * playouts run further for the same work, while the root still weighs `policy`'s own order.
   */
  playoutPolicy?: Bot;
  /** Orders a playout gives before it stops and is judged by `evaluate`. */
  horizon?: number;
  /** Game turns after which a playout stops, if before the horizon (search-playout.ts). */
  turns?: number;
  /** How likely `seat` is to win from `state`, 0..1, for playouts stopped at the horizon. */
  evaluate?: (state: S, seat: Seat) => number;
  /** Candidate orders at the root, the policy's own included. */
  candidates?: number;
  /** Candidates weighed before any drawn ones; default the policy's own `hints`. */
  hints?: CandidateHints;
  /**
   * Wins per playout by which another candidate must beat the policy's own order to be chosen
   * instead; default `DEVIATION_MARGIN`.
   */
  margin?: number;
  /**
   * Standard errors of the paired differences by which that lead must also stand clear of
   * nothing; 0 for the margin alone. Default `CONFIDENCE`.
   */
  confidence?: number;
  /**
   * A lead that is nearly the same on every iteration (its paired differences' standard
   * deviation under `below`) must clear `margin` instead of the usual one: the same gain on every
   * drawn state and dice comes from the order itself, how the evaluation prices what it does at
   * once, not from how the game goes on, and that is where a playout cut at the horizon is least
   * to be trusted.
   */
  steady?: { below: number; margin: number };
  /**
   * Begin no further iteration once `after` iterations are played and no challenger still
   * running leads the policy's order by more than `lead` a playout: the later iterations would
   * have to carry the whole margin on their own. Off by default: after two iterations it saves
   * a quarter to a third of the work, but SITS picket-clash won 127 of 200 games with it against
   * 138 (docs/decisions/0023-search-bot-candidates-and-budget.md, eighth pass).
   */
  settle?: { after: number; lead: number };
  /**
   * Once a challenger would be chosen, play it and the policy's order on this many fresh drawn
   * states and seeds (further draws from the same stream) and leave the policy's order only if the
   * same rule also picks the challenger on those alone. The challenger was chosen as the best of
   * several on the very samples that measure its lead, which overstates it (the winner's curse);
   * fresh samples do not. Off (0) by default (docs/decisions/0079-search-confirm-challenger.md).
   */
  confirm?: number;
  /** Told what each searched decision cost (not called where there was nothing to weigh). */
  observe?: (searched: SearchStats) => void;
  /** Bot id, default `search`. */
  id?: string;
}

/** What one searched decision weighed and did. */
export interface SearchStats {
  candidates: number;
  iterations: number;
  playouts: number;
  /** Orders the policy gave in all the playouts: the work, since each costs one policy call. */
  orders: number;
  /** Whether it chose another order than the policy's own. */
  deviated: boolean;
  /** By how much, in wins per playout, the best other candidate beat the policy's order. */
  lead: number;
  /** That candidate's playouts less the policy's order's, iteration by iteration. */
  differences: number[];
}

interface Candidate {
  order: unknown;
  visits: number;
  total: number;
  /** Each playout's value, by iteration: candidates are compared iteration by iteration. */
  values: number[];
}

export const SEARCH_BOT_ID = 'search';

/**
 * The built-in search bot's budget: iterations, so that it plays the same game again. Four
 * candidates over four iterations, halved after each, is 4 + 2 + 2 + 2 = 10 playouts of at most
 * 16 orders: about 130 of the policy's orders per decision. Not shorter playouts over more
 * candidates: 6 x 6 of 12 orders, the same work, lost 16 of 16 A Billion Suns games to the
 * heuristic, where this budget won 9 (docs/decisions/0023-search-bot-candidates-and-budget.md).
 */
export const SEARCH_BUDGET = { iterations: 4, horizon: 16, candidates: 4 };

/**
 * When the generic search leaves the policy's order: past 0.08 of a win a playout, but past the
 * built-in 0.15 where that lead is about the same on every iteration (standard deviation under
 * 0.04). The lower margin is where Stellar Empires' gain is (189 to 198 wins in 300
 * border-clash games); the steady rule spares A Billion Suns the loss 0.08 alone costs it: its
 * helm orders lead by a steady 0.05–0.1 in its playouts, a lead its evaluation sees at once and
 * games do not bear out (docs/decisions/0023-search-bot-candidates-and-budget.md, seventh pass).
 */
export const SEARCH_DEVIATION = { margin: 0.08, steady: { below: 0.04, margin: 0.15 } };

const DEFAULTS = { horizon: 200, candidates: 3 };

/**
 * The search bot over the built-in budget and deviation rule, `options` over them: the generic
 * search every ruleset gets, and the base of those a ruleset sizes for itself.
 */
export function builtInSearchBot<S>(
  ruleset: Ruleset<S, unknown>,
  options: Partial<SearchOptions<S>> = {},
): Bot {
  return searchBot(ruleset, { ...SEARCH_BUDGET, ...SEARCH_DEVIATION, ...options });
}

/**
 * How much better, in wins per playout, another candidate must do than the policy's own order to
 * be preferred. A few playouts are noisy, and the policy's order is the informed guess: without a
 * margin the search often swaps it for a drawn order that was merely lucky. Playouts on the same
 * dice (and halving, which gives the last iterations to the two best) make the comparison sharper
 * than it was with a shared stream, where a third of a win was needed and the search almost never
 * left the policy's order (1% of decisions, measured).
 */
const DEVIATION_MARGIN = 0.15;

const CONFIDENCE = 0;

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
  const first = draw(rng) as S;
  const decision = ruleset.pending(first).find((d) => d.id === turn.decision.id);
  if (!decision) return policy.decide(turn);

  const width = options.candidates ?? DEFAULTS.candidates;
  const hints = options.hints ?? policy.hints;
  const orders = candidateOrders(ruleset, policy, turn, first, decision, width, hints);
  if (orders.length === 1) return orders[0];
  const candidates = orders.map((order): Candidate => ({ order, visits: 0, total: 0, values: [] }));

  const rules: PlayoutRules<S> = {
    ruleset,
    policy: options.playoutPolicy ?? policy,
    horizon: options.horizon ?? DEFAULTS.horizon,
    ...(options.turns !== undefined && { turns: options.turns }),
    ...(options.evaluate && { evaluate: options.evaluate }),
  };
  const stats: SearchStats = {
    candidates: candidates.length,
    iterations: 0,
    playouts: 0,
    orders: 0,
    deviated: false,
    lead: 0,
    differences: [],
  };
  const time = options.time;
  const deadline = time ? time.now() + time.ms : Infinity;
  let running = candidates;
  for (let i = 0; i < options.iterations; i++) {
    if (time && i > 0 && time.now() > deadline) break;
    if (options.orders !== undefined && stats.orders >= options.orders) break;
    if (options.settle && i >= options.settle.after && settled(running, options.settle.lead)) break;
    // One drawn state and one seed for every candidate: they are compared on the same luck, so
    // a handful of iterations already tells orders apart (common random numbers).
    const drawn = i === 0 ? first : (draw(rng) as S);
    played(rules, decision, running, drawn, String(rng.nextUint32()), stats);
    running = halved(running);
  }
  const rule = {
    perPlayout: options.margin ?? DEVIATION_MARGIN,
    confidence: options.confidence ?? CONFIDENCE,
    steady: options.steady,
  };
  let chosen = best(running, rule);
  if (chosen !== candidates[0] && options.confirm) {
    const own = { ...candidates[0], visits: 0, total: 0, values: [] };
    const challenger = { ...chosen, visits: 0, total: 0, values: [] };
    for (let i = 0; i < options.confirm; i++) {
      const drawn = draw(rng) as S;
      played(rules, decision, [own, challenger], drawn, String(rng.nextUint32()), stats);
    }
    if (best([own, challenger], rule) === own) chosen = candidates[0];
  }
  stats.deviated = chosen !== candidates[0];
  const own = running[0];
  const challenger = running.slice(1).reduce((a, c) => (c.total > a.total ? c : a), running[1]);
  stats.lead = (challenger.total - own.total) / own.visits;
  stats.differences = challenger.values.map((v, i) => v - own.values[i]);
  options.observe?.(stats);
  return chosen.order;
}

/**
 * One iteration: every candidate in `running` played from `drawn` on `seed`, its value recorded
 * (the same state and luck for all: common random numbers) and the work counted in `stats`.
 */
function played<S>(
  rules: PlayoutRules<S>,
  decision: Decision,
  running: Candidate[],
  drawn: S,
  seed: string,
  stats: SearchStats,
): void {
  for (const c of running) {
    const result = playout(rules, copyOf(rules.ruleset, drawn), decision, c.order, seed);
    c.total += result.value;
    c.visits += 1;
    c.values.push(result.value);
    stats.orders += result.orders;
  }
  stats.iterations += 1;
  stats.playouts += running.length;
}

/** Whether no challenger in `running` leads the policy's order (the first) by more than `lead`. */
function settled(running: Candidate[], lead: number): boolean {
  const own = running[0];
  return running.slice(1).every((c) => (c.total - own.total) / own.visits <= lead + 1e-9);
}

/**
 * The better half of `running` (at least two), the policy's order (the first) always among them:
 * every candidate kept has been played on the same iterations, so their totals compare.
 */
function halved(running: Candidate[]): Candidate[] {
  if (running.length <= 2) return running;
  const [own, ...others] = running;
  const ranked = others
    .map((c, at) => ({ c, at }))
    .sort((x, y) => y.c.total - x.c.total || x.at - y.at)
    .map((x) => x.c);
  return [own, ...ranked.slice(0, Math.ceil(running.length / 2) - 1)];
}

/**
 * The candidate whose playouts beat the policy's order's most, iteration by iteration, if by
 * more than `perPlayout` a playout on average and by `confidence` standard errors of that
 * average (the paired differences: same drawn state and dice), or by the steady margin where
 * those differences hardly vary; else the policy's order.
 */
function best(
  running: Candidate[],
  rule: {
    perPlayout: number;
    confidence: number;
    steady: { below: number; margin: number } | undefined;
  },
): Candidate {
  const own = running[0];
  let chosen = own;
  let chosenLead = 0;
  for (const c of running.slice(1)) {
    const diffs = c.values.map((v, i) => v - own.values[i]);
    const n = diffs.length;
    const mean = diffs.reduce((a, b) => a + b, 0) / n;
    const variance = n > 1 ? diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (n - 1) : Infinity;
    const sure = rule.confidence === 0 || mean > rule.confidence * Math.sqrt(variance / n);
    const steady = rule.steady && Math.sqrt(variance) < rule.steady.below ? rule.steady : null;
    const margin = steady ? steady.margin : rule.perPlayout;
    if (mean > margin + 1e-9 && sure && mean > chosenLead + 1e-9) {
      chosen = c;
      chosenLead = mean;
    }
  }
  return chosen;
}
