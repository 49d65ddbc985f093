import { runScript } from '../cli/script.testing.js';

const tournament = (...args: string[]) => runScript('tournament', ...args);

describe('npm run tournament', () => {
  it('plays the README example bot file against built-in bots and prints the cross table', async () => {
    const run = await tournament(
      '--ruleset',
      'dice-duel',
      '--bots',
      'random,./examples/my-bot.js',
      '--games',
      '8',
      '--workers',
      '1',
      '--seed',
      'readme',
    );
    expect(run.stderr).not.toContain('tournament:');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('dice-duel · scenario standard · 2 bots · 8 games per pairing');
    // Each row bot against the other: wins-draws-losses adding up to the 8 games of the pairing.
    const row = (bot: string) =>
      run.stdout.match(
        new RegExp(`[AB] ${bot.replace(/[./]/g, '\\$&')}\\s+.*?(\\d+)-(\\d+)-(\\d+)`),
      );
    for (const bot of ['random', './examples/my-bot.js']) {
      const wdl = row(bot);
      expect(wdl).not.toBeNull();
      expect(
        wdl!
          .slice(1)
          .map(Number)
          .reduce((a, b) => a + b, 0),
      ).toBe(8);
    }
    expect(run.stdout).toMatch(/ratings \(OpenSkill/);
  }, 120_000);

  it('refuses a bot file that exports no bot, saying what a bot file must export', async () => {
    const run = await tournament('--ruleset', 'dice-duel', '--bots', 'random,./package.json');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      './package.json: export a bot { id, name, decide(turn) } as default or as "bot"',
    );
  }, 120_000);
});
