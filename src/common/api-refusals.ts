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
