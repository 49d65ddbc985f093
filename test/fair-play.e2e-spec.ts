/**
 * Fair play for bots (issue 15): one SSE stream per key carries the events and decisions of all
 * of a bot's matches (named events, heartbeats, key or ticket); and each decision's time is
 * measured by the server, from the decision being offered to its order being accepted, and shown
 * on the match's seats.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel, decisionOf, getMatch, playToEnd } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

interface SeatTime {
  decisions: number;
  totalMs: number;
  meanMs: number | null;
  maxMs: number;
}

describe('fair play for bots', () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  const streams: SseStream[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { SSE_HEARTBEAT_MS: '200' } });
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t?.close();
  });

  const open = (query = '', headers: Record<string, string> = red.auth): SseStream => {
    const s = new SseStream(`${t.url}/api/v1/players/me/stream${query}`, headers);
    streams.push(s);
    return s;
  };
  const named = <T>(s: SseStream, event: string): T[] =>
    s.events.filter((e) => e.event === event).map((e) => JSON.parse(e.data) as T);

  it("carries every match's events and decisions on one stream per key, which lasts", async () => {
    const before = await createDuel(t, red, blue);
    const stream = open();
    await stream.until(() => stream.raw.includes(': heartbeat\n\n'), 10_000);
    expect(stream.status).toBe(200);
    // A match under way when the stream opened is followed from where it stands.
    await stream.until(() => named(stream, 'match').length === 1);
    expect(named(stream, 'match')).toEqual([{ matchId: before.id, after: before.lastEventSeq }]);
    const since = await createDuel(t, red, blue);

    type Decision = { matchId: string; decisionId: string };
    const decided = (id: string) =>
      named<Decision>(stream, 'decision').some((d) => d.matchId === id);
    await stream.until(() => decided(before.id) && decided(since.id));
    // A match started since is followed from its start.
    expect(named(stream, 'match')).toContainEqual({ matchId: since.id, after: 0 });

    await playToEnd(t, before.id, [red, blue]);
    await playToEnd(t, since.id, [red, blue]);
    type Event = { matchId: string; seq: number; type: string };
    const finished = () =>
      named<Event>(stream, 'matchEvent')
        .filter((e) => e.type === 'match.finished')
        .map((e) => e.matchId);
    await stream.until(() => finished().length === 2, 30_000);
    expect(finished().sort()).toEqual([before.id, since.id].sort());
    // A match started since comes whole from its first event: exactly red's view of its log.
    const fromSince = named<Event>(stream, 'matchEvent').filter((e) => e.matchId === since.id);
    const log = await t.http
      .get(`/api/v1/matches/${since.id}/events?limit=1000`)
      .set(red.auth)
      .expect(200);
    expect(fromSince.map((e) => e.seq)).toEqual(
      (log.body as { events: { seq: number }[] }).events.map((e) => e.seq),
    );
    expect(fromSince[0].seq).toBe(1);
    expect(named(stream, 'phaseChanged').length).toBeGreaterThan(0);
    // Red's own events only: blue's private ones never reach red's stream.
    const blueOnly = named<Event & { visibleTo?: number[] }>(stream, 'matchEvent').filter(
      (e) => e.visibleTo && !e.visibleTo.includes(0),
    );
    expect(blueOnly).toEqual([]);
    // Unlike a match's stream, it does not end with a match.
    const heartbeats = stream.raw.split(': heartbeat').length;
    await stream.until(() => stream.raw.split(': heartbeat').length > heartbeats + 1, 10_000);
    expect(stream.ended).toBe(false);
  });

  it('tells of challenges, takes a ticket instead of a key, and refuses no credentials', async () => {
    const anonymous = open('', {});
    await anonymous.until(() => anonymous.ended);
    expect(anonymous.status).toBe(401);

    const issued = await t.http
      .post('/api/v1/players/me/stream-tickets')
      .set(blue.auth)
      .expect(201);
    const ticket = (issued.body as { ticket: string }).ticket;
    const stream = open(`?ticket=${encodeURIComponent(ticket)}`, {});
    await stream.until(() => stream.raw.includes(': heartbeat\n\n'), 10_000);
    expect(stream.status).toBe(200);
    const sent = await t.http
      .post('/api/v1/challenges')
      .set(red.auth)
      .send({ opponentId: blue.id, rulesetId: 'stratoyager', scenarioId: 'dogfight' })
      .expect(201);
    const id = (sent.body as { id: string }).id;
    await stream.until(() => named<{ id: string }>(stream, 'challenge').some((c) => c.id === id));

    const reused = open(`?ticket=${encodeURIComponent(ticket)}`, {});
    await reused.until(() => reused.ended);
    expect(reused.status).toBe(401);
  });

  it("measures each decision's time on the server, from offered to accepted, per seat", async () => {
    const m = await createDuel(t, red, blue);
    const owed = await getMatch(t, m.id);
    expect(owed.awaiting.length).toBeGreaterThan(0);
    const offeredAt = (owed.awaiting[0] as unknown as { offeredAt: string | null }).offeredAt;
    expect(offeredAt).not.toBeNull();
    expect(Date.parse(offeredAt!)).toBeLessThanOrEqual(Date.now());

    // Red thinks for at least 400 ms over its first decision; blue answers at once.
    const first = await decisionOf(t, m.id, red);
    await new Promise((r) => setTimeout(r, 400));
    await t.http
      .post(`/api/v1/matches/${m.id}/orders`)
      .set(red.auth)
      .send({ decisionId: first!.decisionId, order: first!.example })
      .expect(200);
    await playToEnd(t, m.id, [red, blue]);

    const done = await getMatch(t, m.id);
    const [r, b] = done.seats.map((s) => (s as unknown as { decisionTime: SeatTime }).decisionTime);
    for (const time of [r, b]) {
      expect(time.decisions).toBeGreaterThan(0);
      expect(time.maxMs).toBeLessThanOrEqual(time.totalMs);
      expect(time.meanMs).toBeCloseTo(time.totalMs / time.decisions, 6);
    }
    expect(r.maxMs).toBeGreaterThanOrEqual(400);
    // Every order was a player's own (no deadline passed), and every one was timed.
    expect(r.decisions + b.decisions).toBe(done.orderCount);
  });
});
