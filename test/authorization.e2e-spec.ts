/**
 * The authorization matrix: every endpoint and operation of players, matches, orders, events and
 * replays, called with no key, a wrong key, another player's key (the other seat), a spectator's
 * key and the owner's key. A key acts only for its own seats; spectators read public data only;
 * a private match does not exist for outsiders.
 */
import type { Client } from 'graphql-ws';
import { startTestApp, type TestApp } from './helpers/app.js';
import { gql, Subscription, wsClient } from './support/graphql.js';
import { createDuel, decisionOf, playToEnd, type MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

const ROLES = ['none', 'wrong', 'other', 'spectator', 'owner'] as const;
type Role = (typeof ROLES)[number];
/** A status, or a status and the problem code. */
type Expected = number | [number, string];

interface Fixture {
  active: MatchBody;
  open: MatchBody;
  privateActive: MatchBody;
  privateOpen: MatchBody;
  /** The owner's first decision in `active`. */
  decisionId: string;
  example: unknown;
}

interface RestCase {
  name: string;
  /** The match the call changes, made anew for each role. */
  fresh?: 'active' | 'open' | 'privateOpen';
  stream?: boolean;
  call(f: Fixture): { method: 'get' | 'post'; path: string; body?: unknown };
  expect: Record<Role, Expected>;
}

const ok = (n = 200): Record<Role, Expected> => ({
  none: n,
  wrong: 401,
  other: n,
  spectator: n,
  owner: n,
});

/** A private match: it does not exist for outsiders; a key that reads it is any seated player's. */
const PRIVATE_READ: Record<Role, Expected> = {
  none: [404, 'MATCH_NOT_FOUND'],
  wrong: 401,
  other: 200,
  spectator: [404, 'MATCH_NOT_FOUND'],
  owner: 200,
};
/** Seeing as the owner's seat: refused to everyone else, with or without a key. */
const OWNER_SEAT_READ: Record<Role, Expected> = {
  none: [403, 'NOT_A_SEAT'],
  wrong: 401,
  other: [403, 'NOT_A_SEAT'],
  spectator: [403, 'NOT_A_SEAT'],
  owner: 200,
};
/** Acting for the owner's seat: a key is needed, and only the owner's will do. */
const SEATED_ONLY: Record<Role, Expected> = {
  none: 401,
  wrong: 401,
  other: [403, 'NOT_A_SEAT'],
  spectator: [403, 'NOT_A_SEAT'],
  owner: 200,
};

describe(`the authorization matrix on ${mode}`, () => {
  let t: TestApp;
  let owner: TestPlayer;
  let other: TestPlayer;
  let spectator: TestPlayer;
  let shared: Fixture;
  let replay: unknown;
  const clients: Client[] = [];

  async function openMatch(visibility: string): Promise<MatchBody> {
    const res = await t.http
      .post('/api/v1/matches')
      .set(owner.auth)
      .send({
        rulesetId: 'stratoyager',
        scenarioId: 'dogfight',
        seats: [{ seat: 0, playerId: owner.id }],
        options: { visibility },
      })
      .expect(201);
    return res.body as MatchBody;
  }

  async function activeMatch(): Promise<Pick<Fixture, 'active' | 'decisionId' | 'example'>> {
    const active = await createDuel(t, owner, other);
    const d = (await decisionOf(t, active.id, owner))!;
    return { active, decisionId: d.decisionId, example: d.example };
  }

  /** The shared matches, with those a changing call needs made anew. */
  const FRESH: Record<string, () => Promise<Partial<Fixture>>> = {
    active: activeMatch,
    open: async () => ({ open: await openMatch('public') }),
    privateOpen: async () => ({ privateOpen: await openMatch('private') }),
  };

  async function fixture(fresh?: keyof typeof FRESH): Promise<Fixture> {
    return fresh ? { ...shared, ...(await FRESH[fresh]()) } : shared;
  }

  function headers(role: Role): Record<string, string> {
    const keys: Record<Role, string | null> = {
      none: null,
      wrong: 'salvo_wrongwrongwrongwrongwrongwrongwrongwrongw',
      other: other.apiKey,
      spectator: spectator.apiKey,
      owner: owner.apiKey,
    };
    const key = keys[role];
    return key ? { Authorization: `Bearer ${key}` } : {};
  }

  const keyOf = (role: Role): string | undefined =>
    headers(role).Authorization?.slice('Bearer '.length);

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    owner = await registerPlayer(t, 'Owner');
    other = await registerPlayer(t, 'Other');
    spectator = await registerPlayer(t, 'Spectator');
    shared = {
      ...(await activeMatch()),
      open: await openMatch('public'),
      privateActive: await createDuel(t, owner, other, { visibility: 'private' }),
      privateOpen: await openMatch('private'),
    };
    const done = await createDuel(t, owner, other);
    await playToEnd(t, done.id, [owner, other]);
    replay = (await t.http.get(`/api/v1/matches/${done.id}/replay`).expect(200)).body;
    // The spectator plays elsewhere, so that its decisionRequired has something to say.
    await createDuel(t, spectator, other);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t?.close();
  });

  const rest: RestCase[] = [
    {
      name: 'GET /players/me',
      call: () => ({ method: 'get', path: '/players/me' }),
      expect: { ...ok(), none: 401 },
    },
    {
      name: 'POST /players (open to all: a key is not read)',
      call: () => ({ method: 'post', path: '/players', body: { name: 'New', kind: 'bot' } }),
      expect: { none: 201, wrong: 201, other: 201, spectator: 201, owner: 201 },
    },
    {
      name: 'POST /matches',
      call: () => ({
        method: 'post',
        path: '/matches',
        body: { rulesetId: 'stratoyager', scenarioId: 'dogfight' },
      }),
      expect: { ...ok(201), none: 401 },
    },
    { name: 'GET /matches', call: () => ({ method: 'get', path: '/matches' }), expect: ok() },
    {
      name: 'GET /matches/{id}',
      call: (f) => ({ method: 'get', path: `/matches/${f.active.id}` }),
      expect: ok(),
    },
    {
      name: "GET /matches/{id}?seat=0 (the owner's view)",
      call: (f) => ({ method: 'get', path: `/matches/${f.active.id}?seat=0` }),
      expect: OWNER_SEAT_READ,
    },
    {
      name: 'GET /matches/{id} of a private match',
      call: (f) => ({ method: 'get', path: `/matches/${f.privateActive.id}` }),
      expect: PRIVATE_READ,
    },
    {
      name: 'POST /matches/{id}/join',
      fresh: 'open',
      call: (f) => ({ method: 'post', path: `/matches/${f.open.id}/join`, body: { seat: 1 } }),
      expect: { ...ok(), none: 401 },
    },
    {
      name: 'POST /matches/{id}/join of a private match',
      fresh: 'privateOpen',
      call: (f) => ({
        method: 'post',
        path: `/matches/${f.privateOpen.id}/join`,
        body: { seat: 1 },
      }),
      expect: {
        none: 401,
        wrong: 401,
        other: [404, 'MATCH_NOT_FOUND'],
        spectator: [404, 'MATCH_NOT_FOUND'],
        owner: 200,
      },
    },
    {
      name: 'POST /matches/{id}/leave',
      fresh: 'open',
      call: (f) => ({ method: 'post', path: `/matches/${f.open.id}/leave`, body: {} }),
      expect: SEATED_ONLY,
    },
    {
      name: "POST /matches/{id}/resign for the owner's seat",
      fresh: 'active',
      call: (f) => ({ method: 'post', path: `/matches/${f.active.id}/resign`, body: { seat: 0 } }),
      expect: SEATED_ONLY,
    },
    {
      name: "GET /matches/{id}/decision for the owner's seat",
      call: (f) => ({ method: 'get', path: `/matches/${f.active.id}/decision?seat=0` }),
      expect: SEATED_ONLY,
    },
    {
      name: "POST /matches/{id}/orders for the owner's decision",
      fresh: 'active',
      call: (f) => ({
        method: 'post',
        path: `/matches/${f.active.id}/orders`,
        body: { decisionId: f.decisionId, order: f.example },
      }),
      expect: {
        none: 401,
        wrong: 401,
        other: [403, 'NOT_YOUR_DECISION'],
        spectator: [403, 'NOT_A_SEAT'],
        owner: 200,
      },
    },
    {
      name: 'GET /matches/{id}/events',
      call: (f) => ({ method: 'get', path: `/matches/${f.active.id}/events` }),
      expect: ok(),
    },
    {
      name: 'GET /matches/{id}/events of a private match',
      call: (f) => ({ method: 'get', path: `/matches/${f.privateActive.id}/events` }),
      expect: PRIVATE_READ,
    },
    {
      name: 'GET /matches/{id}/events/stream of a private match',
      stream: true,
      call: (f) => ({ method: 'get', path: `/matches/${f.privateActive.id}/events/stream` }),
      expect: { none: 404, wrong: 401, other: 200, spectator: 404, owner: 200 },
    },
    {
      name: 'GET /matches/{id}/events/stream',
      stream: true,
      call: (f) => ({ method: 'get', path: `/matches/${f.active.id}/events/stream` }),
      expect: ok(),
    },
    {
      name: "GET /matches/{id}/replay?seat=0 (the owner's orders)",
      call: (f) => ({ method: 'get', path: `/matches/${f.active.id}/replay?seat=0` }),
      expect: OWNER_SEAT_READ,
    },
    {
      name: 'GET /matches/{id}/replay of a private match',
      call: (f) => ({ method: 'get', path: `/matches/${f.privateActive.id}/replay` }),
      expect: PRIVATE_READ,
    },
    {
      name: 'POST /replays/verify',
      call: () => ({ method: 'post', path: '/replays/verify', body: replay }),
      expect: ok(),
    },
  ];

  async function status(
    c: RestCase,
    f: Fixture,
    role: Role,
  ): Promise<{ status: number; code?: string }> {
    const { method, path, body } = c.call(f);
    if (c.stream) {
      const s = new SseStream(`${t.url}/api/v1${path}`, headers(role));
      await s.until(() => s.status !== 0);
      s.close();
      return { status: s.status };
    }
    const req = t.http[method](`/api/v1${path}`).set(headers(role));
    const res = await (body === undefined ? req : req.send(body as object));
    return { status: res.status, code: res.body?.code };
  }

  it.each(rest.map((c) => [c.name, c] as const))('REST %s', async (_name, c) => {
    for (const role of ROLES) {
      const f = await fixture(c.fresh);
      const expected = c.expect[role];
      const [wantStatus, wantCode] = Array.isArray(expected) ? expected : [expected, undefined];
      const got = await status(c, f, role);
      const want = { role, status: wantStatus, ...(wantCode ? { code: wantCode } : {}) };
      expect({ role, status: got.status, ...(wantCode ? { code: got.code } : {}) }).toEqual(want);
      if (got.status === 401) expect(got.code ?? 'UNAUTHENTICATED').toBe('UNAUTHENTICATED');
    }
  });

  interface GqlCase {
    name: string;
    fresh?: 'active' | 'open' | 'privateOpen';
    query: string;
    variables(f: Fixture): Record<string, unknown>;
    /** null: answered without error. */
    expect: Record<Role, string | null>;
  }

  const U = 'UNAUTHENTICATED';
  const open = { none: null, wrong: U, other: null, spectator: null, owner: null };
  const privateRead = {
    none: 'MATCH_NOT_FOUND',
    wrong: U,
    other: null,
    spectator: 'MATCH_NOT_FOUND',
    owner: null,
  };
  const seatedOnly = {
    none: U,
    wrong: U,
    other: 'NOT_A_SEAT',
    spectator: 'NOT_A_SEAT',
    owner: null,
  };
  const graphql: GqlCase[] = [
    { name: 'me', query: '{ me { id } }', variables: () => ({}), expect: { ...open, none: U } },
    {
      name: 'registerPlayer',
      query: 'mutation { registerPlayer(input: { name: "New", kind: HUMAN }) { id } }',
      variables: () => ({}),
      expect: { none: null, wrong: null, other: null, spectator: null, owner: null },
    },
    { name: 'matches', query: '{ matches { items { id } } }', variables: () => ({}), expect: open },
    {
      name: 'match (private)',
      query: 'query($id: ID!) { match(id: $id) { id view } }',
      variables: (f) => ({ id: f.privateActive.id }),
      expect: privateRead,
    },
    {
      name: "match (the owner's seat)",
      query: 'query($id: ID!) { match(id: $id, seat: 0) { id view } }',
      variables: (f) => ({ id: f.active.id }),
      expect: {
        none: 'NOT_A_SEAT',
        wrong: U,
        other: 'NOT_A_SEAT',
        spectator: 'NOT_A_SEAT',
        owner: null,
      },
    },
    {
      name: "decision (the owner's seat)",
      query: 'query($id: ID!) { decision(matchId: $id, seat: 0) { decisionId } }',
      variables: (f) => ({ id: f.active.id }),
      expect: seatedOnly,
    },
    {
      name: 'createMatch',
      query:
        'mutation { createMatch(input: { rulesetId: "stratoyager", scenarioId: "dogfight" }) { id } }',
      variables: () => ({}),
      expect: { ...open, none: U },
    },
    {
      name: 'joinMatch (private)',
      fresh: 'privateOpen',
      query: 'mutation($id: ID!) { joinMatch(matchId: $id, seat: 1) { id } }',
      variables: (f) => ({ id: f.privateOpen.id }),
      expect: {
        none: U,
        wrong: U,
        other: 'MATCH_NOT_FOUND',
        spectator: 'MATCH_NOT_FOUND',
        owner: null,
      },
    },
    {
      name: 'leaveMatch',
      fresh: 'open',
      query: 'mutation($id: ID!) { leaveMatch(matchId: $id) { id } }',
      variables: (f) => ({ id: f.open.id }),
      expect: seatedOnly,
    },
    {
      name: "submitOrder (the owner's decision)",
      fresh: 'active',
      query:
        'mutation($id: ID!, $input: SubmitOrderInput!) { submitOrder(matchId: $id, input: $input) { seq } }',
      variables: (f) => ({
        id: f.active.id,
        input: { decisionId: f.decisionId, order: f.example },
      }),
      expect: {
        none: U,
        wrong: U,
        other: 'NOT_YOUR_DECISION',
        spectator: 'NOT_A_SEAT',
        owner: null,
      },
    },
    {
      name: "resign (the owner's seat)",
      fresh: 'active',
      query: 'mutation($id: ID!) { resign(matchId: $id, seat: 0) { status } }',
      variables: (f) => ({ id: f.active.id }),
      expect: seatedOnly,
    },
  ];

  it.each(graphql.map((c) => [c.name, c] as const))('GraphQL %s', async (_name, c) => {
    for (const role of ROLES) {
      const f = await fixture(c.fresh);
      const r = await gql(t, c.query, c.variables(f), keyOf(role));
      expect({ role, code: r.errors?.[0]?.extensions?.code ?? null }).toEqual({
        role,
        code: c.expect[role],
      });
      if (c.expect[role] === null) expect(r.data).toBeTruthy();
    }
  });

  const subscriptions: GqlCase[] = [
    {
      name: 'matchEvents (private)',
      query: 'subscription($id: ID!) { matchEvents(matchId: $id) { seq } }',
      variables: (f) => ({ id: f.privateActive.id }),
      expect: privateRead,
    },
    {
      name: 'phaseChanged (private)',
      query: 'subscription($id: ID!) { phaseChanged(matchId: $id) { status } }',
      variables: (f) => ({ id: f.privateActive.id }),
      expect: privateRead,
    },
    {
      name: 'matchEvents (public)',
      query: 'subscription($id: ID!) { matchEvents(matchId: $id) { seq } }',
      variables: (f) => ({ id: f.active.id }),
      expect: { none: null, wrong: U, other: null, spectator: null, owner: null },
    },
    {
      name: 'decisionRequired',
      query: 'subscription { decisionRequired { matchId decisionId } }',
      variables: () => ({}),
      expect: { none: U, wrong: U, other: null, spectator: null, owner: null },
    },
  ];

  it.each(subscriptions.map((c) => [c.name, c] as const))('graphql-ws %s', async (_name, c) => {
    for (const role of ROLES) {
      const key = keyOf(role);
      const client = wsClient(t, key ? { authorization: `Bearer ${key}` } : undefined);
      clients.push(client);
      const s = new Subscription<unknown>(client, c.query, c.variables(shared));
      await s.until(() => s.values.length > 0 || s.errors.length > 0);
      const error = s.errors[0] as { extensions?: { code?: string } } | undefined;
      expect({ role, code: error?.extensions?.code ?? null }).toEqual({
        role,
        code: c.expect[role],
      });
      s.close();
    }
  });
});
