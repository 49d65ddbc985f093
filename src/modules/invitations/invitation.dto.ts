import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';

export enum InvitationStatusValue {
  pending = 'pending',
  accepted = 'accepted',
  declined = 'declined',
  cancelled = 'cancelled',
  expired = 'expired',
}
registerEnumType(InvitationStatusValue, {
  name: 'InvitationStatus',
  description: 'Where an invitation stands.',
  valuesMap: {
    pending: { description: 'Waiting for the invited player’s answer.' },
    accepted: { description: 'Accepted: the player took the seat.' },
    declined: { description: 'Declined by the invited player.' },
    cancelled: { description: 'Withdrawn by the inviter.' },
    expired: { description: 'Not answered in time.' },
  },
});

/** A seat offered to a player by a match's creator; the player is seated only by accepting. */
@ApiSchema({ name: 'Invitation' })
@ObjectType('Invitation', {
  description:
    'A seat offered to a player by the match’s creator. The player is seated only by accepting it.',
})
export class InvitationDto {
  @ApiProperty({ format: 'uuid', description: 'The invitation id.' })
  @Field(() => ID, { description: 'The invitation id.' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The match.' })
  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'The seat offered.' })
  @Field(() => Int, { description: 'The seat offered.' })
  seat!: number;

  @ApiProperty({ format: 'uuid', description: 'The invited player.' })
  @Field(() => ID, { description: 'The invited player.' })
  playerId!: string;

  @ApiProperty({ format: 'uuid', description: 'Who invited: the match’s creator.' })
  @Field(() => ID, { description: 'Who invited: the match’s creator.' })
  invitedBy!: string;

  @ApiProperty({ example: 'Red Leader', description: 'The inviter’s display name.' })
  @Field({ description: 'The inviter’s display name.' })
  invitedByName!: string;

  @ApiProperty({ enum: InvitationStatusValue, enumName: 'InvitationStatus' })
  @Field(() => InvitationStatusValue, { description: 'Where the invitation stands.' })
  status!: InvitationStatusValue;

  @ApiProperty({ example: 'stratoyager', description: 'The match’s ruleset.' })
  @Field({ description: 'The match’s ruleset.' })
  rulesetId!: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'dogfight',
    description: 'The match’s scenario (null for a custom setup).',
  })
  @Field(() => String, {
    nullable: true,
    description: 'The match’s scenario (null for a custom setup).',
  })
  scenarioId!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was sent.' })
  @Field({ description: 'When it was sent.' })
  createdAt!: Date;

  @ApiProperty({ format: 'date-time', description: 'When it expires if not answered.' })
  @Field({ description: 'When it expires if not answered.' })
  expiresAt!: Date;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When it was accepted, declined or cancelled.',
  })
  @Field(() => Date, {
    nullable: true,
    description: 'When it was accepted, declined or cancelled.',
  })
  answeredAt!: Date | null;
}

@ApiSchema({ name: 'InvitationList' })
export class InvitationListDto {
  @ApiProperty({ type: [InvitationDto], description: 'Newest first, at most 100.' })
  items!: InvitationDto[];
}
