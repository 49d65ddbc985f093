/** The command line of `npm run tournament`, checked against what the engine offers. */
import {
  type ArgDefaults,
  ArgumentError,
  GAME_FLAGS,
  positiveInteger,
  readBotIds,
  readFlags,
  readRuleset,
  readScenario,
} from '../cli/args.js';
import { isBotFile } from '../simulation/bot-files.js';
import { DEFAULT_MAX_ORDERS } from '../simulation/plan.js';
import type { TournamentPlan } from './round-robin.js';

export const DEFAULT_GAMES = 100;

export const USAGE = `usage: npm run tournament -- --ruleset <id> --bots <bot,bot,...> [--scenario <id>]
         [--games N] [--workers N] [--seed S]

  --ruleset   ruleset to play (required)
  --bots      two or more bots: built-in ids (random, heuristic...) or files (./my-bot.js,
              whose default export is a bot { id, name, decide(turn) })
  --scenario  a two-seat scenario (default: the ruleset's first)
  --games     games per pairing, half from each seat (default: ${DEFAULT_GAMES})
  --workers   worker threads (default: the cores available)
  --seed      master seed: the same seed gives the same results (default: a random one)`;

export type TournamentCommand =
  { help: true } | { help: false; plan: TournamentPlan; workers: number };

const FLAGS = {
  ...GAME_FLAGS,
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseTournamentArgs(
  argv: readonly string[],
  defaults: ArgDefaults,
): TournamentCommand {
  const values = readFlags(argv, FLAGS);
  if (values.help) return { help: true };
  const ruleset = readRuleset(values.ruleset);
  const scenario = readScenario(ruleset, values.scenario);
  if (scenario.seats.length !== 2) {
    throw new ArgumentError(`--scenario: ${scenario.id} has ${scenario.seats.length} seats, not 2`);
  }
  const bots = readBotIds(ruleset, values.bots ?? '', isBotFile);
  if (bots.length < 2) throw new ArgumentError('--bots: give at least two bots');
  const seed = values.seed ?? defaults.seed();
  return {
    help: false,
    plan: {
      rulesetId: ruleset.id,
      scenarioId: scenario.id,
      bots,
      gamesPerPairing: positiveInteger(values.games, '--games', DEFAULT_GAMES),
      seed,
      maxOrders: DEFAULT_MAX_ORDERS,
    },
    workers: positiveInteger(values.workers, '--workers', defaults.workers),
  };
}
