/**
 * A ladder end to end (issue 15): bots owned by two players opt in, pass their validation game
 * against the built-in random bot, and are paired and started by the scheduler — two
 * `npm run worker` processes on PostgreSQL when DATABASE_URL and REDIS_URL are set (the API
 * instance then runs no scheduler), else the embedded instance's own. The bots play over GraphQL
 * subscriptions; ratings and the leaderboard follow; a bot that stops answering forfeits after
 * `forfeitAfter` missed decisions; a bot that never opted in is never seated.
 */
import { dirname, join } from 'node:path';
import { graphqlBot, type GraphqlBot } from './support/graphql-bot.js';
import { gql } from './support/graphql.js';
import {
  board,
  createBot,
  eventually,
  getLadder,
  startWorker,
  type Rating,
  type WorkerProcess,
} from './support/ladder.js';
import type { MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { buildPrivately, type PrivateBuild } from './instances/build.js';

const withWorkers = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const FORFEIT_AFTER = 2;

describe(`a ladder run by ${withWorkers ? 'two worker processes on PostgreSQL' : 'the embedded instance'}`, () => {
  let t: TestApp;
  let build: PrivateBuild | null = null;
  const workers: WorkerProcess[] = [];
  const bots = new Map<string, GraphqlBot>();

  beforeAll(async () => {
    t = await startTestApp({
      listen: true,
      env: { LADDER_WORKER: withWorkers ? 'false' : 'true', LADDER_PAIR_EVERY_MS: '300' },
    });
    if (withWorkers) {
      build = await buildPrivately();
      const script = join(dirname(build.main), '../scripts/worker.js');
      const env = {
        DATABASE_URL: t.config.database.kind === 'external' ? t.config.database.url : '',
        REDIS_URL: process.env.REDIS_URL!,
        LADDER_PAIR_EVERY_MS: '300',
        DATABASE_POOL_SIZE: '4',
      };
      workers.push(...(await Promise.all([startWorker(script, env), startWorker(script, env)])));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...bots.values()].map((b) => b.client.dispose()));
    await Promise.all(workers.map((w) => w.stop()));
    await t?.close();
    await build?.remove();
  });

  it('pairs, plays, rates and forfeits; never seats a bot that did not opt in', async () => {
    const ada = await registerPlayer(t, 'Ada', 'human');
    const bo = await registerPlayer(t, 'Bo', 'human');
    const [alpha, beta, gamma, idle] = [
      await createBot(t, ada, 'Alpha'),
      await createBot(t, ada, 'Beta'),
      await createBot(t, bo, 'Gamma'),
      await createBot(t, bo, 'Idle'),
    ];
    const players = [alpha, beta, gamma];
    for (const p of players) bots.set(p.id, graphqlBot(t, p));
    const refused = Promise.race([...bots.values()].map((b) => b.refused));

    const created = await t.http
      .post('/api/v1/ladders')
      .set(ada.auth)
      .send({
        name: 'Dogfight ladder',
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        deadlineSeconds: 3,
        forfeitAfter: FORFEIT_AFTER,
      })
      .expect(201);
    const ladderId = (created.body as { id: string }).id;

    // Opting in is each bot's own act, with its own key; a new bot validates first.
    for (const p of players) {
      const joined = await t.http
        .post(`/api/v1/ladders/${ladderId}/entries`)
        .set(p.auth)
        .expect(200);
      const entry = (joined.body as { entries: { playerId: string; status: string }[] }).entries;
      expect(entry.find((e) => e.playerId === p.id)?.status).toBe('validating');
    }
    await Promise.race([
      refused,
      eventually('every validation game to pass', async () => {
        const l = await getLadder(t, ladderId);
        return l.entries.length === 3 && l.entries.every((e) => e.status === 'active');
      }),
    ]);
    const profile = await t.http.get(`/api/v1/bots/${alpha.id}`).expect(200);
    expect(profile.body).toMatchObject({
      id: alpha.id,
      ownerId: ada.id,
      ownerName: 'Ada',
      rulesets: [expect.objectContaining({ rulesetId: 'stratoyager' })],
    });

    // The scheduler pairs them: each of the three plays both seats of at least one pairing.
    const rated = await Promise.race([
      refused,
      eventually('every bot to have played two rated games', async () => {
        const page = await board(t);
        return page.items.length === 3 && page.items.every((r) => r.games >= 2) && page.items;
      }),
    ]);
    for (const r of rated) {
      expect(r.games).toBe(r.wins + r.draws + r.losses);
      expect(r.sigma).toBeLessThan(25 / 3);
      expect(r.provisional).toBe(true);
    }
    const ordinals = rated.map((r) => r.ordinal);
    expect(ordinals).toEqual([...ordinals].sort((a, b) => b - a));

    // Every ladder game was between two opted-in bots, each pairing from both seats.
    // (A round starts a pairing's two games one after the other: look from the finished ones.)
    const ladderGames = await gamesOf(t, players);
    for (const m of ladderGames.filter((g) => g.status === 'finished')) {
      const seated = m.seats.map((s) => s.playerId);
      const swapped = ladderGames.filter(
        (o) => o.seats[0].playerId === seated[1] && o.seats[1].playerId === seated[0],
      );
      expect(swapped.length).toBeGreaterThan(0);
    }
    // Consent: the bot that never opted in sits nowhere.
    const idleGames = await t.http.get(`/api/v1/matches?playerId=${idle.id}`).expect(200);
    expect((idleGames.body as { items: unknown[] }).items).toEqual([]);

    // Pages of the board, and the same board over GraphQL.
    const first = await board(t, '?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await board(t, `?limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((r) => r.playerId).sort()).toEqual(
      players.map((p) => p.id).sort(),
    );
    const g = await gql<{ leaderboard: { items: { playerId: string }[] } }>(
      t,
      `{ leaderboard(rulesetId: "stratoyager", scenarioId: "dogfight") { items { playerId } } }`,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data?.leaderboard.items).toHaveLength(3);

    // Gamma stops answering: it forfeits its next ladder game after FORFEIT_AFTER misses.
    const gammaBefore = rated.find((r) => r.playerId === gamma.id)!;
    await bots.get(gamma.id)!.client.dispose();
    bots.delete(gamma.id);
    const forfeited = await eventually(
      'Gamma to forfeit a game',
      async () => {
        const games = await gamesOf(t, [gamma], 'finished');
        return games.find(
          (m) =>
            m.outcome?.reason === 'resigned' &&
            !m.outcome.winners.includes(m.seats.findIndex((s) => s.playerId === gamma.id)),
        );
      },
      120_000,
    );
    const replay = await t.http.get(`/api/v1/matches/${forfeited.id}/replay`).expect(200);
    const gammaSeat = forfeited.seats.findIndex((s) => s.playerId === gamma.id);
    const orders = (replay.body as { orders: { seat: number; kind: string }[] }).orders.filter(
      (o) => o.seat === gammaSeat,
    );
    expect(orders.slice(-FORFEIT_AFTER - 1).map((o) => o.kind)).toEqual([
      ...Array.from({ length: FORFEIT_AFTER }, () => 'default'),
      'resign',
    ]);
    const gammaAfter = await eventually('Gamma’s loss to be rated', async () => {
      const res = await t.http.get(`/api/v1/players/${gamma.id}/ratings`).expect(200);
      const r = (res.body as { ratings: Rating[] }).ratings[0];
      return r.losses > gammaBefore.losses && r;
    });
    expect(gammaAfter.mu).toBeLessThan(gammaBefore.mu + 1e-9);
  }, 300_000);
});

/** The finished-or-running ladder games the players sat in (not validation games). */
async function gamesOf(t: TestApp, players: TestPlayer[], status?: string): Promise<MatchBody[]> {
  const found = new Map<string, MatchBody>();
  for (const p of players) {
    const res = await t.http
      .get(`/api/v1/matches?playerId=${p.id}&limit=100${status ? `&status=${status}` : ''}`)
      .expect(200);
    for (const m of (res.body as { items: MatchBody[] }).items) {
      if (m.seats.every((s) => s.playerId !== null)) found.set(m.id, m);
    }
  }
  return [...found.values()];
}
