/**
 * Following a match: the event log in pages, Server-Sent Events resumed with Last-Event-ID,
 * GraphQL subscriptions resumed from a sequence number, phase changes, and deadlines that apply
 * the ruleset's default order through the same path as a player's order.
 */
import type { Client } from 'graphql-ws';
import { startTestApp, type TestApp } from './helpers/app.js';
import { Subscription, wsClient } from './support/graphql.js';
import { createDuel, decisionOf, getMatch } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

interface Event {
  seq: number;
  type: string;
  visibleTo?: number[] | null;
  data: Record<string, unknown>;
}

describe(`events on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  const clients: Client[] = [];
  const streams: SseStream[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  async function events(matchId: string, p: TestPlayer, query = 'limit=1000'): Promise<Event[]> {
    return (await t.http.get(`/api/v1/matches/${matchId}/events?${query}`).set(p.auth).expect(200))
      .body.events;
  }

  /** Gives `n` orders, each player answering what it owes. */
  async function play(matchId: string, n: number): Promise<void> {
    let given = 0;
    while (given < n) {
      let acted = false;
      for (const p of [red, blue]) {
        const d = await decisionOf(t, matchId, p);
        if (!d || given >= n) continue;
        await t.http
          .post(`/api/v1/matches/${matchId}/orders`)
          .set(p.auth)
          .send({ decisionId: d.decisionId, order: d.example })
          .expect(200);
        given++;
        acted = true;
      }
      if (!acted) return;
    }
  }

  function sse(
    matchId: string,
    p: TestPlayer,
    query = '',
    headers: Record<string, string> = {},
  ): SseStream {
    const s = new SseStream(`${t.url}/api/v1/matches/${matchId}/events/stream${query}`, {
      ...p.auth,
      ...headers,
    });
    streams.push(s);
    return s;
  }

  it('pages the event log with after and limit', async () => {
    const m = await createDuel(t, red, blue, { variants: {} });
    await play(m.id, 6);
    const all = await events(m.id, red);
    expect(all.map((e) => e.seq)).toEqual([...all.map((e) => e.seq)].sort((a, b) => a - b));
    const page = await t.http
      .get(`/api/v1/matches/${m.id}/events?after=2&limit=3`)
      .set(red.auth)
      .expect(200);
    expect(page.body.events).toEqual(all.filter((e) => e.seq > 2).slice(0, 3));
    expect(page.body.lastEventSeq).toBe((await getMatch(t, m.id)).lastEventSeq);
    expect(await events(m.id, red, `after=${page.body.lastEventSeq}`)).toEqual([]);
    await t.http.get(`/api/v1/matches/${m.id}/events?after=-1`).expect(400);
    await t.http.get(`/api/v1/matches/${m.id}/events?limit=0`).expect(400);
    await t.http.get(`/api/v1/matches/${m.id}/events?after=abc`).expect(400);
  });

  it('streams Server-Sent Events that resume with Last-Event-ID, losing and repeating nothing', async () => {
    const m = await createDuel(t, red, blue, { variants: {} });
    const first = sse(m.id, red);
    await play(m.id, 4);
    let expected = await events(m.id, red);
    await first.until(() => first.messages<Event>().length === expected.length);
    expect(first.messages<Event>()).toEqual(expected);
    expect(first.events.filter((e) => e.id !== null).map((e) => Number(e.id))).toEqual(
      expected.map((e) => e.seq),
    );
    first.close();

    // While the client is away, the match goes on.
    const lastSeen = expected[expected.length - 1].seq;
    await play(m.id, 4);
    const resumed = sse(m.id, red, '?after=0', { 'Last-Event-ID': String(lastSeen) });
    await play(m.id, 2);
    expected = await events(m.id, red);
    await resumed.until(() =>
      resumed.messages<Event>().some((e) => e.seq === expected[expected.length - 1].seq),
    );
    expect([...first.messages<Event>(), ...resumed.messages<Event>()]).toEqual(expected);

    const fromAfter = sse(m.id, red, `?after=${lastSeen}`);
    await fromAfter.until(
      () => fromAfter.messages<Event>().length === expected.filter((e) => e.seq > lastSeen).length,
    );
    expect(fromAfter.messages<Event>()).toEqual(expected.filter((e) => e.seq > lastSeen));
    expect(fromAfter.raw).toMatch(/^retry: \d+\n\n/);

    const bad = sse(m.id, red, '', { 'Last-Event-ID': 'x' });
    await bad.until(() => bad.status !== 0);
    expect(bad.status).toBe(400);
  });

  it('resumes GraphQL matchEvents from a sequence number and reports phase changes', async () => {
    const m = await createDuel(t, red, blue, { variants: { baseTurns: 1 } });
    const client = wsClient(t, { apiKey: blue.apiKey });
    clients.push(client);
    const phases = new Subscription<{
      status: string;
      phase: { label: string };
      lastEventSeq: number;
    }>(
      client,
      `subscription($id: ID!) { phaseChanged(matchId: $id) { status lastEventSeq phase { label } } }`,
      { id: m.id },
    );
    await phases.until(() => phases.values.length === 1);
    expect(phases.values[0]).toEqual(
      expect.objectContaining({ status: 'ACTIVE', lastEventSeq: m.lastEventSeq }),
    );
    await play(m.id, 3);
    const seen = await events(m.id, blue);
    const cut = seen[Math.floor(seen.length / 2)].seq;
    const resumed = new Subscription<Event>(
      client,
      `subscription($id: ID!, $after: Int!) { matchEvents(matchId: $id, after: $after) { seq type visibleTo data } }`,
      { id: m.id, after: cut },
    );
    await play(m.id, 1000);
    const all = await events(m.id, blue);
    await resumed.until(() => resumed.values.some((e) => e.type === 'match.finished'));
    expect(resumed.values.map((e) => ({ ...e, visibleTo: e.visibleTo ?? undefined }))).toEqual(
      all.filter((e) => e.seq > cut).map((e) => ({ ...e, visibleTo: e.visibleTo ?? undefined })),
    );
    await phases.until(() => phases.values.some((p) => p.status === 'FINISHED'));
    const labels = phases.values.map((p) => p.phase.label);
    expect(new Set(labels).size).toBeGreaterThan(2);
    const changes = all.filter((e) => e.type === 'phase.changed').map((e) => e.data.label);
    for (const label of labels.slice(1)) expect([...changes, 'Game over']).toContain(label);
  });

  it('sends matchEventBatches one message per accepted order, resumable like matchEvents', async () => {
    const m = await createDuel(t, red, blue, { variants: { baseTurns: 1 } });
    const client = wsClient(t, { apiKey: red.apiKey });
    clients.push(client);
    await play(m.id, 2);
    const before = await events(m.id, red);
    const cut = before[before.length - 1].seq;
    const batches = new Subscription<{ matchId: string; toSeq: number; events: Event[] }>(
      client,
      `subscription($id: ID!, $after: Int!) {
        matchEventBatches(matchId: $id, after: $after) { matchId toSeq events { seq type visibleTo data } }
      }`,
      { id: m.id, after: cut },
    );
    // Live before the rest of the match: each order after this one is a message of its own.
    await play(m.id, 1);
    await batches.until(() => batches.values.length === 1);
    await play(m.id, 1000);
    await batches.until(() =>
      batches.values.some((b) => b.events.some((e) => e.type === 'match.finished')),
    );
    const all = await events(m.id, red);
    const orders = all.filter((e) => e.seq > cut && e.type === 'order.accepted').length;
    const flat = batches.values.flatMap((b) => b.events);
    expect(flat.map((e) => ({ ...e, visibleTo: e.visibleTo ?? undefined }))).toEqual(
      all.filter((e) => e.seq > cut).map((e) => ({ ...e, visibleTo: e.visibleTo ?? undefined })),
    );
    // A commit at a time: never more messages than accepted orders, each batch ending where the
    // next one starts, and the whole match in fewer messages than events.
    expect(batches.values.length).toBeLessThanOrEqual(orders);
    expect(batches.values.length).toBeGreaterThan(2);
    expect(batches.values.length).toBeLessThan(flat.length);
    for (const [i, b] of batches.values.entries()) {
      expect(b.matchId).toBe(m.id);
      expect(b.events[b.events.length - 1].seq).toBeLessThanOrEqual(b.toSeq);
      if (i > 0) expect(b.events[0].seq).toBeGreaterThan(batches.values[i - 1].toSeq);
    }
  });

  it("applies the ruleset's default order when a deadline passes, and says so", async () => {
    const m = await createDuel(t, red, blue, { deadlineSeconds: 1 });
    expect(m.awaiting.length).toBeGreaterThan(0);
    for (const a of m.awaiting) {
      const ms = Date.parse(a.deadline!) - Date.parse(new Date().toISOString());
      expect(ms).toBeLessThanOrEqual(1000);
    }
    const d = (await decisionOf(t, m.id, red))!;
    expect(d.deadline).toBe(m.awaiting.find((a) => a.seat === 0)!.deadline);
    const client = wsClient(t, { authorization: `Bearer ${red.apiKey}` });
    clients.push(client);
    const owed = new Subscription<{ decisionId: string; deadline: string }>(
      client,
      `subscription { decisionRequired { decisionId deadline } }`,
    );
    // Nobody answers: the sweep answers for them.
    const deadline = Date.now() + 15_000;
    let now = await getMatch(t, m.id, red);
    while (now.orderCount < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      now = await getMatch(t, m.id, red);
    }
    expect(now.orderCount).toBeGreaterThanOrEqual(2);
    const replay = (await t.http.get(`/api/v1/matches/${m.id}/replay`).set(red.auth).expect(200))
      .body;
    expect(replay.orders[0]).toEqual(
      expect.objectContaining({ kind: 'default', decisionId: expect.any(String) }),
    );
    const accepted = (await events(m.id, red)).filter((e) => e.type === 'order.accepted');
    expect(accepted[0].data).toEqual(expect.objectContaining({ default: true }));
    // The decisions that followed were announced with their own, later deadlines.
    await owed.until(() =>
      owed.values.some((v) => Date.parse(v.deadline) > Date.parse(d.deadline!)),
    );
    // A late order for a decision the deadline settled is refused, not applied twice.
    const late = await t.http
      .post(`/api/v1/matches/${m.id}/orders`)
      .set(red.auth)
      .send({ decisionId: d.decisionId, order: d.example });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('DECISION_NOT_PENDING');
  });
});
