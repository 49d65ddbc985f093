import { ArgsType, ID, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsEnum, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { MatchStatusValue } from '../../match-runtime/index.js';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

/** GET /matches filters and paging; the `matches` query's arguments. */
@ArgsType()
export class MatchesQuery {
  @ApiField({
    type: () => MatchStatusValue,
    optional: true,
    description: 'Only matches in this status.',
  })
  @IsOptional()
  @IsEnum(MatchStatusValue)
  status?: MatchStatusValue;

  @ApiField({
    type: () => String,
    optional: true,
    example: 'stratoyager',
    description: 'Only matches of this ruleset.',
  })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  rulesetId?: string;

  @ApiField({
    type: () => ID,
    optional: true,
    format: 'uuid',
    description: 'Only matches where this player holds a seat.',
  })
  @IsOptional()
  @IsUUID()
  playerId?: string;

  @ApiField({
    type: () => String,
    optional: true,
    description: 'The `nextCursor` of the previous page.',
  })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  cursor?: string;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 1,
    maximum: MAX_PAGE,
    default: DEFAULT_PAGE,
    description: 'Page size.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  limit?: number;
}
