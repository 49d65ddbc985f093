/**
 * The two import gates of `npm run lint`, run as a developer runs them: a new import circle fails
 * `lint:circles`; a module importing another module's internals fails ESLint (salvo/module-doors).
 */
import { spawnSync } from 'node:child_process';

const run = (command: string, args: string[], input?: string) =>
  spawnSync(command, args, { encoding: 'utf8', input, timeout: 60_000 });

const circles = (...globs: string[]) => run('node', ['scripts/lint/import-circles.mjs', ...globs]);

/** ESLint with the project's configuration, on source text as if it lived at `path`. */
const eslint = (path: string, source: string) =>
  run('npx', ['eslint', '--stdin', '--stdin-filename', path, '--format', 'json'], source);

function problems(result: ReturnType<typeof eslint>): { ruleId: string; line: number }[] {
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string; line: number }[] }[];
  return report.messages.map(({ ruleId, line }) => ({ ruleId, line }));
}

describe('lint: import circles', () => {
  it('fails on two files that import each other, naming both', () => {
    const result = circles('test/lint/fixtures/circle/*.ts');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('circle/squadron.ts -> test/lint/fixtures/circle/fleet.ts');
  });

  it('fails on a circle made of type-only imports', () => {
    const result = circles('test/lint/fixtures/type-circle/*.ts');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'type-circle/ship.ts -> test/lint/fixtures/type-circle/crew.ts',
    );
  });

  it('passes a chain of imports without a circle', () => {
    const result = circles('test/lint/fixtures/chain/*.ts');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('passes the project as it is', () => {
    const result = circles();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('lint: modules meet only at their index.ts', () => {
  it("fails on a module importing another module's internals, and on re-exporting them", () => {
    const result = eslint(
      'src/modules/orders/probe.ts',
      [
        "import { MatchWriter } from '../match-runtime/match-writer.js';",
        "export { CurrentPlayer } from '../players/auth/decorators.js';",
        'export const writer = MatchWriter;',
        '',
      ].join('\n'),
    );
    expect(result.status).toBe(1);
    expect(problems(result)).toEqual([
      { ruleId: 'salvo/module-doors', line: 1 },
      { ruleId: 'salvo/module-doors', line: 2 },
    ]);
  });

  it('fails on code outside src/modules reaching inside one', () => {
    const result = eslint(
      'src/probe.ts',
      "import { BotRunner } from './modules/bots/bot-runner.js';\nexport const runner = BotRunner;\n",
    );
    expect(problems(result)).toEqual([{ ruleId: 'salvo/module-doors', line: 1 }]);
  });

  it("passes imports through a module's index.ts, and a module's own files", () => {
    const result = eslint(
      'src/modules/orders/probe.ts',
      [
        "import { MatchWriter } from '../match-runtime/index.js';",
        "import { OrdersService } from './orders.service.js';",
        'export const parts = [MatchWriter, OrdersService];',
        '',
      ].join('\n'),
    );
    expect(problems(result)).toEqual([]);
    expect(result.status).toBe(0);
  });
});
