import { argumentErrorOf } from '../cli/args.testing.js';
import { DEFAULT_MAX_ORDERS } from '../simulation/plan.js';
import { simulationRulesetIds } from '../simulation/rulesets.js';
import { DEFAULT_GAMES, parseTournamentArgs } from './args.js';

const defaults = { workers: 5, seed: () => 'fresh-seed' };

const errorOf = (...argv: string[]): string =>
  argumentErrorOf(() => parseTournamentArgs(argv, defaults));

describe('parseTournamentArgs', () => {
  it('reads a command line, with built-in bots and bot files', () => {
    expect(
      parseTournamentArgs(
        ['--ruleset', 'dice-duel', '--bots', 'random, ./my-bot.js', '--games=4', '--seed', 's'],
        defaults,
      ),
    ).toEqual({
      help: false,
      plan: {
        rulesetId: 'dice-duel',
        scenarioId: 'standard',
        bots: ['random', './my-bot.js'],
        gamesPerPairing: 4,
        seed: 's',
        maxOrders: DEFAULT_MAX_ORDERS,
      },
      workers: 5,
    });
  });

  it('defaults games, workers and seed', () => {
    const command = parseTournamentArgs(
      ['--ruleset', 'dice-duel', '--bots', 'random,random'],
      defaults,
    );
    expect(command).toMatchObject({
      plan: { gamesPerPairing: DEFAULT_GAMES, seed: 'fresh-seed' },
      workers: 5,
    });
  });

  it('asks for help', () => {
    expect(parseTournamentArgs(['-h'], defaults)).toEqual({ help: true });
  });

  const available = simulationRulesetIds().join(', ');
  it.each([
    [['--bots', 'random,random'], `--ruleset is required; available: ${available}`],
    [['--ruleset', 'chess'], `--ruleset: no ruleset "chess"; available: ${available}`],
    [['--ruleset', 'dice-duel', '--bots', 'random'], '--bots: give at least two bots'],
    [
      ['--ruleset', 'dice-duel', '--bots', 'random,genius'],
      '--bots: dice-duel has no bot "genius"; available: random, or a file ./bot.js',
    ],
    [
      ['--ruleset', 'dice-duel', '--bots', 'random,random', '--games', '0'],
      '--games: expected a positive integer, got "0"',
    ],
    [
      ['--ruleset', 'dice-duel', '--bots', 'random,random', '--out', 'x.json'],
      'unknown option --out; options: --ruleset, --scenario, --bots, --games, --workers, --seed, --help',
    ],
  ])('rejects %j: %s', (argv, message) => {
    expect(errorOf(...argv)).toBe(message);
  });
});
