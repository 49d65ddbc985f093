/**
 * Live feeds (SSE streams, GraphQL subscriptions) hold a connection and a pub/sub listener each
 * for as long as they last: a client may hold only so many at once, counted per API key (or
 * player), or per address when anonymous. Counted by each instance for its own connections.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

/** The live feeds this process serves now, by kind (`/metrics` reports them). */
export const openFeeds = { sse: 0, graphqlWs: 0 };

export class FeedLimiter {
  private readonly held = new Map<string, number>();

  /** `kind`: which count of `openFeeds` the places taken here add to. */
  constructor(
    readonly max: number,
    private readonly kind?: keyof typeof openFeeds,
  ) {}

  /** A place for `client`, or null when it already holds `max`. */
  acquire(client: string): Release | null {
    const holding = this.held.get(client) ?? 0;
    if (holding >= this.max) return null;
    this.held.set(client, holding + 1);
    if (this.kind) openFeeds[this.kind]++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.kind) openFeeds[this.kind]--;
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
    };
  }
}

/** Who is counted: an API key (by digest: the key itself is kept nowhere), else the address. */
export function feedClientOfKey(key: string | null, address: string | undefined): string {
  if (key) return `key:${createHash('sha256').update(key).digest('hex')}`;
  return `address:${address ?? 'unknown'}`;
}

/** The caller's address on a WebSocket upgrade, as Express's `req.ip` would read it. */
export function upgradeAddress(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim() !== '') {
    return forwarded.split(',')[0].trim();
  }
  return request.socket.remoteAddress;
}
