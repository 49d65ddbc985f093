import type { PubSubEngine } from 'graphql-subscriptions';
import { type PhaseNotice, Topics } from '../match-runtime/index.js';
import { currentThenLive } from './current-then-live.js';

/** A match's status and phase: where it is now, then every change. */
export function phaseFeed(
  pubSub: PubSubEngine,
  matchId: string,
  current: () => Promise<PhaseNotice>,
): AsyncIterableIterator<PhaseNotice> {
  let last: PhaseNotice | null = null;
  const isNews = (n: PhaseNotice): boolean => {
    // An older notice, or the same one again, is not news.
    if (last && (n.lastEventSeq < last.lastEventSeq || sameAs(n, last))) return false;
    last = n;
    return true;
  };
  return currentThenLive(pubSub, Topics.phase(matchId), async () => [await current()], isNews);
}

function sameAs(a: PhaseNotice, b: PhaseNotice): boolean {
  return (
    a.status === b.status && a.phase.label === b.phase.label && a.lastEventSeq === b.lastEventSeq
  );
}
