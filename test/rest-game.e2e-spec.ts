/**
 * A Stratoyager match played over REST only, from registration to a verified replay: the seed's
 * hash is public from the start, the seed once the match is over, and anyone can re-run the match
 * and check every roll.
 */
import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel, decisionOf, getMatch, playToEnd } from './support/matches.js';
import { seatByInvitation } from './support/invitations.js';
import { registerPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

interface Replay {
  seedHash: string;
  seed?: string;
  orders: { seq: number; seat: number; kind: string; order: unknown }[];
  events: { seq: number; type: string; data: Record<string, unknown> }[];
  outcome: unknown;
}

describe(`a Stratoyager match played over REST only, on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('plays a dogfight to a valid outcome and verifies its replay', async () => {
    const red = await registerPlayer(t, 'Red');
    const blue = await registerPlayer(t, 'Blue');
    const created = await createDuel(t, red, blue, { variants: {} });
    expect(created.status).toBe('active');

    const during = (await t.http.get(`/api/v1/matches/${created.id}/replay`).expect(200))
      .body as Replay;
    expect(during.seedHash).toBe(created.seedHash);
    expect(during.seed).toBeUndefined();
    const early = await t.http.post('/api/v1/replays/verify').send(during).expect(200);
    expect(early.body).toEqual({
      ok: false,
      problems: [expect.objectContaining({ code: 'SEED_NOT_REVEALED' })],
      outcome: null,
    });

    const orders = await playToEnd(t, created.id, [red, blue]);
    const over = await getMatch(t, created.id, red);
    expect(over.status).toBe('finished');
    expect(over.outcome).toEqual(
      expect.objectContaining({ winners: expect.any(Array), reason: expect.any(String) }),
    );
    expect(over.orderCount).toBe(orders);
    expect(over.awaiting).toEqual([]);

    const replay = (await t.http.get(`/api/v1/matches/${created.id}/replay`).expect(200))
      .body as Replay;
    expect(createHash('sha256').update(replay.seed!).digest('hex')).toBe(created.seedHash);
    expect(replay.orders).toHaveLength(orders);
    expect(replay.orders.every((o) => o.order !== null)).toBe(true);
    const verdict = await t.http.post('/api/v1/replays/verify').send(replay).expect(200);
    expect(verdict.body).toEqual({ ok: true, problems: [], outcome: replay.outcome });

    // A replay with one roll changed does not verify.
    const rolled = replay.events.findIndex((e) => Array.isArray(e.data.faces));
    expect(rolled).toBeGreaterThanOrEqual(0);
    const forged = structuredClone(replay);
    const faces = forged.events[rolled].data.faces as number[];
    faces[0] = faces[0] === 1 ? 2 : 1;
    const caught = await t.http.post('/api/v1/replays/verify').send(forged).expect(200);
    expect(caught.body.ok).toBe(false);
    expect(caught.body.problems[0]).toEqual(
      expect.objectContaining({ code: 'EVENT_MISMATCH', path: `/events/${rolled}` }),
    );
    // So does a wrong seed; a malformed replay or an unknown ruleset is refused outright.
    const reseeded = await t.http
      .post('/api/v1/replays/verify')
      .send({ ...replay, seed: 'guess' })
      .expect(200);
    expect(reseeded.body.problems[0].code).toBe('SEED_MISMATCH');
    const malformed = await t.http
      .post('/api/v1/replays/verify')
      .send({ ...replay, orders: [{ seq: 'one' }] })
      .expect(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    const unknown = await t.http
      .post('/api/v1/replays/verify')
      .send({ ...replay, rulesetId: 'chess' })
      .expect(422);
    expect(unknown.body.code).toBe('UNKNOWN_RULESET');
  }, 120_000);

  it('plays a match whose dice are rolled at the table (external dice) to a verified end', async () => {
    const red = await registerPlayer(t, 'Red');
    const blue = await registerPlayer(t, 'Blue');
    const res = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [{ seat: 0, playerId: red.id }],
        options: { dice: 'external', variants: { baseTurns: 1 } },
      })
      .expect(201);
    expect(res.body.dice).toBe('external');
    await seatByInvitation(t, res.body.id, red, blue, 1);
    let state = 7;
    const die = (min: number, max: number): number => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return min + (state % (max - min + 1));
    };
    let rolls = 0;
    for (let n = 0; n < 300; n++) {
      let acted = false;
      for (const p of [red, blue]) {
        const d = await decisionOf(t, res.body.id, p);
        if (!d) continue;
        let order = d.example;
        if (d.kind === 'roll') {
          // The table's own dice: the faces the schema allows, not always the example's.
          rolls++;
          const items = (
            d.schema.properties as { faces: { items: { minimum: number; maximum: number } } }
          ).faces.items;
          order = {
            faces: (d.example as { faces: number[] }).faces.map(() =>
              die(items.minimum, items.maximum),
            ),
          };
        }
        await t.http
          .post(`/api/v1/matches/${res.body.id}/orders`)
          .set(p.auth)
          .send({ decisionId: d.decisionId, order })
          .expect(200);
        acted = true;
      }
      if (!acted) break;
    }
    expect(rolls).toBeGreaterThan(0);
    expect((await getMatch(t, res.body.id)).status).toBe('finished');
    const replay = (await t.http.get(`/api/v1/matches/${res.body.id}/replay`).expect(200))
      .body as Replay;
    expect(replay.orders.some((o) => o.kind === 'roll')).toBe(true);
    expect((await t.http.post('/api/v1/replays/verify').send(replay).expect(200)).body.ok).toBe(
      true,
    );
  }, 120_000);
});
