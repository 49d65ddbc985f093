import type { PubSubEngine } from 'graphql-subscriptions';
import { Topics, type PhaseNotice } from '../matches/match-topics.js';
import { Channel } from './channel.js';

/** A match's status and phase: where it is now, then every change. */
export function phaseFeed(
  pubSub: PubSubEngine,
  matchId: string,
  current: () => Promise<PhaseNotice>,
): AsyncIterableIterator<PhaseNotice> {
  let stop = (): void => {};
  const out = new Channel<PhaseNotice>(() => stop());
  let last: PhaseNotice | null = null;
  const send = (n: PhaseNotice): void => {
    // The current state may already include a change that is still being delivered: an older
    // notice, or the same one again, is not news.
    if (last && (n.lastEventSeq < last.lastEventSeq || sameAs(n, last))) return;
    last = n;
    out.push(n);
  };
  let early: PhaseNotice[] | null = [];
  const start = async (): Promise<void> => {
    const id = await pubSub.subscribe(
      Topics.phase(matchId),
      (n: PhaseNotice) => (early ? early.push(n) : send(n)),
      {},
    );
    stop = () => pubSub.unsubscribe(id);
    if (out.closed) return stop();
    send(await current());
    const queued = early ?? [];
    early = null;
    for (const n of queued) send(n);
  };
  start().catch((error: unknown) => out.fail(error));
  return out;
}

function sameAs(a: PhaseNotice, b: PhaseNotice): boolean {
  return (
    a.status === b.status && a.phase.label === b.phase.label && a.lastEventSeq === b.lastEventSeq
  );
}
