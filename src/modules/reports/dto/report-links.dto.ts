import { ArgsType, Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { MAX_SEAT } from '../../../common/integer-bounds.js';
import { MatchIdField } from '../../match-runtime/index.js';
import { DEFAULT_LINK_SECONDS, MAX_LINK_SECONDS } from '../report-links.js';

/** What a signed link is for: one of your seats' views (or the public one), for how long. */
@InputType('ReportLinksInput', {
  description:
    'What a signed link is for: one of your seats’ views (or the public one), for how long.',
})
export class ReportLinksInput {
  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 0,
    maximum: MAX_SEAT,
    description:
      'Which of your seats the links show the match as (default: your first; none held: the public view).',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  seat?: number;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 60,
    maximum: MAX_LINK_SECONDS,
    default: DEFAULT_LINK_SECONDS,
    description: 'How long the links work, in seconds.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(MAX_LINK_SECONDS)
  ttlSeconds?: number;
}

@ArgsType()
export class ReportLinksArgs {
  @MatchIdField()
  matchId!: string;

  @Field(() => ReportLinksInput, { nullable: true, description: 'Seat and lifetime of the links.' })
  @IsOptional()
  @Type(() => ReportLinksInput)
  input?: ReportLinksInput;
}

/** Signed read-only links to a match's summary and maps, as one seat (or the public) sees it. */
@ObjectType('ReportLinks', {
  description:
    'Signed read-only links to a match’s summary and maps, as one seat (or the public) sees it.',
})
export class ReportLinksDto {
  @ApiField({
    type: () => Int,
    nullable: true,
    required: true,
    description: 'The seat the links show the match as; null: the public view.',
  })
  seat!: number | null;

  @ApiField({ type: () => Date, description: 'When the links stop working.' })
  expiresAt!: Date;

  @ApiField({
    type: () => String,
    description: 'The turn summary (add &turn=N and &format=markdown|text|json as you like).',
  })
  summary!: string;

  @ApiField({ type: () => String, description: 'The map as SVG.' })
  mapSvg!: string;

  @ApiField({ type: () => String, description: 'The map as PNG (what Discord embeds).' })
  mapPng!: string;
}
