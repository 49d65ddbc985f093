import type { Decision } from '../core/contract.js';
import { canonicalJson } from '../core/hash.js';
import { Match } from '../core/match.js';
import { rngFromSeed } from '../core/rng.js';
import { stratoyager } from '../rulesets/stratoyager/index.js';
import type { Bot, CandidateHints } from './bot.js';
import { findBot, playBotTurn } from './play.js';
import { candidateOrders } from './search-candidates.js';
import { differences } from './test-json-differences.js';

/** Random legal orders until a decision of `kind` is owed; the match and that decision. */
function at(ruleset: typeof stratoyager, scenarioId: string, kind: string) {
  const match = Match.create(ruleset, { rulesetId: ruleset.id, scenarioId }, `candidates-${kind}`);
  const rng = rngFromSeed('candidates', kind);
  for (let n = 0; n < 500; n++) {
    const d = match.pending()[0];
    if (d.kind === kind) return { match, decision: d };
    match.submit(d.seat, d.id, match.sample(d.id, rng));
  }
  throw new Error(`no ${kind} decision`);
}

/** The candidates a search of `width` would weigh, drawn through a real bot turn. */
function weighed(match: Match, decision: Decision, policy: Bot, width: number): unknown[] {
  const grab: Bot = {
    id: 'grab',
    name: 'Grab',
    description: 'test only',
    decide: (turn) => candidateOrders(match.ruleset, policy, turn, match.state, decision, width),
  };
  return playBotTurn(match, grab, decision.seat, decision.id, rngFromSeed('w', 'w')) as unknown[];
}

describe("the search bot's candidates", () => {
  const policy = findBot('stratoyager', 'heuristic')!;

  it('are the policy order first, then distinct listed choices, as many as asked for', () => {
    const { match, decision } = at(stratoyager, 'pilot-episode', 'combat');
    const listed = match.describe(decision.id).choices!.map(canonicalJson);
    expect(listed.length).toBeGreaterThan(4);
    const own = playBotTurn(match, policy, decision.seat, decision.id, rngFromSeed('w', 'w'));
    const orders = weighed(match, decision, policy, 4);
    expect(orders).toHaveLength(4);
    expect(orders[0]).toEqual(own);
    const keys = orders.map(canonicalJson);
    expect(new Set(keys).size).toBe(4);
    for (const key of keys.slice(1)) expect(listed).toContain(key);
  });

  it('are drawn by the sampler where the ruleset lists none, every one legal', () => {
    const { match, decision } = at(stratoyager, 'pilot-episode', 'maneuver');
    expect(match.describe(decision.id).choices).toBeUndefined();
    const orders = weighed(match, decision, policy, 5);
    expect(orders.length).toBeGreaterThan(1);
    expect(new Set(orders.map(canonicalJson)).size).toBe(orders.length);
    for (const order of orders) expect(match.check(decision.seat, decision.id, order)).toEqual([]);
  });

  it("are mostly the policy's order changed in one place where none are listed", () => {
    const { match, decision } = at(stratoyager, 'pilot-episode', 'maneuver');
    const orders = weighed(match, decision, policy, 8);
    const near = orders.slice(1).filter((o) => differences(orders[0], o).length === 1);
    expect(orders.length).toBeGreaterThan(4);
    expect(near.length).toBeGreaterThanOrEqual((orders.length - 1) / 2);
  });

  it('stop at the listed choices when there are fewer than asked for', () => {
    const { match, decision } = at(stratoyager, 'dogfight', 'dogfight_cards');
    const listed = match.describe(decision.id).choices!;
    expect(weighed(match, decision, policy, listed.length + 5)).toHaveLength(listed.length);
  });

  it("weigh the policy's hints next after the policy's order, unless the rules refuse them", () => {
    const { match, decision } = at(stratoyager, 'pilot-episode', 'combat');
    const listed = match.describe(decision.id).choices!;
    const own = playBotTurn(match, policy, decision.seat, decision.id, rngFromSeed('w', 'w'));
    const others = listed.filter((c) => canonicalJson(c) !== canonicalJson(own));
    const refused = { not: 'an order' };
    const hints: CandidateHints = () => [others[2], refused, others[0], own];
    const orders = weighed(match, decision, { ...policy, hints }, 5);
    expect(orders.slice(0, 3)).toEqual([own, others[2], others[0]]);
    expect(orders).toHaveLength(5);
    expect(orders).not.toContainEqual(refused);
  });
});
