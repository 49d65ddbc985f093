/**
 * The example bot client (examples/bot-client) against a live service, through the public network
 * API only (issue 6): several matches at once on one connection against a server-side bot seat,
 * and a match it was seated in by someone else, all played to their end.
 */
import { runExample } from '../examples/bot-client/src/main.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { registerPlayer } from './support/players.js';

interface LoggedOrder {
  seat: number | null;
}

describe('the example bot client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  }, 60_000);
  afterAll(() => t?.close());

  /** How many orders each seat gave, from the finished match's replay (its input log). */
  async function ordersBySeat(matchId: string): Promise<number[]> {
    const res = await t.http.get(`/api/v1/matches/${matchId}/replay`).expect(200);
    const orders = (res.body as { orders: LoggedOrder[] }).orders;
    return [0, 1].map((seat) => orders.filter((o) => o.seat === seat).length);
  }

  it('finishes three matches at once against a server-side bot seat', async () => {
    const lines: string[] = [];
    const result = await runExample(
      { url: t.url!, matches: 3, opponent: 'stratoyager/heuristic', scenario: 'dogfight' },
      (line) => lines.push(line),
    );
    expect(result.failures).toBe(0);
    expect(result.ends).toHaveLength(3);
    for (const end of result.ends) {
      expect(end.status).toBe('finished');
      expect(end.outcome).toEqual(expect.objectContaining({ summary: expect.any(String) }));
      const [client, serverBot] = await ordersBySeat(end.matchId);
      expect(client).toBeGreaterThan(0);
      expect(serverBot).toBeGreaterThan(0);
    }
    expect(result.orders).toBe(
      (await Promise.all(result.ends.map((e) => ordersBySeat(e.matchId)))).reduce(
        (sum, [client]) => sum + client,
        0,
      ),
    );
    expect(lines[0]).toMatch(/^registered player [0-9a-f-]{36}, API key /);
    expect(lines.filter((l) => / -> /.test(l))).toHaveLength(result.orders);
  }, 180_000);

  it('also plays a match its player was seated in by someone else', async () => {
    const me = await registerPlayer(t, 'Seated bot');
    const host = await registerPlayer(t, 'Host');
    const seated = await t.http
      .post('/api/v1/matches')
      .set(host.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [
          { seat: 0, bot: 'stratoyager/random' },
          { seat: 1, playerId: me.id },
        ],
      })
      .expect(201);
    const result = await runExample(
      {
        url: t.url!,
        key: me.apiKey,
        matches: 1,
        opponent: 'stratoyager/random',
        scenario: 'dogfight',
      },
      () => undefined,
    );
    expect(result.failures).toBe(0);
    expect(result.ends.map((e) => e.matchId)).toContain((seated.body as { id: string }).id);
    expect(result.ends.map((e) => e.status)).toEqual(['finished', 'finished']);
  }, 180_000);
});
