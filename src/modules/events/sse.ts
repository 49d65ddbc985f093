import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FeedLimiter, type Release } from '../../common/live-feeds.js';
import { ApiProblem, ProblemCode } from '../../common/problem.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { MatchEvent } from '../../engine/index.js';
import type { AuthenticatedPlayer } from '../players/index.js';

/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Streams events as Server-Sent Events: `id:` is the event's seq, so a browser's EventSource
 * resumes with `Last-Event-ID` by itself; `data:` is the event as JSON. Ends when the client goes.
 */
export function streamEvents(
  req: Request,
  res: Response,
  feed: AsyncIterableIterator<MatchEvent>,
  onEnd: () => void = () => undefined,
): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write('retry: 2000\n\n');
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
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
      for await (const event of feed) {
        res.write(`id: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`);
      }
    } catch (error) {
      // The stream is already open: the failure travels as an event, not a status.
      req.log?.error({ err: error }, 'event stream failed');
      res.write(
        `event: error\ndata: ${JSON.stringify({ code: 'INTERNAL', detail: 'The event stream failed; reconnect.' })}\n\n`,
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

  constructor(@InjectConfig() config: AppConfig) {
    this.limiter = new FeedLimiter(config.liveFeeds.streamsPerClient);
  }

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
    streamEvents(req, res, feed, release);
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
