import type { Bot } from './bots/bot.js';
import type { Evaluation } from './bots/evaluation.js';
import type { Ruleset } from './core/contract.js';
import { noSuch } from './core/problems.js';
import { stratoyagerBots } from './rulesets/stratoyager/bots/index.js';
import { stratoyager } from './rulesets/stratoyager/index.js';
import { aBillionSuns, aBillionSunsBots } from './rulesets/a-billion-suns/registration.js';
import { sitsBots } from './rulesets/sits/bots/index.js';
import { sits } from './rulesets/sits/index.js';
import { stellarEmpiresBots } from './rulesets/stellar-empires/bots/index.js';
import { stellarEmpires } from './rulesets/stellar-empires/index.js';
import { expanse, expanseBots } from './rulesets/expanse/index.js';
import { evaluate as aBillionSunsEvaluation } from './rulesets/a-billion-suns/evaluation.js';
import { evaluate as expanseEvaluation } from './rulesets/expanse/bots/evaluation.js';
import { evaluate as sitsEvaluation } from './rulesets/sits/bots/evaluation.js';
import { evaluate as stellarEmpiresEvaluation } from './rulesets/stellar-empires/bots/evaluation.js';

/** A playable ruleset and the built-in bots it offers (the random bot serves every ruleset anyway). */
export interface RegisteredRuleset {
  ruleset: Ruleset;
  bots: readonly Bot[];
  /** How likely a seat is to win from a state, for the search bot's playouts cut short. */
  evaluate?: Evaluation;
}

/**
 * Every playable ruleset. Ids are the folder names under rulesets/ and never change.
 * A ruleset joins by being imported and listed here: `{ ruleset: stratoyager, bots: stratoyagerBots }`.
 */
const registered: readonly RegisteredRuleset[] = [
  { ruleset: stratoyager as Ruleset, bots: stratoyagerBots },
  {
    ruleset: aBillionSuns as Ruleset,
    bots: aBillionSunsBots,
    evaluate: aBillionSunsEvaluation as Evaluation,
  },
  { ruleset: sits as Ruleset, bots: sitsBots, evaluate: sitsEvaluation as Evaluation },
  {
    ruleset: stellarEmpires as Ruleset,
    bots: stellarEmpiresBots,
    evaluate: stellarEmpiresEvaluation as Evaluation,
  },
  { ruleset: expanse as Ruleset, bots: expanseBots, evaluate: expanseEvaluation as Evaluation },
];

export function allRulesets(): readonly Ruleset[] {
  return registered.map((r) => r.ruleset);
}

/** `no ruleset "x"; the rulesets: stratoyager, …`: the refusal of an unknown ruleset id. */
export function noSuchRuleset(id: string): string {
  return noSuch('ruleset', id, allRulesets());
}

/** `no scenario "x"; the scenarios: dogfight, …`: the refusal of a scenario the ruleset lacks. */
export function noSuchScenario(ruleset: Ruleset, id: string): string {
  return noSuch('scenario', id, ruleset.scenarios);
}

export function findRuleset(id: string): Ruleset | undefined {
  return registered.find((r) => r.ruleset.id === id)?.ruleset;
}

export function registeredBots(rulesetId: string): readonly Bot[] {
  return registered.find((r) => r.ruleset.id === rulesetId)?.bots ?? [];
}

/** The ruleset's evaluation for the search bot, if it registers one. */
export function registeredEvaluation(rulesetId: string): Evaluation | undefined {
  return registered.find((r) => r.ruleset.id === rulesetId)?.evaluate;
}
