/**
 * The typed client generated from openapi/openapi.json (examples/bot-client) compiles, refuses
 * calls the API does not allow, and plays a whole match against the real service.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { playMatch } from '../../examples/bot-client/src/bot.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe('the typed bot client (examples/bot-client)', () => {
  it('type-checks against the generated OpenAPI types, refusals included', () => {
    const result = spawnSync(process.execPath, [tsc, '-p', 'examples/bot-client/tsconfig.json'], {
      encoding: 'utf8',
    });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  describe('against the service', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ listen: true });
    });
    afterAll(() => t?.close());

    it('plays a Stratoyager dogfight to a valid outcome', async () => {
      const { match, orders } = await playMatch(t.url!, 'dogfight');
      expect(match.status).toBe('finished');
      expect(match.outcome).not.toBeNull();
      expect(match.orderCount).toBe(orders);
    }, 120_000);
  });
});
