import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiRefusals } from '../../../common/api-refusals.js';
import { Authenticated, CurrentPlayer } from '../auth/decorators.js';
import type { AuthenticatedPlayer } from '../player.js';
import {
  BotAccountDto,
  BotAccountListDto,
  BotAccountWithKeyDto,
  CreateBotInput,
} from './bot-account.dto.js';
import { BotAccountsService } from './bot-accounts.service.js';
import { AutoAcceptInput } from './auto-accept.dto.js';

const ApiBotId = () => ApiParam({ name: 'botId', format: 'uuid', description: 'Your bot’s id.' });

@ApiTags('bots')
@Controller('players/me/bots')
@Authenticated()
export class BotAccountsController {
  constructor(@Inject(BotAccountsService) private readonly bots: BotAccountsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    operationId: 'createBot',
    summary: 'Register a bot you own',
    description:
      'A player of kind bot with its own API key (in this answer only). Before it plays rated ' +
      'games on a ruleset it plays a validation game there against the built-in random bot.',
  })
  @ApiCreatedResponse({ type: BotAccountWithKeyDto, description: 'The bot and its key.' })
  @ApiRefusals({ 400: 'VALIDATION_FAILED', 403: 'BOT_CANNOT_OWN_BOTS' })
  create(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @Body() input: CreateBotInput,
  ): Promise<BotAccountWithKeyDto> {
    return this.bots.create(owner, input);
  }

  @Get()
  @ApiOperation({ operationId: 'listMyBots', summary: 'Your bots' })
  @ApiOkResponse({ type: BotAccountListDto, description: 'Your bots, oldest first.' })
  async list(@CurrentPlayer() owner: AuthenticatedPlayer): Promise<BotAccountListDto> {
    return { items: await this.bots.list(owner) };
  }

  @Post(':botId/key')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'rotateBotKey',
    summary: 'Give your bot a new key',
    description: 'The old key stops working; the new one is in this answer only.',
  })
  @ApiBotId()
  @ApiOkResponse({ type: BotAccountWithKeyDto, description: 'The bot and its new key.' })
  @ApiRefusals({ 404: 'BOT_NOT_FOUND' })
  rotate(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @Param('botId') botId: string,
  ): Promise<BotAccountWithKeyDto> {
    return this.bots.rotateKey(owner, botId);
  }

  @Delete(':botId/key')
  @ApiOperation({
    operationId: 'revokeBotKey',
    summary: 'Revoke your bot’s key',
    description: 'The key stops working; rotate to issue a new one.',
  })
  @ApiBotId()
  @ApiOkResponse({ type: BotAccountDto, description: 'The bot, its key revoked.' })
  @ApiRefusals({ 404: 'BOT_NOT_FOUND' })
  revoke(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @Param('botId') botId: string,
  ): Promise<BotAccountDto> {
    return this.bots.revokeKey(owner, botId);
  }

  @Put(':botId/auto-accept')
  @ApiOperation({
    operationId: 'setBotAutoAccept',
    summary: 'Let your bot accept challenges by rules',
    description:
      'A challenge to the bot that fits every rule (ruleset, rated, challenger rating range) is ' +
      'accepted as it is sent, and its match starts: your standing consent. Others stay pending ' +
      'for the bot (or you) to answer. Replaces any rules it had.',
  })
  @ApiBotId()
  @ApiOkResponse({ type: BotAccountDto, description: 'The bot, with its rules.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED (UNKNOWN_RULESET, EMPTY_RATING_RANGE)',
    404: 'BOT_NOT_FOUND',
  })
  setAutoAccept(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @Param('botId') botId: string,
    @Body() input: AutoAcceptInput,
  ): Promise<BotAccountDto> {
    return this.bots.setAutoAccept(owner, botId, input);
  }

  @Delete(':botId/auto-accept')
  @ApiOperation({
    operationId: 'clearBotAutoAccept',
    summary: 'Stop your bot accepting challenges by itself',
    description: 'Each challenge then waits for an answer.',
  })
  @ApiBotId()
  @ApiOkResponse({ type: BotAccountDto, description: 'The bot, without rules.' })
  @ApiRefusals({ 404: 'BOT_NOT_FOUND' })
  clearAutoAccept(
    @CurrentPlayer() owner: AuthenticatedPlayer,
    @Param('botId') botId: string,
  ): Promise<BotAccountDto> {
    return this.bots.clearAutoAccept(owner, botId);
  }
}
