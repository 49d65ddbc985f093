/**
 * An SSE event stream as a client reads it: named events (`matchEvent`, `phaseChanged`), heartbeat
 * comments while nothing happens, and the end: `end` after match.finished, then the response ends;
 * a stream opened on a match already over sends what is stored and ends at once.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel, decisionOf } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`SSE event streams on ${mode}`, () => {
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

  function sse(matchId: string, p: TestPlayer, query = ''): SseStream {
    const s = new SseStream(`${t.url}/api/v1/matches/${matchId}/events/stream${query}`, p.auth);
    streams.push(s);
    return s;
  }

  /** Both players answer with the example until nothing is owed: the match is over. */
  async function playToTheEnd(matchId: string): Promise<void> {
    for (let step = 0; step < 1000; step++) {
      let acted = false;
      for (const p of [red, blue]) {
        const d = await decisionOf(t, matchId, p);
        if (!d) continue;
        await t.http
          .post(`/api/v1/matches/${matchId}/orders`)
          .set(p.auth)
          .send({ decisionId: d.decisionId, order: d.example })
          .expect(200);
        acted = true;
      }
      if (!acted) return;
    }
  }

  it('sends named events and heartbeats, and ends after match.finished', async () => {
    const m = await createDuel(t, red, blue, { variants: { baseTurns: 1 } });
    const stream = sse(m.id, red);
    // Nothing happens yet: a heartbeat comment keeps the stream alive.
    await stream.until(() => stream.raw.includes(': heartbeat\n\n'), 10_000);

    await playToTheEnd(m.id);
    await stream.until(() => stream.ended, 30_000);

    const names = new Set(stream.events.map((e) => e.event));
    expect([...names].sort()).toEqual(['end', 'matchEvent', 'phaseChanged']);
    const events = stream.messages();
    expect(events.at(-1)?.type).toBe('match.finished');
    expect(stream.events.at(-1)).toEqual({
      id: null,
      event: 'end',
      data: JSON.stringify({ reason: 'match.finished' }),
    });
    const log = await t.http.get(`/api/v1/matches/${m.id}/events?limit=1000`).set(red.auth);
    expect(events).toEqual(log.body.events);
    const phases = stream.events.filter((e) => e.event === 'phaseChanged');
    expect(phases).toHaveLength(events.filter((e) => e.type === 'phase.changed').length);
    expect(phases.every((e) => e.id === null)).toBe(true);

    // Opened after the end: what is stored, from `after`, then the end at once.
    const late = sse(m.id, red, `?after=${events.at(-3)!.seq}`);
    await late.until(() => late.ended, 10_000);
    expect(late.messages()).toEqual(events.slice(-2));
    expect(late.events.at(-1)?.event).toBe('end');
  });
});
