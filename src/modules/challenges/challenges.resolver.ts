import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { Authenticated, CurrentPlayer, type AuthenticatedPlayer } from '../players/index.js';
import { ChallengeDto, ChallengeInput } from './challenge.dto.js';
import { Topics } from '../match-runtime/index.js';
import { ChallengesService } from './challenges.service.js';

const ChallengeIdArg = () =>
  Args('challengeId', { type: () => ID, description: 'The challenge id.' });

/** The same doors as REST, and the challenges a player receives as they come. */
@Resolver(() => ChallengeDto)
export class ChallengesResolver {
  constructor(
    @Inject(ChallengesService) private readonly challenges: ChallengesService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  @Mutation(() => ChallengeDto, { description: 'Challenge a player; it starts if they accept.' })
  @Authenticated()
  createChallenge(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args('input', { description: 'The game offered.' }) input: ChallengeInput,
  ): Promise<ChallengeDto> {
    return this.challenges.create(player, input);
  }

  @Query(() => [ChallengeDto], { description: 'Challenges to and from you, newest first.' })
  @Authenticated()
  myChallenges(@CurrentPlayer() player: AuthenticatedPlayer): Promise<ChallengeDto[]> {
    return this.challenges.mine(player);
  }

  @Mutation(() => ChallengeDto, { description: 'Accept a challenge: the match starts.' })
  @Authenticated()
  acceptChallenge(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @ChallengeIdArg() id: string,
  ): Promise<ChallengeDto> {
    return this.challenges.accept(id, player);
  }

  @Mutation(() => ChallengeDto, { description: 'Decline a challenge.' })
  @Authenticated()
  declineChallenge(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @ChallengeIdArg() id: string,
  ): Promise<ChallengeDto> {
    return this.challenges.decline(id, player);
  }

  @Subscription(() => ChallengeDto, {
    resolve: (c: ChallengeDto) => ({ ...c, createdAt: new Date(c.createdAt) }),
    description: 'Each challenge sent to you, as it is sent.',
  })
  @Authenticated()
  challengeReceived(@CurrentPlayer() player: AuthenticatedPlayer): AsyncIterator<ChallengeDto> {
    return this.pubSub.asyncIterableIterator<ChallengeDto>(Topics.challenges(player.id));
  }
}
