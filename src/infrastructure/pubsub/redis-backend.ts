/**
 * The pub/sub transport through Redis, so that every instance serving the same matches sees each
 * other's events; loaded by the PubSub module only when REDIS_URL is set.
 */
import { Logger } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import { withTimeout } from '../../common/timeout.js';
import type { PubSubBackend } from './pubsub.backend.js';

function redisClient(url: string, role: string, logger: Logger): Redis {
  const client = new Redis(url, {
    connectionName: `salvo-${role}`,
    lazyConnect: true,
    // Keep retrying while Redis is away; readiness reports it meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    maxRetriesPerRequest: 3,
    // How long a closing socket may take before it is destroyed (ioredis waits 2 s by default).
    disconnectTimeout: 250,
  });
  let healthy = true;
  client.on('error', (error: Error) => {
    // One line when the connection is lost, not one per reconnection attempt.
    if (healthy) logger.warn(`Redis ${role} connection: ${error.message}`);
    healthy = false;
  });
  client.on('ready', () => {
    if (!healthy) logger.log(`Redis ${role} connection restored`);
    healthy = true;
  });
  return client;
}

/** QUIT lets pending commands finish; a connection that is not up is simply dropped. */
async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await withTimeout(client.quit(), 2000, 'Redis QUIT').catch(() => undefined);
  }
  client.disconnect();
}

/**
 * graphql-redis-subscriptions 2.7 leaves rejections nobody handles, each of which ends a Node
 * process; marked handled here:
 * - for a topic being subscribed, a promise for the topic's later subscribers, rejected when the
 *   SUBSCRIBE fails even if nobody waits on it (whenever Redis is away); the caller still gets the
 *   failure from `subscribe`'s own promise;
 * - `unsubscribe` sends UNSUBSCRIBE and PUNSUBSCRIBE and drops their promises, which reject when
 *   the connection is closed first (a subscription that ends as the service stops).
 */
class RedisPubSubNoStrayRejections extends RedisPubSub {
  constructor(options: { publisher: Redis; subscriber: Redis }) {
    super(options);
    for (const command of ['unsubscribe', 'punsubscribe'] as const) {
      const send = options.subscriber[command].bind(options.subscriber) as (
        ...channels: string[]
      ) => Promise<unknown>;
      Object.assign(options.subscriber, {
        [command]: (...channels: string[]) => {
          const reply = send(...channels);
          reply.catch(() => undefined);
          return reply;
        },
      });
    }
  }

  override subscribe<T>(
    trigger: string,
    onMessage: (message: T) => void,
    options?: unknown,
  ): Promise<number> {
    const subscribing = super.subscribe(trigger, onMessage, options);
    const pendingByTopic = (this as unknown as { subsPendingRefsMap?: Map<string, PendingRefs> })
      .subsPendingRefsMap;
    for (const { pending } of pendingByTopic?.values() ?? []) pending.catch(() => undefined);
    return subscribing;
  }
}

interface PendingRefs {
  pending: { catch(onRejected: () => void): unknown };
}

export function redisBackend(url: string): PubSubBackend {
  const logger = new Logger('PubSub');
  const publisher = redisClient(url, 'publisher', logger);
  const subscriber = redisClient(url, 'subscriber', logger);
  const engine = new RedisPubSubNoStrayRejections({ publisher, subscriber });
  return {
    kind: 'redis',
    engine: engine as unknown as PubSubEngine,
    redis: publisher,
    connect: () => {
      // Failures are logged by the clients, which keep retrying; readiness reports them.
      for (const client of [publisher, subscriber]) client.connect().catch(() => undefined);
    },
    ping: async (timeoutMs) => {
      await withTimeout(Promise.all([publisher.ping(), subscriber.ping()]), timeoutMs, 'Redis');
    },
    close: () => Promise.all([publisher, subscriber].map(closeClient)).then(() => undefined),
  };
}
