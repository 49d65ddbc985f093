/**
 * The README's "Write a bot in 40 lines" (issue 20) is examples/readme-bot.ts, word for word, and
 * that file, run as a reader would run it (tsx, SALVO_URL), plays a whole game against a live
 * service and prints how it ended.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startTestApp, type TestApp } from './helpers/app.js';

const FILE = 'examples/readme-bot.ts';

describe("the README's bot", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  }, 180_000);
  afterAll(() => t?.close());

  it('is examples/readme-bot.ts, word for word', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Write a bot in'));
    const block = /```ts\n([\s\S]*?)```\n/.exec(section)?.[1];
    expect(block).toBe(readFileSync(FILE, 'utf8'));
  });

  it('plays a whole game against the service and prints its end', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', FILE], {
      env: { ...process.env, SALVO_URL: t.url!, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const summary = out.trim().split('\n').at(-1);
    const matches = await t.http.get('/api/v1/matches?status=finished').expect(200);
    const finished = (matches.body as { items: { outcome: { summary: string } | null }[] }).items;
    expect(finished).toHaveLength(1);
    expect(summary).toBe(finished[0].outcome?.summary);
  }, 300_000);
});
