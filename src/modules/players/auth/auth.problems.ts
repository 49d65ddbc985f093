import { HttpStatus } from '@nestjs/common';
import { ApiProblem, ProblemCode } from '../../../common/problem.js';

export const AuthProblems = {
  missingKey: () =>
    new ApiProblem(
      HttpStatus.UNAUTHORIZED,
      ProblemCode.unauthenticated,
      'This needs an API key: send `Authorization: Bearer <apiKey>` (POST /api/v1/players gives one).',
    ),
  badKey: () =>
    new ApiProblem(
      HttpStatus.UNAUTHORIZED,
      ProblemCode.unauthenticated,
      'The API key is not valid. Credentials are `Authorization: Bearer <apiKey>`.',
    ),
};
