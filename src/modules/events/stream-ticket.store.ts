/**
 * Where stream tickets wait to be redeemed: in memory for one instance; in Redis when REDIS_URL is
 * set, so a ticket issued by one instance opens a stream on another. Taking is atomic: a ticket
 * opens at most one stream however many requests race for it.
 */
import type { Redis } from 'ioredis';

/** Whom a ticket lets in, and where. */
export interface TicketGrant {
  matchId: string;
  /** Epoch milliseconds; the store's own expiry only frees the space. */
  expiresAt: number;
  player: { id: string; name: string; kind: 'human' | 'bot'; createdAt: string };
}

export interface TicketStore {
  put(key: string, grant: TicketGrant, ttlMs: number): Promise<void>;
  /** The grant, left in place; null when unknown or already taken. */
  peek(key: string): Promise<TicketGrant | null>;
  /** The grant, removed; null when unknown or already taken (it may have expired: check). */
  take(key: string): Promise<TicketGrant | null>;
}

export class MemoryTicketStore implements TicketStore {
  private readonly tickets = new Map<string, { grant: TicketGrant; expiresAt: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  async put(key: string, grant: TicketGrant, ttlMs: number): Promise<void> {
    this.sweep();
    this.tickets.set(key, { grant, expiresAt: this.now() + ttlMs });
  }

  async peek(key: string): Promise<TicketGrant | null> {
    return this.tickets.get(key)?.grant ?? null;
  }

  async take(key: string): Promise<TicketGrant | null> {
    const entry = this.tickets.get(key);
    this.tickets.delete(key);
    return entry?.grant ?? null;
  }

  /** Unredeemed tickets would otherwise stay for ever: memory stays bounded by the issue rate. */
  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.tickets) {
      if (entry.expiresAt <= now) this.tickets.delete(key);
    }
  }
}

const parse = (stored: string | null): TicketGrant | null =>
  stored === null ? null : (JSON.parse(stored) as TicketGrant);

export class RedisTicketStore implements TicketStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'salvo:stream-ticket:',
  ) {}

  async put(key: string, grant: TicketGrant, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(grant), 'PX', ttlMs);
  }

  async peek(key: string): Promise<TicketGrant | null> {
    return parse(await this.redis.get(this.prefix + key));
  }

  async take(key: string): Promise<TicketGrant | null> {
    return parse(await this.redis.getdel(this.prefix + key));
  }
}
