import { ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ApiField, registerApiEnum } from '../../common/api-field.js';

export enum InvitationStatusValue {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  DECLINED = 'declined',
  CANCELLED = 'cancelled',
  EXPIRED = 'expired',
}
registerApiEnum(InvitationStatusValue, {
  name: 'InvitationStatus',
  description: 'Where an invitation stands.',
  valuesMap: {
    PENDING: { description: 'Waiting for the invited player’s answer.' },
    ACCEPTED: { description: 'Accepted: the player took the seat.' },
    DECLINED: { description: 'Declined by the invited player.' },
    CANCELLED: { description: 'Withdrawn by the inviter.' },
    EXPIRED: { description: 'Not answered in time.' },
  },
});

/** A seat offered to a player by a match's creator; the player is seated only by accepting. */
@ApiSchema({ name: 'Invitation' })
@ObjectType('Invitation', {
  description:
    'A seat offered to a player by the match’s creator. The player is seated only by accepting it.',
})
export class InvitationDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The invitation id.' })
  id!: string;

  @ApiField({ type: () => ID, format: 'uuid', description: 'The match.' })
  matchId!: string;

  @ApiField({ type: () => Int, minimum: 0, description: 'The seat offered.' })
  seat!: number;

  @ApiField({ type: () => ID, format: 'uuid', description: 'The invited player.' })
  playerId!: string;

  @ApiField({ type: () => ID, format: 'uuid', description: 'Who invited: the match’s creator.' })
  invitedBy!: string;

  @ApiField({ example: 'Red Leader', description: 'The inviter’s display name.' })
  invitedByName!: string;

  @ApiField({
    type: () => InvitationStatusValue,
    description: 'Where the invitation stands.',
  })
  status!: InvitationStatusValue;

  @ApiField({ example: 'stratoyager', description: 'The match’s ruleset.' })
  rulesetId!: string;

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    example: 'dogfight',
    description: 'The match’s scenario (null for a custom setup).',
  })
  scenarioId!: string | null;

  @ApiField({ format: 'date-time', description: 'When it was sent.' })
  createdAt!: Date;

  @ApiField({ format: 'date-time', description: 'When it expires if not answered.' })
  expiresAt!: Date;

  @ApiField({
    type: () => Date,
    nullable: true,
    required: true,
    description: 'When it was accepted, declined or cancelled.',
  })
  answeredAt!: Date | null;
}

@ApiSchema({ name: 'InvitationList' })
export class InvitationListDto {
  @ApiProperty({ type: [InvitationDto], description: 'Newest first, at most 100.' })
  items!: InvitationDto[];
}
