/** The refusals of invitations, each with a stable code. */
import { HttpStatus } from '@nestjs/common';
import { ApiProblem } from '../../common/problem.js';
import type { InvitationStatusValue } from './invitation.dto.js';

export const InvitationCodes = {
  invitationNotFound: 'INVITATION_NOT_FOUND',
  notMatchCreator: 'NOT_MATCH_CREATOR',
  notInvited: 'NOT_INVITED',
  seatInvited: 'SEAT_INVITED',
  playerNotFound: 'PLAYER_NOT_FOUND',
  expired: 'INVITATION_EXPIRED',
  accepted: 'INVITATION_ACCEPTED',
  declined: 'INVITATION_DECLINED',
  cancelled: 'INVITATION_CANCELLED',
} as const;

const ANSWERED: Record<Exclude<InvitationStatusValue, 'pending'>, string> = {
  expired: InvitationCodes.expired,
  accepted: InvitationCodes.accepted,
  declined: InvitationCodes.declined,
  cancelled: InvitationCodes.cancelled,
};

export const InvitationProblems = {
  /** Also the answer to anyone but the invited player and the inviter: it is theirs alone. */
  notFound: (id: string) =>
    new ApiProblem(
      HttpStatus.NOT_FOUND,
      InvitationCodes.invitationNotFound,
      `No invitation ${JSON.stringify(id.slice(0, 64))} for you.`,
    ),
  notMatchCreator: () =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      InvitationCodes.notMatchCreator,
      "Only the match's creator invites players to it, or withdraws an invitation.",
    ),
  notInvited: () =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      InvitationCodes.notInvited,
      'Only the invited player accepts or declines an invitation.',
    ),
  seatInvited: (seat: number) =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      InvitationCodes.seatInvited,
      `Seat ${seat} already has an invitation waiting for its answer: cancel it first.`,
    ),
  playerNotFound: (playerId: string) =>
    new ApiProblem(
      HttpStatus.UNPROCESSABLE_ENTITY,
      InvitationCodes.playerNotFound,
      `No player ${playerId}.`,
      [
        {
          path: '/playerId',
          code: InvitationCodes.playerNotFound,
          message: `no player ${playerId}`,
        },
      ],
    ),
  /** The invitation was answered, withdrawn or let expire: it can no longer change. */
  notPending: (status: Exclude<InvitationStatusValue, 'pending'>) =>
    new ApiProblem(
      HttpStatus.CONFLICT,
      ANSWERED[status],
      `The invitation is ${status}: only a pending invitation can be answered or cancelled.`,
      [],
      { invitationStatus: status },
    ),
};
