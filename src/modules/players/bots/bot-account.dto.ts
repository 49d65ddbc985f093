import { ID, InputType, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { AutoAcceptRulesDto } from './auto-accept.dto.js';

@InputType('CreateBotInput', { description: 'The bot to register under your account.' })
export class CreateBotInput {
  @ApiField({
    example: 'Skirmisher v2',
    minLength: 1,
    maxLength: 64,
    description: 'The bot’s display name, 1-64 characters, no control characters.',
  })
  @IsString()
  @Length(1, 64)
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u001f\u007f]+$/, { message: 'name must not contain control characters' })
  name!: string;
}

/** A bot account: a player of kind bot, owned by the player who registered it. */
@ApiSchema({ name: 'BotAccount' })
@ObjectType('BotAccount', { description: 'A bot you own: a player of kind bot with its own key.' })
export class BotAccountDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The bot’s player id.' })
  id!: string;

  @ApiField({ example: 'Skirmisher v2', description: 'The display name.' })
  name!: string;

  @ApiField({ type: () => ID, format: 'uuid', description: 'Its owner.' })
  ownerId!: string;

  @ApiField({ format: 'date-time', description: 'When it was registered.' })
  createdAt!: Date;

  @ApiField({
    type: () => Date,
    nullable: true,
    required: true,
    description: 'When its key was revoked (null: the key works). Rotating issues a new one.',
  })
  keyRevokedAt!: Date | null;

  @ApiField({
    type: () => AutoAcceptRulesDto,
    nullable: true,
    required: true,
    description: 'The challenges it accepts by itself (null: none; you or it answer each).',
  })
  autoAccept!: AutoAcceptRulesDto | null;
}

/** A bot account with a new key: shown once. */
@ApiSchema({ name: 'BotAccountWithKey' })
@ObjectType('BotAccountWithKey', {
  description: 'A bot account and its new API key. The key is shown this once: keep it.',
})
export class BotAccountWithKeyDto extends BotAccountDto {
  @ApiField({
    example: 'salvo_3q2-7wX...',
    description: 'The bot’s API key: `Authorization: Bearer <apiKey>`. Shown once.',
  })
  apiKey!: string;
}

@ApiSchema({ name: 'BotAccountList' })
export class BotAccountListDto {
  @ApiProperty({ type: [BotAccountDto], description: 'Your bots, oldest first.' })
  items!: BotAccountDto[];
}
