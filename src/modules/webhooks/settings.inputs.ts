import { InputType, Int } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { ApiField } from '../../common/api-field.js';

/** A Discord user id: a snowflake. */
const SNOWFLAKE = '^[0-9]{15,20}$';
/** The longest reminder time: thirty days before a deadline. */
export const MAX_REMINDER_SECONDS = 30 * 24 * 3600;

@ApiSchema({ name: 'SeatDiscordUserInput' })
@InputType('SeatDiscordUserInput', { description: 'The Discord user playing a seat.' })
export class SeatDiscordUserInput {
  @ApiField({
    type: () => String,
    optional: true,
    pattern: SNOWFLAKE,
    example: '80351110224678912',
    description:
      'The Discord user id (a snowflake), mentioned as <@id> when the seat is awaited. Absent or null: none.',
  })
  @IsOptional()
  @Matches(new RegExp(SNOWFLAKE), {
    message: 'discordUserId must be a Discord user id (15-20 digits)',
  })
  discordUserId?: string | null;
}

@ApiSchema({ name: 'MatchRemindersInput' })
@InputType('MatchRemindersInput', { description: 'When a match reminds its awaited seats.' })
export class MatchRemindersInput {
  @ApiField({
    type: () => [Int],
    maxItems: 5,
    items: { type: 'integer', minimum: 1, maximum: MAX_REMINDER_SECONDS },
    example: [86400, 3600],
    description: 'Seconds before a decision’s deadline to remind its seat (empty: no reminders).',
  })
  @IsArray()
  @ArrayMaxSize(5)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_REMINDER_SECONDS, { each: true })
  beforeSeconds!: number[];
}
