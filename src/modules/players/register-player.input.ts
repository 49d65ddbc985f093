import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, IsString, Length, Matches } from 'class-validator';
import { PlayerKindValue } from './player.js';

@InputType('RegisterPlayerInput', { description: 'Who is registering.' })
export class RegisterPlayerInput {
  @ApiProperty({
    example: 'Red Leader',
    minLength: 1,
    maxLength: 64,
    description: 'A display name, 1-64 characters, no control characters.',
  })
  @Field({ description: 'A display name, 1-64 characters, no control characters.' })
  @IsString()
  @Length(1, 64)
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u001f\u007f]+$/, { message: 'name must not contain control characters' })
  name!: string;

  @ApiProperty({ enum: PlayerKindValue, description: 'human or bot.' })
  @Field(() => PlayerKindValue, { description: 'human or bot.' })
  @IsEnum(PlayerKindValue)
  kind!: PlayerKindValue;
}
