import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedPlayer } from '../players/index.js';
import {
  assertReadable,
  isHeld,
  type MatchAct,
  MatchProblems,
  MatchWriter,
} from '../match-runtime/index.js';
import { InvitationStatusValue, type InvitationDto } from './invitation.dto.js';
import { InvitationProblems } from './invitation.problems.js';
import {
  answerInvitation,
  insertInvitation,
  invitationsOf,
  playerExists,
  readInvitation,
  seatInvited,
  type InvitationRow,
} from './invitation.store.js';
import { DEFAULT_INVITATION_SECONDS, type InvitePlayerInput } from './invite-player.input.js';

/**
 * Seats by consent: a match's creator invites a player to a seat; the player accepts (and is
 * seated, in the match's own transaction) or declines; the creator may withdraw it before.
 */
@Injectable()
export class InvitationsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MatchWriter) private readonly writer: MatchWriter,
  ) {}

  async invite(
    matchId: string,
    player: AuthenticatedPlayer,
    input: InvitePlayerInput,
  ): Promise<InvitationDto> {
    const now = new Date();
    const id = await this.writer.act(matchId, async (act) => {
      assertReadable(act.row, act.seats, player);
      if (act.row.createdBy !== player.id) throw InvitationProblems.notMatchCreator();
      if (act.status !== 'open') throw MatchProblems.matchNotOpen(act.status);
      const seat = act.seats.find((s) => s.seat === input.seat);
      if (!seat) {
        throw MatchProblems.invalidSeats([
          { path: '/seat', code: 'NO_SUCH_SEAT', message: `seats are 0..${act.seats.length - 1}` },
        ]);
      }
      if (isHeld(seat)) throw MatchProblems.seatTaken(input.seat);
      if (!(await playerExists(act.db, input.playerId))) {
        throw InvitationProblems.playerNotFound(input.playerId);
      }
      if (await seatInvited(act.db, matchId, input.seat, now)) {
        throw InvitationProblems.seatInvited(input.seat);
      }
      const seconds = input.expiresInSeconds ?? DEFAULT_INVITATION_SECONDS;
      return insertInvitation(act.db, {
        matchId,
        seat: input.seat,
        playerId: input.playerId,
        invitedBy: player.id,
        expiresAt: new Date(now.getTime() + seconds * 1000),
      });
    });
    return this.read(id, player);
  }

  async received(
    player: AuthenticatedPlayer,
    status: InvitationStatusValue | undefined,
  ): Promise<InvitationDto[]> {
    const now = new Date();
    const rows = await invitationsOf(this.dataSource.manager, player.id, status, now);
    return rows.map((row) => toDto(row, now));
  }

  /** The invited player takes the seat, in the match's transaction: the match may start. */
  async accept(id: string, player: AuthenticatedPlayer): Promise<InvitationDto> {
    const found = await this.invitedOne(this.dataSource.manager, id, player);
    await this.writer.act(found.matchId, async (act: MatchAct) => {
      const invitation = await this.invitedOne(act.db, id, player, { lock: true });
      const now = new Date();
      assertPending(invitation, now);
      const seat = act.seats.find((s) => s.seat === invitation.seat);
      if (seat && isHeld(seat)) throw MatchProblems.seatTaken(invitation.seat);
      if (act.status !== 'open') throw MatchProblems.matchNotOpen(act.status);
      act.setSeat({ seat: invitation.seat, playerId: player.id, bot: null });
      await answerInvitation(act.db, id, 'accepted', now);
    });
    return this.read(id, player);
  }

  decline(id: string, player: AuthenticatedPlayer): Promise<InvitationDto> {
    return this.close(id, player, 'declined');
  }

  cancel(id: string, player: AuthenticatedPlayer): Promise<InvitationDto> {
    return this.close(id, player, 'cancelled');
  }

  /** Declined by the invited player, or cancelled by the inviter; the seat is not touched. */
  private async close(
    id: string,
    player: AuthenticatedPlayer,
    status: 'declined' | 'cancelled',
  ): Promise<InvitationDto> {
    await this.dataSource.transaction(async (db) => {
      const invitation = await lookup(db, id, player, { lock: true });
      if (status === 'declined' && invitation.playerId !== player.id) {
        throw InvitationProblems.notInvited();
      }
      if (status === 'cancelled' && invitation.invitedBy !== player.id) {
        throw InvitationProblems.notMatchCreator();
      }
      const now = new Date();
      assertPending(invitation, now);
      await answerInvitation(db, id, status, now);
    });
    return this.read(id, player);
  }

  private async read(id: string, player: AuthenticatedPlayer): Promise<InvitationDto> {
    return toDto(await lookup(this.dataSource.manager, id, player), new Date());
  }

  /** The invitation, if it is addressed to `player` (the inviter may see it, not answer it). */
  private async invitedOne(
    db: EntityManager,
    id: string,
    player: AuthenticatedPlayer,
    options: { lock?: boolean } = {},
  ): Promise<InvitationRow> {
    const row = await lookup(db, id, player, options);
    if (row.playerId !== player.id) throw InvitationProblems.notInvited();
    return row;
  }
}

/** An invitation is the invited player's and the inviter's business; to anyone else, none. */
async function lookup(
  db: EntityManager,
  id: string,
  player: AuthenticatedPlayer,
  options: { lock?: boolean } = {},
): Promise<InvitationRow> {
  // Ids are UUIDs: anything else names no invitation (and must not reach SQL as a uuid).
  const row = isUUID(id) ? await readInvitation(db, id, options) : null;
  if (!row || (row.playerId !== player.id && row.invitedBy !== player.id)) {
    throw InvitationProblems.notFound(id);
  }
  return row;
}

function publicStatus(row: InvitationRow, now: Date): InvitationStatusValue {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) {
    return InvitationStatusValue.EXPIRED;
  }
  return row.status as InvitationStatusValue;
}

function assertPending(row: InvitationRow, now: Date): void {
  const status = publicStatus(row, now);
  if (status !== InvitationStatusValue.PENDING) throw InvitationProblems.notPending(status);
}

function toDto(row: InvitationRow, now: Date): InvitationDto {
  return { ...row, status: publicStatus(row, now) };
}
