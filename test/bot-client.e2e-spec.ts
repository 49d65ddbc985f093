/**
 * The example bot client (examples/bot-client) against a live service, through the public network
 * API only (issue 6): several matches at once on one connection against a server-side bot seat,
 * and a match it was seated in by someone else, all played to their end. Its choices, judged by
 * the rules as the server judges them: legal in the end, seeded, and its ships do maneuver.
 */
import { planOrder, type Order } from '../examples/bot-client/src/choose.js';
import { runExample } from '../examples/bot-client/src/main.js';
import { seededRandom } from '../examples/bot-client/src/random.js';
import { createMatch, type Match } from '../src/engine/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { registerPlayer } from './support/players.js';

interface LoggedOrder {
  seat: number | null;
}

describe('the example bot client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
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

  it('also accepts an invitation waiting for its player, and plays that match', async () => {
    const me = await registerPlayer(t, 'Invited bot');
    const host = await registerPlayer(t, 'Host');
    const seated = await t.http
      .post('/api/v1/matches')
      .set(host.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [{ seat: 0, bot: 'stratoyager/random' }],
      })
      .expect(201);
    await t.http
      .post(`/api/v1/matches/${seated.body.id}/invitations`)
      .set(host.auth)
      .send({ playerId: me.id, seat: 1 })
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

describe("the example bot client's choices", () => {
  interface Played {
    /** Each order accepted, as JSON, in the order of play. */
    orders: string[];
    maneuvers: number;
    /** Maneuvers with thrust: the ship changed speed, turned or slid. */
    underThrust: number;
    /** The most orders refused before one was accepted, for one decision. */
    mostRefused: number;
  }

  /** Both seats play the client's strategy; the engine judges each order as the server does. */
  function playDogfight(seed: string): Played {
    const match: Match = createMatch(
      { rulesetId: 'stratoyager', scenarioId: 'dogfight', options: { baseTurns: 10 } },
      `match-${seed}`,
    );
    const played: Played = { orders: [], maneuvers: 0, underThrust: 0, mostRefused: 0 };
    while (!match.isOver && played.orders.length < 500) {
      const d = match.pending()[0];
      const description = match.describe(d.id);
      const plan = planOrder(
        {
          choices: (description.choices ?? null) as Order,
          example: description.example as Order,
          schema: description.schema as Record<string, unknown>,
        },
        seededRandom(`${seed}/${d.id}`),
      );
      let refused = 0;
      for (let order: Order | null = plan.first; ; refused++) {
        if (order === null) throw new Error(`nothing legal left for ${d.id}`);
        const result = match.submit(d.seat, d.id, order);
        if (result.ok) {
          played.orders.push(JSON.stringify(order));
          break;
        }
        order = plan.next(order, result.problems);
      }
      played.mostRefused = Math.max(played.mostRefused, refused);
      if (d.kind === 'maneuver') {
        played.maneuvers++;
        if (/"thrust":[1-9]/.test(played.orders.at(-1)!)) played.underThrust++;
      }
    }
    expect(match.isOver).toBe(true);
    return played;
  }

  it('end each decision in a legal order, after a few refusals at most', () => {
    for (let i = 0; i < 10; i++) expect(playDogfight(`s${i}`).mostRefused).toBeLessThanOrEqual(4);
  });

  it('maneuver: many of its maneuvers put thrust on, where the example never does', () => {
    const games = Array.from({ length: 10 }, (_, i) => playDogfight(`s${i}`));
    const maneuvers = games.reduce((n, g) => n + g.maneuvers, 0);
    const underThrust = games.reduce((n, g) => n + g.underThrust, 0);
    expect(maneuvers).toBeGreaterThan(50);
    expect(underThrust / maneuvers).toBeGreaterThan(0.1);
  });

  it('are the same from the same seed, and other from another', () => {
    expect(playDogfight('same').orders).toEqual(playDogfight('same').orders);
    expect(playDogfight('same').orders).not.toEqual(playDogfight('other').orders);
  });
});
