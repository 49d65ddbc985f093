import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/** The refusals an operation may answer, by status, each naming its problem codes. */
export const ApiRefusals = (refusals: Record<number, string>): MethodDecorator =>
  applyDecorators(
    ...Object.entries(refusals).map(([status, description]) =>
      ApiResponse({
        status: Number(status),
        description: `application/problem+json: ${description}`,
      }),
    ),
  );

/** Reading a match as one of your seats (`?seat=`), or as a spectator. */
export const SEAT_VIEW_REFUSALS = {
  403: 'NOT_A_SEAT (asked for a seat that is not yours)',
  404: 'MATCH_NOT_FOUND',
} as const;
