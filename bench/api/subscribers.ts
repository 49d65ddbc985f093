/**
 * Subscription delivery latency: many graphql-ws clients follow one match's events while a driver
 * plays it through REST, one order at a time. Each event is timed from the moment the order that
 * produced it was sent to the moment each subscriber receives it.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { registerPlayer, rest, restDoor, startMatch, type Player } from './client.js';
import { now, summarize, type LatencySummary } from './stats.js';

export interface DeliveryOptions {
  subscribers: number;
  /** Orders to play (fewer if the match ends first). */
  orders: number;
  scenarioId: string;
  /** `matchEvents` (a message per event) or `matchEventBatches` (a message per order). */
  feed: DeliveryFeed;
}

export type DeliveryFeed = 'events' | 'batches';

export interface DeliveryResult {
  feed: DeliveryFeed;
  subscribers: number;
  orders: number;
  events: number;
  deliveries: number;
  /** Deliveries expected but not received within the wait after the last order. */
  missing: number;
  /** From sending the order to a subscriber receiving an event it produced. */
  fromSubmitMs: LatencySummary;
  /** From the order's acknowledgement to receipt (negative: the event beat the HTTP answer). */
  fromAckMs: LatencySummary;
}

const SUBSCRIPTIONS: Record<DeliveryFeed, string> = {
  events: `subscription Follow($matchId: ID!, $after: Int) {
  matchEvents(matchId: $matchId, after: $after) { seq type }
}`,
  batches: `subscription Follow($matchId: ID!, $after: Int) {
  matchEventBatches(matchId: $matchId, after: $after) { toSeq events { seq type } }
}`,
};

interface FeedMessage {
  matchEvents?: { seq: number };
  matchEventBatches?: { events: { seq: number }[] };
}

/** The seqs of the events one message of either feed carries. */
function seqsOf(data: FeedMessage | null | undefined): number[] {
  if (data?.matchEvents) return [data.matchEvents.seq];
  return data?.matchEventBatches?.events.map((e) => e.seq) ?? [];
}

interface Subscriber {
  client: Client;
  received: Map<number, number>;
  /** Resolves once the server has acknowledged the connection. */
  connected: Promise<void>;
}

/**
 * Subscribers open their connections this many at a time: a thousand handshakes at once on a
 * loaded machine outlast graphql-ws's 3-second wait for the first message, which is the bench's
 * doing, not the server's delivery.
 */
const CONNECTING_AT_ONCE = 50;

function subscribe(
  ws: string,
  matchId: string,
  feed: DeliveryFeed,
  onEvent: () => void,
): Subscriber {
  const received = new Map<number, number>();
  let acknowledged: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (acknowledged = resolve));
  const client = createClient({
    url: ws,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => acknowledged() },
  });
  client.subscribe<FeedMessage>(
    { query: SUBSCRIPTIONS[feed], variables: { matchId, after: 0 } },
    {
      next: (message) => {
        const at = now();
        for (const seq of seqsOf(message.data)) received.set(seq, at);
        onEvent();
      },
      error: (error) => {
        throw new Error(`subscription failed: ${JSON.stringify(error)}`);
      },
      complete: () => undefined,
    },
  );
  return { client, received, connected };
}

/** The seqs of the public events after `after`, as a spectator lists them. */
async function publicSeqs(base: string, matchId: string, after: number): Promise<number[]> {
  const seqs: number[] = [];
  for (;;) {
    const { body } = await rest<{ events: { seq: number }[] }>(
      base,
      'GET',
      `/matches/${matchId}/events?after=${after}&limit=100`,
    );
    if (body.events.length === 0) return seqs;
    for (const event of body.events) seqs.push(event.seq);
    after = body.events[body.events.length - 1].seq;
  }
}

/** Resolves once `test` holds, checking after every event (and at least every 50 ms). */
function until(
  test: () => boolean,
  timeoutMs: number,
  listeners: Set<() => void>,
): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (result: boolean): void => {
      listeners.delete(check);
      clearInterval(timer);
      clearTimeout(timeout);
      resolve(result);
    };
    const check = (): void => {
      if (test()) done(true);
    };
    listeners.add(check);
    const timer = setInterval(check, 50);
    const timeout = setTimeout(() => done(false), timeoutMs);
    check();
  });
}

export async function measureDelivery(
  base: string,
  ws: string,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const seats: Player[] = [
    await registerPlayer(base, 'sub-a'),
    await registerPlayer(base, 'sub-b'),
  ];
  const matchId = await startMatch(base, seats[0], seats[1], options.scenarioId);
  const lastSeq = async (): Promise<number> =>
    (await rest<{ lastEventSeq: number }>(base, 'GET', `/matches/${matchId}`)).body.lastEventSeq;

  const listeners = new Set<() => void>();
  const notify = (): void => listeners.forEach((listener) => listener());
  const subscribers: Subscriber[] = [];
  while (subscribers.length < options.subscribers) {
    const batch = Array.from(
      { length: Math.min(CONNECTING_AT_ONCE, options.subscribers - subscribers.length) },
      () => subscribe(ws, matchId, options.feed, notify),
    );
    await Promise.all(batch.map((s) => s.connected));
    subscribers.push(...batch);
  }
  // Every subscriber has caught up with the log so far: all are live before the clock starts.
  const caughtUp = await lastSeq();
  const everyoneHas = (seq: number) => (): boolean =>
    subscribers.every((s) => seq === 0 || s.received.has(seq));
  if (!(await until(everyoneHas(caughtUp), 30_000, listeners))) {
    throw new Error('subscribers did not catch up with the event log within 30 s');
  }

  const door = restDoor(base);
  const sent = new Map<number, { sent: number; acked: number }>();
  let previousSeq = caughtUp;
  let orders = 0;
  while (orders < options.orders) {
    let moved = false;
    for (const player of seats) {
      const decision = await door.decision(matchId, player);
      if (!decision) continue;
      const t0 = now();
      const accepted = await door.submit(matchId, player, decision, decision.example);
      const t1 = now();
      for (let seq = previousSeq + 1; seq <= accepted.eventSeq; seq++) {
        sent.set(seq, { sent: t0, acked: t1 });
      }
      previousSeq = Math.max(previousSeq, accepted.eventSeq);
      orders++;
      moved = true;
    }
    if (!moved) break;
  }
  // Spectators receive the public events only: those are the deliveries to expect.
  const expected = await publicSeqs(base, matchId, caughtUp);
  const last = expected[expected.length - 1];
  if (last !== undefined) {
    await until(() => subscribers.every((s) => s.received.has(last)), 10_000, listeners);
  }

  const fromSubmit: number[] = [];
  const fromAck: number[] = [];
  let missing = 0;
  for (const subscriber of subscribers) {
    for (const seq of expected) {
      const at = subscriber.received.get(seq);
      const order = sent.get(seq);
      if (!order) continue;
      if (at === undefined) {
        missing++;
        continue;
      }
      fromSubmit.push(at - order.sent);
      fromAck.push(at - order.acked);
    }
  }
  await Promise.all(subscribers.map((s) => s.client.dispose()));
  return {
    feed: options.feed,
    subscribers: options.subscribers,
    orders,
    events: expected.length,
    deliveries: fromSubmit.length,
    missing,
    fromSubmitMs: summarize(fromSubmit),
    fromAckMs: summarize(fromAck),
  };
}
