import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript } from '../cli/script.testing.js';

const simulate = (...args: string[]) => runScript('simulate', ...args);

const SLOW = 120_000;

describe('npm run simulate', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'simulate-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'rejects a bad argument with one line on stderr and exit code 2',
    async () => {
      const run = await simulate('--ruleset', 'dice-duel', '--bots', 'random,genius');
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        'simulate: --bots: dice-duel has no bot "genius"; available: random, or a file ./bot.js\n',
      );
    },
    SLOW,
  );

  it(
    'prints the table and writes JSON that only differs in timing between runs and worker counts',
    async () => {
      const args = ['--ruleset', 'dice-duel', '--games', '150', '--seed', 'cli'];
      const one = await simulate(...args, '--workers', '1', '--out', join(dir, 'one.json'));
      const two = await simulate(...args, '--workers', '2', '--out', join(dir, 'two.json'));
      for (const run of [one, two]) {
        expect(run.code).toBe(0);
        expect(run.stdout).toContain(
          'dice-duel 1.0.0 · scenario standard · 150 games · seed "cli"',
        );
        expect(run.stdout).toMatch(/A {2}random\s+\d+\s+[\d.]+%\s+[\d.]+% – [\d.]+%/);
        expect(run.stdout).toMatch(/errors\s+0\n/);
        // No bar when stderr is not a terminal: at most plain progress lines (a slow machine can
        // take longer than the first line's 10 s), never a redraw.
        expect(run.stderr).not.toContain('\r');
        expect(run.stderr).not.toContain('\u001b');
        for (const line of run.stderr.split('\n').filter(Boolean)) {
          expect(line).toMatch(/^\d+\/150 games · \d+ games\/s · ETA /);
        }
      }
      const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
      const { timing: timingOne, ...resultsOne } = read('one.json');
      const { timing: timingTwo, ...resultsTwo } = read('two.json');
      expect(JSON.stringify(resultsTwo)).toBe(JSON.stringify(resultsOne));
      expect(resultsOne.games).toBe(150);
      expect(timingOne.workers.gamesPerWorker).toEqual([150]);
      expect(timingTwo.workers.used).toBe(2);
    },
    SLOW,
  );

  it(
    '--bot ./my-bot.mjs loads a bot module and plays it against random',
    async () => {
      const file = join(dir, 'my-bot.mjs');
      writeFileSync(
        file,
        `let decisions = 0;
export default {
  id: 'mine',
  name: 'Mine',
  description: 'Answers every decision with its example',
  decide(turn) {
    decisions++;
    return turn.description.example;
  },
};
`,
      );
      const run = await simulate('--ruleset', 'dice-duel', '--bot', file, '--games', '6');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('dice-duel 1.0.0 · scenario standard · 6 games');
      expect(run.stdout).toContain(file);
      expect(run.stdout).toMatch(/errors\s+0\n/);
    },
    SLOW,
  );

  it(
    '--scenario all plays every scenario and ends with a balance line for each',
    async () => {
      const run = await simulate(
        '--ruleset',
        'stratoyager',
        '--scenario',
        'all',
        '--games',
        '4',
        '--workers',
        '1',
        '--seed',
        'all',
      );
      expect(run.code).toBe(0);
      const balance = run.stdout.slice(run.stdout.indexOf('balance by scenario:'));
      for (const scenario of ['pilot-episode', 'dogfight']) {
        expect(run.stdout).toContain(`scenario ${scenario} · 4 games · seed "all"`);
        expect(balance).toMatch(
          new RegExp(
            `stratoyager ${scenario}: seat 0 wins [\\d.]+% \\(95% CI [\\d.]+% – [\\d.]+%\\), draws [\\d.]+%, 4 games`,
          ),
        );
      }
    },
    SLOW,
  );
});
