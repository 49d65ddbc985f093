import type { PubSubEngine } from 'graphql-subscriptions';
import type { MatchEvent } from '../../engine/index.js';
import { type Audience, type EventBatch, Topics } from '../match-runtime/index.js';
import { Channel } from './channel.js';

/** Where a feed reads what the topics did not bring it: the event log, redacted for the viewer. */
export interface EventLog {
  /** How long the log is now. */
  length(): Promise<number>;
  /** The viewer's events with after < seq <= upTo, in order. */
  read(after: number, upTo: number): Promise<MatchEvent[]>;
}

/**
 * A viewer's events from `after` on, with nothing lost or repeated. It subscribes first, then
 * reads the log up to its current length, then follows the topic. Each batch says which range of
 * the log its commit wrote: a batch that starts past the cursor reveals a gap (a commit published
 * late, or by another instance), which is read from the log. A viewer holding several seats
 * follows the public topic only as a signal and reads its events from the log.
 */
export function eventFeed(
  pubSub: PubSubEngine,
  log: EventLog,
  matchId: string,
  audience: Audience | 'several',
  after: number,
): AsyncIterableIterator<MatchEvent> {
  let stop = (): void => {};
  let wake: (() => void) | null = null;
  const out = new Channel<MatchEvent>(() => {
    stop();
    wake?.();
  });
  const inbox: EventBatch[] = [];

  const pump = async (): Promise<void> => {
    const topic = Topics.events(matchId, audience === 'several' ? 'public' : audience);
    const id = await pubSub.subscribe(
      topic,
      (batch: EventBatch) => {
        inbox.push(batch);
        wake?.();
      },
      {},
    );
    stop = () => pubSub.unsubscribe(id);
    if (out.closed) return stop();
    let cursor = after;
    const upTo = await log.length();
    if (upTo > cursor) {
      for (const e of await log.read(cursor, upTo)) out.push(e);
      cursor = upTo;
    }
    while (!out.closed) {
      const batch = inbox.shift();
      if (!batch) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      if (batch.toSeq <= cursor) continue;
      // The batch as published when it starts at the cursor: the same array and event objects
      // for every subscriber of the audience, which lets their results be shared (shared-results.ts).
      const events =
        batch.fromSeq > cursor + 1 || audience === 'several'
          ? await log.read(cursor, batch.toSeq)
          : batch.fromSeq === cursor + 1
            ? batch.events
            : batch.events.filter((e) => e.seq > cursor);
      for (const e of events) out.push(e);
      cursor = batch.toSeq;
    }
  };
  pump().catch((error: unknown) => out.fail(error));
  return out;
}
