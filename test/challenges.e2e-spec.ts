/**
 * Challenges (issue 15): no match starts without the challenged player's consent. A pending or
 * declined challenge seats nobody; accepting starts the match with both seated; the challenged
 * player hears of it on `challengeReceived`; a rated challenge waits for validation.
 */
import type { Client } from 'graphql-ws';
import { codeOf, gql, Subscription, wsClient } from './support/graphql.js';
import type { MatchBody } from './support/matches.js';
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
  }, 60_000);
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
      errors: [expect.objectContaining({ code: 'UNKNOWN_SCENARIO' })],
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
});
