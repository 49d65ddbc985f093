import { Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { ViewQuery } from '../../match-runtime/index.js';

/**
 * `?seat=&exp=&sig=`: a signed read-only link (POST /matches/{matchId}/report-links) instead of
 * an API key. Without `sig`, the caller's key (or none: the public view) decides as usual.
 */
export class SignedLinkQuery extends ViewQuery {
  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 0,
    maximum: 2 ** 40,
    description: "A signed link's expiry, in Unix seconds (with sig).",
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2 ** 40)
  exp?: number;

  @ApiField({
    type: () => String,
    optional: true,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description: "A signed link's signature (with exp): the link stands in for an API key.",
  })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'sig must be a base64url signature' })
  sig?: string;
}
