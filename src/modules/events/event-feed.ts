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
 * A viewer's events from `after` on, a commit's worth at a time, with nothing lost or repeated.
 * It subscribes first, then reads the log up to its current length, then follows the topic. Each
 * batch says which range of the log its commit wrote: a batch that starts past the cursor reveals
 * a gap (a commit published late, or by another instance), which is read from the log. A viewer
 * holding several seats follows the public topic only as a signal and reads its events from the
 * log. Batches with nothing for the viewer are not passed on.
 */
export function eventBatchFeed(
  pubSub: PubSubEngine,
  log: EventLog,
  matchId: string,
  audience: Audience | 'several',
  after: number,
): AsyncIterableIterator<EventBatch> {
  let stop = (): void => {};
  let wake: (() => void) | null = null;
  const out = new Channel<EventBatch>(() => {
    stop();
    wake?.();
  });
  const inbox: EventBatch[] = [];
  const pass = (fromSeq: number, toSeq: number, events: MatchEvent[]): void => {
    if (events.length > 0) out.push({ matchId, fromSeq, toSeq, events });
  };

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
      pass(cursor + 1, upTo, await log.read(cursor, upTo));
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
      if (batch.fromSeq > cursor + 1 || audience === 'several') {
        pass(cursor + 1, batch.toSeq, await log.read(cursor, batch.toSeq));
      } else if (batch.fromSeq === cursor + 1) {
        // The batch as published: the same object for every subscriber of the audience, which
        // lets their results be shared (shared-results.ts).
        if (batch.events.length > 0) out.push(batch);
      } else {
        pass(
          cursor + 1,
          batch.toSeq,
          batch.events.filter((e) => e.seq > cursor),
        );
      }
      cursor = batch.toSeq;
    }
  };
  pump().catch((error: unknown) => out.fail(error));
  return out;
}

/** The same feed an event at a time: the very event objects of its batches, in order. */
export function eventFeed(
  pubSub: PubSubEngine,
  log: EventLog,
  matchId: string,
  audience: Audience | 'several',
  after: number,
): AsyncIterableIterator<MatchEvent> {
  const batches = eventBatchFeed(pubSub, log, matchId, audience, after);
  const out = new Channel<MatchEvent>(() => void batches.return?.());
  const pump = async (): Promise<void> => {
    for (let step = await batches.next(); !step.done; step = await batches.next()) {
      for (const e of step.value.events) out.push(e);
    }
  };
  pump().catch((error: unknown) => out.fail(error));
  return out;
}
