/**
 * A Discord-format hook against a local fake of Discord's channel webhook: every body fits
 * Discord's documented limits, the awaited players are mentioned (and only they may be pinged),
 * one status message is created with `?wait=true` and then edited in place (PATCH
 * …/messages/{id}), and no body shows what only one seat may see.
 */
import { discordProblems, type DiscordBody } from '../src/modules/webhooks/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel, playToEnd } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { startReceiver, type Receiver } from './support/webhook-receiver.js';

const RED_DISCORD = '111111111111111111';
const BLUE_DISCORD = '222222222222222222';
const CHANNEL = '/api/webhooks/1234567890/channel-token';

describe('Discord-format webhooks', () => {
  let t: TestApp;
  let discord: Receiver;
  let red: TestPlayer;
  let blue: TestPlayer;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_POLL_MS: '50',
        WEBHOOK_RETRY_BASE_MS: '50',
        WEBHOOK_RETRY_MAX_MS: '100',
        PUBLIC_URL: 'https://salvo.example',
      },
    });
    discord = await startReceiver();
    red = await registerPlayer(t, 'Red @everyone');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    await t?.close();
    await discord?.close();
  });

  it('lets only a seat’s holder name its Discord user, and checks the id', async () => {
    const match = await createDuel(t, red, blue);
    const put = (p: TestPlayer, seat: number | string, body: object) =>
      t.http.put(`/api/v1/matches/${match.id}/seats/${seat}/discord-user`).set(p.auth).send(body);
    expect((await put(red, 1, { discordUserId: RED_DISCORD })).body.code).toBe('NOT_SEAT_HOLDER');
    expect((await put(red, 0, { discordUserId: 'abc' })).body.code).toBe('VALIDATION_FAILED');
    expect((await put(red, 64, { discordUserId: RED_DISCORD })).status).toBe(400);
    const ok = await put(red, 0, { discordUserId: RED_DISCORD }).expect(200);
    expect(ok.body).toEqual({ matchId: match.id, seat: 0, discordUserId: RED_DISCORD });
  });

  it('posts bodies within Discord’s limits, mentions the awaited, edits one status message', async () => {
    const match = await createDuel(t, red, blue, {
      variants: { baseTurns: 2 },
      deadlineSeconds: 3600,
    });
    for (const [p, seat, id] of [
      [red, 0, RED_DISCORD],
      [blue, 1, BLUE_DISCORD],
    ] as const) {
      await t.http
        .put(`/api/v1/matches/${match.id}/seats/${seat}/discord-user`)
        .set(p.auth)
        .send({ discordUserId: id })
        .expect(200);
    }
    const hook = await t.http
      .post('/api/v1/webhooks')
      .set(red.auth)
      .send({
        url: `${discord.url}${CHANNEL}`,
        matchId: match.id,
        format: 'discord',
        events: [
          'turn.resolved',
          'phase.changed',
          'decision.required',
          'reminder.due',
          'match.finished',
        ],
      })
      .expect(201);
    await playToEnd(t, match.id, [red, blue]);
    for (let i = 0; i < 200; i++) {
      const log = await t.http.get(`/api/v1/webhooks/${hook.body.id}/deliveries`).set(red.auth);
      if ((log.body.items as { state: string }[]).every((d) => d.state === 'delivered')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const log = await t.http.get(`/api/v1/webhooks/${hook.body.id}/deliveries`).set(red.auth);
    const items = log.body.items as { state: string; eventType: string }[];
    expect(items.every((d) => d.state === 'delivered')).toBe(true);

    const got = discord.accepted();
    expect(got.length).toBe(items.length);
    const bodies = got.map((r) => JSON.parse(r.body) as DiscordBody);
    for (const body of bodies) expect(discordProblems(body)).toEqual([]);
    // Turn messages, the last-one nudge and the end are posts; the status is created once.
    const created = got.filter((r) => r.method === 'POST' && r.path === `${CHANNEL}?wait=true`);
    const edits = got.filter((r) => r.method === 'PATCH');
    expect(created).toHaveLength(1);
    expect(edits.length).toBeGreaterThan(1);
    for (const e of edits) expect(e.path).toBe(`${CHANNEL}/messages/1000`);
    expect(got.filter((r) => r.method === 'POST' && r.path === CHANNEL).length).toBeGreaterThan(1);

    const turnPosts = bodies.filter((b) => b.embeds?.[0]?.title?.includes('resolved'));
    expect(turnPosts.length).toBeGreaterThanOrEqual(2);
    for (const b of turnPosts) {
      // The turn's readable summary (public view) and a signed link to the map picture.
      const [embed] = b.embeds!;
      expect(embed.description).toMatch(/^# .*turn \d+/m);
      expect(embed.image?.url).toMatch(
        new RegExp(`^https://salvo\\.example/api/v1/matches/${match.id}/map\\.png\\?.*sig=`),
      );
      expect(b.embeds![0].fields!.map((f) => f.name)).toEqual([
        expect.stringContaining('Seat 0'),
        expect.stringContaining('Seat 1'),
      ]);
    }
    // Mentions: the awaited players' users, and no one else can be pinged (not @everyone).
    const mentioned = bodies.flatMap((b) => b.allowed_mentions?.users ?? []);
    expect(new Set(mentioned)).toEqual(new Set([RED_DISCORD, BLUE_DISCORD]));
    for (const b of bodies) {
      expect(b.allowed_mentions?.parse).toEqual([]);
      for (const id of b.allowed_mentions?.users ?? []) expect(b.content).toContain(`<@${id}>`);
    }
    expect(bodies.some((b) => b.embeds?.[0]?.title?.includes('Match over'))).toBe(true);

    // Nothing only one seat may see: every hidden event type stays out of the channel.
    const hiddenTypes = new Set<string>();
    const publicTypes = new Set<string>();
    for (const p of [red, blue]) {
      const events = await t.http.get(`/api/v1/matches/${match.id}/events?limit=1000`).set(p.auth);
      for (const e of events.body.events as { type: string; visibleTo?: number[] }[]) {
        (e.visibleTo ? hiddenTypes : publicTypes).add(e.type);
      }
    }
    const onlyHidden = [...hiddenTypes].filter((type) => !publicTypes.has(type));
    expect(onlyHidden.length).toBeGreaterThan(0);
    const channel = got.map((r) => r.body).join('\n');
    for (const type of onlyHidden) expect(channel).not.toContain(type);
    // And no line of a turn's summary that only a seat's own view has (in a dogfight the views'
    // summaries agree; in rulesets whose summaries differ by seat this is what holds them apart).
    for (let turn = 1; turn <= turnPosts.length; turn++) {
      const view = async (p: TestPlayer | null, seat?: number) => {
        const q = `/api/v1/matches/${match.id}/summary?turn=${turn}${seat === undefined ? '' : `&seat=${seat}`}`;
        const res = await (p ? t.http.get(q).set(p.auth) : t.http.get(q)).expect(200);
        return res.text.split('\n').filter((line) => line.startsWith('- '));
      };
      const everyone = new Set(await view(null));
      for (const [p, seat] of [
        [red, 0],
        [blue, 1],
      ] as const) {
        for (const line of await view(p, seat)) {
          if (everyone.has(line)) continue;
          expect(channel).not.toContain(JSON.stringify(line).slice(1, -1));
        }
      }
    }
  }, 120_000);

  it('honours Discord’s 429 retry_after, beyond the backoff’s cap, then delivers', async () => {
    const match = await createDuel(t, red, blue);
    const hook = await t.http
      .post('/api/v1/webhooks')
      .set(red.auth)
      .send({
        url: `${discord.url}/api/webhooks/429/limited`,
        matchId: match.id,
        format: 'discord',
        events: ['match.finished'],
      })
      .expect(201);
    const mine = () => discord.all.filter((r) => r.path.startsWith('/api/webhooks/429/'));
    discord.rateLimitNext(1, 1.5);
    await t.http.post(`/api/v1/webhooks/${hook.body.id}/ping`).set(red.auth).expect(202);
    await discord.until(() => mine().some((r) => r.status >= 200 && r.status < 300));
    const [limited, delivered] = mine();
    expect(limited.status).toBe(429);
    expect(delivered.status).toBe(204);
    const waited = delivered.at - limited.at;
    // The backoff alone would retry within 100 ms (WEBHOOK_RETRY_MAX_MS).
    expect(waited).toBeGreaterThanOrEqual(1500);
    const log = await t.http.get(`/api/v1/webhooks/${hook.body.id}/deliveries`).set(red.auth);
    expect(log.body.items[0]).toMatchObject({ state: 'delivered', attempts: 2 });
  });
});
