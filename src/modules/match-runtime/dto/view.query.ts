import { ArgsType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { MAX_SEAT } from '../../../common/integer-bounds.js';
import { PassesWhen } from '../../../common/validation.js';

/** `?seat=` (and the GraphQL `seat` argument): which of the caller's seats to see the match as. */
@ArgsType()
// Most reads ask for no seat in particular: nothing to convert or check.
@PassesWhen((v) => Object.keys(v).length === 0)
export class ViewQuery {
  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 0,
    maximum: MAX_SEAT,
    description:
      'Which of your seats to see the match as (default: your first; spectators: the public view).',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  seat?: number;
}
