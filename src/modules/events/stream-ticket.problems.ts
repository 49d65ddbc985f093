import { HttpStatus } from '@nestjs/common';
import { ApiProblem } from '../../common/problem.js';

export const StreamTicketProblems = {
  invalid: () =>
    new ApiProblem(
      HttpStatus.UNAUTHORIZED,
      'STREAM_TICKET_INVALID',
      'The stream ticket is unknown, expired or already used: get a new one (POST /api/v1/matches/{matchId}/stream-tickets).',
    ),
  otherMatch: () =>
    new ApiProblem(
      HttpStatus.FORBIDDEN,
      'STREAM_TICKET_OTHER_MATCH',
      'The stream ticket is for another match (it still opens that one).',
    ),
  withKey: () =>
    ApiProblem.validation(
      [
        {
          path: '/ticket',
          code: 'TICKET_WITH_API_KEY',
          message: 'Send a ticket or an Authorization header, not both.',
        },
      ],
      'A ticket and an API key were both sent.',
    ),
};
