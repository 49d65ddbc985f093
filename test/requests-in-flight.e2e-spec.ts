/**
 * The bound on requests in flight (MAX_REQUESTS_IN_FLIGHT, common/requests-in-flight.ts) through
 * HTTP: no more requests reach their handlers at once than the bound, the rest (reads too) wait in
 * line and are taken in the order they came; meanwhile /health, an SSE stream and GraphQL over a
 * WebSocket are answered at once; a keep-alive connection carries waiting writes and reads after
 * them; a write whose client leaves while it waits never reaches its handler and frees its place.
 */
import { Agent, request, type ClientRequest } from 'node:http';
import { requestsInFlightOf, type RequestsInFlight } from '../src/common/requests-in-flight.js';
import { HeldWrites, HeldWritesModule } from './fixtures/held-writes.module.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { wsClient } from './support/graphql.js';
import { createDuel, type MatchBody } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';
import { SseStream } from './support/sse.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const BOUND = 2;

interface Answer {
  status: number;
  body: string;
  reusedSocket: boolean;
}

interface Sent {
  answer: Promise<Answer>;
  request: ClientRequest;
}

describe(`the bound on requests in flight, on ${mode}`, () => {
  let t: TestApp;
  let held: HeldWrites;
  let bound: RequestsInFlight;
  let red: TestPlayer;
  let blue: TestPlayer;
  let match: MatchBody;
  const closers: (() => void)[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      listen: true,
      modules: [HeldWritesModule],
      env: { MAX_REQUESTS_IN_FLIGHT: String(BOUND), SSE_HEARTBEAT_MS: '200' },
    });
    held = t.app.get(HeldWrites);
    bound = requestsInFlightOf(t.app.getHttpServer())!;
    red = await registerPlayer(t, 'Red');
    blue = await registerPlayer(t, 'Blue');
    match = await createDuel(t, red, blue);
  });
  afterAll(async () => {
    closers.forEach((close) => close());
    held?.releaseAll();
    await t?.close();
  });

  function send(method: string, path: string, body?: unknown, agent: Agent | false = false): Sent {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    let req!: ClientRequest;
    const answer = new Promise<Answer>((resolve, reject) => {
      req = request(
        `${t.url}${path}`,
        {
          method,
          agent,
          headers: payload ? { 'content-type': 'application/json' } : {},
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: text, reusedSocket: req.reusedSocket }),
          );
        },
      );
      req.once('error', reject);
      req.end(payload);
    });
    return { answer, request: req };
  }

  const hold = (n: number, agent: Agent | false = false): Sent =>
    send('POST', '/api/v1/fixtures/held', { n }, agent);

  async function until(test: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Lets held writes go until every one of `sent` is answered. */
  async function releaseUntilAnswered(sent: Sent[]): Promise<Answer[]> {
    let done = false;
    const all = Promise.all(sent.map((s) => s.answer)).finally(() => (done = true));
    while (!done) {
      held.releaseAll();
      await new Promise((r) => setTimeout(r, 10));
    }
    return all;
  }

  /** Writes `from`..`to`, each sent once the one before reached its handler or the line. */
  async function holdInTurn(from: number, to: number, agent: Agent | false = false) {
    const sent: Sent[] = [];
    for (let n = from; n <= to; n++) {
      const seen = held.reached.length + bound.waiting;
      sent.push(hold(n, agent));
      await until(() => held.reached.length + bound.waiting > seen, `write ${n} to arrive`);
    }
    return sent;
  }

  beforeEach(() => {
    held.reached.length = 0;
    held.mostAtOnce = 0;
  });

  it('holds the bound, answers reads and streams meanwhile, then takes the rest in order', async () => {
    const sent = await holdInTurn(1, 5);
    expect(held.holding).toBe(BOUND);
    expect(bound.inFlight).toBe(BOUND);
    expect(bound.waiting).toBe(3);
    expect(held.reached).toEqual([1, 2]);

    // A read waits its turn too.
    const waiting = bound.waiting;
    const read = send('GET', `/api/v1/matches/${match.id}`);
    await until(() => bound.waiting > waiting, 'the read to wait in line');
    // Probes and streams never wait: health, an event stream, GraphQL over a WebSocket.
    await t.http.get('/health').expect(200);
    await t.http.get('/health/ready').expect(200);
    const stream = new SseStream(`${t.url}/api/v1/matches/${match.id}/events/stream`, red.auth);
    closers.push(() => stream.close());
    await stream.until(() => stream.raw.includes(': heartbeat\n\n'), 5_000);
    expect(stream.status).toBe(200);
    const ws = wsClient(t);
    closers.push(() => void ws.dispose());
    const typename = await new Promise<unknown>((resolve, reject) => {
      ws.subscribe(
        { query: '{ __typename }' },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    expect(typename).toEqual({ data: { __typename: 'Query' } });
    expect(held.mostAtOnce).toBe(BOUND);

    const answers = await releaseUntilAnswered(sent);
    expect((await read.answer).status).toBe(200);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => (JSON.parse(a.body) as { n: number }).n)).toEqual([1, 2, 3, 4, 5]);
    expect(held.reached).toEqual([1, 2, 3, 4, 5]);
    expect(held.mostAtOnce).toBe(BOUND);
    await until(() => bound.inFlight === 0, 'the places to be free');
    expect(bound.waiting).toBe(0);
    stream.close();
  });

  it('keeps a keep-alive connection working through the line', async () => {
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    closers.push(() => keepAlive.destroy());
    const first = await holdInTurn(1, BOUND);
    // This one waits in line, on the keep-alive connection.
    const inLine = await holdInTurn(3, 3, keepAlive);
    expect(bound.waiting).toBe(1);
    const answers = await releaseUntilAnswered([...first, ...inLine]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // The same connection carries a write and a read after it.
    const again = await releaseUntilAnswered([hold(4, keepAlive)]);
    expect(again[0]).toMatchObject({ status: 200, reusedSocket: true });
    const read = await send('GET', '/health', undefined, keepAlive).answer;
    expect(read).toMatchObject({ status: 200, reusedSocket: true });
    expect(held.reached).toEqual([1, 2, 3, 4]);
    await until(() => bound.inFlight === 0, 'the places to be free');
  });

  it('drops a write whose client left while it waited, and its place is not lost', async () => {
    const first = await holdInTurn(1, BOUND);
    const [gone] = await holdInTurn(3, 3);
    gone.answer.catch(() => undefined);
    gone.request.destroy();
    // The server hears the connection close.
    await new Promise((r) => setTimeout(r, 100));
    const [after] = await holdInTurn(4, 4);
    expect(bound.waiting).toBe(2);
    const answers = await releaseUntilAnswered([...first, after]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(held.reached).toEqual([1, 2, 4]);
    await until(() => bound.inFlight === 0 && bound.waiting === 0, 'the places to be free');
    // Every place is back: the bound's worth of writes reach their handlers at once again.
    const next = await holdInTurn(5, 4 + BOUND);
    expect(held.holding).toBe(BOUND);
    await releaseUntilAnswered(next);
  });
});
