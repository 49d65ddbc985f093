/**
 * Hidden information never leaks. Through a whole dogfight (hidden simultaneous orders, private
 * card hands), every channel a player or spectator has is watched: REST match views, event pages,
 * replays, order answers, decisions, refusals, Server-Sent Events and GraphQL subscriptions.
 * While a secret order waits for the other seat's, nothing the other seat or a spectator can
 * read changes except the public fact that it was given.
 */
import { canonicalJson } from '../src/engine/index.js';
import type { Client } from 'graphql-ws';
import { startTestApp, type TestApp } from './helpers/app.js';
import { gql, Subscription, wsClient } from './support/graphql.js';
import { createDuel, decisionOf, type Decision } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

interface Event {
  seq: number;
  type: string;
  visibleTo?: number[] | null;
  data: Record<string, unknown>;
}

/** Stratoyager's view says who has submitted (public); everything else must not move. */
const PUBLIC_PROGRESS = ['submitted', 'waitingFor'];

const withoutProgress = (view: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(view).filter(([k]) => !PUBLIC_PROGRESS.includes(k)));

const mayBeSeenBy = (e: Event, seat: number | null): boolean =>
  !e.visibleTo || (seat !== null && e.visibleTo.includes(seat));

describe(`hidden information on ${mode}`, () => {
  let t: TestApp;
  const clients: Client[] = [];
  const streams: SseStream[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  function client(apiKey?: string): Client {
    const c = wsClient(t, apiKey ? { authorization: `Bearer ${apiKey}` } : undefined);
    clients.push(c);
    return c;
  }

  function sse(matchId: string, p?: TestPlayer): SseStream {
    const s = new SseStream(`${t.url}/api/v1/matches/${matchId}/events/stream`, p ? p.auth : {});
    streams.push(s);
    return s;
  }

  async function observe(matchId: string, p: TestPlayer | null) {
    const as = <R extends { set(h: Record<string, string>): R }>(req: R): R =>
      p ? req.set(p.auth) : req;
    const match = (await as(t.http.get(`/api/v1/matches/${matchId}`)).expect(200)).body;
    const events = (
      await as(t.http.get(`/api/v1/matches/${matchId}/events?limit=1000`)).expect(200)
    ).body.events as Event[];
    const replay = (await as(t.http.get(`/api/v1/matches/${matchId}/replay`)).expect(200)).body;
    const viaGraphql = await gql<{ match: { view: unknown } }>(
      t,
      `query($id: ID!) { match(id: $id) { view } }`,
      { id: matchId },
      p?.apiKey,
    );
    expect(viaGraphql.data!.match.view).toEqual(match.view);
    return { view: match.view as Record<string, unknown>, events, replay };
  }

  it('a dogfight leaks no secret of one seat to the other or to spectators, on any channel', async () => {
    const red = await registerPlayer(t, 'Red');
    const blue = await registerPlayer(t, 'Blue');
    const watcher = await registerPlayer(t, 'Watcher');
    const m = await createDuel(t, red, blue, { variants: {} });

    const matchEvents = `subscription($id: ID!) { matchEvents(matchId: $id) { seq type visibleTo data } }`;
    const channels = {
      blue: {
        sse: sse(m.id, blue),
        ws: new Subscription<Event>(client(blue.apiKey), matchEvents, { id: m.id }),
        seat: 1,
      },
      anonymous: {
        sse: sse(m.id),
        ws: new Subscription<Event>(client(), matchEvents, { id: m.id }),
        seat: null,
      },
      watcher: {
        sse: sse(m.id, watcher),
        ws: new Subscription<Event>(client(watcher.apiKey), matchEvents, { id: m.id }),
        seat: null,
      },
    };
    const blueDecisions = new Subscription<Decision & { schema: unknown }>(
      client(blue.apiKey),
      `subscription { decisionRequired { matchId decisionId seat kind schema choices example } }`,
    );
    const answersToBlue: Event[] = [];

    const submit = async (p: TestPlayer, d: Decision, order: unknown): Promise<Event[]> => {
      const res = await t.http
        .post(`/api/v1/matches/${m.id}/orders`)
        .set(p.auth)
        .send({ decisionId: d.decisionId, order })
        .expect(200);
      return res.body.events as Event[];
    };

    let windows = 0;
    for (let step = 0; step < 500; step++) {
      const dRed = await decisionOf(t, m.id, red);
      const dBlue = await decisionOf(t, m.id, blue);
      if (!dRed && !dBlue) break;
      if (dRed && dBlue && dRed.simultaneous) {
        windows++;
        const before = { blue: await observe(m.id, blue), spectator: await observe(m.id, null) };
        // A secret order unlike the example, when there is a choice.
        const secret =
          dRed.choices && dRed.choices.length > 1
            ? dRed.choices[dRed.choices.length - 1]
            : dRed.example;
        await submit(red, dRed, secret);
        const after = { blue: await observe(m.id, blue), spectator: await observe(m.id, null) };
        for (const who of ['blue', 'spectator'] as const) {
          const [b, a] = [before[who], after[who]];
          expect(withoutProgress(a.view)).toEqual(withoutProgress(b.view));
          const fresh = a.events.slice(b.events.length);
          expect(a.events.slice(0, b.events.length)).toEqual(b.events);
          expect(fresh.map((e) => e.type)).toEqual(['order.accepted']);
          expect(Object.keys(fresh[0].data).sort()).toEqual([
            'decisionId',
            'default',
            'kind',
            'orderSeq',
            'seat',
          ]);
          expect(a.replay.orders.slice(0, -1)).toEqual(b.replay.orders);
          expect(a.replay.orders[a.replay.orders.length - 1]).toEqual(
            expect.objectContaining({ seat: 0, order: null }),
          );
          expect(a.replay.seed).toBeUndefined();
        }
        // Blue's own decision does not depend on red's secret...
        expect(await decisionOf(t, m.id, blue)).toEqual(dBlue);
        // ...and neither does a refusal of blue's order.
        const refusal = await t.http
          .post(`/api/v1/matches/${m.id}/orders`)
          .set(blue.auth)
          .send({ decisionId: dRed.decisionId, order: secret });
        expect(refusal.status).toBe(409);
        if (typeof secret === 'object' && secret !== null && Object.keys(secret).length > 0) {
          expect(JSON.stringify(refusal.body)).not.toContain(canonicalJson(secret));
        }
        answersToBlue.push(...(await submit(blue, dBlue, dBlue.example)));
        continue;
      }
      if (dRed) await submit(red, dRed, dRed.example);
      if (dBlue) answersToBlue.push(...(await submit(blue, dBlue, dBlue.example)));
    }
    expect(windows).toBeGreaterThan(0);

    // Red had secrets of its own (its card hands): they must exist for this test to mean anything.
    const redEvents = (
      await t.http.get(`/api/v1/matches/${m.id}/events?limit=1000`).set(red.auth).expect(200)
    ).body.events as Event[];
    const redOnly = new Set(
      redEvents.filter((e) => e.visibleTo && !e.visibleTo.includes(1)).map((e) => e.seq),
    );
    expect(redOnly.size).toBeGreaterThan(0);

    for (const [name, c] of Object.entries(channels)) {
      const finished = (events: Event[]) => events.some((e) => e.type === 'match.finished');
      await c.sse.until(() => finished(c.sse.messages<Event>()));
      await c.ws.until(() => finished(c.ws.values));
      const rest = (
        await (
          c.seat === 1
            ? t.http.get(`/api/v1/matches/${m.id}/events?limit=1000`).set(blue.auth)
            : t.http.get(`/api/v1/matches/${m.id}/events?limit=1000`)
        ).expect(200)
      ).body.events as Event[];
      for (const events of [c.sse.messages<Event>(), c.ws.values, rest]) {
        expect({
          name,
          leaked: events.filter((e) => !mayBeSeenBy(e, c.seat) || redOnly.has(e.seq)),
        }).toEqual({ name, leaked: [] });
        // And nothing was lost: every channel carries exactly what the log holds for this reader.
        expect(events.map((e) => e.seq)).toEqual(rest.map((e) => e.seq));
      }
      expect(c.ws.errors).toEqual([]);
    }
    expect(answersToBlue.filter((e) => !mayBeSeenBy(e, 1))).toEqual([]);
    expect(blueDecisions.values.every((d) => d.seat === 1)).toBe(true);
  }, 180_000);
});
