import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from './auth/decorators.js';
import { PlayerDto, RegisteredPlayerDto, type AuthenticatedPlayer } from './player.js';
import { PlayersService } from './players.service.js';
import { RegisterPlayerInput } from './register-player.input.js';

@Resolver(() => PlayerDto)
export class PlayersResolver {
  constructor(@Inject(PlayersService) private readonly players: PlayersService) {}

  @Mutation(() => RegisteredPlayerDto, {
    description: 'Register a player. The API key is in this answer only: keep it.',
  })
  registerPlayer(
    @Args('input', { description: 'Who is registering.' }) input: RegisterPlayerInput,
  ): Promise<RegisteredPlayerDto> {
    return this.players.register(input);
  }

  @Query(() => PlayerDto, { description: 'The player whose API key is used.' })
  @Authenticated()
  me(@CurrentPlayer() player: AuthenticatedPlayer): PlayerDto {
    return player;
  }
}
