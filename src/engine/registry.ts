import type { Ruleset } from './core/contract.js';

/**
 * Every playable ruleset. Ids are the folder names under rulesets/ and never change.
 * A ruleset joins by being imported and listed here.
 */
const rulesets: readonly Ruleset[] = [];

export function allRulesets(): readonly Ruleset[] {
  return rulesets;
}

export function findRuleset(id: string): Ruleset | undefined {
  return rulesets.find((r) => r.id === id);
}
