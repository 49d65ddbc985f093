import { allRulesets, findRuleset, type Ruleset } from '../engine/index.js';
import { diceDuel } from '../engine/testing/dice-duel/index.js';

/**
 * The engine's own test ruleset is not registered (players never see it), but it is small and
 * fast, so the simulator accepts it by id for its tests and for measuring the runner itself.
 */
const testRuleset = diceDuel as unknown as Ruleset;

export function simulationRuleset(id: string): Ruleset | undefined {
  return findRuleset(id) ?? (id === testRuleset.id ? testRuleset : undefined);
}

/** Every id `--ruleset` accepts, registered rulesets first. */
export function simulationRulesetIds(): string[] {
  return [...allRulesets().map((r) => r.id), testRuleset.id];
}
