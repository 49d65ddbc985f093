/**
 * An accepted order's answer carries `next`: the decision its seat owes once the order stands,
 * exactly what asking for that seat's decision would give at that moment, or null when it owes
 * nothing. A bot plays a whole match answering `next` and asking only when it was not told.
 * Checked over REST and GraphQL, through the hidden simultaneous orders of a dogfight (a seat is
 * never told another seat's decision, nor anything of the other seat's secret order), and on an
 * Idempotency-Key replay (the decision owed at the replay).
 */
import { canonicalJson } from '../src/engine/index.js';
import { LiveMatches } from '../src/modules/match-runtime/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { gql } from './support/graphql.js';
import { createDuel, getMatch, type Decision } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

/** The accepted order's answer, as far as this suite reads it. */
interface Accepted {
  seat: number;
  seq: number;
  next: Decision | null;
}

/** Deadlines on: `next` must carry the very deadline the decision was given. */
const DEADLINE_SECONDS = 3600;

describe(`the decision owed next, in the order's answer, on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** GET decision for the seat; null for 204. */
  async function decisionFor(matchId: string, p: TestPlayer, seat: number) {
    const res = await t.http.get(`/api/v1/matches/${matchId}/decision?seat=${seat}`).set(p.auth);
    if (res.status === 204) return null;
    expect(res.status).toBe(200);
    return res.body as Decision;
  }

  async function submit(
    matchId: string,
    p: TestPlayer,
    d: Decision,
    order: unknown,
    key?: string,
  ): Promise<Accepted> {
    const req = t.http.post(`/api/v1/matches/${matchId}/orders`).set(p.auth);
    const res = await (key ? req.set('Idempotency-Key', key) : req).send({
      decisionId: d.decisionId,
      order,
    });
    expect(res.status).toBe(200);
    return res.body as Accepted;
  }

  it('REST: a whole dogfight played on next alone, each next what GET decision gives then', async () => {
    const red = await registerPlayer(t, 'Red');
    const blue = await registerPlayer(t, 'Blue');
    const m = await createDuel(t, red, blue, { deadlineSeconds: DEADLINE_SECONDS });
    const players = [
      { p: red, seat: 0 },
      { p: blue, seat: 1 },
    ];
    // What each seat was last told it owes (undefined: it was not told, so it asks).
    const told = new Map<number, Decision | null>();
    const seen = { told: 0, nothing: 0, secretWindows: 0 };
    let orders = 0;
    for (let round = 0; round < 1000; round++) {
      let moved = false;
      for (const { p, seat } of players) {
        const d = told.get(seat) ?? (await decisionFor(m.id, p, seat));
        told.delete(seat);
        if (!d) continue;
        const other = players[1 - seat];
        const othersBefore = await decisionFor(m.id, other.p, other.seat);
        // A secret order unlike the example, when there is a choice.
        const order =
          d.choices && d.choices.length > 1 ? d.choices[d.choices.length - 1] : d.example;
        const answer = await submit(m.id, p, d, order);
        orders++;
        moved = true;
        expect(answer.seat).toBe(seat);
        // Exactly what asking gives, before anything else moves the match.
        expect(answer.next).toEqual(await decisionFor(m.id, p, seat));
        if (answer.next) {
          seen.told++;
          expect(answer.next.seat).toBe(seat);
          expect(answer.next.deadline).not.toBeNull();
        } else seen.nothing++;
        if (d.simultaneous && othersBefore?.simultaneous) {
          // The other seat has not answered yet: this seat's order is its secret, and what this
          // seat is told owes nothing to the other seat's decision (its id, its choices).
          seen.secretWindows++;
          const said = canonicalJson(answer.next);
          expect(said).not.toContain(othersBefore.decisionId);
          expect(await decisionFor(m.id, other.p, other.seat)).toEqual(othersBefore);
        }
        told.set(seat, answer.next);
      }
      if (!moved) break;
    }
    expect((await getMatch(t, m.id, red)).status).toBe('finished');
    expect(orders).toBeGreaterThan(0);
    // Every kind of answer was seen: told the next decision, told nothing, and secret windows.
    expect(seen.told).toBeGreaterThan(0);
    expect(seen.nothing).toBeGreaterThan(0);
    expect(seen.secretWindows).toBeGreaterThan(0);
  });

  it('REST: the last order of a match is told nothing (the match is over)', async () => {
    const red = await registerPlayer(t, 'Red end');
    const blue = await registerPlayer(t, 'Blue end');
    const m = await createDuel(t, red, blue);
    let last: Accepted | null = null;
    for (let i = 0; i < 2000; i++) {
      const owed = [
        { p: red, d: await decisionFor(m.id, red, 0) },
        { p: blue, d: await decisionFor(m.id, blue, 1) },
      ].filter((o) => o.d);
      if (owed.length === 0) break;
      for (const { p, d } of owed) last = await submit(m.id, p, d!, d!.example);
    }
    expect((await getMatch(t, m.id, red)).status).toBe('finished');
    expect(last?.next).toBeNull();
  });

  it('REST: a replay with the same Idempotency-Key answers the decision owed at the replay', async () => {
    const red = await registerPlayer(t, 'Red replay');
    const blue = await registerPlayer(t, 'Blue replay');
    const m = await createDuel(t, red, blue, { deadlineSeconds: DEADLINE_SECONDS });
    const d = (await decisionFor(m.id, red, 0))!;
    const first = await submit(m.id, red, d, d.example, 'replayed');
    const again = await submit(m.id, red, d, d.example, 'replayed');
    // Nothing moved: the whole answer again, next included.
    expect(again).toEqual(first);
    expect(again.next).toEqual(await decisionFor(m.id, red, 0));
    // The match moves on (the other seat answers, red answers what it was told): a replay now
    // tells what red owes now, never the decision it already answered.
    const dBlue = await decisionFor(m.id, blue, 1);
    if (dBlue) await submit(m.id, blue, dBlue, dBlue.example);
    const owedNow = await decisionFor(m.id, red, 0);
    if (owedNow) await submit(m.id, red, owedNow, owedNow.example);
    const later = await submit(m.id, red, d, d.example, 'replayed');
    expect({ ...later, next: null }).toEqual({ ...first, next: null });
    expect(later.next).toEqual(await decisionFor(m.id, red, 0));
  });

  it('REST: an order written the careful way (the match not in memory) is told the same', async () => {
    const red = await registerPlayer(t, 'Red careful');
    const blue = await registerPlayer(t, 'Blue careful');
    const m = await createDuel(t, red, blue, { deadlineSeconds: DEADLINE_SECONDS });
    const live = t.app.get(LiveMatches);
    let told = 0;
    for (let i = 0; i < 6; i++) {
      for (const [p, seat] of [
        [red, 0],
        [blue, 1],
      ] as const) {
        const d = await decisionFor(m.id, p, seat);
        if (!d) continue;
        // Forgotten: the order is applied in a transaction on the row read afresh and locked.
        live.forget(m.id);
        const answer = await submit(m.id, p, d, d.example);
        expect(answer.next).toEqual(await decisionFor(m.id, p, seat));
        if (answer.next) told++;
      }
    }
    expect(told).toBeGreaterThan(0);
  });

  describe('GraphQL', () => {
    const DECISION_FIELDS = `matchId decisionId seat kind prompt simultaneous deadline schema choices example
      phase { turn phase step label }`;
    const SUBMIT = `mutation($m: ID!, $input: SubmitOrderInput!) {
      submitOrder(matchId: $m, input: $input) { seat seq next { ${DECISION_FIELDS} } }
    }`;
    const DECISION = `query($m: ID!, $seat: Int) { decision(matchId: $m, seat: $seat) { ${DECISION_FIELDS} } }`;

    async function decisionOver(matchId: string, p: TestPlayer, seat: number) {
      const r = await gql<{ decision: Decision | null }>(
        t,
        DECISION,
        { m: matchId, seat },
        p.apiKey,
      );
      expect(r.errors).toBeUndefined();
      return r.data!.decision;
    }

    it('submitOrder answers next: what the decision query gives then, null when nothing is owed', async () => {
      const red = await registerPlayer(t, 'Red gql');
      const blue = await registerPlayer(t, 'Blue gql');
      const m = await createDuel(t, red, blue, { deadlineSeconds: DEADLINE_SECONDS });
      const players = [
        { p: red, seat: 0 },
        { p: blue, seat: 1 },
      ];
      const told = new Map<number, Decision | null>();
      const seen = { told: 0, nothing: 0 };
      for (let round = 0; round < 1000; round++) {
        let moved = false;
        for (const { p, seat } of players) {
          const d = told.get(seat) ?? (await decisionOver(m.id, p, seat));
          told.delete(seat);
          if (!d) continue;
          const r = await gql<{ submitOrder: Accepted }>(
            t,
            SUBMIT,
            { m: m.id, input: { decisionId: d.decisionId, order: d.example } },
            p.apiKey,
          );
          expect(r.errors).toBeUndefined();
          const { next } = r.data!.submitOrder;
          expect(next).toEqual(await decisionOver(m.id, p, seat));
          if (next) {
            seen.told++;
            expect(next.seat).toBe(seat);
          } else seen.nothing++;
          told.set(seat, next);
          moved = true;
        }
        if (!moved) break;
      }
      expect((await getMatch(t, m.id, red)).status).toBe('finished');
      expect(seen.told).toBeGreaterThan(0);
      expect(seen.nothing).toBeGreaterThan(0);
    });
  });
});
