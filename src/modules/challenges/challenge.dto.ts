import { ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { ApiField } from '../../common/api-field.js';

@InputType('ChallengeInput', { description: 'A game offered to another player.' })
export class ChallengeInput {
  @ApiField({ type: () => ID, format: 'uuid', description: 'Whom to challenge.' })
  @IsUUID()
  opponentId!: string;

  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  @IsString()
  @Length(1, 64)
  rulesetId!: string;

  @ApiField({ example: 'dogfight', description: 'A two-seat scenario.' })
  @IsString()
  @Length(1, 64)
  scenarioId!: string;

  @ApiField({
    optional: true,
    default: false,
    description: 'Rated: the result changes both ratings (both must have passed validation).',
  })
  @IsOptional()
  @IsBoolean()
  rated?: boolean;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 1,
    maximum: 604_800,
    description: 'Seconds per decision before the default order (none: no deadline).',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(604_800)
  deadlineSeconds?: number;
}

@ApiSchema({ name: 'Challenge' })
@ObjectType('Challenge', {
  description: 'A game offered to a player: it starts only if that player accepts.',
})
export class ChallengeDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The challenge id.' })
  id!: string;

  @ApiField({ type: () => ID, format: 'uuid', description: 'Who challenges (seat 0).' })
  challengerId!: string;

  @ApiField({ type: () => ID, format: 'uuid', description: 'Who is challenged (seat 1).' })
  opponentId!: string;

  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  rulesetId!: string;

  @ApiField({ example: 'dogfight', description: 'The scenario.' })
  scenarioId!: string;

  @ApiField({ description: 'Whether the result is rated.' })
  rated!: boolean;

  @ApiField({
    type: () => Int,
    nullable: true,
    required: true,
    description: 'Seconds per decision (null: none).',
  })
  deadlineSeconds!: number | null;

  @ApiField({
    enum: ['pending', 'accepted', 'declined'],
    description: 'Where it stands: pending, accepted (the match started) or declined.',
  })
  status!: string;

  @ApiField({
    type: () => ID,
    nullable: true,
    required: true,
    format: 'uuid',
    description: 'The match, once accepted.',
  })
  matchId!: string | null;

  @ApiField({ format: 'date-time', description: 'When it was sent.' })
  createdAt!: Date;
}

@ApiSchema({ name: 'ChallengeList' })
export class ChallengeListDto {
  @ApiProperty({ type: [ChallengeDto], description: 'Newest first, at most 100.' })
  items!: ChallengeDto[];
}
