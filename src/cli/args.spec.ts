import { diceDuel } from '../engine/testing/dice-duel/index.js';
import type { Ruleset } from '../engine/index.js';
import { readBotIds, readFlags, readScenario } from './args.js';
import { argumentErrorOf } from './args.testing.js';

const ruleset = diceDuel as unknown as Ruleset;

const errorOf = argumentErrorOf;

describe('readFlags', () => {
  const flags = { size: { type: 'string' }, loud: { type: 'boolean', short: 'l' } } as const;

  it('reads the flags it is given, long and short', () => {
    expect(readFlags(['--size=3', '-l'], flags)).toEqual({ size: '3', loud: true });
  });

  it('names the options of the command line that was read when one is unknown', () => {
    expect(errorOf(() => readFlags(['--turbo'], flags))).toBe(
      'unknown option --turbo; options: --size, --loud',
    );
  });
});

describe('readScenario', () => {
  it('takes the first scenario when none is named', () => {
    expect(readScenario(ruleset, undefined).id).toBe(ruleset.scenarios[0]!.id);
  });
});

describe('readBotIds', () => {
  it('trims each id', () => {
    expect(readBotIds(ruleset, ' random , random')).toEqual(['random', 'random']);
  });

  it('lets through what the caller counts as a bot file, and says files are an option', () => {
    const isFile = (id: string) => id.endsWith('.js');
    expect(readBotIds(ruleset, 'random,./mine.js', isFile)).toEqual(['random', './mine.js']);
    expect(errorOf(() => readBotIds(ruleset, 'random,genius', isFile))).toBe(
      '--bots: dice-duel has no bot "genius"; available: random, or a file ./bot.js',
    );
  });

  it('without a file rule, takes a file name for an unknown bot', () => {
    expect(errorOf(() => readBotIds(ruleset, './mine.js'))).toBe(
      '--bots: dice-duel has no bot "./mine.js"; available: random',
    );
  });
});
