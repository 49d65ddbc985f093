import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer } from '../auth/decorators.js';
import type { AuthenticatedPlayer } from '../player.js';
import { BotAccountDto, BotAccountWithKeyDto, CreateBotInput } from './bot-account.dto.js';
import { BotAccountsService } from './bot-accounts.service.js';
import { AutoAcceptInput } from './auto-accept.dto.js';

const BotIdArg = () => Args('botId', { type: () => ID, description: 'Your bot’s id.' });

/** The same doors as REST: register, list, rotate, revoke. */
@Resolver(() => BotAccountDto)
export class BotAccountsResolver {
  constructor(@Inject(BotAccountsService) private readonly bots: BotAccountsService) {}

  @Mutation(() => BotAccountWithKeyDto, {
    description: 'Register a bot you own, with its own API key (shown this once).',
  })
  @Authenticated()
  createBot(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @Args('input', { description: 'The bot.' }) input: CreateBotInput,
  ): Promise<BotAccountWithKeyDto> {
    return this.bots.create(owner, input);
  }

  @Query(() => [BotAccountDto], { description: 'Your bots, oldest first.' })
  @Authenticated()
  myBots(@CurrentPlayer() owner: AuthenticatedPlayer): Promise<BotAccountDto[]> {
    return this.bots.list(owner);
  }

  @Mutation(() => BotAccountWithKeyDto, {
    description: 'A new key for your bot; the old one stops.',
  })
  @Authenticated()
  rotateBotKey(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @BotIdArg() botId: string,
  ): Promise<BotAccountWithKeyDto> {
    return this.bots.rotateKey(owner, botId);
  }

  @Mutation(() => BotAccountDto, { description: 'Revoke your bot’s key; rotate for a new one.' })
  @Authenticated()
  revokeBotKey(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @BotIdArg() botId: string,
  ): Promise<BotAccountDto> {
    return this.bots.revokeKey(owner, botId);
  }

  @Mutation(() => BotAccountDto, {
    description:
      'Let your bot accept by itself each challenge that fits every rule (REST: PUT /players/me/bots/{botId}/auto-accept).',
  })
  @Authenticated()
  setBotAutoAccept(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @BotIdArg() botId: string,
    @Args('input', { description: 'The rules; those left out do not restrict.' })
    input: AutoAcceptInput,
  ): Promise<BotAccountDto> {
    return this.bots.setAutoAccept(owner, botId, input);
  }

  @Mutation(() => BotAccountDto, {
    description: 'Your bot stops accepting challenges by itself.',
  })
  @Authenticated()
  clearBotAutoAccept(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @BotIdArg() botId: string,
  ): Promise<BotAccountDto> {
    return this.bots.clearAutoAccept(owner, botId);
  }
}
