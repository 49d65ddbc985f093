/**
 * Players and the match lifecycle over REST: registration and keys, creation from a scenario,
 * seats filled by joining, leaving before the start, cancellation, resignation, private matches
 * and the list with its filters and cursor.
 */
import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel, getMatch, type MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`players and the match lifecycle on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  beforeAll(async () => {
    t = await startTestApp();
    red = await registerPlayer(t, 'Red', 'human');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function openMatch(
    creator: TestPlayer,
    body: Record<string, unknown> = {},
  ): Promise<MatchBody> {
    const res = await t.http
      .post('/api/v1/matches')
      .set(creator.auth)
      .send({ rulesetId: 'stratoyager', scenarioId: 'dogfight', ...body })
      .expect(201);
    return res.body as MatchBody;
  }

  it('registers a player with a key shown once and stored only as its SHA-256', async () => {
    const res = await t.http
      .post('/api/v1/players')
      .send({ name: 'Gold', kind: 'bot' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Gold',
      kind: 'bot',
      createdAt: expect.any(String),
      apiKey: expect.stringMatching(/^salvo_[A-Za-z0-9_-]{43}$/),
    });
    const rows: { api_key_hash: string }[] = await t.app
      .get((await import('typeorm')).DataSource)
      .query('SELECT api_key_hash FROM players WHERE id = $1', [res.body.id]);
    expect(rows[0].api_key_hash).toBe(createHash('sha256').update(res.body.apiKey).digest('hex'));
    const me = await t.http
      .get('/api/v1/players/me')
      .set('Authorization', `Bearer ${res.body.apiKey}`)
      .expect(200);
    expect(me.body).toEqual({
      id: res.body.id,
      name: 'Gold',
      kind: 'bot',
      createdAt: res.body.createdAt,
    });
    expect(JSON.stringify(me.body)).not.toContain(res.body.apiKey);
  });

  it('refuses a bad registration and a missing or wrong key', async () => {
    const bad = await t.http.post('/api/v1/players').send({ name: '', kind: 'robot' }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/kind', '/name']);
    expect((await t.http.get('/api/v1/players/me').expect(401)).body.code).toBe('UNAUTHENTICATED');
    await t.http.get('/api/v1/players/me').set('Authorization', 'Bearer salvo_nope').expect(401);
    await t.http.get('/api/v1/players/me').set('Authorization', 'Basic abc').expect(401);
  });

  it('opens a match with open seats, starts it when the last seat is taken', async () => {
    const m = await openMatch(red, { seats: [{ seat: 0, playerId: red.id }] });
    expect(m.status).toBe('open');
    expect(m.yourSeats).toEqual([0]);
    expect(m.seats.map((s) => s.open)).toEqual([false, true]);
    expect(m.awaiting).toEqual([]);
    expect(m.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(m.seed).toBeNull();
    // Nothing to decide before the start; no orders taken either.
    await t.http.get(`/api/v1/matches/${m.id}/decision`).set(red.auth).expect(204);

    const joined = await t.http
      .post(`/api/v1/matches/${m.id}/join`)
      .set(blue.auth)
      .send({})
      .expect(200);
    expect(joined.body.status).toBe('active');
    expect(joined.body.yourSeats).toEqual([1]);
    expect(joined.body.viewSeat).toBe(1);
    expect(joined.body.awaiting.length).toBeGreaterThan(0);
    expect(
      (await t.http.post(`/api/v1/matches/${m.id}/join`).set(blue.auth).send({}).expect(409)).body
        .code,
    ).toBe('MATCH_NOT_OPEN');
  });

  it('joins a named seat; refuses a taken seat, a second seat by default and a seat that does not exist', async () => {
    const m = await openMatch(red);
    await t.http.post(`/api/v1/matches/${m.id}/join`).set(red.auth).send({ seat: 1 }).expect(200);
    expect(
      (
        await t.http
          .post(`/api/v1/matches/${m.id}/join`)
          .set(blue.auth)
          .send({ seat: 1 })
          .expect(409)
      ).body.code,
    ).toBe('SEAT_TAKEN');
    expect(
      (await t.http.post(`/api/v1/matches/${m.id}/join`).set(red.auth).send({}).expect(409)).body
        .code,
    ).toBe('ALREADY_SEATED');
    expect(
      (
        await t.http
          .post(`/api/v1/matches/${m.id}/join`)
          .set(blue.auth)
          .send({ seat: 5 })
          .expect(422)
      ).body.code,
    ).toBe('INVALID_SEATS');
    expect((await getMatch(t, m.id)).status).toBe('open');
  });

  it('lets a player leave before the start, and cancels a match nobody holds', async () => {
    const m = await openMatch(red, { seats: [{ seat: 0, playerId: red.id }] });
    expect(
      (await t.http.post(`/api/v1/matches/${m.id}/leave`).set(blue.auth).send({}).expect(403)).body
        .code,
    ).toBe('NOT_A_SEAT');
    const left = await t.http
      .post(`/api/v1/matches/${m.id}/leave`)
      .set(red.auth)
      .send({})
      .expect(200);
    expect(left.body.status).toBe('cancelled');
    expect(left.body.seats.every((s: { open: boolean }) => s.open)).toBe(true);
    expect(
      (await t.http.post(`/api/v1/matches/${m.id}/join`).set(blue.auth).send({}).expect(409)).body
        .code,
    ).toBe('MATCH_NOT_OPEN');
    const active = await createDuel(t, red, blue);
    expect(
      (await t.http.post(`/api/v1/matches/${active.id}/leave`).set(red.auth).send({}).expect(409))
        .body.code,
    ).toBe('MATCH_NOT_OPEN');
  });

  it('ends a match when a seat resigns, and reveals the seed that hashes to seedHash', async () => {
    const m = await createDuel(t, red, blue);
    const res = await t.http
      .post(`/api/v1/matches/${m.id}/resign`)
      .set(blue.auth)
      .send({})
      .expect(200);
    expect(res.body.status).toBe('finished');
    expect(res.body.outcome).toEqual(expect.objectContaining({ winners: [0], reason: 'resigned' }));
    expect(createHash('sha256').update(res.body.seed).digest('hex')).toBe(m.seedHash);
    expect(
      (await t.http.post(`/api/v1/matches/${m.id}/resign`).set(red.auth).send({}).expect(409)).body
        .code,
    ).toBe('MATCH_OVER');
    await t.http.get(`/api/v1/matches/${m.id}/decision`).set(red.auth).expect(204);
  });

  it('seats built-in bots and refuses unknown seats and bots, with every problem at once', async () => {
    const m = await openMatch(red, {
      seats: [
        { seat: 0, playerId: red.id },
        { seat: 1, bot: 'stratoyager/random' },
      ],
    });
    expect(m.status).toBe('active');
    expect(m.seats[1]).toEqual(
      expect.objectContaining({ bot: 'stratoyager/random', open: false, playerId: null }),
    );
    const bad = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seatCount: 3,
        seats: [
          { seat: 5, playerId: red.id },
          { seat: 1, bot: 'stratoyager/nobody' },
          { seat: 1, playerId: red.id, bot: 'stratoyager/random' },
        ],
      })
      .expect(422);
    expect(bad.body.code).toBe('INVALID_SEATS');
    expect(bad.body.errors.map((e: { code: string }) => e.code).sort()).toEqual(
      ['NO_SUCH_SEAT', 'ONE_HOLDER', 'SEAT_COUNT_MISMATCH', 'UNKNOWN_BOT'].sort(),
    );
  });

  it("refuses a setup the ruleset refuses, with the ruleset's problems", async () => {
    const res = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        options: { variants: { baseTurns: 0 } },
      })
      .expect(422);
    expect(res.body.code).toBe('INVALID_SETUP');
    expect(res.body.errors[0].path).toMatch(/^\/options\/variants\/baseTurns/);
    const unknown = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({ rulesetId: 'chess' })
      .expect(422);
    expect(unknown.body.code).toBe('UNKNOWN_RULESET');
    const scenario = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({ rulesetId: 'stratoyager', scenarioId: 'nowhere' })
      .expect(422);
    expect(scenario.body.code).toBe('INVALID_SETUP');
  });

  it('hides a private match from everyone but its creator and players', async () => {
    const outsider = await registerPlayer(t, 'Outsider');
    const m = await createDuel(t, red, blue, { visibility: 'private' });
    await getMatch(t, m.id, red);
    await getMatch(t, m.id, blue);
    expect((await t.http.get(`/api/v1/matches/${m.id}`).expect(404)).body.code).toBe(
      'MATCH_NOT_FOUND',
    );
    await t.http.get(`/api/v1/matches/${m.id}`).set(outsider.auth).expect(404);
    await t.http.get(`/api/v1/matches/${m.id}/events`).set(outsider.auth).expect(404);
    await t.http.get(`/api/v1/matches/${m.id}/replay`).expect(404);
    await t.http.post(`/api/v1/matches/${m.id}/join`).set(outsider.auth).send({}).expect(404);
    const listed = async (p?: TestPlayer): Promise<string[]> => {
      const req = t.http.get('/api/v1/matches?limit=100');
      const res = await (p ? req.set(p.auth) : req).expect(200);
      return res.body.items.map((i: { id: string }) => i.id);
    };
    expect(await listed(red)).toContain(m.id);
    expect(await listed(outsider)).not.toContain(m.id);
    expect(await listed()).not.toContain(m.id);
  });

  it('lists matches newest first with filters and a cursor that neither skips nor repeats', async () => {
    const lister = await registerPlayer(t, 'Lister');
    const mine: string[] = [];
    for (let i = 0; i < 5; i++)
      mine.push((await openMatch(lister, { seats: [{ seat: 0, playerId: lister.id }] })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/v1/matches?playerId=${lister.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.http.get(query).expect(200);
      seen.push(...res.body.items.map((i: { id: string }) => i.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...mine].reverse());
    const open = await t.http
      .get('/api/v1/matches?status=open&rulesetId=stratoyager&limit=100')
      .expect(200);
    expect(open.body.items.every((i: { status: string }) => i.status === 'open')).toBe(true);
    expect(
      (await t.http.get('/api/v1/matches?cursor=garbage').expect(400)).body.errors[0].code,
    ).toBe('INVALID_CURSOR');
    expect((await t.http.get('/api/v1/matches?limit=1000').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await t.http.get('/api/v1/matches?status=lost').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('answers 404 MATCH_NOT_FOUND for an unknown or malformed match id', async () => {
    await t.http.get('/api/v1/matches/00000000-0000-4000-8000-000000000000').expect(404);
    const res = await t.http.get('/api/v1/matches/not-a-uuid').expect(404);
    expect(res.body.code).toBe('MATCH_NOT_FOUND');
  });
});
