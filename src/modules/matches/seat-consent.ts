/**
 * Consent: a match's creator seats only itself and built-in bots. Any other player sits only by
 * their own act — joining an open seat, or accepting an invitation — so nobody's default orders
 * are ever played in a match they did not choose (a ladder could otherwise be farmed).
 */
import { HttpStatus } from '@nestjs/common';
import { ApiProblem, type FieldProblem } from '../../common/problem.js';
import type { AuthenticatedPlayer } from '../players/index.js';
import type { SeatAssignment } from './dto/create-match.input.js';

export const CONSENT_REQUIRED = 'CONSENT_REQUIRED';

export function assertSeatsConsented(
  creator: AuthenticatedPlayer,
  seats: readonly SeatAssignment[],
): void {
  const others: FieldProblem[] = seats.flatMap((a, i) =>
    a.playerId !== undefined && a.playerId !== creator.id
      ? [
          {
            path: `/seats/${i}/playerId`,
            code: CONSENT_REQUIRED,
            message: `player ${a.playerId} sits only by joining or accepting an invitation`,
          },
        ]
      : [],
  );
  if (others.length === 0) return;
  throw new ApiProblem(
    HttpStatus.FORBIDDEN,
    CONSENT_REQUIRED,
    'A match is created with you and built-in bots only: invite other players ' +
      '(POST /api/v1/matches/{matchId}/invitations) or leave their seats open for them to join.',
    others,
  );
}
