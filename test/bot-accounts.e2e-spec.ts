/**
 * Bot accounts (issue 15): a player registers bots, each with a key of its own; the owner
 * rotates and revokes those keys; nobody else can, and a bot cannot own bots. Over REST and
 * GraphQL.
 */
import { codeOf, gql } from './support/graphql.js';
import { createBot } from './support/ladder.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { startTestApp, type TestApp } from './helpers/app.js';

describe('bot accounts', () => {
  let t: TestApp;
  let owner: TestPlayer;
  let stranger: TestPlayer;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerPlayer(t, 'Owner', 'human');
    stranger = await registerPlayer(t, 'Stranger', 'human');
  });
  afterAll(() => t?.close());

  const me = (auth: { Authorization: string }) => t.http.get('/api/v1/players/me').set(auth);

  it('registers a bot with its own key, listed under its owner and shown in its profile', async () => {
    const bot = await createBot(t, owner, 'Skirmisher');
    expect(bot.apiKey).toMatch(/^salvo_/);
    expect((await me(bot.auth).expect(200)).body).toMatchObject({ id: bot.id, kind: 'bot' });
    const mine = await t.http.get('/api/v1/players/me/bots').set(owner.auth).expect(200);
    expect(mine.body).toEqual({
      items: [expect.objectContaining({ id: bot.id, ownerId: owner.id, keyRevokedAt: null })],
    });
    const profile = await t.http.get(`/api/v1/bots/${bot.id}`).expect(200);
    expect(profile.body).toMatchObject({
      ownerId: owner.id,
      ownerName: 'Owner',
      rulesets: [],
      ratings: [],
    });
  });

  it('rotates a key (the old one stops working) and revokes it (no key works)', async () => {
    const bot = await createBot(t, owner, 'Rotator');
    const rotated = await t.http
      .post(`/api/v1/players/me/bots/${bot.id}/key`)
      .set(owner.auth)
      .expect(200);
    const fresh = { Authorization: `Bearer ${(rotated.body as { apiKey: string }).apiKey}` };
    await me(bot.auth).expect(401);
    await me(fresh).expect(200);
    const revoked = await t.http
      .delete(`/api/v1/players/me/bots/${bot.id}/key`)
      .set(owner.auth)
      .expect(200);
    expect((revoked.body as { keyRevokedAt: string | null }).keyRevokedAt).not.toBeNull();
    await me(fresh).expect(401);
  });

  it('refuses strangers, bots that would own bots, and bad names, changing nothing', async () => {
    const bot = await createBot(t, owner, 'Guarded');
    const denied = await t.http
      .post(`/api/v1/players/me/bots/${bot.id}/key`)
      .set(stranger.auth)
      .expect(404);
    expect(denied.body).toMatchObject({ code: 'BOT_NOT_FOUND' });
    await me(bot.auth).expect(200);
    const byBot = await t.http
      .post('/api/v1/players/me/bots')
      .set(bot.auth)
      .send({ name: 'Child' })
      .expect(403);
    expect(byBot.body).toMatchObject({ code: 'BOT_CANNOT_OWN_BOTS' });
    const bad = await t.http.post('/api/v1/players/me/bots').set(owner.auth).send({ name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    await t.http.get('/api/v1/bots/not-a-uuid').expect(404);
  });

  it('offers the same over GraphQL', async () => {
    const created = await gql<{ createBot: { id: string; apiKey: string } }>(
      t,
      `mutation { createBot(input: { name: "Gql bot" }) { id apiKey ownerId } }`,
      {},
      owner.apiKey,
    );
    expect(created.errors).toBeUndefined();
    const botId = created.data!.createBot.id;
    const listed = await gql<{ myBots: { id: string }[] }>(
      t,
      `{ myBots { id } }`,
      {},
      owner.apiKey,
    );
    expect(listed.data?.myBots.map((b) => b.id)).toContain(botId);
    const byStranger = await gql(
      t,
      `mutation($id: ID!) { revokeBotKey(botId: $id) { id } }`,
      { id: botId },
      stranger.apiKey,
    );
    expect(codeOf(byStranger)).toBe('BOT_NOT_FOUND');
    const profile = await gql<{ botProfile: { ownerName: string } }>(
      t,
      `query($id: ID!) { botProfile(botId: $id) { ownerName } }`,
      { id: botId },
    );
    expect(profile.data?.botProfile.ownerName).toBe('Owner');
  });
});
