/**
 * Following a match from a browser: EventSource sends no headers, so a player trades its API key
 * for a short-lived, single-use stream ticket and opens the stream with `?ticket=`. The ticket
 * lets in that player, for that match, once, within its minute; and it never reaches the logs.
 */
import { jest } from '@jest/globals';
import { startTestApp, type TestApp } from './helpers/app.js';
import { buildPrivately, type PrivateBuild } from './instances/build.js';
import { createDuelAt } from './support/invitations.js';
import { createDuel, getMatch, playRounds } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { call, startService, type ServiceProcess } from './support/service-process.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

interface Event {
  seq: number;
  type: string;
  visibleTo?: number[] | null;
}

describe(`stream tickets on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  let matchId: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
    // Three turns: the rounds below must leave the game under way (one turn may end it).
    matchId = (await createDuel(t, red, blue, { variants: { baseTurns: 3 } })).id;
    // Far enough for red to hold private cards.
    await playRounds(t, matchId, [red, blue], 4);
    expect((await getMatch(t, matchId)).status).toBe('active');
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t?.close();
  });

  async function ticketFor(p: TestPlayer, id = matchId): Promise<string> {
    const res = await t.http.post(`/api/v1/matches/${id}/stream-tickets`).set(p.auth).expect(201);
    const { ticket, expiresAt } = res.body as { ticket: string; expiresAt: string };
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    return ticket;
  }

  const streamUrl = (ticket: string, id = matchId): string =>
    `/api/v1/matches/${id}/events/stream?ticket=${encodeURIComponent(ticket)}`;

  function open(ticket: string): SseStream {
    const s = new SseStream(`${t.url}${streamUrl(ticket)}`);
    streams.push(s);
    return s;
  }

  async function restEvents(p: TestPlayer): Promise<Event[]> {
    const res = await t.http
      .get(`/api/v1/matches/${matchId}/events?limit=1000`)
      .set(p.auth)
      .expect(200);
    return res.body.events as Event[];
  }

  it("opens the stream as the ticket's player, with that player's redaction", async () => {
    for (const p of [red, blue]) {
      const expected = await restEvents(p);
      const s = open(await ticketFor(p));
      await s.until(() => s.messages().length >= expected.length);
      expect(s.status).toBe(200);
      expect(s.messages<Event>().map((e) => e.seq)).toEqual(expected.map((e) => e.seq));
      s.close();
    }
    const redOnly = (await restEvents(red)).filter((e) => e.visibleTo && !e.visibleTo.includes(1));
    expect(redOnly.length).toBeGreaterThan(0);
  });

  it('opens one stream only: a used ticket is refused', async () => {
    const ticket = await ticketFor(red);
    const first = open(ticket);
    await first.until(() => first.messages().length > 0);
    const again = await t.http.get(streamUrl(ticket)).expect(401);
    expect(again.body.code).toBe('STREAM_TICKET_INVALID');
    expect(again.headers['content-type']).toMatch(/application\/problem\+json/);
    first.close();
  });

  it('refuses forged tickets', async () => {
    for (const forged of ['st_forged', 'not-a-ticket', 'st_' + 'A'.repeat(43)]) {
      const res = await t.http.get(streamUrl(forged)).expect(401);
      expect(res.body.code).toBe('STREAM_TICKET_INVALID');
    }
    const tooLong = await t.http.get(streamUrl('x'.repeat(201))).expect(400);
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketFor(red);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      const res = await t.http.get(streamUrl(ticket)).expect(401);
      expect(res.body.code).toBe('STREAM_TICKET_INVALID');
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses a ticket at another match, and leaves it good for its own', async () => {
    const other = (await createDuel(t, red, blue)).id;
    const ticket = await ticketFor(red, other);
    const wrong = await t.http.get(streamUrl(ticket)).expect(403);
    expect(wrong.body.code).toBe('STREAM_TICKET_OTHER_MATCH');
    const s = new SseStream(`${t.url}${streamUrl(ticket, other)}`);
    streams.push(s);
    await s.until(() => s.messages().length > 0);
    expect(s.status).toBe(200);
    s.close();
  });

  it('refuses a ticket together with an API key, and tickets for anonymous callers or hidden matches', async () => {
    const ticket = await ticketFor(blue);
    const both = await t.http.get(streamUrl(ticket)).set(red.auth).expect(400);
    expect(both.body.errors).toEqual([expect.objectContaining({ code: 'TICKET_WITH_API_KEY' })]);

    const anonymous = await t.http.post(`/api/v1/matches/${matchId}/stream-tickets`).expect(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');

    const outsider = await registerPlayer(t, 'Outsider');
    const hidden = (await createDuel(t, red, blue, { visibility: 'private' })).id;
    const refused = await t.http
      .post(`/api/v1/matches/${hidden}/stream-tickets`)
      .set(outsider.auth)
      .expect(404);
    expect(refused.body.code).toBe('MATCH_NOT_FOUND');
    const missing = await t.http
      .post('/api/v1/matches/not-a-match/stream-tickets')
      .set(red.auth)
      .expect(404);
    expect(missing.body.code).toBe('MATCH_NOT_FOUND');
  });
});

describe('stream tickets in the request log', () => {
  let build: PrivateBuild;
  let service: ServiceProcess | undefined;

  beforeAll(async () => {
    build = await buildPrivately();
  }, 120_000);
  afterAll(async () => {
    await service?.kill('SIGTERM');
    await build?.remove();
  });

  it('logs the stream URL with the ticket redacted', async () => {
    // Embedded in memory: what is checked is the log, whatever the database.
    service = await startService(build.main, { LOG_LEVEL: 'info', SALVO_DATA_DIR: 'memory://' });
    const a = await call<{ id: string; apiKey: string }>(service.url, 'POST', '/players', {
      body: { name: 'A', kind: 'bot' },
    });
    const b = await call<{ id: string; apiKey: string }>(service.url, 'POST', '/players', {
      body: { name: 'B', kind: 'bot' },
    });
    const match = await createDuelAt<{ id: string }>(service.url, a.body, b.body, {
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
    });
    expect(match.status).toBe(201);
    const issued = await call<{ ticket: string }>(
      service.url,
      'POST',
      `/matches/${match.body.id}/stream-tickets`,
      { apiKey: a.body.apiKey },
    );
    const { ticket } = issued.body;
    const path = `/api/v1/matches/${match.body.id}/events/stream?ticket=${ticket}`;
    const stream = new SseStream(`${service.url}${path}`);
    await stream.until(() => stream.messages().length > 0);
    stream.close();
    const reused = await fetch(`${service.url}${path}&after=0`);
    expect(reused.status).toBe(401);

    const requests = (): { req: { url: string }; res: { statusCode: number } }[] =>
      service!
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes('"req"'))
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.req.url.includes('/events/stream'));
    for (let i = 0; i < 100 && requests().length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(
      requests()
        .map((r) => r.res.statusCode)
        .sort(),
    ).toEqual([200, 401]);
    for (const { req } of requests()) expect(req.url).toMatch(/\?ticket=\[REDACTED\]/);
    expect(service.output()).not.toContain(ticket);
    expect(service.output()).not.toContain(ticket.slice(3, 20));
  }, 120_000);
});
