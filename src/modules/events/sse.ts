import type { Request, Response } from 'express';
import type { MatchEvent } from '../../engine/index.js';

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
