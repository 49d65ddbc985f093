/**
 * Reminders: before a decision's deadline, at the times the match chose, and the nudge to the
 * last seat awaited once every other seat has ordered. Each is a `reminder.due` webhook
 * delivery and a `matchReminders` subscription event, sent once.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { Subscription, wsClient } from './support/graphql.js';
import { seatByInvitation } from './support/invitations.js';
import { decisionOf } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { startReceiver, type Receiver } from './support/webhook-receiver.js';

interface ReminderBody {
  type: string;
  data: {
    reason: string;
    seat: number;
    beforeSeconds?: number;
    decisions: { decisionId: string }[];
  };
}
interface Reminder {
  seat: number;
  reason: string;
  decisionIds: string[];
  deadline: string | null;
}

describe('reminders', () => {
  let t: TestApp;
  let receiver: Receiver;
  let red: TestPlayer;
  let blue: TestPlayer;

  beforeAll(async () => {
    t = await startTestApp({
      listen: true,
      env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_POLL_MS: '50' },
    });
    receiver = await startReceiver();
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('reminds before the deadline and nudges the last seat awaited, each once', async () => {
    const created = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [{ seat: 0, playerId: red.id }],
        options: { variants: { baseTurns: 1 }, deadlineSeconds: 60 },
      })
      .expect(201);
    const matchId = created.body.id as string;
    // The server's default times (a day, an hour) are longer than this deadline: none of them.
    const defaults = await t.http
      .get(`/api/v1/matches/${matchId}/reminders`)
      .set(red.auth)
      .expect(200);
    expect(defaults.body.beforeSeconds).toEqual([86400, 3600]);
    const refused = await t.http
      .put(`/api/v1/matches/${matchId}/reminders`)
      .set(blue.auth)
      .send({ beforeSeconds: [30] });
    expect(refused.body.code).toBe('NOT_IN_MATCH');
    const bad = await t.http
      .put(`/api/v1/matches/${matchId}/reminders`)
      .set(red.auth)
      .send({ beforeSeconds: [0] });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    await t.http
      .put(`/api/v1/matches/${matchId}/reminders`)
      .set(red.auth)
      .send({ beforeSeconds: [57, 59, 55] })
      .expect(200, { matchId, beforeSeconds: [59, 57, 55] });
    await t.http
      .post('/api/v1/webhooks')
      .set(red.auth)
      .send({ url: `${receiver.url}/r`, matchId, events: ['reminder.due'] })
      .expect(201);
    const client = wsClient(t, { apiKey: blue.apiKey });
    const feed = new Subscription<Reminder>(
      client,
      `subscription($m: ID!) { matchReminders(matchId: $m) { seat reason decisionIds deadline } }`,
      { m: matchId },
    );
    try {
      await seatByInvitation(t, matchId, red, blue, 1);
      const reminders = () => receiver.accepted().map((r) => JSON.parse(r.body) as ReminderBody);
      // 59 s before the deadline (one second in), both seats are reminded.
      await receiver.until(
        () => reminders().filter((b) => b.data.beforeSeconds === 59).length === 2,
      );
      await feed.until(() => feed.values.some((v) => v.reason === 'deadline'));
      expect(feed.values[0]).toMatchObject({ reason: 'deadline', deadline: expect.any(String) });

      // Red orders; blue is now the last one awaited.
      const d = await decisionOf(t, matchId, red);
      await t.http
        .post(`/api/v1/matches/${matchId}/orders`)
        .set(red.auth)
        .send({ decisionId: d!.decisionId, order: d!.example })
        .expect(200);
      await receiver.until(() => reminders().some((b) => b.data.reason === 'last_awaited'));
      await feed.until(() => feed.values.some((v) => v.reason === 'last_awaited'));
      const nudges = reminders().filter((b) => b.data.reason === 'last_awaited');
      expect(nudges).toEqual([
        expect.objectContaining({
          type: 'reminder.due',
          data: expect.objectContaining({ seat: 1 }),
        }),
      ]);
      expect(feed.values.filter((v) => v.reason === 'last_awaited')).toEqual([
        expect.objectContaining({ seat: 1, decisionIds: [expect.any(String)] }),
      ]);

      // The later times come once each, per seat still awaited; none twice.
      await receiver.until(() => reminders().some((b) => b.data.beforeSeconds === 55), 15_000);
      const times = reminders()
        .filter((b) => b.data.reason === 'deadline')
        .map((b) => `${b.data.beforeSeconds}:${b.data.seat}`);
      expect(new Set(times).size).toBe(times.length);
      expect(times).toEqual(expect.arrayContaining(['59:0', '59:1', '57:1', '55:1']));
    } finally {
      feed.close();
      await client.dispose();
    }
  });
});
