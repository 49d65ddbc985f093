import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource } from 'typeorm';
import type { MatchEvent } from '../../engine/index.js';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import {
  assertReadable,
  type Audience,
  type DecisionNotice,
  type EventBatch,
  describePending,
  MatchWriter,
  outcomeOf,
  type PhaseNotice,
  readEvents,
  readMatch,
  seatsOf,
  SETUP_PHASE,
  Topics,
} from '../match-runtime/index.js';
import { decisionFeed } from './decision-feed.js';
import { eventBatchFeed, eventFeed, type EventLog } from './event-feed.js';
import {
  DEFAULT_EVENTS_PAGE,
  type EventPage,
  type EventsQuery,
  type PhaseChange,
} from './events.dto.js';
import { phaseFeed } from './phase-feed.js';
import { playerFeed, type HeldMatch } from './player-feed.js';
import type { StreamMessage } from './sse.js';

/** A finished match's feed: what is stored, then the end. */
async function* storedOnly(events: MatchEvent[]): AsyncIterableIterator<MatchEvent> {
  yield* events;
}

/** Catching up reads the log in pages of this size. */
const READ_PAGE = 1000;
/** The most matches whose owed decisions a new decisionRequired subscription is told about. */
const OWED_MATCHES = 500;

/** Reading and following a match's event log, redacted for the caller. */
@Injectable()
export class EventsService {
  constructor(
    @Inject(MatchWriter) private readonly writer: MatchWriter,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  /** One page of the log: what REST's event pages and the `matchEventPage` query both serve. */
  list(matchId: string, player: AuthenticatedPlayer | null, page: EventsQuery): Promise<EventPage> {
    const { after = 0, limit = DEFAULT_EVENTS_PAGE } = page;
    return this.writer.read(matchId, async ({ row, seats, db }) => {
      assertReadable(row, seats, player);
      const events = await readEvents(db, matchId, {
        after,
        limit,
        seats: seatsOf(seats, player?.id),
      });
      return { events, lastEventSeq: row.eventSeq };
    });
  }

  /**
   * The caller's events after `after`, then live: the door behind SSE and `matchEvents`. With
   * `untilOver`, a match already over gives its stored events and ends (SSE streams end with the
   * match; a live feed would wait forever for an event that never comes).
   */
  async follow(
    matchId: string,
    player: AuthenticatedPlayer | null,
    after: number,
    untilOver = false,
  ): Promise<AsyncIterableIterator<MatchEvent>> {
    const { log, audience, over, read } = await this.logFor(matchId, player);
    if (untilOver && over) return storedOnly(await read(after));
    return eventFeed(this.pubSub, log, matchId, audience, after);
  }

  /** The same, a commit's events at a time: the door behind `matchEventBatches`. */
  async followBatches(
    matchId: string,
    player: AuthenticatedPlayer | null,
    after: number,
  ): Promise<AsyncIterableIterator<EventBatch>> {
    const { log, audience } = await this.logFor(matchId, player);
    return eventBatchFeed(this.pubSub, log, matchId, audience, after);
  }

  /** The match's log as the caller may read it; refuses a match the caller may not see. */
  private async logFor(
    matchId: string,
    player: AuthenticatedPlayer | null,
  ): Promise<{
    log: EventLog;
    audience: Audience | 'several';
    over: boolean;
    /** The caller's events after `from`, up to `upTo` or the end. */
    read: (from: number, upTo?: number) => Promise<MatchEvent[]>;
  }> {
    const { mine, over } = await this.writer.read(matchId, ({ row, seats }) => {
      assertReadable(row, seats, player);
      return {
        mine: seatsOf(seats, player?.id),
        over: row.status === 'finished' || row.status === 'cancelled',
      };
    });
    const db = this.dataSource.manager;
    const read = async (from: number, upTo?: number): Promise<MatchEvent[]> => {
      const out: MatchEvent[] = [];
      for (let cursor = from; ;) {
        const page = await readEvents(db, matchId, {
          after: cursor,
          upTo,
          limit: READ_PAGE,
          seats: mine,
        });
        out.push(...page);
        if (page.length < READ_PAGE) return out;
        cursor = page[page.length - 1].seq;
      }
    };
    return {
      log: { length: async () => (await readMatch(db, matchId))?.eventSeq ?? 0, read },
      audience: mine.length === 0 ? 'public' : mine.length === 1 ? mine[0] : 'several',
      over,
      read,
    };
  }

  async followPhase(
    matchId: string,
    player: AuthenticatedPlayer | null,
  ): Promise<AsyncIterableIterator<PhaseChange>> {
    const current = (): Promise<PhaseNotice> =>
      this.writer.read(matchId, ({ row, seats }) => {
        assertReadable(row, seats, player);
        const phase = row.phase ?? SETUP_PHASE;
        return {
          matchId,
          status: row.status,
          phase,
          outcome: outcomeOf(row.outcome),
          lastEventSeq: row.eventSeq,
        };
      });
    await current(); // refuses at once a match the caller may not see
    return phaseFeed(this.pubSub, matchId, current) as AsyncIterableIterator<PhaseChange>;
  }

  followDecisions(player: AuthenticatedPlayer): AsyncIterableIterator<DecisionNotice> {
    return decisionFeed(this.pubSub, player.id, () => this.owedNow(player));
  }

  /**
   * Everything about the player's matches on one feed: their events, the decisions owed and the
   * challenges received (the door behind `GET /players/me/stream`).
   */
  followPlayer(
    player: AuthenticatedPlayer,
    rescanMs: number,
  ): AsyncIterableIterator<StreamMessage> {
    return playerFeed(
      {
        active: () => this.activeMatches(player),
        decisions: () => this.followDecisions(player),
        events: (matchId, after) => this.follow(matchId, player, after, true),
        challenges: async (push) => {
          const id = await this.pubSub.subscribe(Topics.challenges(player.id), push, {});
          return () => this.pubSub.unsubscribe(id);
        },
      },
      rescanMs,
    );
  }

  private activeMatches(player: AuthenticatedPlayer): Promise<HeldMatch[]> {
    return this.dataSource.query(
      `SELECT DISTINCT m.id AS "matchId", m.event_seq AS "eventSeq", m.updated_at
         FROM matches m JOIN match_seats s ON s.match_id = m.id
        WHERE s.player_id = $1 AND m.status = 'active'
        ORDER BY m.updated_at LIMIT $2`,
      [player.id, OWED_MATCHES],
    );
  }

  /** Every decision the player owes now, in all its active matches. */
  private async owedNow(player: AuthenticatedPlayer): Promise<DecisionNotice[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT m.id, m.updated_at FROM matches m JOIN match_seats s ON s.match_id = m.id
        WHERE s.player_id = $1 AND m.status = 'active' AND m.pending <> '[]'::jsonb
        ORDER BY m.updated_at LIMIT $2`,
      [player.id, OWED_MATCHES],
    );
    const out: DecisionNotice[] = [];
    for (const { id } of rows) {
      const owed = await this.writer.read(id, async ({ row, seats, match }) => {
        const mine = seatsOf(seats, player.id);
        const due = row.status === 'active' ? row.pending.filter((p) => mine.includes(p.seat)) : [];
        if (due.length === 0) return [];
        const live = await match();
        return due.map((p) => describePending(id, live, p));
      });
      out.push(...owed);
    }
    return out;
  }
}
