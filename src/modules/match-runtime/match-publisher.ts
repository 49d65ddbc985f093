import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { isVisible, type MatchEvent } from '../../engine/index.js';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import type { DecisionNotice } from './decision-notice.js';
import { Topics, type EventBatch, type PhaseNotice } from './match-topics.js';
import type { PendingDecision } from './match.row.js';

/** What one commit changed, for publication. Holds unredacted events: never sent as is. */
export interface Committed {
  matchId: string;
  seats: number;
  /** New events, in order (possibly none). */
  events: MatchEvent[];
  /** Set when the status, phase or outcome changed. */
  phase: PhaseNotice | null;
  /** Decisions newly owed by seats that players hold, for their players alone. */
  decisions: { playerId: string; notice: DecisionNotice }[];
  /** Every decision owed now by a seat a built-in bot holds (played in-process, not published). */
  botDecisions: PendingDecision[];
}

/** Told of each commit in this process, after it is published; must not wait on the match. */
export type CommitObserver = (c: Committed) => void;

/**
 * Publishes a commit, after it is committed. A failure to publish does not undo the order (it is
 * durable and acknowledged): subscribers find what they missed in the event log when the next
 * batch shows them the gap, or when they reconnect.
 */
@Injectable()
export class MatchPublisher {
  private readonly logger = new Logger(MatchPublisher.name);
  private readonly observers: CommitObserver[] = [];

  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  /** In-process work that follows commits (the built-in bots): the instance that commits acts. */
  observe(observer: CommitObserver): void {
    this.observers.push(observer);
  }

  async publish(c: Committed): Promise<void> {
    const sends: Promise<void>[] = [];
    if (c.events.length > 0) {
      const fromSeq = c.events[0].seq;
      const toSeq = c.events[c.events.length - 1].seq;
      const batch = (events: MatchEvent[]): EventBatch => ({
        matchId: c.matchId,
        fromSeq,
        toSeq,
        events,
      });
      sends.push(
        this.pubSub.publish(
          Topics.events(c.matchId, 'public'),
          batch(c.events.filter((e) => isVisible(e, null))),
        ),
      );
      for (let seat = 0; seat < c.seats; seat++) {
        sends.push(
          this.pubSub.publish(
            Topics.events(c.matchId, seat),
            batch(c.events.filter((e) => isVisible(e, seat))),
          ),
        );
      }
    }
    if (c.phase) sends.push(this.pubSub.publish(Topics.phase(c.matchId), c.phase));
    for (const d of c.decisions) {
      sends.push(this.pubSub.publish(Topics.decisions(d.playerId), d.notice));
    }
    const results = await Promise.allSettled(sends);
    for (const r of results) {
      if (r.status === 'rejected') this.logger.warn(`publish failed: ${String(r.reason)}`);
    }
    for (const observer of this.observers) observer(c);
  }
}
