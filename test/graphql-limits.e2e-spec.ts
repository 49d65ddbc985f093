/**
 * GraphQL refuses what it cannot serve cheaply or at all, with a code to switch on (issue 12,
 * findings 4 and 7): a subscription sent over HTTP, and documents over the depth, alias,
 * directive, token or cost limits, refused before they run, over HTTP and over graphql-ws.
 */
import { getIntrospectionQuery } from 'graphql';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './helpers/app.js';
import { wsClient } from './support/graphql.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

/** `{ serverInfo { name } }` under `count` aliases. */
const aliases = (count: number): string =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: serverInfo { name }`).join(' ')} }`;

describe(`GraphQL limits on ${mode} (issue 12, findings 4 and 7)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
  });
  afterAll(() => t?.close());

  const post = (query: string, variables?: Record<string, unknown>) =>
    t.http.post('/graphql').send({ query, variables });

  it('answers a subscription sent over HTTP POST with 400 SUBSCRIPTION_OVER_HTTP', async () => {
    const res = await post(
      'subscription { matchEvents(matchId: "00000000-0000-4000-8000-000000000000") { seq } }',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        message: expect.stringContaining('graphql-ws'),
        extensions: { code: 'SUBSCRIPTION_OVER_HTTP', status: 400 },
      },
    ]);
  });

  it('refuses the 5,000-alias query fast (its tokens already pass the limit): TOO_MANY_TOKENS', async () => {
    const started = Date.now();
    const res = await post(aliases(5000));
    const elapsed = Date.now() - started;
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([
      {
        message: 'The document has more than 3000 tokens.',
        extensions: { code: 'TOO_MANY_TOKENS', status: 400 },
      },
    ]);
    // Refused while parsing, not after running 5,000 resolvers (9 s before the fix).
    expect(elapsed).toBeLessThan(2000);
  });

  it('refuses more than 30 aliases with 400 TOO_MANY_ALIASES', async () => {
    const res = await post(aliases(31));
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0]).toMatchObject({
      message: 'Aliases limit of 30 exceeded, found 31.',
      extensions: { code: 'TOO_MANY_ALIASES', status: 400 },
    });
    const fine = await post(aliases(30)).expect(200);
    expect(Object.keys(fine.body.data)).toHaveLength(30);
  });

  it('refuses a query nested deeper than 20 levels with 400 QUERY_TOO_DEEP', async () => {
    // Only introspection nests this deep: a type reference's ofType { ofType { … } }.
    const deep = (levels: number) =>
      `{ __schema { types { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } }`;
    const res = await post(deep(18));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'QUERY_TOO_DEEP', status: 400 });
    await post(deep(17)).expect(200);
  });

  it("still answers GraphiQL's full introspection query", async () => {
    const res = await post(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.__schema.types.length).toBeGreaterThan(20);
  });

  it('refuses too many directives with 400 TOO_MANY_DIRECTIVES', async () => {
    const res = await post(`{ serverInfo ${'@include(if: true) '.repeat(21)} { name } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'TOO_MANY_DIRECTIVES', status: 400 });
  });

  it('refuses a query whose estimated cost is over 2000 with 400 QUERY_TOO_COSTLY', async () => {
    // 20 aliases (under the limit), each listing matches with every field: about 3,000.
    const full =
      'matches { nextCursor items { id status rulesetId rulesetVersion scenarioId createdBy ' +
      'createdAt updatedAt startedAt finishedAt deadlineSeconds dice lastEventSeq orderCount ' +
      'seed seedHash variants visibility phase { turn step } ' +
      'seats { seat playerId open bot } awaiting { decisionId seat kind deadline } ' +
      'outcome { winners reason } } }';
    const res = await post(
      `{ ${Array.from({ length: 20 }, (_, i) => `m${i}: ${full}`).join(' ')} }`,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toEqual({ code: 'QUERY_TOO_COSTLY', status: 400 });
    await post(`{ ${full} }`).expect(200);
  });

  it('answers over graphql-ws with the same codes: limits, deep variables, bad documents', async () => {
    const client = wsClient(t);
    const first = (query: string, variables?: Record<string, unknown>) =>
      new Promise<unknown>((resolve) => {
        client.subscribe(
          { query, variables },
          { next: resolve, error: resolve, complete: () => resolve('completed') },
        );
      });
    const coded = (code: string) => [
      expect.objectContaining({ extensions: expect.objectContaining({ code, status: 400 }) }),
    ];
    // `{"a":{"a":…}}` 40 deep, past the 32 levels a body may nest.
    const deep: Record<string, unknown> = {};
    let inner = deep;
    for (let i = 0; i < 40; i++) inner = inner.a = {} as Record<string, unknown>;
    try {
      expect(await first(aliases(31))).toEqual(coded('TOO_MANY_ALIASES'));
      expect(await first(aliases(5000))).toEqual(coded('TOO_MANY_TOKENS'));
      expect(await first('query ($v: JSON) { serverInfo { name } }', { v: deep })).toEqual(
        coded('JSON_TOO_DEEP'),
      );
      expect(await first('{ serverInfo { colour } }')).toEqual(coded('INVALID_QUERY'));
      expect(await first('{ serverInfo { ')).toEqual(coded('MALFORMED_QUERY'));
    } finally {
      await client.dispose();
    }
  });

  it('closes a graphql-ws connection whose message is over BODY_LIMIT (1009), before parsing it', async () => {
    const socket = new WebSocket(
      `${t.url!.replace(/^http/, 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    const received: string[] = [];
    // Whichever comes first: the close, or an answer to the operation (it was read and run).
    const outcome = new Promise<string>((resolve) => {
      socket.on('close', (code) => resolve(`closed ${code}`));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; id?: string };
        received.push(message.type);
        if (message.id === '1') resolve(`answered with ${message.type}`);
      });
    });
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    const acknowledged = Date.now() + 10_000;
    while (!received.includes('connection_ack') && Date.now() < acknowledged) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // 300 KB of comment around a tiny query: few tokens, but past the 256 KB limit.
    const query = `# ${'x'.repeat(300 * 1024)}\n{ serverInfo { name } }`;
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
    expect(await outcome).toBe('closed 1009');
  });
});
