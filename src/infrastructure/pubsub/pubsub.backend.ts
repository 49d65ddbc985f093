/**
 * Where published events travel: within this process, or through Redis so that every instance
 * serving the same matches sees them. Callers only ever see a `PubSubEngine`. The Redis transport
 * is in redis-backend.ts, loaded only when REDIS_URL is set (decision 0021: ioredis and its
 * subscriptions package are memory an instance without Redis never uses).
 */
import { EventEmitter } from 'node:events';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import type { Redis } from 'ioredis';

export interface PubSubBackend {
  kind: 'in-process' | 'redis';
  engine: PubSubEngine;
  /** A Redis connection for plain commands (shared counters), when the transport is Redis. */
  redis: Redis | null;
  /** Opens the connections (nothing is opened before, so a failed start-up leaks none). */
  connect(): void;
  /** Resolves when the transport answers; rejects (or times out) when it does not. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The in-process transport's emitter. Each subscriber of a topic is one listener on the topic's
 * event, so a match followed by many spectators or one player's many connections has many
 * listeners by design: Node's leak warning past 10 would cry wolf for this emitter. What keeps
 * them bounded is that every feed unsubscribes when it ends (events/channel.ts).
 */
function topicEmitter(): EventEmitter {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}

export function inProcessBackend(): PubSubBackend {
  return {
    kind: 'in-process',
    engine: new PubSub({ eventEmitter: topicEmitter() }),
    redis: null,
    connect: () => {},
    ping: async () => {},
    close: async () => {},
  };
}
