import { ArgsType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { JsonField } from '../../../common/json.field.js';
import { MatchIdField, ViewQuery } from '../../match-runtime/index.js';
import { MAX_TURN } from './turn-bounds.js';

/** The `matchSummary` query's arguments. */
@ArgsType()
export class MatchSummaryArgs extends ViewQuery {
  @MatchIdField()
  matchId!: string;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 0,
    maximum: MAX_TURN,
    description: 'The turn (round) to summarise; by default the current one.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_TURN)
  turn?: number;
}

/** A turn's summary in every format (GraphQL: select the ones you want). */
@ObjectType('MatchTurnSummary', {
  description: 'A turn’s summary in every format (select the ones you want).',
})
export class MatchTurnSummaryDto {
  @ApiField({ type: () => Int, description: 'The turn summarised.' })
  turn!: number;

  @ApiField({ type: () => [Int], description: 'Every turn the match has so far, in order.' })
  turns!: number[];

  @ApiField({ type: () => String, description: 'The summary in Markdown.' })
  markdown!: string;

  @ApiField({ type: () => String, description: 'The summary as plain text.' })
  text!: string;

  @JsonField({
    shape: 'object',
    description:
      'The summary as data: title, sections (phase label, entries: kind, text, dice, hit, damage), next (who must act), outcome.',
  })
  summary!: Record<string, unknown>;
}
