import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer, type AuthenticatedPlayer } from '../players/index.js';
import { BotProfileDto, CreateLadderInput, LadderDto } from './ladder.dto.js';
import { LaddersService } from './ladders.service.js';

const LadderIdArg = () => Args('ladderId', { type: () => ID, description: 'The ladder id.' });

/** The same doors as REST. */
@Resolver(() => LadderDto)
export class LaddersResolver {
  constructor(@Inject(LaddersService) private readonly service: LaddersService) {}

  @Mutation(() => LadderDto, { description: 'Create a ladder on a ruleset and two-seat scenario.' })
  @Authenticated()
  createLadder(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args('input', { description: 'The ladder.' }) input: CreateLadderInput,
  ): Promise<LadderDto> {
    return this.service.create(player, input);
  }

  @Query(() => [LadderDto], { description: 'Ladders, oldest first (at most 100).' })
  ladders(): Promise<LadderDto[]> {
    return this.service.list();
  }

  @Query(() => LadderDto, { description: 'A ladder and who is in it.' })
  ladder(@LadderIdArg() ladderId: string): Promise<LadderDto> {
    return this.service.get(ladderId);
  }

  @Mutation(() => LadderDto, {
    description:
      'Opt in (your consent to rated games here); a bot new to the ruleset first plays a ' +
      'validation game against the built-in random bot.',
  })
  @Authenticated()
  joinLadder(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @LadderIdArg() ladderId: string,
  ): Promise<LadderDto> {
    return this.service.join(ladderId, player);
  }

  @Mutation(() => LadderDto, { description: 'Opt out: no new games.' })
  @Authenticated()
  leaveLadder(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @LadderIdArg() ladderId: string,
  ): Promise<LadderDto> {
    return this.service.leave(ladderId, player);
  }

  @Query(() => BotProfileDto, { description: 'A bot’s owner, validated rulesets and ratings.' })
  botProfile(
    @Args('botId', { type: () => ID, description: 'The bot’s player id.' }) botId: string,
  ): Promise<BotProfileDto> {
    return this.service.botProfile(botId);
  }
}
