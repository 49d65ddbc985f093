/**
 * Challenges (issue 15): no match starts without the challenged player's consent. A pending or
 * declined challenge seats nobody; accepting starts the match with both seated; the challenged
 * player hears of it on `challengeReceived`; a rated challenge waits for validation. A bot whose
 * owner set rules (REST or GraphQL) accepts a fitting challenge by itself: its match starts with
 * nobody answering; a challenge that does not fit stays pending, and starts nothing.
 */
import type { Client } from 'graphql-ws';
import { codeOf, gql, Subscription, wsClient } from './support/graphql.js';
import type { MatchBody } from './support/matches.js';
import { createBot } from './support/ladder.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { startTestApp, type TestApp } from './helpers/app.js';

describe('challenges', () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  const matchesOf = async (p: TestPlayer): Promise<MatchBody[]> =>
    (
      (await t.http.get(`/api/v1/matches?playerId=${p.id}`).expect(200)).body as {
        items: MatchBody[];
      }
    ).items;
  const challenge = (body: Record<string, unknown> = {}) =>
    t.http
      .post('/api/v1/challenges')
      .set(red.auth)
      .send({ opponentId: blue.id, rulesetId: 'stratoyager', scenarioId: 'dogfight', ...body });

  it('starts no match until the challenged player accepts, and none when they decline', async () => {
    const client = wsClient(t, { authorization: `Bearer ${blue.apiKey}` });
    clients.push(client);
    const received = new Subscription<{ id: string; challengerId: string }>(
      client,
      `subscription { challengeReceived { id challengerId status createdAt } }`,
    );
    await new Promise((r) => setTimeout(r, 300));

    const declined = (await challenge().expect(201)).body as { id: string; status: string };
    expect(declined.status).toBe('pending');
    await received.until(() => received.values.some((c) => c.id === declined.id));
    expect(await matchesOf(blue)).toEqual([]);
    // Only the challenged player answers.
    const byRed = await t.http.post(`/api/v1/challenges/${declined.id}/accept`).set(red.auth);
    expect(byRed.status).toBe(403);
    expect(byRed.body).toMatchObject({ code: 'NOT_CHALLENGED' });
    await t.http.post(`/api/v1/challenges/${declined.id}/decline`).set(blue.auth).expect(200);
    const again = await t.http.post(`/api/v1/challenges/${declined.id}/accept`).set(blue.auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CHALLENGE_NOT_PENDING' });
    expect(await matchesOf(blue)).toEqual([]);

    const accepted = (await challenge({ deadlineSeconds: 60 }).expect(201)).body as { id: string };
    const answer = await t.http
      .post(`/api/v1/challenges/${accepted.id}/accept`)
      .set(blue.auth)
      .expect(200);
    const matchId = (answer.body as { matchId: string }).matchId;
    const [match] = await matchesOf(blue);
    expect(match).toMatchObject({ id: matchId, status: 'active' });
    expect(match.seats.map((s) => s.playerId)).toEqual([red.id, blue.id]);
  });

  it('refuses bad challenges with codes, and rated ones before validation', async () => {
    expect((await challenge({ opponentId: red.id }).expect(400)).body).toMatchObject({
      errors: [expect.objectContaining({ code: 'SELF_CHALLENGE' })],
    });
    expect((await challenge({ scenarioId: 'nowhere' }).expect(400)).body).toMatchObject({
      errors: [
        expect.objectContaining({
          code: 'UNKNOWN_SCENARIO',
          message: expect.stringContaining('dogfight') as string,
        }),
      ],
    });
    expect((await challenge({ rulesetId: 'nowhere' }).expect(400)).body).toMatchObject({
      errors: [
        expect.objectContaining({
          code: 'UNKNOWN_RULESET',
          message: expect.stringContaining('stratoyager, ') as string,
        }),
      ],
    });
    expect((await challenge({ rated: true }).expect(409)).body).toMatchObject({
      code: 'VALIDATION_REQUIRED',
    });
    const r = await gql(
      t,
      `mutation($id: ID!) { acceptChallenge(challengeId: $id) { id } }`,
      { id: '00000000-0000-4000-8000-000000000000' },
      blue.apiKey,
    );
    expect(codeOf(r)).toBe('CHALLENGE_NOT_FOUND');
  });

  describe("a bot accepting by its owner's rules", () => {
    let owner: TestPlayer;
    let bot: TestPlayer;
    beforeAll(async () => {
      owner = await registerPlayer(t, 'Owner', 'human');
      bot = await createBot(t, owner, 'Auto');
    });
    const challengeBot = (body: Record<string, unknown> = {}) =>
      challenge({ opponentId: bot.id, ...body }).expect(201);
    const setRules = (rules: Record<string, unknown>) =>
      t.http
        .put(`/api/v1/players/me/bots/${bot.id}/auto-accept`)
        .set(owner.auth)
        .send(rules)
        .expect(200);

    it('leaves every challenge pending until its owner sets rules', async () => {
      const c = (await challengeBot()).body as { status: string; matchId: string | null };
      expect(c).toMatchObject({ status: 'pending', matchId: null });
      expect(await matchesOf(bot)).toEqual([]);
    });

    it('accepts and starts a fitting challenge by itself, over REST rules', async () => {
      const set = await setRules({
        rulesetIds: ['stratoyager'],
        rated: false,
        minOpponentRating: -5,
        maxOpponentRating: 5,
      });
      expect(set.body).toMatchObject({
        id: bot.id,
        autoAccept: {
          rulesetIds: ['stratoyager'],
          rated: false,
          minOpponentRating: -5,
          maxOpponentRating: 5,
        },
      });
      const c = (await challengeBot()).body as { id: string; status: string; matchId: string };
      expect(c.status).toBe('accepted');
      const mine = await t.http.get('/api/v1/players/me/challenges').set(bot.auth).expect(200);
      expect((mine.body as { items: { id: string; status: string }[] }).items).toContainEqual(
        expect.objectContaining({ id: c.id, status: 'accepted', matchId: c.matchId }),
      );
      const match = (await matchesOf(bot)).find((m) => m.id === c.matchId);
      expect(match).toMatchObject({ status: 'active' });
      expect(match?.seats.map((s) => s.playerId)).toEqual([red.id, bot.id]);
    });

    it('leaves a challenge that breaks any rule pending, starting nothing', async () => {
      const started = (await matchesOf(bot)).length;
      const stays = async (): Promise<void> => {
        const c = (await challengeBot()).body as { status: string; matchId: string | null };
        expect(c).toMatchObject({ status: 'pending', matchId: null });
      };
      const pending = async (rules: Record<string, unknown>): Promise<void> => {
        await setRules(rules);
        await stays();
      };
      await pending({ rulesetIds: ['sits'] });
      await pending({ rated: true });
      // Red is a newcomer: rating 0.
      await pending({ minOpponentRating: 0.5 });
      await pending({ maxOpponentRating: -0.5 });
      await setRules({});
      await t.http
        .delete(`/api/v1/players/me/bots/${bot.id}/auto-accept`)
        .set(owner.auth)
        .expect(200);
      await stays();
      expect(await matchesOf(bot)).toHaveLength(started);
    });

    it('takes its rules over GraphQL too, refusing unknown rulesets and empty ranges', async () => {
      const set = await gql<{ setBotAutoAccept: { autoAccept: { rulesetIds: string[] } } }>(
        t,
        `mutation($id: ID!, $input: AutoAcceptInput!) {
           setBotAutoAccept(botId: $id, input: $input) {
             autoAccept { rulesetIds rated minOpponentRating maxOpponentRating }
           }
         }`,
        { id: bot.id, input: { rulesetIds: ['stratoyager'] } },
        owner.apiKey,
      );
      expect(set.data?.setBotAutoAccept.autoAccept).toEqual({
        rulesetIds: ['stratoyager'],
        rated: null,
        minOpponentRating: null,
        maxOpponentRating: null,
      });
      expect(((await challengeBot()).body as { status: string }).status).toBe('accepted');

      const unknown = await t.http
        .put(`/api/v1/players/me/bots/${bot.id}/auto-accept`)
        .set(owner.auth)
        .send({ rulesetIds: ['nowhere'] })
        .expect(400);
      expect(unknown.body).toMatchObject({
        errors: [
          expect.objectContaining({
            code: 'UNKNOWN_RULESET',
            message: expect.stringContaining('stratoyager') as string,
          }),
        ],
      });
      const empty = await gql(
        t,
        `mutation($id: ID!) {
           setBotAutoAccept(botId: $id, input: { minOpponentRating: 3, maxOpponentRating: 1 }) { id }
         }`,
        { id: bot.id },
        owner.apiKey,
      );
      expect(empty.errors?.[0]?.extensions?.errors?.[0]?.code).toBe('EMPTY_RATING_RANGE');
      // Only the owner sets its bot's rules.
      const byStranger = await gql(
        t,
        `mutation($id: ID!) { clearBotAutoAccept(botId: $id) { id } }`,
        { id: bot.id },
        red.apiKey,
      );
      expect(codeOf(byStranger)).toBe('BOT_NOT_FOUND');
      const cleared = await gql<{ clearBotAutoAccept: { autoAccept: unknown } }>(
        t,
        `mutation($id: ID!) { clearBotAutoAccept(botId: $id) { autoAccept { rated } } }`,
        { id: bot.id },
        owner.apiKey,
      );
      expect(cleared.data?.clearBotAutoAccept.autoAccept).toBeNull();
    });
  });
});
