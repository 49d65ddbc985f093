import { InputType, Int } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { MAX_SEAT } from '../../../common/integer-bounds.js';

/** Join, leave or resign: which seat (optional when there is an obvious one). */
@ApiSchema({ name: 'SeatChoice' })
@InputType('SeatChoice', { description: 'Which seat; optional where there is an obvious one.' })
export class SeatChoice {
  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 0,
    maximum: MAX_SEAT,
    description:
      'The seat. Join: the first open seat when absent. Leave: all of yours when absent. Resign: your seat when you hold one.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  seat?: number;
}
