import { ID, InputType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { ApiField } from '../../common/api-field.js';
import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from './webhook-events.js';

/** The longest target URL accepted. */
export const MAX_URL_LENGTH = 2048;

@ApiSchema({ name: 'CreateWebhookInput' })
@InputType('CreateWebhookInput', { description: 'Where to send, what, and in which format.' })
export class CreateWebhookInput {
  @ApiField({
    maxLength: MAX_URL_LENGTH,
    example: 'https://example.org/salvo-hook',
    description:
      'An http(s) URL on a public address (private, loopback and link-local targets are refused).',
  })
  @IsString()
  @MaxLength(MAX_URL_LENGTH)
  url!: string;

  @ApiField({
    type: () => ID,
    format: 'uuid',
    optional: true,
    description: 'The match to hear of. Absent: every match you hold a seat in.',
  })
  @IsOptional()
  @IsUUID()
  matchId?: string;

  @ApiField({
    type: () => [String],
    items: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    maxItems: WEBHOOK_EVENTS.length,
    description: `The events to hear of (at least one): ${WEBHOOK_EVENTS.join(', ')}.`,
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENTS, { each: true })
  events!: string[];

  @ApiField({
    enum: WEBHOOK_FORMATS,
    optional: true,
    default: 'json',
    description: '`json` (default) or `discord`: a Discord channel webhook URL.',
  })
  @IsOptional()
  @IsIn(WEBHOOK_FORMATS)
  format?: string;
}
