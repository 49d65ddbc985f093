import { ID, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField, registerApiEnum } from '../../common/api-field.js';
import { PLAYER_KINDS, type PlayerKind } from '../../persistence/entities/player.entity.js';

export enum PlayerKindValue {
  HUMAN = 'human',
  BOT = 'bot',
}
registerApiEnum(PlayerKindValue, {
  name: 'PlayerKind',
  description: 'Who plays through the key: a person (through a client) or a program.',
  valuesMap: {
    HUMAN: { description: 'A person, through a client such as a VTT or a Discord bot.' },
    BOT: { description: 'A program that plays on its own.' },
  },
});

/** Someone who plays through the API, as anyone may see them. */
@ApiSchema({ name: 'Player' })
@ObjectType('Player', { description: 'Someone who plays through the API: a person or a bot.' })
export class PlayerDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The player id.' })
  id!: string;

  @ApiField({ example: 'Red Leader', description: 'The display name.' })
  name!: string;

  @ApiField({
    type: () => PlayerKindValue,
    enum: PLAYER_KINDS,
    description: 'A person or a program.',
  })
  kind!: PlayerKind;

  @ApiField({ format: 'date-time', description: 'When the player registered.' })
  createdAt!: Date;
}

/** The answer to a registration: the only time the API key is ever shown. */
@ApiSchema({ name: 'RegisteredPlayer' })
@ObjectType('RegisteredPlayer', {
  description: 'A new player and its API key. The key is shown this once: keep it.',
})
export class RegisteredPlayerDto extends PlayerDto {
  @ApiField({
    example: 'salvo_3q2-7wX...',
    description:
      'The API key: send it as `Authorization: Bearer <apiKey>`. Shown once; only its hash is stored.',
  })
  apiKey!: string;
}

/** The authenticated caller, as guards hand it to services. */
export interface AuthenticatedPlayer {
  id: string;
  name: string;
  kind: PlayerKind;
  createdAt: Date;
}
