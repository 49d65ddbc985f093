/**
 * The typed client (clients/typescript) against a live service: two players register, one creates
 * a match, the other joins, both answer every decision with its example until the match is over,
 * all through openapi-fetch typed by the generated OpenAPI types; a subscription sees the end.
 */
import {
  createSalvoClient,
  createSalvoSubscriptions,
  nextOf,
  type Schemas,
} from '../clients/typescript/src/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`the typed client plays a game on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t?.close());

  async function register(name: string): Promise<Schemas['RegisteredPlayer']> {
    const { data, error } = await createSalvoClient(t.url!).POST('/api/v1/players', {
      body: { name, kind: 'bot' },
    });
    if (!data) throw new Error(JSON.stringify(error));
    return data;
  }

  it('registers, creates, joins and plays a Stratoyager dogfight to its outcome', async () => {
    const red = await register('Typed red');
    const blue = await register('Typed blue');
    const clients = [createSalvoClient(t.url!, red.apiKey), createSalvoClient(t.url!, blue.apiKey)];
    const created = await clients[0].POST('/api/v1/matches', {
      body: {
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [{ seat: 0, playerId: red.id }],
        options: { variants: { baseTurns: 1 }, dice: 'seeded', visibility: 'public' },
      },
    });
    const matchId = created.data!.id;
    const ws = createSalvoSubscriptions(t.url!, red.apiKey);
    const finished = nextOf<{ phaseChanged: { status: string } }>(
      ws,
      'subscription($id: ID!) { phaseChanged(matchId: $id) { status } }',
      { id: matchId },
      (v) => v.phaseChanged.status === 'FINISHED',
    );
    await clients[1].POST('/api/v1/matches/{matchId}/join', {
      params: { path: { matchId } },
      body: {},
    });

    let orders = 0;
    for (let step = 0; step < 1000; step++) {
      let acted = false;
      for (const client of clients) {
        const owed = await client.GET('/api/v1/matches/{matchId}/decision', {
          params: { path: { matchId } },
        });
        if (owed.response.status !== 200 || !owed.data) continue;
        const { decisionId, example } = owed.data;
        const sent = await client.POST('/api/v1/matches/{matchId}/orders', {
          params: { path: { matchId } },
          body: { decisionId, order: example },
        });
        expect(sent.error).toBeUndefined();
        orders++;
        acted = true;
      }
      if (!acted) break;
    }
    await finished;
    await ws.dispose();

    const { data: match } = await clients[0].GET('/api/v1/matches/{matchId}', {
      params: { path: { matchId } },
    });
    expect(match?.status).toBe('finished');
    expect(match?.outcome).toEqual(expect.objectContaining({ summary: expect.any(String) }));
    expect(match?.orderCount).toBe(orders);
  }, 120_000);
});
