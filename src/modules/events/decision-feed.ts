import type { PubSubEngine } from 'graphql-subscriptions';
import { type DecisionNotice, Topics } from '../match-runtime/index.js';
import { currentThenLive } from './current-then-live.js';

/** How many decisions a feed remembers having sent, so as not to send one twice. */
const REMEMBERED = 10_000;

/**
 * Every decision a player owes, in all its matches: those owed at subscription time, then each
 * new one as a commit makes it owed. One connection serves a bot playing many matches.
 */
export function decisionFeed(
  pubSub: PubSubEngine,
  playerId: string,
  owedNow: () => Promise<DecisionNotice[]>,
): AsyncIterableIterator<DecisionNotice> {
  const sent = new Set<string>();
  const notSentYet = (n: DecisionNotice): boolean => {
    const key = `${n.matchId}/${n.decisionId}`;
    if (sent.has(key)) return false;
    if (sent.size >= REMEMBERED) sent.clear();
    sent.add(key);
    return true;
  };
  return currentThenLive(pubSub, Topics.decisions(playerId), owedNow, notSentYet);
}
