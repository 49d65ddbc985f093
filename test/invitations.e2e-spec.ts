/**
 * Consent (issue 12, finding 6): a player sits only where they chose to. Creating a match seats
 * at most its creator and built-in bots; anyone else joins an open seat or accepts an invitation
 * (POST /matches/{id}/invitations, then accept or decline), over REST and GraphQL alike.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { codeOf, gql } from './support/graphql.js';
import { getMatch, type MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

interface InvitationBody {
  id: string;
  matchId: string;
  seat: number;
  playerId: string;
  invitedBy: string;
  invitedByName: string;
  status: string;
  rulesetId: string;
  scenarioId: string | null;
  expiresAt: string;
  answeredAt: string | null;
}

describe('consent: seats are taken, never given', () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  let green: TestPlayer;
  beforeAll(async () => {
    t = await startTestApp();
    red = await registerPlayer(t, 'Red', 'human');
    blue = await registerPlayer(t, 'Blue');
    green = await registerPlayer(t, 'Green');
  });
  afterAll(() => t?.close());

  async function openMatch(body: Record<string, unknown> = {}): Promise<MatchBody> {
    const res = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [{ seat: 0, playerId: red.id }],
        ...body,
      })
      .expect(201);
    return res.body as MatchBody;
  }

  const invite = (matchId: string, body: Record<string, unknown>, by = red) =>
    t.http.post(`/api/v1/matches/${matchId}/invitations`).set(by.auth).send(body);
  const answer = (id: string, how: 'accept' | 'decline' | 'cancel', as: TestPlayer) =>
    t.http.post(`/api/v1/invitations/${id}/${how}`).set(as.auth).send({});
  const invitationsOf = async (p: TestPlayer, query = ''): Promise<InvitationBody[]> =>
    (await t.http.get(`/api/v1/players/me/invitations${query}`).set(p.auth).expect(200)).body.items;

  it('refuses to seat another player at creation (CONSENT_REQUIRED), and creates nothing', async () => {
    const res = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [
          { seat: 0, playerId: red.id },
          { seat: 1, playerId: blue.id },
        ],
        options: { deadlineSeconds: 1 },
      })
      .expect(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('CONSENT_REQUIRED');
    expect(res.body.errors).toEqual([
      expect.objectContaining({ path: '/seats/1/playerId', code: 'CONSENT_REQUIRED' }),
    ]);
    // No match holds Blue: nothing can play default orders in Blue's name.
    const blues = await t.http.get(`/api/v1/matches?playerId=${blue.id}`).set(blue.auth);
    expect(blues.body.items).toEqual([]);

    const overGraphql = await gql(
      t,
      `mutation($input: CreateMatchInput!) { createMatch(input: $input) { id } }`,
      {
        input: {
          rulesetId: 'stratoyager',
          scenarioId: 'dogfight',
          seats: [{ seat: 1, playerId: blue.id }],
        },
      },
      red.apiKey,
    );
    expect(codeOf(overGraphql)).toBe('CONSENT_REQUIRED');
  });

  it('seats the creator and built-in bots at creation', async () => {
    const m = await openMatch({
      seats: [
        { seat: 0, playerId: red.id },
        { seat: 1, bot: 'stratoyager/random' },
      ],
    });
    expect(m.status).toBe('active');
    expect(m.yourSeats).toEqual([0]);
  });

  it('seats an invited player who accepts; the match starts', async () => {
    const m = await openMatch();
    const invited = await invite(m.id, { playerId: blue.id, seat: 1 }).expect(201);
    const invitation = invited.body as InvitationBody;
    expect(invitation).toMatchObject({
      matchId: m.id,
      seat: 1,
      playerId: blue.id,
      invitedBy: red.id,
      invitedByName: 'Red',
      status: 'pending',
      rulesetId: 'stratoyager',
      scenarioId: 'dogfight',
      answeredAt: null,
    });
    // Invited is not seated: the match waits.
    expect((await getMatch(t, m.id)).status).toBe('open');
    expect(await invitationsOf(blue, '?status=pending')).toEqual([invitation]);

    const accepted = await answer(invitation.id, 'accept', blue).expect(200);
    expect(accepted.body).toMatchObject({ id: invitation.id, status: 'accepted' });
    expect(accepted.body.answeredAt).not.toBeNull();
    const seen = await getMatch(t, m.id, blue);
    expect(seen.status).toBe('active');
    expect(seen.yourSeats).toEqual([1]);
    expect(await invitationsOf(blue, '?status=pending')).toEqual([]);
    await answer(invitation.id, 'accept', blue).expect(409, /INVITATION_ACCEPTED/);
  });

  it('leaves the seat open when the invitation is declined; it cannot be accepted after', async () => {
    const m = await openMatch();
    const { body } = await invite(m.id, { playerId: blue.id, seat: 1 }).expect(201);
    const declined = await answer(body.id, 'decline', blue).expect(200);
    expect(declined.body.status).toBe('declined');
    const late = await answer(body.id, 'accept', blue).expect(409);
    expect(late.body.code).toBe('INVITATION_DECLINED');
    const match = await getMatch(t, m.id);
    expect(match.status).toBe('open');
    expect(match.seats[1]).toMatchObject({ open: true, playerId: null });
  });

  it('lets only the creator invite, and only the invited player answer', async () => {
    const m = await openMatch();
    const stranger = await invite(m.id, { playerId: green.id, seat: 1 }, blue).expect(403);
    expect(stranger.body.code).toBe('NOT_MATCH_CREATOR');
    const { body } = await invite(m.id, { playerId: blue.id, seat: 1 }).expect(201);
    const notYours = await answer(body.id, 'accept', green).expect(404);
    expect(notYours.body.code).toBe('INVITATION_NOT_FOUND');
    const inviter = await answer(body.id, 'accept', red).expect(403);
    expect(inviter.body.code).toBe('NOT_INVITED');
    expect((await getMatch(t, m.id)).seats[1].open).toBe(true);
  });

  it('refuses a second invitation to a seat (SEAT_INVITED), a held seat, an unknown player', async () => {
    const m = await openMatch();
    await invite(m.id, { playerId: blue.id, seat: 1 }).expect(201);
    const again = await invite(m.id, { playerId: green.id, seat: 1 }).expect(409);
    expect(again.body.code).toBe('SEAT_INVITED');
    const held = await invite(m.id, { playerId: green.id, seat: 0 }).expect(409);
    expect(held.body.code).toBe('SEAT_TAKEN');
    const nobody = await invite(m.id, {
      playerId: '00000000-0000-4000-8000-000000000000',
      seat: 1,
    }).expect(422);
    expect(nobody.body.code).toBe('PLAYER_NOT_FOUND');
    const noSeat = await invite(m.id, { playerId: green.id, seat: 5 }).expect(422);
    expect(noSeat.body.code).toBe('INVALID_SEATS');
  });

  it('answers an expired invitation with INVITATION_EXPIRED', async () => {
    const m = await openMatch();
    const { body } = await invite(m.id, {
      playerId: blue.id,
      seat: 1,
      expiresInSeconds: 1,
    }).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const late = await answer(body.id, 'accept', blue).expect(409);
    expect(late.body.code).toBe('INVITATION_EXPIRED');
    expect((await invitationsOf(blue)).find((i) => i.id === body.id)?.status).toBe('expired');
    // An expired invitation no longer holds its seat against a new one.
    await invite(m.id, { playerId: green.id, seat: 1 }).expect(201);
  });

  it('answers SEAT_TAKEN when the seat was filled by someone who joined first', async () => {
    const m = await openMatch();
    const { body } = await invite(m.id, { playerId: blue.id, seat: 1 }).expect(201);
    await t.http.post(`/api/v1/matches/${m.id}/join`).set(green.auth).send({}).expect(200);
    const late = await answer(body.id, 'accept', blue).expect(409);
    expect(late.body.code).toBe('SEAT_TAKEN');
  });

  it('lets the creator cancel an invitation before it is answered', async () => {
    const m = await openMatch();
    const { body } = await invite(m.id, { playerId: blue.id, seat: 1 }).expect(201);
    await answer(body.id, 'cancel', blue).expect(403, /NOT_MATCH_CREATOR/);
    const cancelled = await answer(body.id, 'cancel', red).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    const late = await answer(body.id, 'accept', blue).expect(409);
    expect(late.body.code).toBe('INVITATION_CANCELLED');
  });

  it('does the same over GraphQL: invite, list, accept, decline', async () => {
    const m = await openMatch({ options: { visibility: 'private' } });
    const FIELDS = 'id matchId seat playerId status invitedBy invitedByName expiresAt';
    const invited = await gql<{ invitePlayer: InvitationBody }>(
      t,
      `mutation($m: ID!, $input: InvitePlayerInput!) { invitePlayer(matchId: $m, input: $input) { ${FIELDS} } }`,
      { m: m.id, input: { playerId: blue.id, seat: 1 } },
      red.apiKey,
    );
    expect(invited.errors).toBeUndefined();
    const id = invited.data!.invitePlayer.id;
    const mine = await gql<{ myInvitations: InvitationBody[] }>(
      t,
      `query { myInvitations(status: PENDING) { ${FIELDS} } }`,
      {},
      blue.apiKey,
    );
    expect(mine.data!.myInvitations.map((i) => i.id)).toContain(id);
    const refused = await gql(
      t,
      `mutation($id: ID!) { acceptInvitation(invitationId: $id) { status } }`,
      { id },
      green.apiKey,
    );
    expect(codeOf(refused)).toBe('INVITATION_NOT_FOUND');
    const accepted = await gql<{ acceptInvitation: InvitationBody }>(
      t,
      `mutation($id: ID!) { acceptInvitation(invitationId: $id) { status } }`,
      { id },
      blue.apiKey,
    );
    expect(accepted.data?.acceptInvitation.status).toBe('ACCEPTED');
    // Seated in a private match: Blue now sees it.
    expect((await getMatch(t, m.id, blue)).yourSeats).toEqual([1]);

    const other = await openMatch();
    const second = await gql<{ invitePlayer: InvitationBody }>(
      t,
      `mutation($m: ID!, $input: InvitePlayerInput!) { invitePlayer(matchId: $m, input: $input) { id } }`,
      { m: other.id, input: { playerId: blue.id, seat: 1 } },
      red.apiKey,
    );
    const declined = await gql<{ declineInvitation: InvitationBody }>(
      t,
      `mutation($id: ID!) { declineInvitation(invitationId: $id) { status } }`,
      { id: second.data!.invitePlayer.id },
      blue.apiKey,
    );
    expect(declined.data?.declineInvitation.status).toBe('DECLINED');
  });
});
