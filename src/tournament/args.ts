/** The command line of `npm run tournament`, checked against what the engine offers. */
import { parseArgs } from 'node:util';
import { botsFor } from '../engine/index.js';
import { ArgumentError } from '../simulation/args.js';
import { isBotFile } from '../simulation/bot-files.js';
import { DEFAULT_MAX_ORDERS } from '../simulation/plan.js';
import { simulationRuleset, simulationRulesetIds } from '../simulation/rulesets.js';
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
  ruleset: { type: 'string' },
  scenario: { type: 'string' },
  bots: { type: 'string' },
  games: { type: 'string' },
  workers: { type: 'string' },
  seed: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseTournamentArgs(
  argv: readonly string[],
  defaults: { workers: number; seed: () => string },
): TournamentCommand {
  let values;
  try {
    values = parseArgs({ args: [...argv], options: FLAGS, strict: true }).values;
  } catch (err) {
    throw new ArgumentError((err instanceof Error ? err.message : String(err)).split('\n')[0]);
  }
  if (values.help) return { help: true };
  const rulesetId = values.ruleset ?? '';
  const ruleset = simulationRuleset(rulesetId);
  if (!ruleset) {
    throw new ArgumentError(
      `--ruleset: ${rulesetId ? `no ruleset "${rulesetId}"` : 'required'}; available: ${simulationRulesetIds().join(', ')}`,
    );
  }
  const scenario =
    values.scenario === undefined
      ? ruleset.scenarios[0]
      : ruleset.scenarios.find((s) => s.id === values.scenario);
  if (!scenario) throw new ArgumentError(`--scenario: ${ruleset.id} has no such scenario`);
  if (scenario.seats.length !== 2) {
    throw new ArgumentError(`--scenario: ${scenario.id} has ${scenario.seats.length} seats, not 2`);
  }
  const bots = (values.bots ?? '').split(',').map((b) => b.trim());
  const offered = botsFor(ruleset.id).map((b) => b.id);
  const unknown = bots.find((b) => !isBotFile(b) && !offered.includes(b));
  if (unknown !== undefined) {
    throw new ArgumentError(
      `--bots: ${ruleset.id} has no bot "${unknown}"; available: ${offered.join(', ')}, or a file ./bot.js`,
    );
  }
  if (bots.length < 2) throw new ArgumentError('--bots: give at least two bots');
  const seed = values.seed ?? defaults.seed();
  return {
    help: false,
    plan: {
      rulesetId: ruleset.id,
      scenarioId: scenario.id,
      bots,
      gamesPerPairing: positive(values.games, '--games', DEFAULT_GAMES),
      seed,
      maxOrders: DEFAULT_MAX_ORDERS,
    },
    workers: positive(values.workers, '--workers', defaults.workers),
  };
}

function positive(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1)
    throw new ArgumentError(`${flag}: expected a positive integer, got "${value}"`);
  return n;
}
