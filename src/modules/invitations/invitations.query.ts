import { ArgsType, Field } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEnum, IsOptional } from 'class-validator';
import { InvitationStatusValue } from './invitation.dto.js';

/** GET /players/me/invitations and `myInvitations`: which of your invitations. */
@ArgsType()
export class InvitationsQuery {
  @ApiPropertyOptional({
    enum: InvitationStatusValue,
    enumName: 'InvitationStatus',
    description: 'Only invitations in this status (`pending`: those you may still answer).',
  })
  @Field(() => InvitationStatusValue, {
    nullable: true,
    description: 'Only invitations in this status (pending: those you may still answer).',
  })
  @IsOptional()
  @IsEnum(InvitationStatusValue)
  status?: InvitationStatusValue;
}
