import type { PubSubEngine } from 'graphql-subscriptions';
import { Channel } from './channel.js';

/**
 * A topic followed from where things stand: it subscribes first, then sends what `current`
 * reads, then the notices that came meanwhile, in order, then each new one — so nothing
 * published between the read and the subscription is lost. `isNews` drops the rest: what is
 * current may already include a notice that is still being delivered.
 */
export function currentThenLive<T>(
  pubSub: PubSubEngine,
  topic: string,
  current: () => Promise<readonly T[]>,
  isNews: (notice: T) => boolean,
): AsyncIterableIterator<T> {
  let stop = (): void => {};
  const out = new Channel<T>(() => stop());
  const send = (n: T): void => {
    if (isNews(n)) out.push(n);
  };
  let early: T[] | null = [];

  const start = async (): Promise<void> => {
    const id = await pubSub.subscribe(topic, (n: T) => (early ? early.push(n) : send(n)), {});
    stop = () => pubSub.unsubscribe(id);
    if (out.closed) return stop();
    for (const n of await current()) send(n);
    const queued = early ?? [];
    early = null;
    for (const n of queued) send(n);
  };
  start().catch((error: unknown) => out.fail(error));
  return out;
}
