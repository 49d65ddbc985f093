import { ID, InputType, Int } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ApiField } from '../../common/api-field.js';

/** A day: how long an invitation waits for its answer unless told otherwise. */
export const DEFAULT_INVITATION_SECONDS = 24 * 3600;
/** A week: the longest an invitation may wait. */
export const MAX_INVITATION_SECONDS = 7 * 24 * 3600;

@ApiSchema({ name: 'InvitePlayerInput' })
@InputType('InvitePlayerInput', { description: 'Whom to invite, to which seat, for how long.' })
export class InvitePlayerInput {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The player to invite.' })
  @IsUUID()
  playerId!: string;

  @ApiField({ type: () => Int, minimum: 0, maximum: 63, description: 'The seat offered.' })
  @IsInt()
  @Min(0)
  @Max(63)
  seat!: number;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 1,
    maximum: MAX_INVITATION_SECONDS,
    description: 'Seconds the invitation waits for an answer (default a day).',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INVITATION_SECONDS)
  expiresInSeconds?: number;
}
