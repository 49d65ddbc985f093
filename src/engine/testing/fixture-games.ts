/**
 * The fixture games: one complete match per ruleset, recorded once and committed under
 * `testing/replays/`. Each refactor, generator change or rename must keep them verifying: an
 * old match keeps its old generator and its old event log. `npx tsx scripts/record-engine-replays.ts`
 * records them again (only when a ruleset is meant to change what an old game does).
 */
import { botsFor } from '../bots/play.js';
import { playOut } from '../bots/play-out.js';
import type { MatchConfig } from '../core/contract.js';
import { Match, type MatchReplay } from '../core/match.js';
import { rngFromSeed } from '../core/rng.js';
import { findRuleset } from '../registry.js';

export interface FixtureGame {
  /** File name under `testing/replays/`, without `.json`. */
  name: string;
  config: MatchConfig;
  seed: string;
  /** Which of the ruleset's bots plays every seat. */
  botId: string;
  /** The ruleset version it is played under, when not the current one (it was recorded under). */
  rulesetVersion?: string;
}

export const FIXTURE_GAMES: readonly FixtureGame[] = [
  {
    name: 'stratoyager-pilot-episode',
    config: { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' },
    seed: 'fixture-stratoyager-pilot-episode',
    botId: 'heuristic',
    // Four Vulture rockets (B-9): the match a stored 1.0.0 Pilot Episode is.
    rulesetVersion: '1.0.0',
  },
  {
    name: 'stratoyager-pilot-episode-1.1.0',
    config: { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' },
    seed: 'fixture-stratoyager-pilot-episode',
    botId: 'heuristic',
    rulesetVersion: '1.1.0',
  },
  {
    name: 'stratoyager-dogfight',
    config: { rulesetId: 'stratoyager', scenarioId: 'dogfight' },
    seed: 'fixture-stratoyager-dogfight',
    botId: 'heuristic',
  },
  {
    name: 'a-billion-suns-default',
    config: { rulesetId: 'a-billion-suns', scenarioId: 'two-sector-contract-run' },
    seed: 'fixture-a-billion-suns',
    botId: 'heuristic',
  },
  {
    name: 'sits-picket-clash',
    config: { rulesetId: 'sits', scenarioId: 'picket-clash' },
    seed: 'fixture-sits-picket-clash',
    botId: 'broadside',
  },
  {
    name: 'stellar-empires-border-clash',
    config: { rulesetId: 'stellar-empires', scenarioId: 'border-clash' },
    seed: 'fixture-stellar-empires-border-clash',
    botId: 'heuristic',
  },
];

/** Play a fixture game to the end with its bots and return the finished match's replay. */
export function playFixtureGame(game: FixtureGame): MatchReplay {
  const ruleset = findRuleset(game.config.rulesetId);
  if (!ruleset) throw new Error(`no ruleset ${game.config.rulesetId}`);
  const bot = botsFor(ruleset.id).find((b) => b.id === game.botId);
  if (!bot) throw new Error(`${ruleset.id} has no bot ${game.botId}`);
  const match = Match.create(ruleset, game.config, game.seed, undefined, game.rulesetVersion);
  const rngs = Array.from({ length: match.seats }, (_, seat) =>
    rngFromSeed(game.seed, `seat-${seat}`),
  );
  playOut(match, () => bot, rngs, 20_000);
  return match.replay();
}
