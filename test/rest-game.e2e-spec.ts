import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel, getMatch, playToEnd } from './support/matches.js';
import { registerPlayer } from './support/players.js';

describe('a Stratoyager match played over REST only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('plays a dogfight from creation to a valid outcome', async () => {
    const red = await registerPlayer(t, 'Red');
    const blue = await registerPlayer(t, 'Blue');
    const created = await createDuel(t, red, blue, { variants: {} });
    expect(created.status).toBe('active');
    const orders = await playToEnd(t, created.id, [red, blue]);
    const over = await getMatch(t, created.id, red);
    expect(over.status).toBe('finished');
    expect(over.outcome).not.toBeNull();
    expect(over.orderCount).toBe(orders);
    expect(over.seed).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);
});
