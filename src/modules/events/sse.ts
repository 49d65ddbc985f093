import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FeedLimiter, type Release } from '../../common/live-feeds.js';
import { ApiProblem, ProblemCode } from '../../common/problem.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { MatchEvent } from '../../engine/index.js';
import type { AuthenticatedPlayer } from '../players/index.js';

/** The event that ends a match: a stream sends it, then ends (the match has nothing more to say). */
const LAST_EVENT = 'match.finished';

/** One SSE message: a named event, with an `id:` where it can be resumed from. */
function message(event: string, data: unknown, id?: number): string {
  return `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;
}

/** A named event of a stream that is not one match's (no `id:`: it cannot be resumed). */
export interface StreamMessage {
  event: string;
  data: unknown;
}

/** How a feed's items go on the wire: their text, and whether the item ends the stream. */
interface Render<T> {
  (item: T): { text: string; last: boolean };
}

const renderMatchEvent: Render<MatchEvent> = (event) => ({
  text:
    message('matchEvent', event, event.seq) +
    (event.type === 'phase.changed' ? message('phaseChanged', event.data) : ''),
  last: event.type === LAST_EVENT,
});

const renderMessage: Render<StreamMessage> = (m) => ({
  text: message(m.event, m.data),
  last: false,
});

/**
 * Streams a match's events as Server-Sent Events, in the manner of Lichess's streams:
 * - `event: matchEvent`, `id:` its seq (a browser's EventSource resumes with `Last-Event-ID` by
 *   itself), `data:` the event as JSON;
 * - `event: phaseChanged` after each `phase.changed`, with the new phase as data;
 * - a `: heartbeat` comment every `heartbeatMs` (15 s by default), so proxies keep an idle stream;
 * - after `match.finished`, `event: end` and the end of the response. The feed ends by itself
 *   when the match was over before the stream opened.
 */
export function streamEvents(
  req: Request,
  res: Response,
  feed: AsyncIterableIterator<MatchEvent>,
  heartbeatMs: number,
  onEnd: () => void = () => undefined,
): void {
  streamFeed(req, res, feed, {
    heartbeatMs,
    render: renderMatchEvent,
    endsWith: LAST_EVENT,
    onEnd,
  });
}

/**
 * A feed as Server-Sent Events, heartbeats between. `endsWith`: the feed ends (its last item, or
 * its own end), then an `end` event with this reason, then the response; null: a stream that
 * lasts until the client goes away.
 */
function streamFeed<T>(
  req: Request,
  res: Response,
  feed: AsyncIterableIterator<T>,
  o: { heartbeatMs: number; render: Render<T>; endsWith: string | null; onEnd: () => void },
): void {
  const { heartbeatMs, onEnd } = o;
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write('retry: 2000\n\n');
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  const finish = (): void => {
    onEnd();
    clearInterval(heartbeat);
    void feed.return?.();
    if (!res.writableEnded) res.end();
  };
  // The response's close: the client went away (the request's own close comes once it is read).
  res.on('close', finish);
  void (async () => {
    try {
      for await (const item of feed) {
        if (res.writableEnded) break;
        const { text, last } = o.render(item);
        res.write(text);
        if (last) break;
      }
      // EventSource reconnects after any end; `end` tells it to close instead.
      if (!res.writableEnded && o.endsWith !== null) {
        res.write(message('end', { reason: o.endsWith }));
      }
    } catch (error) {
      // The stream is already open: the failure travels as an event, not a status.
      req.log?.error({ err: error }, 'event stream failed');
      res.write(
        message('error', { code: 'INTERNAL', detail: 'The event stream failed; reconnect.' }),
      );
    } finally {
      finish();
    }
  })();
}

/**
 * Opens event streams within the cap on streams one client holds at once (MAX_STREAMS_PER_CLIENT):
 * a player however it came in (API key or ticket), or an address when anonymous. Over the cap:
 * 429 TOO_MANY_STREAMS, before anything is sent; a stream's place comes back when it ends.
 */
@Injectable()
export class EventStreams {
  private readonly limiter: FeedLimiter;
  private readonly heartbeatMs: number;

  constructor(@InjectConfig() config: AppConfig) {
    this.limiter = new FeedLimiter(config.liveFeeds.streamsPerClient, 'sse');
    this.heartbeatMs = config.liveFeeds.heartbeatMs;
  }

  /** One match's events, until it ends. */
  async open(
    req: Request,
    res: Response,
    player: AuthenticatedPlayer | null,
    follow: () => Promise<AsyncIterableIterator<MatchEvent>>,
  ): Promise<void> {
    const release = this.place(player ? `player:${player.id}` : `address:${req.ip ?? 'unknown'}`);
    let feed: AsyncIterableIterator<MatchEvent>;
    try {
      feed = await follow();
    } catch (error) {
      release();
      throw error;
    }
    streamEvents(req, res, feed, this.heartbeatMs, release);
  }

  /** A player's stream of named messages: it lasts until the client goes away. */
  openLasting(
    res: Response,
    req: Request,
    player: AuthenticatedPlayer,
    follow: (rescanMs: number) => AsyncIterableIterator<StreamMessage>,
  ): void {
    const release = this.place(`player:${player.id}`);
    streamFeed(req, res, follow(this.heartbeatMs), {
      heartbeatMs: this.heartbeatMs,
      render: renderMessage,
      endsWith: null,
      onEnd: release,
    });
  }

  private place(client: string): Release {
    const release = this.limiter.acquire(client);
    if (release) return release;
    throw new ApiProblem(
      429,
      ProblemCode.tooManyStreams,
      `At most ${this.limiter.max} event streams at once per player (or address without a key): close one first.`,
    );
  }
}
