import { ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../common/api-field.js';

@ApiSchema({ name: 'SeatDiscordUser' })
@ObjectType('SeatDiscordUser', { description: 'The Discord user playing a seat.' })
export class SeatDiscordUserDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The match.' })
  matchId!: string;

  @ApiField({ type: () => Int, minimum: 0, description: 'The seat.' })
  seat!: number;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    description: 'The Discord user id, or null.',
  })
  discordUserId!: string | null;
}

@ApiSchema({ name: 'MatchReminders' })
@ObjectType('MatchReminders', { description: 'When a match reminds its awaited seats.' })
export class MatchRemindersDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The match.' })
  matchId!: string;

  @ApiField({
    type: () => [Int],
    description: 'Seconds before a decision’s deadline its seat is reminded.',
  })
  beforeSeconds!: number[];
}
