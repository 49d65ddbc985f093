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
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiRefusals } from '../../common/api-refusals.js';
import { Authenticated, CurrentPlayer, type AuthenticatedPlayer } from '../players/index.js';
import { BotProfileDto, CreateLadderInput, LadderDto, LadderListDto } from './ladder.dto.js';
import { LaddersService } from './ladders.service.js';

const ApiLadderId = () =>
  ApiParam({ name: 'ladderId', format: 'uuid', description: 'The ladder id.' });

@ApiTags('ladders')
@Controller()
export class LaddersController {
  constructor(@Inject(LaddersService) private readonly ladders: LaddersService) {}

  @Post('ladders')
  @HttpCode(HttpStatus.CREATED)
  @Authenticated()
  @ApiOperation({
    operationId: 'createLadder',
    summary: 'Create a ladder',
    description:
      'Rated games on one ruleset and two-seat scenario, with a time control: bots that opt in ' +
      'are paired by rating, each pairing played from both seats.',
  })
  @ApiCreatedResponse({ type: LadderDto, description: 'The ladder, with nobody in it yet.' })
  @ApiRefusals({ 400: 'VALIDATION_FAILED (UNKNOWN_RULESET, UNKNOWN_SCENARIO)' })
  create(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() input: CreateLadderInput,
  ): Promise<LadderDto> {
    return this.ladders.create(player, input);
  }

  @Get('ladders')
  @ApiOperation({ operationId: 'listLadders', summary: 'Ladders', description: 'Oldest first.' })
  @ApiOkResponse({ type: LadderListDto, description: 'At most 100 ladders.' })
  async list(): Promise<LadderListDto> {
    return { items: await this.ladders.list() };
  }

  @Get('ladders/:ladderId')
  @ApiOperation({ operationId: 'getLadder', summary: 'A ladder and who is in it' })
  @ApiLadderId()
  @ApiOkResponse({ type: LadderDto, description: 'The ladder.' })
  @ApiRefusals({ 404: 'LADDER_NOT_FOUND' })
  get(@Param('ladderId') ladderId: string): Promise<LadderDto> {
    return this.ladders.get(ladderId);
  }

  @Post('ladders/:ladderId/entries')
  @HttpCode(HttpStatus.OK)
  @Authenticated()
  @ApiOperation({
    operationId: 'joinLadder',
    summary: 'Opt in to a ladder',
    description:
      'The caller (a bot, with its own key) consents to be paired for rated games on this ' +
      'ladder. A bot new to the ruleset first plays a validation game against the built-in ' +
      'random bot, under the ladder’s time control; it is paired once that game ends without ' +
      'a forfeit.',
  })
  @ApiLadderId()
  @ApiOkResponse({ type: LadderDto, description: 'The ladder, with the caller in it.' })
  @ApiRefusals({ 404: 'LADDER_NOT_FOUND' })
  join(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param('ladderId') ladderId: string,
  ): Promise<LadderDto> {
    return this.ladders.join(ladderId, player);
  }

  @Delete('ladders/:ladderId/entries/me')
  @Authenticated()
  @ApiOperation({
    operationId: 'leaveLadder',
    summary: 'Opt out of a ladder',
    description: 'No new games; games under way are played out.',
  })
  @ApiLadderId()
  @ApiOkResponse({ type: LadderDto, description: 'The ladder, without the caller.' })
  @ApiRefusals({ 404: 'LADDER_NOT_FOUND', 409: 'NOT_ENTERED' })
  leave(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param('ladderId') ladderId: string,
  ): Promise<LadderDto> {
    return this.ladders.leave(ladderId, player);
  }

  @Get('bots/:botId')
  @ApiOperation({
    operationId: 'getBotProfile',
    summary: 'A bot’s profile',
    description: 'Its owner, the rulesets it passed validation on, and its ratings.',
  })
  @ApiParam({ name: 'botId', format: 'uuid', description: 'The bot’s player id.' })
  @ApiOkResponse({ type: BotProfileDto, description: 'The bot.' })
  @ApiRefusals({ 404: 'BOT_NOT_FOUND' })
  bot(@Param('botId') botId: string): Promise<BotProfileDto> {
    return this.ladders.botProfile(botId);
  }
}
