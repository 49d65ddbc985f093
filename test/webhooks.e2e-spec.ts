/**
 * Outgoing webhooks end to end: a match played over REST with hooks pointing at a local receiver.
 * Every turn is delivered once and in order, signatures verify, a receiver that fails three times
 * gets everything once it recovers, a hook that never recovers is disabled, and no body shows a
 * seat's hidden information to another. The retry schedule is shortened through configuration.
 */
import { verifySignature } from '../src/modules/webhooks/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { gql } from './support/graphql.js';
import { createDuel, playToEnd } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { startReceiver, type Receiver, type Received } from './support/webhook-receiver.js';

const ALL_EVENTS = [
  'turn.resolved',
  'phase.changed',
  'decision.required',
  'reminder.due',
  'match.finished',
];

interface Body {
  id: string;
  type: string;
  matchId: string;
  data: { turn?: number; summary?: string; events?: { seq: number; visibleTo?: number[] }[] };
}

const bodyOf = (r: Received): Body => JSON.parse(r.body) as Body;
const deliveryId = (r: Received): number => Number(r.headers['salvo-delivery']);

describe('webhooks', () => {
  let t: TestApp;
  let receiver: Receiver;
  let red: TestPlayer;
  let blue: TestPlayer;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_POLL_MS: '50',
        WEBHOOK_RETRY_BASE_MS: '50',
        WEBHOOK_RETRY_MAX_MS: '200',
        WEBHOOK_RETRY_FOR_MS: '3000',
      },
    });
    receiver = await startReceiver();
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  async function createHook(p: TestPlayer, body: Record<string, unknown>) {
    const res = await t.http.post('/api/v1/webhooks').set(p.auth).send(body);
    expect(res.status).toBe(201);
    return res.body as { id: string; secret: string; enabled: boolean };
  }

  async function deliveries(p: TestPlayer, hookId: string) {
    const res = await t.http.get(`/api/v1/webhooks/${hookId}/deliveries`).set(p.auth).expect(200);
    return (
      res.body as { items: { id: string; state: string; attempts: number; eventType: string }[] }
    ).items;
  }

  it('delivers every turn once, in order, signed, through three failures of the receiver', async () => {
    const match = await createDuel(t, red, blue, { variants: { baseTurns: 2 } });
    const redHook = await createHook(red, {
      url: `${receiver.url}/red`,
      matchId: match.id,
      events: ALL_EVENTS,
    });
    expect(redHook.secret).toMatch(/^whsec_/);
    // Blue hears of all its matches.
    const blueHook = await createHook(blue, { url: `${receiver.url}/blue`, events: ALL_EVENTS });
    const listed = await t.http.get('/api/v1/webhooks').set(red.auth).expect(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: redHook.id, matchId: match.id }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(redHook.secret);

    receiver.failNext(3);
    await playToEnd(t, match.id, [red, blue]);
    const over = await t.http.get(`/api/v1/matches/${match.id}`).expect(200);
    expect(over.body.status).toBe('finished');
    const turns = (over.body.phase as { turn: number }).turn;

    const settled = async (p: TestPlayer, id: string) =>
      (await deliveries(p, id)).every((d) => d.state === 'delivered');
    for (
      let i = 0;
      i < 200 && !((await settled(red, redHook.id)) && (await settled(blue, blueHook.id)));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const redLog = await deliveries(red, redHook.id);
    const blueLog = await deliveries(blue, blueHook.id);
    expect(redLog.every((d) => d.state === 'delivered')).toBe(true);
    expect(blueLog.every((d) => d.state === 'delivered')).toBe(true);
    expect(receiver.all.filter((r) => r.status === 500)).toHaveLength(3);
    // The three failed attempts were retried: one extra attempt each, nothing sent twice.
    const extra = redLog.concat(blueLog).reduce((n, d) => n + d.attempts - 1, 0);
    expect(extra).toBe(3);

    for (const [path, hook, log] of [
      ['/red', redHook, redLog],
      ['/blue', blueHook, blueLog],
    ] as const) {
      const got = receiver.accepted().filter((r) => r.path === path);
      // Each delivery once, in the order queued.
      const ids = got.map(deliveryId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(log.length);
      for (const r of got) {
        expect(r.headers['content-type']).toBe('application/json');
        expect(
          verifySignature(
            hook.secret,
            r.body,
            String(r.headers['salvo-signature']),
            Date.now() / 1000,
          ),
        ).toBe(true);
        expect(
          verifySignature(
            'whsec_wrong',
            r.body,
            String(r.headers['salvo-signature']),
            Date.now() / 1000,
          ),
        ).toBe(false);
        expect(bodyOf(r).type).toBe(r.headers['salvo-event']);
      }
      const bodies = got.map(bodyOf);
      const resolved = bodies.filter((b) => b.type === 'turn.resolved').map((b) => b.data.turn);
      expect(resolved).toEqual(Array.from({ length: turns }, (_, i) => i + 1));
      // Each resolved turn comes with its readable summary, in the owner's view.
      for (const b of bodies.filter((x) => x.type === 'turn.resolved')) {
        expect(b.data.summary).toMatch(/^# .*turn \d+/m);
      }
      expect(bodies.filter((b) => b.type === 'match.finished')).toHaveLength(1);
      expect(bodies.filter((b) => b.type === 'decision.required').length).toBeGreaterThan(0);
    }
  }, 120_000);

  it("never shows a seat's hidden events to another seat's hook", async () => {
    const seatOf = { '/red': 0, '/blue': 1 } as Record<string, number>;
    let ownHidden = 0;
    for (const r of receiver.accepted()) {
      const seat = seatOf[r.path];
      if (seat === undefined) continue;
      for (const e of bodyOf(r).data.events ?? []) {
        if (!e.visibleTo) continue;
        expect(e.visibleTo).toContain(seat);
        ownHidden++;
      }
    }
    // Hidden events did go out, each to its own seat's hook only.
    expect(ownHidden).toBeGreaterThan(0);
  });

  it('pings on demand, and disables a hook whose receiver never recovers', async () => {
    const hook = await createHook(red, { url: `${receiver.url}/dead`, events: ['turn.resolved'] });
    receiver.failAlways(true);
    const ping = await t.http.post(`/api/v1/webhooks/${hook.id}/ping`).set(red.auth).expect(202);
    expect(ping.body).toMatchObject({ eventType: 'webhook.ping', state: 'pending' });
    let seen = hook;
    for (let i = 0; i < 100 && seen.enabled; i++) {
      await new Promise((r) => setTimeout(r, 100));
      seen = (await t.http.get(`/api/v1/webhooks/${hook.id}`).set(red.auth).expect(200)).body;
    }
    receiver.failAlways(false);
    expect(seen).toMatchObject({
      enabled: false,
      disabledReason: expect.stringContaining('failed'),
    });
    const [log] = await deliveries(red, hook.id);
    expect(log).toMatchObject({ state: 'failed', eventType: 'webhook.ping' });
    expect(log.attempts).toBeGreaterThan(3);
    const again = await t.http.post(`/api/v1/webhooks/${hook.id}/ping`).set(red.auth).expect(409);
    expect(again.body.code).toBe('WEBHOOK_DISABLED');

    const live = await createHook(red, { url: `${receiver.url}/live`, events: ['match.finished'] });
    await t.http.post(`/api/v1/webhooks/${live.id}/ping`).set(red.auth).expect(202);
    await receiver.until(() => receiver.accepted().some((r) => r.path === '/live'));
    const pinged = receiver.accepted().find((r) => r.path === '/live')!;
    expect(bodyOf(pinged).type).toBe('webhook.ping');
  });

  it('keeps hooks to their owner and deletes them', async () => {
    const hook = await createHook(red, { url: `${receiver.url}/mine`, events: ['turn.resolved'] });
    for (const path of [`/api/v1/webhooks/${hook.id}`, `/api/v1/webhooks/${hook.id}/deliveries`]) {
      const res = await t.http.get(path).set(blue.auth).expect(404);
      expect(res.body.code).toBe('WEBHOOK_NOT_FOUND');
    }
    await t.http.get('/api/v1/webhooks/not-a-uuid').set(red.auth).expect(404);
    await t.http.delete(`/api/v1/webhooks/${hook.id}`).set(blue.auth).expect(404);
    await t.http.delete(`/api/v1/webhooks/${hook.id}`).set(red.auth).expect(204);
    await t.http.get(`/api/v1/webhooks/${hook.id}`).set(red.auth).expect(404);
    await t.http.get('/api/v1/webhooks').expect(401);
  });

  it('refuses bad registrations with specific codes', async () => {
    const refuse = async (body: Record<string, unknown>, status: number, code: string) => {
      const res = await t.http.post('/api/v1/webhooks').set(red.auth).send(body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
      return res.body as { errors?: { path: string; code: string }[] };
    };
    await refuse(
      { url: 'ftp://example.org/x', events: ['turn.resolved'] },
      400,
      'WEBHOOK_TARGET_INVALID',
    );
    await refuse(
      { url: 'https://user:pw@example.org/x', events: ['turn.resolved'] },
      400,
      'WEBHOOK_TARGET_INVALID',
    );
    await refuse({ url: 'not a url', events: ['turn.resolved'] }, 400, 'WEBHOOK_TARGET_INVALID');
    const bad = await refuse(
      { url: `${receiver.url}/x`, events: ['turn.exploded'] },
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.errors?.[0].path).toMatch(/^\/events/);
    await refuse({ url: `${receiver.url}/x`, events: [] }, 400, 'VALIDATION_FAILED');
    await refuse(
      { url: `${receiver.url}/x`, events: ['turn.resolved'], format: 'xml' },
      400,
      'VALIDATION_FAILED',
    );
    await refuse(
      {
        url: `${receiver.url}/x`,
        events: ['turn.resolved'],
        matchId: '00000000-0000-4000-8000-000000000000',
      },
      404,
      'MATCH_NOT_FOUND',
    );
  });

  it('registers and lists over GraphQL too', async () => {
    const created = await gql<{ createWebhook: { id: string; secret: string; format: string } }>(
      t,
      `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id secret format events } }`,
      { input: { url: `${receiver.url}/gql`, events: ['match.finished'], format: 'discord' } },
      red.apiKey,
    );
    expect(created.data?.createWebhook).toMatchObject({
      format: 'discord',
      secret: expect.stringMatching(/^whsec_/),
    });
    const listed = await gql<{ webhooks: { id: string }[] }>(
      t,
      '{ webhooks { id url enabled } }',
      {},
      red.apiKey,
    );
    expect(listed.data?.webhooks.map((h) => h.id)).toContain(created.data?.createWebhook.id);
  });
});

describe('webhook targets on a server that allows no private address (the default)', () => {
  let t: TestApp;
  let red: TestPlayer;

  beforeAll(async () => {
    t = await startTestApp();
    red = await registerPlayer(t, 'Red');
  });
  afterAll(() => t?.close());

  it.each([
    'http://127.0.0.1:9/x',
    'http://localhost:9/x',
    'http://10.0.0.7/x',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/x',
    'http://[::ffff:192.168.0.1]/x',
    'http://0x7f000001/x',
  ])('refuses %s with WEBHOOK_TARGET_FORBIDDEN', async (url) => {
    const res = await t.http
      .post('/api/v1/webhooks')
      .set(red.auth)
      .send({ url, events: ['turn.resolved'] });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('WEBHOOK_TARGET_FORBIDDEN');
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '/url' })]);
  });
});
