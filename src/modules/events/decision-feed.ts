import type { PubSubEngine } from 'graphql-subscriptions';
import type { DecisionNotice } from '../matches/decision-notice.js';
import { Topics } from '../matches/match-topics.js';
import { Channel } from './channel.js';

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
  let stop = (): void => {};
  const out = new Channel<DecisionNotice>(() => stop());
  const sent = new Set<string>();
  const send = (n: DecisionNotice): void => {
    const key = `${n.matchId}/${n.decisionId}`;
    if (sent.has(key)) return;
    if (sent.size >= REMEMBERED) sent.clear();
    sent.add(key);
    out.push(n);
  };
  let live: DecisionNotice[] | null = [];

  const start = async (): Promise<void> => {
    const id = await pubSub.subscribe(
      Topics.decisions(playerId),
      (n: DecisionNotice) => (live ? live.push(n) : send(n)),
      {},
    );
    stop = () => pubSub.unsubscribe(id);
    if (out.closed) return stop();
    for (const n of await owedNow()) send(n);
    // Notices that came while the owed decisions were read follow them, in order.
    const early = live ?? [];
    live = null;
    for (const n of early) send(n);
  };
  start().catch((error: unknown) => out.fail(error));
  return out;
}
