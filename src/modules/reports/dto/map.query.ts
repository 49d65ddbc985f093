import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { SignedLinkQuery } from './signed-link.query.js';

/** `GET /matches/{matchId}/map.svg` and `map.png`: as whom, and whose arcs to draw. */
export class MapQuery extends SignedLinkQuery {
  @ApiField({
    type: () => String,
    optional: true,
    maxLength: 100,
    description:
      'The unit whose arcs to draw (its id); by default the ruleset picks one (the unit acting now).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  selected?: string;
}
