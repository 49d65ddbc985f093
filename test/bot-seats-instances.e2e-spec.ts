/**
 * Built-in bots with two instances on one database (issue 6): both play the same match's bot
 * seats at once, each round of one racing a round of the other from the same position — the
 * loser finds the match moved on and plays again on the new one — and every decision is still
 * answered once, by one of them, in a log that replays. Needs PostgreSQL (two processes cannot
 * share an embedded database): runs when DATABASE_URL is set.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/app.js';
import { BotRunner } from '../src/modules/bots/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { getMatch, type MatchBody } from './support/matches.js';
import { registerPlayer } from './support/players.js';

const runs = Boolean(process.env.DATABASE_URL);
const title = runs
  ? 'bot seats played by two instances of one database'
  : 'bot seats played by two instances (skipped: set DATABASE_URL to run it)';

(runs ? describe : describe.skip)(title, () => {
  let a: TestApp;
  let b: NestExpressApplication;
  beforeAll(async () => {
    a = await startTestApp();
    b = await createApp(a.config);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answers each decision once while both instances play', async () => {
    // Only the test plays the bot seats: its rounds race each other, nothing else joins in.
    const runners = [a.app.get(BotRunner), b.get(BotRunner)];
    for (const runner of runners) await runner.beforeApplicationShutdown();
    const host = await registerPlayer(a, 'Host');
    const created = await a.http
      .post('/api/v1/matches')
      .set(host.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [
          { seat: 0, bot: 'stratoyager/heuristic' },
          { seat: 1, bot: 'stratoyager/random' },
        ],
      })
      .expect(201);
    const matchId = (created.body as MatchBody).id;
    const played = [0, 0];
    for (let round = 0, deadline = Date.now() + 90_000; ; round++) {
      // Which instance starts first alternates, so that each wins some of the races.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      const counts = await Promise.all(order.map((i) => runners[i].play(matchId)));
      order.forEach((i, k) => (played[i] += counts[k]));
      if ((await getMatch(a, matchId)).status !== 'active') break;
      if (Date.now() > deadline) throw new Error('the match did not end');
    }
    const done = await getMatch(a, matchId);
    expect(done.status).toBe('finished');
    const replay = await a.http.get(`/api/v1/matches/${matchId}/replay`).expect(200);
    const decided = (replay.body as { orders: { decisionId: string }[] }).orders.map(
      (o) => o.decisionId,
    );
    expect(decided).toHaveLength(done.orderCount);
    expect(new Set(decided).size).toBe(decided.length);
    expect(played[0]).toBeGreaterThan(0);
    expect(played[1]).toBeGreaterThan(0);
    expect(played[0] + played[1]).toBe(done.orderCount);
    const verified = await a.http.post('/api/v1/replays/verify').send(replay.body).expect(200);
    expect(verified.body).toEqual(expect.objectContaining({ ok: true }));
  }, 150_000);
});
