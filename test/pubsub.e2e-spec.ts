/**
 * PUB_SUB delivers what is published to subscribers: in-process, or through Redis (REDIS_URL),
 * where two instances on one Redis see each other's events. GraphQL answers over graphql-ws.
 */
import type { PubSubEngine } from 'graphql-subscriptions';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { PUB_SUB } from '../src/infrastructure/pubsub/pubsub.module.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createDuel, decisionOf } from './support/matches.js';
import { registerPlayer } from './support/players.js';
import { recordUnhandledRejections, recordWarnings } from './support/process-warnings.js';
import { SseStream } from './support/sse.js';

/**
 * The next payload on `topic`, and when the subscription is live: Redis confirms a SUBSCRIBE
 * asynchronously, and a message published before that is not delivered.
 */
function nextMessage(
  pubSub: PubSubEngine,
  topic: string,
): { subscribed: Promise<number>; received: Promise<unknown> } {
  let subscribed!: Promise<number>;
  const received = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing on ${topic} within 5 s`)), 5000);
    subscribed = pubSub.subscribe(
      topic,
      (payload: unknown) => {
        clearTimeout(timer);
        resolve(payload);
      },
      {},
    );
  });
  return { subscribed, received };
}

const topic = (name: string) => `test.${name}.${process.pid}.${Date.now()}`;

describe(`pub/sub (${process.env.REDIS_URL ? 'Redis' : 'in-process'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // 50 anonymous spectators share one address: lift the per-client stream cap (its own suite,
    // stream-caps, tests the cap) so this suite measures fan-out alone.
    t = await startTestApp({ listen: true, env: { MAX_STREAMS_PER_CLIENT: '100' } });
  });
  afterAll(() => t?.close());

  it('delivers a published payload to a subscriber', async () => {
    const pubSub = t.app.get<PubSubEngine>(PUB_SUB);
    const name = topic('roundtrip');
    const { subscribed, received } = nextMessage(pubSub, name);
    await subscribed;
    await pubSub.publish(name, { seq: 1, type: 'phaseChanged' });
    expect(await received).toEqual({ seq: 1, type: 'phaseChanged' });
  });

  it('answers GraphQL over graphql-ws at /graphql', async () => {
    const client = createClient({
      url: `${t.url!.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const result = await new Promise((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: '{ serverInfo { name } }' },
          { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toEqual({ data: { serverInfo: { name: 'Salvo' } } });
    } finally {
      await client.dispose();
    }
  });

  it('serves 50 spectators of one match, each following its events, without a leak warning', async () => {
    const recorded = recordWarnings();
    const spectators: SseStream[] = [];
    try {
      const red = await registerPlayer(t, 'Red');
      const blue = await registerPlayer(t, 'Blue');
      const m = await createDuel(t, red, blue, { visibility: 'public' });
      const stream = `${t.url}/api/v1/matches/${m.id}/events/stream?after=${m.lastEventSeq}`;
      for (let i = 0; i < 50; i++) spectators.push(new SseStream(stream));
      // Each answers once its feed follows the topic: all 50 listen to it at once.
      await Promise.all(spectators.map((s) => s.until(() => s.status === 200)));

      const decision = (await decisionOf(t, m.id, red))!;
      await t.http
        .post(`/api/v1/matches/${m.id}/orders`)
        .set(red.auth)
        .send({ decisionId: decision.decisionId, order: decision.example })
        .expect(200);
      const accepted = (s: SseStream): boolean =>
        s.messages().some((e) => e.type === 'order.accepted' && e.seq > m.lastEventSeq);
      await Promise.all(spectators.map((s) => s.until(() => accepted(s))));
      // A warning is emitted on the next tick after the listener that crosses the limit.
      await new Promise((resolve) => setImmediate(resolve));
      const leaks = recorded.warnings.filter((w) => w.name === 'MaxListenersExceededWarning');
      expect(leaks.map((w) => w.message)).toEqual([]);
    } finally {
      spectators.forEach((s) => s.close());
      recorded.stop();
    }
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('two instances on one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a subscription ended after its connection closed leaves no unhandled rejection', async () => {
    const c = await startTestApp();
    const pubSub = c.app.get<PubSubEngine>(PUB_SUB);
    const id = await pubSub.subscribe(topic('closing'), () => undefined, {});
    const unhandled = recordUnhandledRejections();
    try {
      await c.close();
      pubSub.unsubscribe(id);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled.reasons.map(String)).toEqual([]);
    } finally {
      unhandled.stop();
    }
  });

  it('an event published on one instance reaches subscribers on the other', async () => {
    const name = topic('fan-out');
    const { subscribed, received } = nextMessage(a.app.get<PubSubEngine>(PUB_SUB), name);
    await subscribed;
    await b.app.get<PubSubEngine>(PUB_SUB).publish(name, { from: 'b' });
    expect(await received).toEqual({ from: 'b' });
  });
});
