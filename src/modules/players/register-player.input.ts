import { InputType } from '@nestjs/graphql';
import { IsEnum, IsString, Length, Matches } from 'class-validator';
import { ApiField } from '../../common/api-field.js';
import { PLAYER_KINDS } from '../../persistence/entities/player.entity.js';
import { PlayerKindValue } from './player.js';

@InputType('RegisterPlayerInput', { description: 'Who is registering.' })
export class RegisterPlayerInput {
  @ApiField({
    example: 'Red Leader',
    minLength: 1,
    maxLength: 64,
    description: 'A display name, 1-64 characters, no control characters.',
  })
  @IsString()
  @Length(1, 64)
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u001f\u007f]+$/, { message: 'name must not contain control characters' })
  name!: string;

  @ApiField({
    type: () => PlayerKindValue,
    enum: PLAYER_KINDS,
    description: 'A person or a program.',
  })
  @IsEnum(PlayerKindValue)
  kind!: PlayerKindValue;
}
