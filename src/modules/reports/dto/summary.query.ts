import { Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { MAX_TURN } from './turn-bounds.js';
import { SignedLinkQuery } from './signed-link.query.js';

export const SUMMARY_FORMATS = ['markdown', 'text', 'json'] as const;
export type SummaryFormat = (typeof SUMMARY_FORMATS)[number];

/** `GET /matches/{matchId}/summary`: which turn, in which format, as whom. */
export class SummaryQuery extends SignedLinkQuery {
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

  @ApiField({
    type: () => String,
    optional: true,
    enum: SUMMARY_FORMATS,
    default: 'markdown',
    description:
      'markdown (text/markdown, for chat), text (text/plain) or json (the summary as data).',
  })
  @IsOptional()
  @IsIn(SUMMARY_FORMATS)
  format?: SummaryFormat;
}
