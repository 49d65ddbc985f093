/**
 * Stratoyager replays of both ruleset versions verify over REST (B-9: the Vulture flew four
 * rockets in 1.0.0, two since 1.1.0), a new match is a 1.1.0 match, and a replay of a version the
 * server does not know is refused rather than re-run under today's rules.
 */
import pilotEpisode100 from '../src/engine/testing/replays/stratoyager-pilot-episode.json' with { type: 'json' };
import pilotEpisode110 from '../src/engine/testing/replays/stratoyager-pilot-episode-1.1.0.json' with { type: 'json' };
import { startTestApp, type TestApp } from './helpers/app.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`Stratoyager replays of each ruleset version, on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('verifies the 1.0.0 and the 1.1.0 Pilot Episode, each under its own version', async () => {
    for (const replay of [pilotEpisode100, pilotEpisode110]) {
      const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
      expect(verdict.body).toEqual({ ok: true, problems: [], outcome: replay.outcome });
    }
    const swapped = await t.http
      .post('/api/v1/replays/verify')
      .send({ ...pilotEpisode100, rulesetVersion: '1.1.0' })
      .expect(200);
    expect(swapped.body.ok).toBe(false);
  }, 120_000);

  it('refuses a replay of a version newer than the server has', async () => {
    const verdict = await t.http
      .post('/api/v1/replays/verify')
      .send({ ...pilotEpisode110, rulesetVersion: '1.2.0' })
      .expect(200);
    expect(verdict.body.ok).toBe(false);
    expect(verdict.body.problems).toEqual([
      expect.objectContaining({ code: 'UNKNOWN_RULESET_VERSION', path: '/rulesetVersion' }),
    ]);
  });
});
