import { ArgsType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { ApiField } from '../../common/api-field.js';

export const DEFAULT_BOARD_PAGE = 20;
export const MAX_BOARD_PAGE = 100;

/** GET /leaderboards/{rulesetId}/{scenarioId} paging; the `leaderboard` query's arguments. */
@ArgsType()
export class LeaderboardQuery {
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
    maximum: MAX_BOARD_PAGE,
    default: DEFAULT_BOARD_PAGE,
    description: 'Page size.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_BOARD_PAGE)
  limit?: number;
}

/** The `leaderboard` query's arguments: which board, and the page. */
@ArgsType()
export class LeaderboardArgs extends LeaderboardQuery {
  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  @IsString()
  @Length(1, 64)
  rulesetId!: string;

  @ApiField({ example: 'dogfight', description: 'The scenario.' })
  @IsString()
  @Length(1, 64)
  scenarioId!: string;
}
