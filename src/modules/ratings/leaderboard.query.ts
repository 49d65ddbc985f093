import { ArgsType } from '@nestjs/graphql';
import { IsString, Length } from 'class-validator';
import { ApiField } from '../../common/api-field.js';
import { CursorField, PageSizeField } from '../../common/page-query.js';

/** GET /leaderboards/{rulesetId}/{scenarioId} paging; the `leaderboard` query's arguments. */
@ArgsType()
export class LeaderboardQuery {
  @CursorField()
  cursor?: string;

  @PageSizeField()
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
