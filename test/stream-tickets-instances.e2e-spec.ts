/**
 * Behind a load balancer, the request for a ticket and the EventSource that uses it may reach
 * different instances: a ticket issued by one opens the stream on another, once. Needs PostgreSQL
 * and Redis: it runs when DATABASE_URL and REDIS_URL are both set, and is skipped otherwise.
 */
import { asInstance, type Instance } from './instances/process.js';
import { usePrivateService } from './support/private-service.js';
import { createDuelAt } from './support/invitations.js';
import { call } from './support/service-process.js';
import { SseStream } from './support/sse.js';

const { DATABASE_URL, REDIS_URL } = process.env;
const runs = Boolean(DATABASE_URL && REDIS_URL);
const title = runs
  ? 'stream tickets across two instances'
  : 'stream tickets across two instances (skipped: set DATABASE_URL and REDIS_URL to run it)';

(runs ? describe : describe.skip)(title, () => {
  const privateService = usePrivateService('stream-tickets', REDIS_URL);
  let one: Instance;
  let two: Instance;
  let stream: SseStream | undefined;

  beforeAll(async () => {
    const started = await Promise.all([privateService.start(), privateService.start()]);
    [one, two] = started.map(asInstance);
  }, 120_000);

  afterAll(() => stream?.close());

  it('a ticket from one instance opens the stream on the other, once', async () => {
    const register = async (name: string) =>
      (
        await call<{ id: string; apiKey: string }>(one.url, 'POST', '/players', {
          body: { name, kind: 'bot' },
        })
      ).body;
    const [red, blue] = [await register('Red'), await register('Blue')];
    const match = await createDuelAt<{ id: string }>(one.url, red, blue, {
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
    });
    expect(match.status).toBe(201);
    const matchId = match.body.id;
    const issued = await call<{ ticket: string }>(
      one.url,
      'POST',
      `/matches/${matchId}/stream-tickets`,
      {
        apiKey: red.apiKey,
      },
    );
    expect(issued.status).toBe(201);
    const mine = await call<{ events: { seq: number }[] }>(
      two.url,
      'GET',
      `/matches/${matchId}/events?limit=1000`,
      { apiKey: red.apiKey },
    );

    const path = `/api/v1/matches/${matchId}/events/stream?ticket=${issued.body.ticket}`;
    stream = new SseStream(`${two.url}${path}`);
    await stream.until(() => stream!.messages().length >= mine.body.events.length);
    expect(stream.status).toBe(200);
    expect(stream.messages().map((e) => e.seq)).toEqual(mine.body.events.map((e) => e.seq));

    for (const instance of [one, two]) {
      const again = await fetch(`${instance.url}${path}`);
      expect(again.status).toBe(401);
      expect(((await again.json()) as { code: string }).code).toBe('STREAM_TICKET_INVALID');
    }
  });
});
