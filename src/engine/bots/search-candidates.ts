/**
 * The orders the search bot weighs at the root. The policy's own order comes first (the informed
 * guess, which the others must beat by a margin), then the hints, if the policy (or the
 * caller) offers any: orders that differ from the policy's in intent, such as its runners-up, then orders from the
 * decision's listed choices, drawn without repeats, or, where the ruleset does not list them,
 * legal orders drawn by its sampler. Duplicates and anything the rules refuse are dropped.
 */
import type { Decision, Ruleset } from '../core/contract.js';
import { canonicalJson } from '../core/hash.js';
import type { Rng } from '../core/rng.js';
import type { Bot, BotTurn, CandidateHints } from './bot.js';

import { neighbour } from './search-neighbours.js';

/** Draws of the sampler or the choices per candidate wanted: duplicates are common in small sets. */
const DRAWS_PER_CANDIDATE = 4;

/** Where choices are not listed, one candidate in this many is a sampled order, not a neighbour. */
const SAMPLED_EVERY = 4;

export function candidateOrders<S>(
  ruleset: Ruleset<S, unknown>,
  policy: Bot,
  turn: BotTurn,
  state: S,
  decision: Decision,
  width: number,
  hints: CandidateHints | undefined = policy.hints,
): unknown[] {
  const rng = turn.rng;
  const own = policy.decide(turn);
  const kept = new Map<string, unknown>([[canonicalJson(own), own]]);
  const offer = (order: unknown) => {
    if (kept.size >= width) return;
    const key = canonicalJson(order);
    if (kept.has(key) || ruleset.validate(state, decision, order).length > 0) return;
    kept.set(key, order);
  };
  for (const hint of hints?.(turn, own) ?? []) offer(hint);
  const listed = turn.description.choices;
  const sample = () => ruleset.sample(state, decision, rng);
  // Unlisted orders are mostly the policy's with one change (search-neighbours.ts); every
  // `SAMPLED_EVERY`th a whole drawn order, for what no small change reaches.
  let drawn = 0;
  const draw = listed
    ? drawWithoutRepeats(listed, rng)
    : () => (++drawn % SAMPLED_EVERY === 0 ? sample() : neighbour(own, sample(), rng));
  for (let n = 0; n < width * DRAWS_PER_CANDIDATE && kept.size < width; n++) {
    const order = draw();
    if (order === undefined) break;
    offer(order);
  }
  return [...kept.values()];
}

/** Each listed choice once, in an order drawn with `rng`; then `undefined`. */
function drawWithoutRepeats(choices: readonly unknown[], rng: Rng): () => unknown {
  const left = [...choices];
  return () => {
    if (left.length === 0) return undefined;
    const at = rng.int(left.length);
    const [order] = left.splice(at, 1);
    return order;
  };
}
