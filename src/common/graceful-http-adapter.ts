/**
 * Express, with the HTTP side of a graceful shutdown. Nest calls `beforeClose` first; then, among
 * the shutdown hooks, Apollo's drain plugin (which @nestjs/apollo installs) closes the server and
 * waits for the requests in flight, closing each connection after its last answer; after the
 * hooks, the pools close. Added here:
 * - the listener closes in `beforeClose`, so new connections are refused from the first moment,
 *   whatever the hooks before the drain take and whether GraphQL is loaded or not;
 * - event streams (Server-Sent Events) are ended: they have no natural end, and an open one would
 *   hold the shutdown until SHUTDOWN_TIMEOUT_MS runs out (exit 1). The client's EventSource
 *   reconnects by itself and resumes from Last-Event-ID, on another instance or on this one
 *   restarted. Ordinary requests finish.
 */
import type { Server } from 'node:http';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/** A request in flight when the shutdown began may only start streaming later. */
const STREAM_CHECK_MS = 100;

export class GracefulExpressAdapter extends ExpressAdapter {
  private readonly inFlight = new Set<Response>();
  private streamCheck: NodeJS.Timeout | null = null;

  constructor() {
    super();
    this.use((_req: Request, res: Response, next: NextFunction) => {
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
      next();
    });
  }

  override beforeClose(): void {
    super.beforeClose();
    const server = this.getHttpServer() as Server | undefined;
    if (server?.listening) server.close();
    this.endEventStreams();
    this.streamCheck ??= setInterval(() => this.endEventStreams(), STREAM_CHECK_MS);
    this.streamCheck.unref();
  }

  override async close(): Promise<unknown> {
    try {
      return await super.close();
    } finally {
      if (this.streamCheck) clearInterval(this.streamCheck);
      this.streamCheck = null;
    }
  }

  private endEventStreams(): void {
    for (const res of this.inFlight) {
      if (!res.headersSent || res.writableEnded || !isEventStream(res)) continue;
      // The stream's writer may still be handing over an event it had in hand: writing after
      // the end is then an error event on the response, which must not crash the process.
      res.on('error', () => undefined);
      res.end();
    }
  }
}

function isEventStream(res: Response): boolean {
  return String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
}
