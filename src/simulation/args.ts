/** The command line of `npm run simulate`, checked against what the engine offers. */
import { parseArgs } from 'node:util';
import { botsFor, type Ruleset } from '../engine/index.js';
import { DEFAULT_MAX_ORDERS, type SimulationPlan } from './plan.js';
import { simulationRuleset, simulationRulesetIds } from './rulesets.js';

export const DEFAULT_GAMES = 1000;

export const USAGE = `usage: npm run simulate -- --ruleset <id> [--scenario <id>] [--bots <bot,bot,...>]
         [--games N] [--workers N] [--seed S] [--out results.json] [--max-orders N]

  --ruleset     ruleset to play (required)
  --scenario    scenario to play, or "all" for each in turn (default: the ruleset's first)
  --bots        one bot per seat, in seat order for game 0; seats rotate every game
                (default: random in every seat)
  --games       games to play (default: ${DEFAULT_GAMES})
  --workers     worker threads (default: the cores available)
  --seed        master seed: the same seed gives the same results (default: a random one)
  --out         also write the summary as JSON to this file
  --max-orders  orders after which a game that has not ended counts as an error
                (default: ${DEFAULT_MAX_ORDERS})`;

/** A bad command line: the message is one line, fit to print as is. */
export class ArgumentError extends Error {
  override name = 'ArgumentError';
}

export type Command =
  { help: true } | { help: false; plan: SimulationPlan; workers: number; out?: string };

export interface ArgDefaults {
  workers: number;
  /** A fresh master seed, for runs that do not give one. */
  seed: () => string;
}

export function parseSimulateArgs(argv: readonly string[], defaults: ArgDefaults): Command {
  const values = readFlags(argv);
  if (values.help) return { help: true };

  const rulesetId = required(values.ruleset, '--ruleset', simulationRulesetIds());
  const ruleset = simulationRuleset(rulesetId);
  if (!ruleset) {
    throw new ArgumentError(
      `--ruleset: no ruleset "${rulesetId}"; available: ${simulationRulesetIds().join(', ')}`,
    );
  }
  const scenario = findScenario(ruleset, values.scenario);
  const bots = readBots(ruleset, scenario.seats.length, values.bots);
  const seed = values.seed ?? defaults.seed();
  if (seed === '') throw new ArgumentError('--seed: must not be empty');

  return {
    help: false,
    plan: {
      rulesetId,
      scenarioId: scenario.id,
      bots,
      games: count(values.games, '--games', DEFAULT_GAMES),
      seed,
      maxOrders: count(values['max-orders'], '--max-orders', DEFAULT_MAX_ORDERS),
    },
    workers: count(values.workers, '--workers', defaults.workers),
    ...(values.out !== undefined && { out: nonEmpty(values.out, '--out') }),
  };
}

const FLAGS = {
  ruleset: { type: 'string' },
  scenario: { type: 'string' },
  bots: { type: 'string' },
  games: { type: 'string' },
  workers: { type: 'string' },
  seed: { type: 'string' },
  out: { type: 'string' },
  'max-orders': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: FLAGS, strict: true, allowPositionals: false })
      .values;
  } catch (err) {
    throw new ArgumentError(flagError(err));
  }
}

/** node:util's messages run to several sentences; these say the same in one line. */
function flagError(err: unknown): string {
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? err.message : String(err);
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${quoted}; options: ${Object.keys(FLAGS)
        .map((f) => `--${f}`)
        .join(', ')}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `${quoted.split(' ')[0]}: needs a value (for one that starts with "-", write ${quoted.split(' ')[0]}=<value>)`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument "${quoted}": every value follows its --option`;
    default:
      return message.split('\n')[0];
  }
}

function required(value: string | undefined, flag: string, choices: string[]): string {
  if (value === undefined || value === '')
    throw new ArgumentError(`${flag} is required; available: ${choices.join(', ')}`);
  return value;
}

function nonEmpty(value: string, flag: string): string {
  if (value === '') throw new ArgumentError(`${flag}: must not be empty`);
  return value;
}

function findScenario(ruleset: Ruleset, id: string | undefined): Ruleset['scenarios'][number] {
  const available = () => ruleset.scenarios.map((s) => s.id).join(', ');
  if (id === undefined) {
    const first = ruleset.scenarios[0];
    if (!first) throw new ArgumentError(`--scenario: ${ruleset.id} has no scenarios`);
    return first;
  }
  const scenario = ruleset.scenarios.find((s) => s.id === id);
  if (!scenario) {
    throw new ArgumentError(
      `--scenario: ${ruleset.id} has no scenario "${id}"; available: ${available()}`,
    );
  }
  return scenario;
}

function readBots(ruleset: Ruleset, seats: number, value: string | undefined): string[] {
  if (value === undefined) return Array.from({ length: seats }, () => 'random');
  const ids = value.split(',').map((id) => id.trim());
  const offered = botsFor(ruleset.id).map((b) => b.id);
  const unknown = ids.find((id) => !offered.includes(id));
  if (unknown !== undefined) {
    throw new ArgumentError(
      `--bots: ${ruleset.id} has no bot "${unknown}"; available: ${offered.join(', ')}`,
    );
  }
  if (ids.length !== seats) {
    throw new ArgumentError(
      `--bots: the scenario has ${seats} seats, so give ${seats} bots (got ${ids.length}: ${value})`,
    );
  }
  return ids;
}

function count(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1)
    throw new ArgumentError(`${flag}: expected a positive integer, got "${value}"`);
  return n;
}
