/**
 * A bound on the requests worked on at once, applied at the HTTP server's `request` event, before
 * Express and Nest build anything for a request (decision 0064). Past the bound a request waits in
 * line as Node parsed it (its `IncomingMessage` and `ServerResponse`, a few KB), and is handed to
 * Express when one in flight closes, first come first served.
 *
 * Why: the pool has a few database connections; a thousand bots each holding an order open made
 * the service parse all thousand and park them in the pool's queue for seconds, across many
 * scavenges, so every parked request's Express and Nest objects were promoted to the old
 * generation (decision 0062): twice the bytes promoted an order, twice the garbage collector's
 * work. Waiting here, before Express, a request holds a fraction of that.
 *
 * Reads count too: a write waiting behind reads that skipped the line would wait as long as all
 * the writes before it (a start's sign-ups timed out at 15 s that way in a first trial). Event
 * streams (SSE), /health, /health/ready, /metrics and CORS preflights never count and never wait;
 * GraphQL over WebSocket arrives as an `upgrade`, never a `request`. A counted request leaves the
 * bound when its response closes (answered, or its connection gone), so nothing that holds a
 * place waits for one in line: those in line are only ever behind it. No route waits for another
 * request to arrive (no long poll), so a place is never held waiting for one in line.
 */
import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Probes: answered whatever the load, so that a busy instance is not taken for a dead one. */
const PROBES = new Set(['/health', '/health/ready', '/metrics']);

/**
 * Every request waits its turn but the long-lived and the probes: event streams (any GET asking
 * for `text/event-stream`, or on a path ending `/stream`: the match's and the player's), /health,
 * /health/ready, /metrics, and CORS preflights. Express routes paths case-insensitively and with
 * or without a trailing slash, so they are compared so.
 */
export function countsAgainstTheBound(req: IncomingMessage): boolean {
  const method = req.method;
  if (method === 'OPTIONS') return false;
  if (method !== 'GET' && method !== 'HEAD') return true;
  if (req.headers.accept?.includes('text/event-stream')) return false;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  let path = (query < 0 ? url : url.slice(0, query)).toLowerCase();
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return !(PROBES.has(path) || path.endsWith('/stream'));
}

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  /** The request's own async context, so that it runs as if it had not waited. */
  context: AsyncResource;
}

export class RequestsInFlight {
  private counted = 0;
  /** First come first served: a match's orders are taken in the order they arrived. */
  private readonly line: Waiting[] = [];
  private head = 0;

  constructor(
    /** Counted requests handed on at once; 0: no bound. */
    readonly limit: number,
    private readonly handOn: RequestListener,
  ) {}

  /** Counted requests being worked on now. */
  get inFlight(): number {
    return this.counted;
  }

  /** Counted requests waiting for a place. */
  get waiting(): number {
    return this.line.length - this.head;
  }

  readonly take = (req: IncomingMessage, res: ServerResponse): void => {
    if (this.limit === 0 || !countsAgainstTheBound(req)) {
      this.handOn(req, res);
    } else if (this.counted < this.limit) {
      this.admit(req, res);
    } else {
      this.line.push({ req, res, context: new AsyncResource('salvo.request-in-line') });
    }
  };

  private admit(req: IncomingMessage, res: ServerResponse): void {
    this.counted++;
    res.once('close', this.release);
    this.handOn(req, res);
  }

  private readonly release = (): void => {
    this.counted--;
    while (this.counted < this.limit && this.head < this.line.length) {
      const next = this.line[this.head];
      this.line[this.head++] = undefined as unknown as Waiting;
      if (this.head > 1024 && this.head * 2 > this.line.length) {
        this.line.splice(0, this.head);
        this.head = 0;
      }
      // Its client left while it waited: nothing was taken in, nothing can be answered.
      if (next.req.socket.destroyed) {
        next.context.emitDestroy();
        continue;
      }
      next.context.runInAsyncScope(() => this.admit(next.req, next.res));
      next.context.emitDestroy();
    }
  };
}

const bounds = new WeakMap<Server, RequestsInFlight>();

/** The bound in front of `server`'s requests, if one was put there. */
export const requestsInFlightOf = (server: Server): RequestsInFlight | undefined =>
  bounds.get(server);

/** Puts the bound in front of the server's request listener (Express, as Nest registered it). */
export function boundRequestsInFlight(server: Server, limit: number): RequestsInFlight {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const handOn: RequestListener =
    listeners.length === 1
      ? listeners[0]
      : (req, res) => {
          for (const listener of listeners) listener.call(server, req, res);
        };
  const bound = new RequestsInFlight(limit, handOn);
  server.on('request', bound.take);
  bounds.set(server, bound);
  return bound;
}
