/**
 * Submitting orders: every kind of bad input is refused with a specific problem and changes
 * nothing; an Idempotency-Key makes retries harmless; concurrent submissions for one match are
 * applied one at a time, also by two instances sharing one database.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.js';
import { CommitHooks, LiveMatches } from '../src/modules/match-runtime/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { fingerprint } from './support/fingerprint.js';
import { codeOf, gql } from './support/graphql.js';
import { createDuel, decisionOf, getMatch, playToEnd, type Decision } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`orders on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  beforeAll(async () => {
    t = await startTestApp();
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
  });
  afterAll(async () => {
    await t?.close();
  });

  const orders = (matchId: string) => `/api/v1/matches/${matchId}/orders`;

  async function owed(matchId: string, p: TestPlayer): Promise<Decision> {
    const d = await decisionOf(t, matchId, p);
    if (!d) throw new Error(`${p.name} owes nothing`);
    return d;
  }

  describe('bad input: a specific 4xx problem and no change at all', () => {
    let matchId: string;
    let d: Decision;
    let before: string;
    beforeAll(async () => {
      matchId = (await createDuel(t, red, blue)).id;
      d = await owed(matchId, red);
      before = await fingerprint(t, matchId, [red, blue]);
    });
    afterEach(async () => {
      expect(await fingerprint(t, matchId, [red, blue])).toBe(before);
    });

    it('malformed JSON → 400 MALFORMED_JSON', async () => {
      const res = await t.http
        .post(orders(matchId))
        .set(red.auth)
        .set('Content-Type', 'application/json')
        .send('{"decisionId": ')
        .expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('MALFORMED_JSON');
    });

    it('wrong types, missing and unknown fields → 400 VALIDATION_FAILED, one entry per field', async () => {
      const res = await t.http
        .post(orders(matchId))
        .set(red.auth)
        .send({ decisionId: 5, extra: true })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        '/decisionId',
        '/extra',
        '/order',
      ]);
      const text = await t.http
        .post(orders(matchId))
        .set(red.auth)
        .set('Content-Type', 'text/plain')
        .send('hi');
      expect(text.status).toBe(415);
    });

    it('an unknown or malformed match id → 404 MATCH_NOT_FOUND', async () => {
      const body = { decisionId: d.decisionId, order: d.example };
      const unknown = await t.http
        .post(orders('6b0c8f54-3f7e-4d0c-9a51-6c2b1f0a9e11'))
        .set(red.auth)
        .send(body)
        .expect(404);
      expect(unknown.body.code).toBe('MATCH_NOT_FOUND');
      await t.http.post(orders("1' OR '1'='1")).set(red.auth).send(body).expect(404);
    });

    it('a decision that is not pending → 409 DECISION_NOT_PENDING', async () => {
      const res = await t.http
        .post(orders(matchId))
        .set(red.auth)
        .send({ decisionId: 't99.nothing', order: {} })
        .expect(409);
      expect(res.body.code).toBe('DECISION_NOT_PENDING');
    });

    it("another seat's decision → 403 NOT_YOUR_DECISION; a spectator → 403 NOT_A_SEAT", async () => {
      const res = await t.http
        .post(orders(matchId))
        .set(blue.auth)
        .send({ decisionId: d.decisionId, order: d.example })
        .expect(403);
      expect(res.body.code).toBe('NOT_YOUR_DECISION');
      const outsider = await registerPlayer(t, 'Outsider');
      const spectator = await t.http
        .post(orders(matchId))
        .set(outsider.auth)
        .send({ decisionId: d.decisionId, order: d.example })
        .expect(403);
      expect(spectator.body.code).toBe('NOT_A_SEAT');
      await t.http
        .post(orders(matchId))
        .send({ decisionId: d.decisionId, order: d.example })
        .expect(401);
    });

    it("an illegal order → 422 ILLEGAL_ORDER with the ruleset's problems in errors[]", async () => {
      for (const order of [{}, 'nonsense', null, [1, 2, 3], { nested: { deeper: [{}] } }]) {
        const res = await t.http
          .post(orders(matchId))
          .set(red.auth)
          .send({ decisionId: d.decisionId, order });
        if (order === null) {
          expect(res.status).toBe(400);
          continue;
        }
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('ILLEGAL_ORDER');
        expect(res.body.errors.length).toBeGreaterThan(0);
        for (const e of res.body.errors) {
          expect(e).toEqual({
            path: expect.any(String),
            code: expect.stringMatching(/^[A-Z][A-Z0-9_]+$/),
            message: expect.any(String),
          });
        }
      }
    });

    it('an oversized body → 413 PAYLOAD_TOO_LARGE; a bad Idempotency-Key → 400', async () => {
      const big = { decisionId: d.decisionId, order: { padding: 'x'.repeat(400 * 1024) } };
      const res = await t.http.post(orders(matchId)).set(red.auth).send(big).expect(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
      const key = await t.http
        .post(orders(matchId))
        .set(red.auth)
        .set('Idempotency-Key', 'k'.repeat(300))
        .send({ decisionId: d.decisionId, order: d.example })
        .expect(400);
      expect(key.body.errors[0].code).toBe('INVALID_IDEMPOTENCY_KEY');
    });

    it('the same refusals over GraphQL, as extensions.code', async () => {
      const submit = `mutation($id: ID!, $input: SubmitOrderInput!) { submitOrder(matchId: $id, input: $input) { seq } }`;
      const illegal = await gql(
        t,
        submit,
        { id: matchId, input: { decisionId: d.decisionId, order: {} } },
        red.apiKey,
      );
      expect(codeOf(illegal)).toBe('ILLEGAL_ORDER');
      expect(illegal.errors![0].extensions!.errors!.length).toBeGreaterThan(0);
      const wrongSeat = await gql(
        t,
        submit,
        { id: matchId, input: { decisionId: d.decisionId, order: d.example } },
        blue.apiKey,
      );
      expect(codeOf(wrongSeat)).toBe('NOT_YOUR_DECISION');
      const unknown = await gql(
        t,
        submit,
        { id: 'nope', input: { decisionId: d.decisionId, order: d.example } },
        red.apiKey,
      );
      expect(codeOf(unknown)).toBe('MATCH_NOT_FOUND');
      const badType = await gql(
        t,
        submit,
        { id: matchId, input: { decisionId: 7, order: {} } },
        red.apiKey,
      );
      expect(codeOf(badType)).toBe('VALIDATION_FAILED');
      const noKey = await gql(t, submit, {
        id: matchId,
        input: { decisionId: d.decisionId, order: d.example },
      });
      expect(codeOf(noKey)).toBe('UNAUTHENTICATED');
    });
  });

  it('refuses orders while a match is open (MATCH_NOT_ACTIVE) and once it is over (MATCH_OVER)', async () => {
    const open = await t.http
      .post('/api/v1/matches')
      .set(red.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [{ seat: 0, playerId: red.id }],
      })
      .expect(201);
    const early = await t.http
      .post(orders(open.body.id))
      .set(red.auth)
      .send({ decisionId: 'x', order: {} })
      .expect(409);
    expect(early.body.code).toBe('MATCH_NOT_ACTIVE');
    const m = await createDuel(t, red, blue);
    const d = await owed(m.id, red);
    await t.http.post(`/api/v1/matches/${m.id}/resign`).set(blue.auth).send({}).expect(200);
    const late = await t.http
      .post(orders(m.id))
      .set(red.auth)
      .send({ decisionId: d.decisionId, order: d.example })
      .expect(409);
    expect(late.body.code).toBe('MATCH_OVER');
  });

  it('keeps a match in memory while it is played, not once it has ended', async () => {
    const live = t.app.get(LiveMatches);
    const m = await createDuel(t, red, blue);
    const d = await owed(m.id, red);
    await t.http
      .post(orders(m.id))
      .set(red.auth)
      .send({ decisionId: d.decisionId, order: d.example })
      .expect(200);
    expect(live.has(m.id)).toBe(true);
    await t.http.post(`/api/v1/matches/${m.id}/resign`).set(blue.auth).send({}).expect(200);
    expect(live.has(m.id)).toBe(false);
    // Reading the ended match rebuilds it without keeping it.
    await t.http.get(`/api/v1/matches/${m.id}/replay`).set(red.auth).expect(200);
    expect(live.has(m.id)).toBe(false);
  });

  it('does a change again when PostgreSQL breaks its transaction off (a deadlock): no 500', async () => {
    const m = await createDuel(t, red, blue);
    const d = await owed(m.id, red);
    // Two rated games ending at once once deadlocked on the players' ratings (a 500 on the
    // last order): the writer must take that as "try again", as PostgreSQL's manual says.
    let breaks = 2;
    t.app.get(CommitHooks).add(async ({ act }) => {
      if (act.row.id !== m.id || breaks === 0) return;
      // Any failure on the live match sends the work the careful way, into a transaction.
      if (!act.inTransaction) throw new Error('not on the live match');
      breaks--;
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    await t.http
      .post(orders(m.id))
      .set(red.auth)
      .send({ decisionId: d.decisionId, order: d.example })
      .expect(200);
    expect(breaks).toBe(0);
    expect((await getMatch(t, m.id)).orderCount).toBe(1);
  });

  describe('idempotency', () => {
    it('the same key and body give the same answer and apply the order once', async () => {
      const m = await createDuel(t, red, blue);
      const d = await owed(m.id, red);
      const send = () =>
        t.http
          .post(orders(m.id))
          .set(red.auth)
          .set('Idempotency-Key', 'first-order')
          .send({ decisionId: d.decisionId, order: d.example });
      const first = await send().expect(200);
      expect(first.body).toEqual({
        matchId: m.id,
        decisionId: d.decisionId,
        seat: 0,
        seq: 1,
        eventSeq: expect.any(Number),
        events: expect.arrayContaining([expect.objectContaining({ type: 'order.accepted' })]),
        next: await decisionOf(t, m.id, red),
      });
      const again = await send().expect(200);
      expect(again.body).toEqual(first.body);
      expect((await getMatch(t, m.id, red)).orderCount).toBe(1);
    });

    it('the same key with another body → 409 IDEMPOTENCY_KEY_REUSED, nothing applied', async () => {
      const m = await createDuel(t, red, blue);
      const d = await owed(m.id, red);
      await t.http
        .post(orders(m.id))
        .set(red.auth)
        .set('Idempotency-Key', 'k1')
        .send({ decisionId: d.decisionId, order: d.example })
        .expect(200);
      const next = await owed(m.id, blue);
      const before = await fingerprint(t, m.id, [red, blue]);
      const reused = await t.http
        .post(orders(m.id))
        .set(red.auth)
        .set('Idempotency-Key', 'k1')
        .send({ decisionId: next.decisionId, order: next.example })
        .expect(409);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await fingerprint(t, m.id, [red, blue])).toBe(before);
      // Keys belong to their player: another player may use the same string.
      await t.http
        .post(orders(m.id))
        .set(blue.auth)
        .set('Idempotency-Key', 'k1')
        .send({ decisionId: next.decisionId, order: next.example })
        .expect(200);
    });

    it('concurrent duplicates: exactly one is applied, every caller gets its answer', async () => {
      const m = await createDuel(t, red, blue);
      const d = await owed(m.id, red);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.http
            .post(orders(m.id))
            .set(red.auth)
            .set('Idempotency-Key', 'dup')
            .send({ decisionId: d.decisionId, order: d.example }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      for (const a of answers) expect(a.body).toEqual(answers[0].body);
      expect((await getMatch(t, m.id, red)).orderCount).toBe(1);
    });
  });

  describe('one order at a time per match', () => {
    it('races for one decision: one is accepted, the others find it decided', async () => {
      const m = await createDuel(t, red, blue);
      const d = await owed(m.id, red);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.http
            .post(orders(m.id))
            .set(red.auth)
            .send({ decisionId: d.decisionId, order: d.example }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(
        Array(7).fill('DECISION_NOT_PENDING'),
      );
      expect((await getMatch(t, m.id, red)).orderCount).toBe(1);
    });

    it('both seats and several matches racing keep every log gapless, and the replays verify', async () => {
      const matches = await Promise.all([
        createDuel(t, red, blue),
        createDuel(t, red, blue),
        createDuel(t, red, blue),
      ]);
      // Each match played by both players at once, all matches at once.
      await Promise.all(
        matches.flatMap((m) => [playToEnd(t, m.id, [red]), playToEnd(t, m.id, [blue])]),
      );
      for (const m of matches) {
        await playToEnd(t, m.id, [red, blue]);
        await expectVerifiable(t.http, m.id);
      }
    }, 120_000);
  });

  describe('two instances on one database', () => {
    let second: NestExpressApplication;
    let other: ReturnType<typeof request.agent>;
    beforeAll(async () => {
      const url = (t.app.get(DataSource).options as { url: string }).url;
      second = await createApp({ ...t.config, database: { kind: 'external', url, poolSize: 4 } });
      other = request.agent(second.getHttpServer());
    });
    afterAll(async () => {
      await second?.close();
    });

    it('alternating and racing between instances applies each order once, in one log', async () => {
      const m = await createDuel(t, red, blue);
      const doors = [t.http, other];
      for (let i = 0; i < 12; i++) {
        for (const p of [red, blue]) {
          const d = await decisionOf(t, m.id, p);
          if (!d) continue;
          // Both instances race for the same decision; each has the match in its cache.
          const answers = await Promise.all(
            doors.map((door) =>
              door
                .post(orders(m.id))
                .set(p.auth)
                .send({ decisionId: d.decisionId, order: d.example }),
            ),
          );
          expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        }
        const a = await t.http.get(`/api/v1/matches/${m.id}`).set(red.auth).expect(200);
        const b = await other.get(`/api/v1/matches/${m.id}`).set(red.auth).expect(200);
        expect(b.body.view).toEqual(a.body.view);
        expect(b.body.orderCount).toBe(a.body.orderCount);
      }
      await playToEnd(t, m.id, [red, blue]);
      await expectVerifiable(other, m.id);
    }, 120_000);

    it('an order refused on a live match another instance moved on is decided afresh', async () => {
      const m = await createDuel(t, red, blue);
      const submit = (door: typeof other, p: TestPlayer, d: Decision) =>
        door.post(orders(m.id)).set(p.auth).send({ decisionId: d.decisionId, order: d.example });
      const owedOn = async (door: typeof other, p: TestPlayer): Promise<Decision | null> => {
        const res = await door.get(`/api/v1/matches/${m.id}/decision`).set(p.auth);
        return res.status === 204 ? null : (res.body as Decision);
      };
      // This instance plays the first order: it holds the match, current, in memory.
      for (const p of [red, blue]) {
        const d = await owedOn(t.http, p);
        if (d) {
          await submit(t.http, p, d).expect(200);
          break;
        }
      }
      // The other instance plays on until a decision this one's copy has never seen is owed.
      const known = new Set<string>();
      for (const p of [red, blue]) {
        const d = await owedOn(t.http, p);
        if (d) known.add(d.decisionId);
      }
      for (;;) {
        const owed = (
          await Promise.all([red, blue].map(async (p) => ({ p, d: await owedOn(other, p) })))
        ).filter((o) => o.d !== null);
        const fresh = owed.find((o) => !known.has(o.d!.decisionId));
        if (fresh) {
          // Refused by the stale copy (no such decision there), accepted on the row as it is.
          await submit(t.http, fresh.p, fresh.d!).expect(200);
          break;
        }
        await submit(other, owed[0].p, owed[0].d!).expect(200);
      }
      await playToEnd(t, m.id, [red, blue]);
      await expectVerifiable(other, m.id);
    });

    it('rebuilds a match from its latest snapshot and the orders after it, exactly', async () => {
      const m = await createDuel(t, red, blue, { variants: {} });
      let given = 0;
      while (given < 24) {
        for (const p of [red, blue]) {
          const d = await decisionOf(t, m.id, p);
          if (!d) continue;
          await t.http
            .post(orders(m.id))
            .set(p.auth)
            .send({ decisionId: d.decisionId, order: d.example })
            .expect(200);
          given++;
        }
      }
      const snapshots: { order_seq: number }[] = await t.app
        .get(DataSource)
        .query('SELECT order_seq FROM match_snapshots WHERE match_id = $1', [m.id]);
      expect(snapshots.map((r) => r.order_seq)).toEqual([20]);
      // The second instance has never seen this match: it rebuilds it from the snapshot.
      for (const p of [red, blue]) {
        const here = await t.http.get(`/api/v1/matches/${m.id}`).set(p.auth).expect(200);
        const there = await other.get(`/api/v1/matches/${m.id}`).set(p.auth).expect(200);
        expect(there.body.view).toEqual(here.body.view);
        expect((await other.get(`/api/v1/matches/${m.id}/decision`).set(p.auth)).body).toEqual(
          (await t.http.get(`/api/v1/matches/${m.id}/decision`).set(p.auth)).body,
        );
      }
      for (let n = 0; n < 200; n++) {
        const door = n % 2 === 0 ? other : t.http;
        const turns = [];
        for (const p of [red, blue]) {
          const d = await decisionOf(t, m.id, p);
          if (d)
            turns.push(
              door
                .post(orders(m.id))
                .set(p.auth)
                .send({ decisionId: d.decisionId, order: d.example })
                .expect(200),
            );
        }
        if (turns.length === 0) break;
        await Promise.all(turns);
      }
      await expectVerifiable(t.http, m.id);
      // Once it is over, its snapshots are gone and the log alone rebuilds it, on both instances.
      const left: unknown[] = await t.app
        .get(DataSource)
        .query('SELECT 1 FROM match_snapshots WHERE match_id = $1', [m.id]);
      expect(left).toEqual([]);
      await expectVerifiable(other, m.id);
    }, 120_000);
  });
});

/** The finished match's logs are gapless and its replay verifies. */
async function expectVerifiable(
  http: ReturnType<typeof request.agent>,
  matchId: string,
): Promise<void> {
  const replay = (await http.get(`/api/v1/matches/${matchId}/replay`).expect(200)).body;
  expect(replay.seed).toEqual(expect.any(String));
  expect(replay.orders.map((o: { seq: number }) => o.seq)).toEqual(
    replay.orders.map((_: unknown, i: number) => i + 1),
  );
  expect(replay.events.map((e: { seq: number }) => e.seq)).toEqual(
    replay.events.map((_: unknown, i: number) => i + 1),
  );
  const verdict = (await http.post('/api/v1/replays/verify').send(replay).expect(200)).body;
  expect(verdict).toEqual(expect.objectContaining({ ok: true, problems: [] }));
}
