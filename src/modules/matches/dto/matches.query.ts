import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEnum, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { MatchStatusValue } from '../../match-runtime/index.js';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

/** GET /matches filters and paging; the `matches` query's arguments. */
@ArgsType()
export class MatchesQuery {
  @ApiPropertyOptional({
    enum: MatchStatusValue,
    enumName: 'MatchStatus',
    description: 'Only matches in this status.',
  })
  @Field(() => MatchStatusValue, { nullable: true, description: 'Only matches in this status.' })
  @IsOptional()
  @IsEnum(MatchStatusValue)
  status?: MatchStatusValue;

  @ApiPropertyOptional({ example: 'stratoyager', description: 'Only matches of this ruleset.' })
  @Field(() => String, { nullable: true, description: 'Only matches of this ruleset.' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  rulesetId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only matches where this player holds a seat.',
  })
  @Field(() => ID, { nullable: true, description: 'Only matches where this player holds a seat.' })
  @IsOptional()
  @IsUUID()
  playerId?: string;

  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page.' })
  @Field(() => String, { nullable: true, description: 'The `nextCursor` of the previous page.' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  cursor?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    default: DEFAULT_PAGE,
    description: 'Page size.',
  })
  @Field(() => Int, {
    nullable: true,
    description: `Page size (1-${MAX_PAGE}, default ${DEFAULT_PAGE}).`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  limit?: number;
}
