import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import { IntRangePipe, MAX_SEAT } from '../../common/integer-bounds.js';
import { PUB_SUB } from '../../infrastructure/pubsub/pubsub.module.js';
import { MatchIdArg } from '../match-runtime/index.js';
import {
  Authenticated,
  CurrentPlayer,
  OptionallyAuthenticated,
  type AuthenticatedPlayer,
} from '../players/index.js';
import { CreateWebhookInput } from './create-webhook.input.js';
import { ReminderNotice, reminderTopic } from './reminders/reminder-notice.js';
import { MatchRemindersDto, SeatDiscordUserDto } from './settings.dto.js';
import { MatchRemindersInput, SeatDiscordUserInput } from './settings.inputs.js';
import { WebhookCreatedDto, WebhookDeliveryDto, WebhookDto } from './webhook.dto.js';
import { WebhooksService } from './webhooks.service.js';

const WebhookIdArg = () => Args('webhookId', { type: () => ID, description: 'The webhook id.' });

/** The same doors as REST, and the reminders as a subscription. */
@Resolver()
export class WebhooksResolver {
  constructor(
    @Inject(WebhooksService) private readonly service: WebhooksService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  @Mutation(() => WebhookCreatedDto, {
    description:
      'Register a webhook for a match or all your matches; the signing secret is shown only now.',
  })
  @Authenticated()
  createWebhook(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args('input', { description: 'Where to send, what, in which format.' })
    input: CreateWebhookInput,
  ): Promise<WebhookCreatedDto> {
    return this.service.create(player, input);
  }

  @Query(() => [WebhookDto], { description: 'Your webhooks, oldest first.' })
  @Authenticated()
  webhooks(@CurrentPlayer() player: AuthenticatedPlayer): Promise<WebhookDto[]> {
    return this.service.list(player);
  }

  @Query(() => [WebhookDeliveryDto], {
    description: 'A webhook’s delivery log, newest first (at most 100).',
  })
  @Authenticated()
  webhookDeliveries(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @WebhookIdArg() id: string,
  ): Promise<WebhookDeliveryDto[]> {
    return this.service.deliveries(player, id);
  }

  @Mutation(() => Boolean, { description: 'Delete one of your webhooks (true when done).' })
  @Authenticated()
  async deleteWebhook(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @WebhookIdArg() id: string,
  ): Promise<boolean> {
    await this.service.delete(player, id);
    return true;
  }

  @Mutation(() => WebhookDeliveryDto, { description: 'Queue a test delivery to a webhook.' })
  @Authenticated()
  pingWebhook(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @WebhookIdArg() id: string,
  ): Promise<WebhookDeliveryDto> {
    return this.service.ping(player, id);
  }

  @Mutation(() => SeatDiscordUserDto, {
    description: 'Name the Discord user playing your seat (mentioned while it is awaited).',
  })
  @Authenticated()
  setSeatDiscordUser(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdArg() matchId: string,
    @Args(
      'seat',
      { type: () => Int, description: `Your seat (0-${MAX_SEAT}).` },
      new IntRangePipe('seat', 0, MAX_SEAT),
    )
    seat: number,
    @Args('input', { description: 'The Discord user.' }) input: SeatDiscordUserInput,
  ): Promise<SeatDiscordUserDto> {
    return this.service.setDiscordUser(player, matchId, seat, input);
  }

  @Mutation(() => MatchRemindersDto, {
    description: 'Choose when a match reminds its awaited seats (seconds before a deadline).',
  })
  @Authenticated()
  setMatchReminders(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdArg() matchId: string,
    @Args('input', { description: 'The reminder times.' }) input: MatchRemindersInput,
  ): Promise<MatchRemindersDto> {
    return this.service.setReminders(player, matchId, input);
  }

  @Subscription(() => ReminderNotice, {
    resolve: (notice: ReminderNotice) => notice,
    description: "A match's reminders: a seat's deadline is near, or it is the last one awaited.",
  })
  @OptionallyAuthenticated()
  async matchReminders(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdArg() matchId: string,
  ): Promise<AsyncIterableIterator<ReminderNotice>> {
    await this.service.reminders(player, matchId); // refuses a match the caller may not see
    return this.pubSub.asyncIterableIterator<ReminderNotice>(reminderTopic(matchId));
  }
}
