/**
 * A key is never echoed (issue 12, finding 8): not in a problem's `instance`, and not in any log
 * line, whether it came in a URL (`?apiKey=`, which is refused), an Authorization header, a
 * stream ticket or a replay's seed.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { createOpenMatch } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`secrets in URLs and logs on ${mode} (issue 12, finding 8)`, () => {
  let t: TestApp;
  let player: TestPlayer;
  let matchId: string;
  beforeAll(async () => {
    t = await startTestApp({ captureLogs: true });
    player = await registerPlayer(t, 'Keeper');
    matchId = (await createOpenMatch(t, player)).id;
  });
  afterAll(() => t?.close());

  it('leaves ?apiKey= out of the problem instance, on a route and off any route', async () => {
    const key = player.apiKey;
    for (const url of [
      `/api/v1/matches?apiKey=${key}&limit=5`,
      `/api/v1/matches/${matchId}/events?api_key=${key}`,
      `/api/v1/no-such-route?apiKey=${key}`,
      `/no-such-route?limit=2&APIKEY=${encodeURIComponent(key)}`,
    ]) {
      const res = await t.http.get(url);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.instance).toEqual(expect.any(String));
      expect(JSON.stringify(res.body)).not.toContain(key);
      expect(res.body.instance).not.toContain(key);
    }
    const listed = await t.http.get(`/api/v1/matches?limit=5&apiKey=${key}`);
    expect(listed.body.instance).toBe('/api/v1/matches?limit=5&apiKey=[REDACTED]');
  });

  it('writes no key, ticket or seed into any log line', async () => {
    const key = player.apiKey;
    await t.http.get(`/api/v1/matches?apiKey=${key}`);
    await t.http.get(`/api/v1/matches/${matchId}`).set(player.auth).expect(200);
    // A key that is not valid is still a secret (a typo of the real one, say).
    await t.http.get('/api/v1/players/me').set('Authorization', 'Bearer sk_typo_of_a_real_key');
    const ticket = (
      await t.http.post(`/api/v1/matches/${matchId}/stream-tickets`).set(player.auth).expect(201)
    ).body.ticket as string;
    await t.http.get(`/api/v1/matches/${matchId}/events?ticket=${ticket}`);
    const seed = 'seed-that-must-stay-out-of-logs';
    await t.http.post('/api/v1/replays/verify').send({ seed, rulesetId: 1 });
    await t.http
      .post('/graphql')
      .set(player.auth)
      .send({ query: '{ me { id } }', variables: { apiKey: key, seed } });

    const logs = t.logs();
    expect(logs).toContain(`/api/v1/matches?apiKey=[REDACTED]`);
    for (const secret of [key, 'sk_typo_of_a_real_key', ticket, seed]) {
      expect(logs).not.toContain(secret);
    }
  });
});
