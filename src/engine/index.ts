/**
 * Salvo's engine, for in-process use (`salvo/engine`): bots, AI trainers, simulations and the
 * service all go through this API. Pure and deterministic: no clock, no I/O.
 */
import type { MatchConfig, Ruleset } from './core/contract.js';
import {
  Match,
  verifyReplay,
  type LogEntry,
  type MatchRecord,
  type MatchReplay,
  type VerifyResult,
} from './core/match.js';
import { DriverCodes, EngineError } from './core/problems.js';
import { allRulesets, findRuleset, noSuchRuleset } from './registry.js';

export { allRulesets, findRuleset, noSuchRuleset, noSuchScenario } from './registry.js';

export * from './core/contract.js';
export * from './core/dice.js';
export * from './core/problems.js';
export { canonicalJson, sha256Hex } from './core/hash.js';
export { schemaProblems, type JsonSchema } from './core/json-schema.js';
export { rngFromSeed, rngFromState, type Rng } from './core/rng.js';
export {
  CHACHA20_V1,
  CURRENT_DICE_GENERATOR,
  DICE_GENERATOR_IDS,
  findDiceGenerator,
  UNKNOWN_DICE_GENERATOR,
  UNNAMED_DICE_GENERATOR,
  XOROSHIRO128PLUS_V1,
  type DiceGenerator,
} from './core/dice-generators.js';
export { Match, isVisible, verifyReplay, withCurrentNames } from './core/match.js';
export { determinized } from './core/open-step.js';
export type {
  LogEntry,
  MatchEvent,
  MatchRecord,
  MatchReplay,
  SubmitResult,
  VerifyResult,
} from './core/match.js';

export interface RulesetInfo {
  id: string;
  version: string;
  name: string;
  source: string;
  status: Ruleset['status'];
  summary: string;
  scenarios: Ruleset['scenarios'];
}

export function listRulesets(): RulesetInfo[] {
  return allRulesets().map(({ id, version, name, source, status, summary, scenarios }) => ({
    id,
    version,
    name,
    source,
    status,
    summary,
    scenarios,
  }));
}

export function getRuleset(id: string): Ruleset {
  const ruleset = findRuleset(id);
  if (!ruleset) throw new EngineError(DriverCodes.unknownRuleset, noSuchRuleset(id));
  return ruleset;
}

/** A new match from a scenario (`scenarioId`) or a custom `setup`, rolling with `generator`. */
export function createMatch(config: MatchConfig, seed: string, generator?: string): Match {
  return Match.create(getRuleset(config.rulesetId), config, seed, generator);
}

/**
 * Rebuild a match from its inputs: the config, the seed, the accepted orders, its generator and
 * the ruleset version it was created under (by default the current one).
 */
export function replayMatch(
  config: MatchConfig,
  seed: string,
  orders: readonly LogEntry[],
  generator?: string,
  rulesetVersion?: string,
): Match {
  return Match.replay(
    getRuleset(config.rulesetId),
    config,
    seed,
    orders,
    generator,
    rulesetVersion,
  );
}

/** Restore a serialized match (`match.toJSON()`). */
export function restoreMatch(record: MatchRecord): Match {
  return Match.fromJSON(getRuleset(record.rulesetId), record);
}

/** Re-run a finished match's replay and check every roll and the outcome. */
export function verify(replay: MatchReplay): VerifyResult {
  return verifyReplay(getRuleset(replay.rulesetId), replay);
}
export * from './bots/index.js';
export * from './presentation/index.js';
export * as geometry from './geometry/index.js';
