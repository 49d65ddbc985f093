/**
 * A client may hold only so many live feeds at once (issue 12, finding 7): Server-Sent Events
 * streams and GraphQL subscriptions, counted per API key, or per address for anonymous callers.
 * Over the cap: 429 TOO_MANY_STREAMS for a stream, a TOO_MANY_SUBSCRIPTIONS error for a
 * subscription; a feed that ends gives its place back.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { Subscription, wsClient } from './support/graphql.js';
import { createOpenMatch } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`caps on live feeds per client on ${mode} (issue 12, finding 7)`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  let matchId: string;
  const streams: SseStream[] = [];
  const closers: (() => unknown)[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      listen: true,
      env: { MAX_STREAMS_PER_CLIENT: '2', MAX_SUBSCRIPTIONS_PER_CLIENT: '2' },
    });
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
    matchId = (await createOpenMatch(t, red)).id;
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await Promise.all(closers.map((close) => close()));
    await t?.close();
  });

  const streamPath = (): string => `/api/v1/matches/${matchId}/events/stream`;

  async function open(headers: Record<string, string> = {}): Promise<SseStream> {
    const stream = new SseStream(`${t.url}${streamPath()}`, headers);
    streams.push(stream);
    await stream.until(() => stream.status !== 0);
    return stream;
  }

  async function refused(headers: Record<string, string> = {}): Promise<void> {
    const res = await fetch(`${t.url}${streamPath()}`, { headers });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await res.json()).toMatchObject({
      status: 429,
      code: 'TOO_MANY_STREAMS',
      detail: expect.stringContaining('2'),
    });
  }

  it('SSE: a key holds at most MAX_STREAMS_PER_CLIENT streams; a closed one frees its place', async () => {
    const first = await open(red.auth);
    const second = await open(red.auth);
    expect([first.status, second.status]).toEqual([200, 200]);
    await refused(red.auth);
    // A ticket opens a stream as its player: it counts against the same key.
    const { ticket } = (
      await t.http.post(`/api/v1/matches/${matchId}/stream-tickets`).set(red.auth).expect(201)
    ).body as { ticket: string };
    const byTicket = await fetch(`${t.url}${streamPath()}?ticket=${ticket}`);
    expect(byTicket.status).toBe(429);
    expect(((await byTicket.json()) as { code: string }).code).toBe('TOO_MANY_STREAMS');
    // Another key has its own budget.
    expect((await open(blue.auth)).status).toBe(200);

    first.close();
    const deadline = Date.now() + 10_000;
    let again = await open(red.auth);
    while (again.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await open(red.auth);
    }
    expect(again.status).toBe(200);
  });

  it('SSE: anonymous callers are counted per address', async () => {
    expect((await open()).status).toBe(200);
    expect((await open()).status).toBe(200);
    await refused();
  });

  it('subscriptions: a key holds at most MAX_SUBSCRIPTIONS_PER_CLIENT, over any connections', async () => {
    const query = `subscription ($m: ID!) { phaseChanged(matchId: $m) { status } }`;
    const one = wsClient(t, { authorization: `Bearer ${red.apiKey}` });
    const two = wsClient(t, { authorization: `Bearer ${red.apiKey}` });
    closers.push(
      () => one.dispose(),
      () => two.dispose(),
    );
    const a = new Subscription<{ status: string }>(one, query, { m: matchId });
    const b = new Subscription<{ status: string }>(two, query, { m: matchId });
    await a.until(() => a.values.length > 0);
    await b.until(() => b.values.length > 0);

    const c = new Subscription<{ status: string }>(one, query, { m: matchId });
    await c.until(() => c.errors.length > 0);
    // graphql-ws hands its error callback the list of errors.
    expect(c.errors.flat()).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('2'),
        extensions: expect.objectContaining({ code: 'TOO_MANY_SUBSCRIPTIONS', status: 429 }),
      }),
    ]);
    expect(c.values).toEqual([]);

    // Another key is not affected; and ending one subscription frees its place.
    const blues = wsClient(t, { authorization: `Bearer ${blue.apiKey}` });
    closers.push(() => blues.dispose());
    const d = new Subscription<{ status: string }>(blues, query, { m: matchId });
    await d.until(() => d.values.length > 0);
    a.close();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const e = new Subscription<{ status: string }>(one, query, { m: matchId });
      await e.until(() => e.values.length > 0 || e.errors.length > 0);
      if (e.values.length > 0) break;
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
