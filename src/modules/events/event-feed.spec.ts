import { PubSub } from 'graphql-subscriptions';
import type { MatchEvent } from '../../engine/index.js';
import { type EventBatch, Topics } from '../match-runtime/index.js';
import { eventBatchFeed, eventFeed, type EventLog } from './event-feed.js';

const M = 'm1';
const ev = (seq: number, visibleTo?: number[]): MatchEvent =>
  visibleTo ? { seq, type: 't', visibleTo, data: {} } : { seq, type: 't', data: {} };

/** A log of `all` events as seat 0 may see them, counting its reads. */
function logOf(all: MatchEvent[], seat: number | null) {
  const reads: [number, number][] = [];
  let length = all.length;
  const log: EventLog = {
    length: async () => length,
    read: async (after, upTo) => {
      reads.push([after, upTo]);
      return all.filter(
        (e) =>
          e.seq > after &&
          e.seq <= upTo &&
          (!e.visibleTo || (seat !== null && e.visibleTo.includes(seat))),
      );
    },
  };
  return { log, reads, grow: (n: number) => (length = n) };
}

async function take(feed: AsyncIterableIterator<MatchEvent>, n: number): Promise<number[]> {
  const out: number[] = [];
  while (out.length < n) out.push((await feed.next()).value.seq);
  return out;
}

const batch = (fromSeq: number, toSeq: number, events: MatchEvent[]): EventBatch => ({
  matchId: M,
  fromSeq,
  toSeq,
  events,
});

describe('eventFeed', () => {
  it('reads what was missed, then follows batches, skipping what it already has', async () => {
    const pubSub = new PubSub();
    const all = [ev(1), ev(2, [1]), ev(3), ev(4)];
    const { log } = logOf(all, 0);
    const feed = eventFeed(pubSub, log, M, 0, 1);
    expect(await take(feed, 2)).toEqual([3, 4]);
    await pubSub.publish(Topics.events(M, 0), batch(3, 4, [ev(3), ev(4)]));
    await pubSub.publish(Topics.events(M, 0), batch(5, 6, [ev(5), ev(6)]));
    expect(await take(feed, 2)).toEqual([5, 6]);
    await feed.return!();
  });

  it('reads a gap from the log when a batch arrives before the one it follows', async () => {
    const pubSub = new PubSub();
    const all = [ev(1), ev(2), ev(3, [0]), ev(4, [1]), ev(5)];
    const { log, reads, grow } = logOf(all, 0);
    grow(1);
    const feed = eventFeed(pubSub, log, M, 0, 0);
    expect(await take(feed, 1)).toEqual([1]);
    grow(5);
    // The batch of seqs 4-5 (another instance was quicker) comes before that of 2-3.
    await pubSub.publish(Topics.events(M, 0), batch(4, 5, [ev(5)]));
    expect(await take(feed, 3)).toEqual([2, 3, 5]);
    expect(reads[reads.length - 1]).toEqual([1, 5]);
    await pubSub.publish(Topics.events(M, 0), batch(2, 3, [ev(2), ev(3, [0])]));
    await pubSub.publish(Topics.events(M, 0), batch(6, 6, [ev(6)]));
    expect(await take(feed, 1)).toEqual([6]);
    await feed.return!();
  });

  it('ends at once when its reader stops, and leaves no subscription behind', async () => {
    const pubSub = new PubSub();
    const { log } = logOf([], null);
    const feed = eventFeed(pubSub, log, M, 'public', 0);
    const waiting = feed.next();
    await new Promise((r) => setTimeout(r, 10));
    await feed.return!();
    expect(await waiting).toEqual({ value: undefined, done: true });
    // graphql-subscriptions keeps its handlers in an EventEmitter.
    const emitter = (pubSub as unknown as { ee: { listenerCount(t: string): number } }).ee;
    expect(emitter.listenerCount(Topics.events(M, 'public'))).toBe(0);
  });

  it('fails the stream, not the process, when the log cannot be read', async () => {
    const pubSub = new PubSub();
    const log: EventLog = {
      length: async () => 3,
      read: async () => Promise.reject(new Error('db down')),
    };
    const feed = eventFeed(pubSub, log, M, 'public', 0);
    await expect(feed.next()).rejects.toThrow('db down');
  });
});

describe('eventBatchFeed', () => {
  it('passes a commit at a time: what was missed as one batch, then each batch as published', async () => {
    const pubSub = new PubSub();
    const all = [ev(1), ev(2, [1]), ev(3), ev(4)];
    const { log } = logOf(all, 0);
    const feed = eventBatchFeed(pubSub, log, M, 0, 1);
    const missed = (await feed.next()).value as EventBatch;
    expect(missed).toEqual(batch(2, 4, [ev(3), ev(4)]));
    const published = batch(5, 7, [ev(5), ev(7)]);
    await pubSub.publish(Topics.events(M, 0), batch(3, 4, [ev(3), ev(4)]));
    await pubSub.publish(Topics.events(M, 0), published);
    // The very object published, so that every subscriber of the audience shares its result.
    expect((await feed.next()).value).toBe(published);
    await feed.return!();
  });

  it('passes on no batch that has nothing for the viewer', async () => {
    const pubSub = new PubSub();
    const { log } = logOf([], 0);
    const feed = eventBatchFeed(pubSub, log, M, 0, 0);
    const next = feed.next();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await pubSub.publish(Topics.events(M, 0), batch(1, 1, []));
    await pubSub.publish(Topics.events(M, 0), batch(2, 3, [ev(3)]));
    expect(await next).toEqual({ value: batch(2, 3, [ev(3)]), done: false });
    await feed.return!();
  });
});
