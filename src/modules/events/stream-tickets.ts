/**
 * Stream tickets: how a browser's EventSource, which cannot send an Authorization header, follows
 * a match as a player without putting the long-lived API key in a URL (URLs end up in logs and
 * histories). A ticket is random, names one match and one player, lives TICKET_TTL_MS and opens
 * one stream: opening it uses the ticket up, so one seen in a log is worthless.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedPlayer } from '../players/index.js';
import { assertReadable, MatchWriter } from '../match-runtime/index.js';
import { StreamTicketProblems } from './stream-ticket.problems.js';
import type { TicketStore } from './stream-ticket.store.js';

export const STREAM_TICKET_STORE = Symbol('STREAM_TICKET_STORE');
export const TICKET_TTL_MS = 60_000;
/** What a ticket for a player's own stream names in place of a match. */
export const PLAYER_STREAM = 'players/me/stream';
const PREFIX = 'st_';

/** Stored under its hash: whoever reads the store still cannot open a stream. */
const keyOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

@Injectable()
export class StreamTickets {
  constructor(
    @Inject(MatchWriter) private readonly writer: MatchWriter,
    @Inject(STREAM_TICKET_STORE) private readonly store: TicketStore,
  ) {}

  async issue(
    matchId: string,
    player: AuthenticatedPlayer,
  ): Promise<{ ticket: string; expiresAt: Date }> {
    await this.writer.read(matchId, ({ row, seats }) => assertReadable(row, seats, player));
    return this.grant(matchId, player);
  }

  /** A ticket for the player's own stream (`GET /players/me/stream`): every match of theirs. */
  issueForPlayerStream(player: AuthenticatedPlayer): Promise<{ ticket: string; expiresAt: Date }> {
    return this.grant(PLAYER_STREAM, player);
  }

  private async grant(
    matchId: string,
    player: AuthenticatedPlayer,
  ): Promise<{ ticket: string; expiresAt: Date }> {
    const ticket = PREFIX + randomBytes(32).toString('base64url');
    const expiresAt = Date.now() + TICKET_TTL_MS;
    const { id, name, kind, createdAt } = player;
    await this.store.put(
      keyOf(ticket),
      {
        matchId,
        expiresAt,
        player: { id, name, kind, createdAt: new Date(createdAt).toISOString() },
      },
      TICKET_TTL_MS,
    );
    return { ticket, expiresAt: new Date(expiresAt) };
  }

  /**
   * Uses the ticket up and says whom it lets in. Presented at another match it is refused and left
   * as it was: a refusal changes nothing, and the URL that would leak it names its match anyway.
   */
  async redeem(ticket: string, matchId: string): Promise<AuthenticatedPlayer> {
    const key = keyOf(ticket);
    const seen = ticket.startsWith(PREFIX) ? await this.store.peek(key) : null;
    if (!seen || seen.expiresAt <= Date.now()) throw StreamTicketProblems.invalid();
    if (seen.matchId !== matchId) throw StreamTicketProblems.otherMatch();
    // Taking is the atomic step: of two requests racing with one ticket, one gets null here.
    const grant = await this.store.take(key);
    if (!grant) throw StreamTicketProblems.invalid();
    return { ...grant.player, createdAt: new Date(grant.player.createdAt) };
  }
}
