import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?seat=`: which of the caller's seats to see the match as. */
export class ViewQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description:
      'Which of your seats to see the match as (default: your first; spectators: the public view).',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(63)
  seat?: number;
}
