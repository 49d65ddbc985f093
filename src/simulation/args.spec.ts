import { argumentErrorOf } from '../cli/args.testing.js';
import { DEFAULT_GAMES, parseSimulateArgs, type Command } from './args.js';
import { DEFAULT_MAX_ORDERS } from './plan.js';
import { simulationRulesetIds } from './rulesets.js';

const defaults = { workers: 7, seed: () => 'fresh-seed' };
const parse = (...argv: string[]): Command => parseSimulateArgs(argv, defaults);

const errorOf = (...argv: string[]): string => argumentErrorOf(() => parse(...argv));

describe('parseSimulateArgs', () => {
  it('reads a full command line', () => {
    expect(
      parse(
        '--ruleset',
        'dice-duel',
        '--scenario',
        'standard',
        '--bots',
        'random,random',
        '--games',
        '250',
        '--workers=3',
        '--seed',
        'abc',
        '--out',
        'r.json',
        '--max-orders',
        '40',
      ),
    ).toEqual({
      help: false,
      plan: {
        rulesetId: 'dice-duel',
        scenarioId: 'standard',
        bots: ['random', 'random'],
        games: 250,
        seed: 'abc',
        maxOrders: 40,
      },
      workers: 3,
      out: 'r.json',
    });
  });

  it('defaults to the first scenario, random bots in every seat, every core and a fresh seed', () => {
    expect(parse('--ruleset', 'dice-duel')).toEqual({
      help: false,
      plan: {
        rulesetId: 'dice-duel',
        scenarioId: 'standard',
        bots: ['random', 'random'],
        games: DEFAULT_GAMES,
        seed: 'fresh-seed',
        maxOrders: DEFAULT_MAX_ORDERS,
      },
      workers: 7,
    });
  });

  it('asks for help', () => {
    expect(parse('--help')).toEqual({ help: true });
    expect(parse('-h')).toEqual({ help: true });
  });

  it('takes a bot file, alone with --bot (random in the other seats) or among --bots', () => {
    const botsOf = (c: Command) => (c.help ? [] : c.plan.bots);
    expect(botsOf(parse('--ruleset', 'dice-duel', '--bot', './my-bot.js'))).toEqual([
      './my-bot.js',
      'random',
    ]);
    expect(botsOf(parse('--ruleset', 'dice-duel', '--bots', 'random,/abs/bot.mjs'))).toEqual([
      'random',
      '/abs/bot.mjs',
    ]);
  });

  const available = simulationRulesetIds().join(', ');
  it.each([
    [['--games', '5'], `--ruleset is required; available: ${available}`],
    [['--ruleset', 'chess'], `--ruleset: no ruleset "chess"; available: ${available}`],
    [
      ['--ruleset', 'dice-duel', '--scenario', 'brawl'],
      '--scenario: dice-duel has no scenario "brawl"; available: standard',
    ],
    [
      ['--ruleset', 'dice-duel', '--bots', 'random,genius'],
      '--bots: dice-duel has no bot "genius"; available: random, or a file ./bot.js',
    ],
    [
      ['--ruleset', 'dice-duel', '--bot', './mine.js', '--bots', 'random,random'],
      '--bot and --bots: give one or the other',
    ],
    [
      ['--ruleset', 'dice-duel', '--bots', 'random'],
      '--bots: the scenario has 2 seats, so give 2 bots (got 1: random)',
    ],
    [
      ['--ruleset', 'dice-duel', '--bots', 'random,random,random'],
      '--bots: the scenario has 2 seats, so give 2 bots (got 3: random,random,random)',
    ],
    [['--ruleset', 'dice-duel', '--games', '0'], '--games: expected a positive integer, got "0"'],
    [
      ['--ruleset', 'dice-duel', '--games', '1e3'],
      '--games: expected a positive integer, got "1e3"',
    ],
    [
      ['--ruleset', 'dice-duel', '--games', '-5'],
      '--games: needs a value (for one that starts with "-", write --games=<value>)',
    ],
    [['--ruleset', 'dice-duel', '--games=-5'], '--games: expected a positive integer, got "-5"'],
    [
      ['--ruleset', 'dice-duel', '--workers', '2.5'],
      '--workers: expected a positive integer, got "2.5"',
    ],
    [
      ['--ruleset', 'dice-duel', '--max-orders', 'lots'],
      '--max-orders: expected a positive integer, got "lots"',
    ],
    [['--ruleset', 'dice-duel', '--seed', ''], '--seed: must not be empty'],
    [['--ruleset', 'dice-duel', '--out', ''], '--out: must not be empty'],
    [
      ['--ruleset', 'dice-duel', '--games'],
      '--games: needs a value (for one that starts with "-", write --games=<value>)',
    ],
    [
      ['--ruleset', 'dice-duel', 'extra'],
      'unexpected argument "extra": every value follows its --option',
    ],
  ])('rejects %j: %s', (argv, message) => {
    expect(errorOf(...argv)).toBe(message);
  });

  it('names every option when one is unknown', () => {
    const message = errorOf('--ruleset', 'dice-duel', '--turbo');
    expect(message).toMatch(/^unknown option --turbo; options: --ruleset, --scenario, --bots,/);
    expect(message).not.toContain('\n');
  });
});
