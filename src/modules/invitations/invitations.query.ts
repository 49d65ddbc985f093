import { ArgsType } from '@nestjs/graphql';
import { IsEnum, IsOptional } from 'class-validator';
import { ApiField } from '../../common/api-field.js';
import { InvitationStatusValue } from './invitation.dto.js';

/** GET /players/me/invitations and `myInvitations`: which of your invitations. */
@ArgsType()
export class InvitationsQuery {
  @ApiField({
    type: () => InvitationStatusValue,
    optional: true,
    description: {
      rest: 'Only invitations in this status (`pending`: those you may still answer).',
      graphql: 'Only invitations in this status (pending: those you may still answer).',
    },
  })
  @IsOptional()
  @IsEnum(InvitationStatusValue)
  status?: InvitationStatusValue;
}
