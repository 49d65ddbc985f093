/**
 * What the command lines of `npm run simulate` and `npm run tournament` share: flags read strictly,
 * with one-line errors, and the ruleset, scenario, bots and counts checked against what the engine offers.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { botsFor, type Ruleset } from '../engine/index.js';
import { simulationRuleset, simulationRulesetIds } from '../simulation/rulesets.js';

/** A bad command line: the message is one line, fit to print as is. */
export class ArgumentError extends Error {
  override name = 'ArgumentError';
}

export interface ArgDefaults {
  workers: number;
  /** A fresh master seed, for runs that do not give one. */
  seed: () => string;
}

type Flags = NonNullable<ParseArgsConfig['options']>;

/** The flags every command line that plays games has; each adds its own (and `--help`). */
export const GAME_FLAGS = {
  ruleset: { type: 'string' },
  scenario: { type: 'string' },
  bots: { type: 'string' },
  games: { type: 'string' },
  workers: { type: 'string' },
  seed: { type: 'string' },
} as const;
type FlagValues<F extends Flags> = ReturnType<
  typeof parseArgs<{ options: F; strict: true; allowPositionals: false }>
>['values'];

export function readFlags<const F extends Flags>(argv: readonly string[], flags: F): FlagValues<F> {
  try {
    return parseArgs({ args: [...argv], options: flags, strict: true, allowPositionals: false })
      .values;
  } catch (err) {
    throw new ArgumentError(flagError(err, flags));
  }
}

/** node:util's messages run to several sentences; these say the same in one line. */
function flagError(err: unknown, flags: Flags): string {
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? err.message : String(err);
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${quoted}; options: ${Object.keys(flags)
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

/** The ruleset `--ruleset` names, which every command line needs. */
export function readRuleset(id: string | undefined): Ruleset {
  const available = simulationRulesetIds().join(', ');
  if (id === undefined || id === '') {
    throw new ArgumentError(`--ruleset is required; available: ${available}`);
  }
  const ruleset = simulationRuleset(id);
  if (!ruleset) throw new ArgumentError(`--ruleset: no ruleset "${id}"; available: ${available}`);
  return ruleset;
}

/** The scenario `--scenario` names, or the ruleset's first when it names none. */
export function readScenario(
  ruleset: Ruleset,
  id: string | undefined,
): Ruleset['scenarios'][number] {
  if (id === undefined) {
    const first = ruleset.scenarios[0];
    if (!first) throw new ArgumentError(`--scenario: ${ruleset.id} has no scenarios`);
    return first;
  }
  const scenario = ruleset.scenarios.find((s) => s.id === id);
  if (!scenario) {
    const available = ruleset.scenarios.map((s) => s.id).join(', ');
    throw new ArgumentError(
      `--scenario: ${ruleset.id} has no scenario "${id}"; available: ${available}`,
    );
  }
  return scenario;
}

/**
 * The `--bots` list, each a bot the ruleset offers; with `isFile`, also entries it says name a
 * bot file (which is loaded, and so checked, later).
 */
export function readBotIds(
  ruleset: Ruleset,
  value: string,
  isFile?: (id: string) => boolean,
): string[] {
  const ids = value.split(',').map((id) => id.trim());
  const offered = botsFor(ruleset.id).map((b) => b.id);
  const unknown = ids.find((id) => !offered.includes(id) && !isFile?.(id));
  if (unknown !== undefined) {
    const files = isFile ? ', or a file ./bot.js' : '';
    throw new ArgumentError(
      `--bots: ${ruleset.id} has no bot "${unknown}"; available: ${offered.join(', ')}${files}`,
    );
  }
  return ids;
}

/** A count flag: a positive whole number, or `fallback` when the flag is not given. */
export function positiveInteger(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1)
    throw new ArgumentError(`${flag}: expected a positive integer, got "${value}"`);
  return n;
}

/** A flag whose value may not be empty (`--seed=`, `--out=`). */
export function nonEmpty(value: string, flag: string): string {
  if (value === '') throw new ArgumentError(`${flag}: must not be empty`);
  return value;
}
