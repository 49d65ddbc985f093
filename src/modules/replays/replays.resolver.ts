import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { MatchReplay, VerifyResult } from '../../engine/index.js';
import {
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { ReplayArgs } from './replay.args.js';
import { ReplayDto, VerifyResultDto } from './replay.dto.js';
import { ReplaysService } from './replays.service.js';

/** The GraphQL door to what ReplaysController serves over REST. */
@Resolver()
export class ReplaysResolver {
  constructor(@Inject(ReplaysService) private readonly replays: ReplaysService) {}

  @Query(() => ReplayDto, {
    description:
      "A match's replay as you may see it: while it goes on, other seats' orders without their content and no seed; once over, everything (REST: GET /matches/{matchId}/replay).",
  })
  @OptionallyAuthenticated()
  matchReplay(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @Args() { matchId, seat }: ReplayArgs,
  ): Promise<MatchReplay> {
    return this.replays.replay(matchId, player, seat ?? undefined);
  }

  @Mutation(() => VerifyResultDto, {
    description:
      'Re-run a finished match from its seed and orders: do every event (every roll) and the outcome match? (REST: POST /replays/verify).',
  })
  @OptionallyAuthenticated()
  verifyReplay(
    @Args('replay', { type: () => ReplayDto, description: 'The replay, as matchReplay gave it.' })
    replay: ReplayDto,
  ): VerifyResult {
    return this.replays.verify(replay as unknown as MatchReplay);
  }
}
