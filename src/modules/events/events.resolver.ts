import { Inject } from '@nestjs/common';
import { Args, Int, Query, Resolver, Subscription } from '@nestjs/graphql';
import { IntRangePipe, MAX_INT32 } from '../../common/integer-bounds.js';
import { MatchEventItem, MatchIdArg } from '../match-runtime/index.js';
import { DecisionDto } from '../orders/index.js';
import {
  Authenticated,
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { EventPageArgs } from './event-page.args.js';
import { EventPage, MatchEventBatch, PhaseChange } from './events.dto.js';
import { EventsService } from './events.service.js';

/** `after`: where a subscription resumes the log. */
const AfterSeqArg = (): ParameterDecorator =>
  Args(
    'after',
    {
      type: () => Int,
      defaultValue: 0,
      description: `Only events with a greater seq (0-${MAX_INT32}).`,
    },
    new IntRangePipe('after', 0, MAX_INT32),
  );

/** Each feed yields the field's value itself. */
const asIs = <T>(value: T): T => value;

@Resolver()
export class EventsResolver {
  constructor(@Inject(EventsService) private readonly events: EventsService) {}

  @Query(() => EventPage, {
    description:
      "A page of a match's event log after `after`, redacted for you (REST: GET /matches/{matchId}/events).",
  })
  @OptionallyAuthenticated()
  matchEventPage(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @Args() { matchId, ...page }: EventPageArgs,
  ): Promise<EventPage> {
    return this.events.list(matchId, player, page);
  }

  @Subscription(() => MatchEventItem, {
    resolve: asIs,
    description:
      "A match's events after `after`, then live, redacted for you; resume with the last seq you saw.",
  })
  @OptionallyAuthenticated()
  matchEvents(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdArg() matchId: string,
    @AfterSeqArg() after: number,
  ): Promise<AsyncIterableIterator<MatchEventItem>> {
    return this.events.follow(matchId, player, after);
  }

  @Subscription(() => MatchEventBatch, {
    resolve: asIs,
    description:
      "Like matchEvents, a commit's events at a time: one message per accepted order (fewer messages for a busy match).",
  })
  @OptionallyAuthenticated()
  matchEventBatches(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdArg() matchId: string,
    @AfterSeqArg() after: number,
  ): Promise<AsyncIterableIterator<MatchEventBatch>> {
    return this.events.followBatches(matchId, player, after);
  }

  @Subscription(() => PhaseChange, {
    resolve: asIs,
    description: "A match's status and phase now, then at every change.",
  })
  @OptionallyAuthenticated()
  phaseChanged(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdArg() matchId: string,
  ): Promise<AsyncIterableIterator<PhaseChange>> {
    return this.events.followPhase(matchId, player);
  }

  @Subscription(() => DecisionDto, {
    resolve: asIs,
    description:
      'Every decision you owe, in all your matches: those owed now, then each new one. One connection can play many matches.',
  })
  @Authenticated()
  decisionRequired(
    @CurrentPlayer() player: AuthenticatedPlayer,
  ): AsyncIterableIterator<DecisionDto> {
    return this.events.followDecisions(player);
  }
}
