/** The command line of `npm run simulate`, checked against what the engine offers. */
import {
  type ArgDefaults,
  ArgumentError,
  GAME_FLAGS,
  readRuleset,
  readScenario,
  nonEmpty,
  positiveInteger,
  readBotIds,
  readFlags,
} from '../cli/args.js';
import type { Ruleset } from '../engine/index.js';
import { isBotFile } from './bot-files.js';
import { DEFAULT_MAX_ORDERS, type SimulationPlan } from './plan.js';

export const DEFAULT_GAMES = 1000;

export const USAGE = `usage: npm run simulate -- --ruleset <id> [--scenario <id>] [--bots <bot,bot,...>]
         [--bot <bot>] [--games N] [--workers N] [--seed S] [--out results.json] [--max-orders N]

  --ruleset     ruleset to play (required)
  --scenario    scenario to play, or "all" for each in turn (default: the ruleset's first)
  --bots        one bot per seat, in seat order for game 0; seats rotate every game
                (default: random in every seat); built-in ids or files (./my-bot.js)
  --bot         one bot (a built-in id or a file such as ./my-bot.js) against random in
                the other seats
  --games       games to play (default: ${DEFAULT_GAMES})
  --workers     worker threads (default: the cores available)
  --seed        master seed: the same seed gives the same results (default: a random one)
  --out         also write the summary as JSON to this file
  --max-orders  orders after which a game that has not ended counts as an error
                (default: ${DEFAULT_MAX_ORDERS})`;

export type Command =
  { help: true } | { help: false; plan: SimulationPlan; workers: number; out?: string };

const FLAGS = {
  ...GAME_FLAGS,
  bot: { type: 'string' },
  out: { type: 'string' },
  'max-orders': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseSimulateArgs(argv: readonly string[], defaults: ArgDefaults): Command {
  const values = readFlags(argv, FLAGS);
  if (values.help) return { help: true };

  const ruleset = readRuleset(values.ruleset);
  const scenario = readScenario(ruleset, values.scenario);
  if (values.bot !== undefined && values.bots !== undefined) {
    throw new ArgumentError('--bot and --bots: give one or the other');
  }
  const seats = scenario.seats.length;
  const bots = readBots(
    ruleset,
    seats,
    values.bot === undefined
      ? values.bots
      : [values.bot, ...Array.from({ length: seats - 1 }, () => 'random')].join(','),
  );
  const seed = nonEmpty(values.seed ?? defaults.seed(), '--seed');

  return {
    help: false,
    plan: {
      rulesetId: ruleset.id,
      scenarioId: scenario.id,
      bots,
      games: positiveInteger(values.games, '--games', DEFAULT_GAMES),
      seed,
      maxOrders: positiveInteger(values['max-orders'], '--max-orders', DEFAULT_MAX_ORDERS),
    },
    workers: positiveInteger(values.workers, '--workers', defaults.workers),
    ...(values.out !== undefined && { out: nonEmpty(values.out, '--out') }),
  };
}

function readBots(ruleset: Ruleset, seats: number, value: string | undefined): string[] {
  if (value === undefined) return Array.from({ length: seats }, () => 'random');
  const ids = readBotIds(ruleset, value, isBotFile);
  if (ids.length !== seats) {
    throw new ArgumentError(
      `--bots: the scenario has ${seats} seats, so give ${seats} bots (got ${ids.length}: ${value})`,
    );
  }
  return ids;
}
