/**
 * A match's history over GraphQL: `matchEventPage`, `matchReplay` and `verifyReplay` serve what
 * REST's event pages, replay and verification serve, to the same reader, with the same redaction
 * and the same refusal codes.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { codeOf, gql } from './support/graphql.js';
import { createDuel, getMatch, playRounds, playToEnd } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

interface Event {
  seq: number;
  type: string;
  visibleTo?: number[] | null;
  data: Record<string, unknown>;
}

interface Page {
  events: Event[];
  lastEventSeq: number;
}

const PAGE = `query($id: ID!, $after: Int, $limit: Int) {
  matchEventPage(matchId: $id, after: $after, limit: $limit) {
    events { seq type visibleTo data } lastEventSeq
  }
}`;
const REPLAY = `query($id: ID!, $seat: Int) {
  matchReplay(matchId: $id, seat: $seat) {
    rulesetId rulesetVersion config seedHash seed generator rngAlgorithm outcome
    orders { seq seat decisionId kind order }
    events { seq type visibleTo data }
  }
}`;
const VERIFY = `mutation($replay: ReplayInput!) {
  verifyReplay(replay: $replay) { ok problems { code path } outcome { winners draw reason } }
}`;

/** REST leaves out what GraphQL gives as null (public events' visibleTo, the hidden seed). */
const withoutNulls = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_k, v: unknown) => (v === null ? undefined : v)));

describe(`a match's history over GraphQL on ${mode}`, () => {
  let t: TestApp;
  let red: TestPlayer;
  let blue: TestPlayer;
  let watcher: TestPlayer;
  let matchId: string;

  beforeAll(async () => {
    t = await startTestApp();
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
    watcher = await registerPlayer(t, 'Watcher');
    // Three turns: the rounds below must leave the game under way (one turn may end it).
    matchId = (await createDuel(t, red, blue, { variants: { baseTurns: 3 } })).id;
    // Part of the game: both seats have acted, and red holds private cards.
    await playRounds(t, matchId, [red, blue], 6);
    expect((await getMatch(t, matchId)).status).toBe('active');
  });
  afterAll(() => t?.close());

  async function restEvents(p: TestPlayer | null): Promise<Page> {
    const req = t.http.get(`/api/v1/matches/${matchId}/events?limit=1000`);
    return (await (p ? req.set(p.auth) : req).expect(200)).body as Page;
  }

  /** Every page of the log through GraphQL, three events at a time. */
  async function graphqlEvents(p: TestPlayer | null): Promise<Event[]> {
    const out: Event[] = [];
    for (let after = 0, pages = 0; ; pages++) {
      const r = await gql<{ matchEventPage: Page }>(
        t,
        PAGE,
        { id: matchId, after, limit: 3 },
        p?.apiKey,
      );
      expect(r.errors).toBeUndefined();
      const page = r.data!.matchEventPage;
      expect(page.events.length).toBeLessThanOrEqual(3);
      out.push(...page.events);
      if (page.events.length < 3 || pages > 500) return out;
      after = page.events[page.events.length - 1].seq;
    }
  }

  it('pages through the same events as REST, for each reader', async () => {
    const seen: Record<string, Event[]> = {};
    for (const [name, p] of [
      ['red', red],
      ['blue', blue],
      ['watcher', watcher],
      ['anonymous', null],
    ] as const) {
      const rest = await restEvents(p);
      const viaGraphql = await graphqlEvents(p);
      expect(viaGraphql.length).toBeGreaterThan(3);
      expect(withoutNulls(viaGraphql)).toEqual(withoutNulls(rest.events));
      seen[name] = viaGraphql;
    }
    // Red's private events exist, and only red's pages carry them.
    const redOnly = seen.red.filter((e) => e.visibleTo && !e.visibleTo.includes(1));
    expect(redOnly.length).toBeGreaterThan(0);
    for (const name of ['blue', 'watcher', 'anonymous']) {
      const leaked = seen[name].filter(
        (e) => (e.visibleTo && !(name === 'blue' && e.visibleTo.includes(1))) || false,
      );
      expect({ name, leaked }).toEqual({ name, leaked: [] });
    }
    expect(seen.watcher).toEqual(seen.anonymous);
  });

  it("gives the same replay as REST mid-game, without the other seat's orders or the seed", async () => {
    for (const p of [red, blue, watcher]) {
      const rest = (await t.http.get(`/api/v1/matches/${matchId}/replay`).set(p.auth).expect(200))
        .body as Record<string, unknown>;
      const r = await gql<{ matchReplay: Record<string, unknown> }>(
        t,
        REPLAY,
        { id: matchId },
        p.apiKey,
      );
      expect(r.errors).toBeUndefined();
      expect(withoutNulls(r.data!.matchReplay)).toEqual(withoutNulls(rest));
    }
    const asBlue = (await gql<{
      matchReplay: { seed: string | null; orders: { seat: number; order: unknown }[] };
    }>(t, REPLAY, { id: matchId }, blue.apiKey))!.data!.matchReplay;
    expect(asBlue.seed).toBeNull();
    const redsOrders = asBlue.orders.filter((o) => o.seat === 0);
    expect(redsOrders.length).toBeGreaterThan(0);
    expect(redsOrders.every((o) => o.order === null)).toBe(true);
  });

  it('refuses bad input with the codes REST uses, and changes nothing', async () => {
    const before = await restEvents(red);
    const cases: { vars: Record<string, unknown>; rest: string; code: string; who?: TestPlayer }[] =
      [
        {
          vars: { id: matchId, limit: 0 },
          rest: `${matchId}/events?limit=0`,
          code: 'VALIDATION_FAILED',
        },
        {
          vars: { id: matchId, limit: 1001 },
          rest: `${matchId}/events?limit=1001`,
          code: 'VALIDATION_FAILED',
        },
        {
          vars: { id: matchId, after: -1 },
          rest: `${matchId}/events?after=-1`,
          code: 'VALIDATION_FAILED',
        },
        { vars: { id: 'not-a-match' }, rest: 'not-a-match/events', code: 'MATCH_NOT_FOUND' },
        {
          vars: { id: '00000000-0000-4000-8000-000000000000' },
          rest: '00000000-0000-4000-8000-000000000000/events',
          code: 'MATCH_NOT_FOUND',
        },
      ];
    for (const c of cases) {
      const r = await gql(t, PAGE, c.vars, red.apiKey);
      const rest = await t.http.get(`/api/v1/matches/${c.rest}`).set(red.auth);
      expect({ case: c.vars, graphql: codeOf(r), rest: rest.body.code }).toEqual({
        case: c.vars,
        graphql: c.code,
        rest: c.code,
      });
      expect(r.data ?? null).toBeNull();
    }
    const tooLong = await gql(t, PAGE, { id: matchId, limit: 1001 }, red.apiKey);
    expect(tooLong.errors![0].extensions!.errors).toEqual([
      expect.objectContaining({ path: '/limit', code: 'MAX' }),
    ]);

    // A seat that is not yours: NOT_A_SEAT, as over REST.
    const notMine = await gql(t, REPLAY, { id: matchId, seat: 1 }, red.apiKey);
    const restNotMine = await t.http.get(`/api/v1/matches/${matchId}/replay?seat=1`).set(red.auth);
    expect(codeOf(notMine)).toBe(restNotMine.body.code);
    expect(codeOf(notMine)).toBe('NOT_A_SEAT');
    expect(codeOf(await gql(t, REPLAY, { id: matchId, seat: -1 }, red.apiKey))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await restEvents(red)).toEqual(before);
  });

  it('a private match is as hidden over GraphQL as over REST', async () => {
    const hidden = (await createDuel(t, red, blue, { visibility: 'private' })).id;
    const rest = await t.http.get(`/api/v1/matches/${hidden}/events`).set(watcher.auth);
    expect(rest.status).toBe(404);
    for (const query of [PAGE, REPLAY]) {
      const r = await gql(t, query, { id: hidden }, watcher.apiKey);
      expect(codeOf(r)).toBe(rest.body.code);
    }
    const asRed = await gql<{ matchEventPage: Page }>(t, PAGE, { id: hidden }, red.apiKey);
    expect(asRed.data!.matchEventPage.events.length).toBeGreaterThan(0);
  });

  it('verifies a finished match from the replay it served; a forged one fails', async () => {
    await playToEnd(t, matchId, [red, blue]);
    const r = await gql<{ matchReplay: Record<string, unknown> & { events: Event[] } }>(t, REPLAY, {
      id: matchId,
    });
    const replay = r.data!.matchReplay;
    expect(typeof replay.seed).toBe('string');
    const rest = (await t.http.get(`/api/v1/matches/${matchId}/replay`).expect(200)).body;
    expect(withoutNulls(replay)).toEqual(withoutNulls(rest));

    const verdict = await gql<{ verifyReplay: { ok: boolean; problems: unknown[] } }>(t, VERIFY, {
      replay,
    });
    expect(verdict.errors).toBeUndefined();
    expect(verdict.data!.verifyReplay).toEqual(expect.objectContaining({ ok: true, problems: [] }));
    const restVerdict = await t.http.post('/api/v1/replays/verify').send(rest).expect(200);
    expect(restVerdict.body.ok).toBe(true);

    const forged = { ...replay, seed: `${replay.seed as string}-forged` };
    const forgedVerdict = await gql<{ verifyReplay: { ok: boolean; problems: unknown[] } }>(
      t,
      VERIFY,
      { replay: forged },
    );
    expect(forgedVerdict.data!.verifyReplay.ok).toBe(false);
    expect(forgedVerdict.data!.verifyReplay.problems.length).toBeGreaterThan(0);

    const unknown = await gql(t, VERIFY, { replay: { ...replay, rulesetId: 'no-such-rules' } });
    expect(codeOf(unknown)).toBe('UNKNOWN_RULESET');
    const badSeq = await gql(t, VERIFY, {
      replay: { ...replay, events: [{ ...replay.events[0], seq: 0 }] },
    });
    expect(codeOf(badSeq)).toBe('VALIDATION_FAILED');
  });
});
