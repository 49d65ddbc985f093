import { ArgsType, ID } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { CursorField, PageSizeField } from '../../../common/page-query.js';
import { MatchStatusValue } from '../../match-runtime/index.js';

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

  @CursorField()
  cursor?: string;

  @PageSizeField()
  limit?: number;
}
