import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  ParseIntPipe,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { IntRangePipe, MAX_SEAT } from '../../common/integer-bounds.js';
import { ApiMatchId, ApiRefusals, MatchIdParam } from '../match-runtime/index.js';
import { Authenticated, CurrentPlayer, type AuthenticatedPlayer } from '../players/index.js';
import { CreateWebhookInput } from './create-webhook.input.js';
import { MatchRemindersDto, SeatDiscordUserDto } from './settings.dto.js';
import { MatchRemindersInput, SeatDiscordUserInput } from './settings.inputs.js';
import {
  WebhookCreatedDto,
  WebhookDeliveryDto,
  WebhookDeliveryListDto,
  WebhookDto,
  WebhookListDto,
} from './webhook.dto.js';
import { WebhooksService } from './webhooks.service.js';

const WEBHOOK_ID = 'webhookId';
const ApiWebhookId = () =>
  ApiParam({ name: WEBHOOK_ID, format: 'uuid', description: 'The webhook id.' });

@ApiTags('webhooks')
@Controller()
@Authenticated()
export class WebhooksController {
  constructor(@Inject(WebhooksService) private readonly webhooks: WebhooksService) {}

  @Post('webhooks')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    operationId: 'createWebhook',
    summary: 'Register a webhook',
    description:
      'For one match (`matchId`) or every match you hold a seat in. Deliveries are signed with ' +
      'HMAC-SHA256 (`Salvo-Signature: t=…,v1=…`) under the secret in this answer, shown only now.',
  })
  @ApiCreatedResponse({ type: WebhookCreatedDto, description: 'The hook, with its secret.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED, WEBHOOK_TARGET_INVALID (not an http(s) URL, credentials in it)',
    404: 'MATCH_NOT_FOUND',
    409: 'TOO_MANY_WEBHOOKS',
    422: 'WEBHOOK_TARGET_FORBIDDEN (a private, loopback or link-local address), WEBHOOK_TARGET_UNRESOLVABLE',
  })
  create(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() input: CreateWebhookInput,
  ): Promise<WebhookCreatedDto> {
    return this.webhooks.create(player, input);
  }

  @Get('webhooks')
  @ApiOperation({ operationId: 'listWebhooks', summary: 'Your webhooks' })
  @ApiOkResponse({ type: WebhookListDto, description: 'Your hooks, oldest first.' })
  async list(@CurrentPlayer() player: AuthenticatedPlayer): Promise<WebhookListDto> {
    return { items: await this.webhooks.list(player) };
  }

  @Get(`webhooks/:${WEBHOOK_ID}`)
  @ApiOperation({ operationId: 'getWebhook', summary: 'One of your webhooks' })
  @ApiWebhookId()
  @ApiOkResponse({ type: WebhookDto, description: 'The hook (without its secret).' })
  @ApiRefusals({ 404: 'WEBHOOK_NOT_FOUND' })
  get(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param(WEBHOOK_ID) id: string,
  ): Promise<WebhookDto> {
    return this.webhooks.get(player, id);
  }

  @Delete(`webhooks/:${WEBHOOK_ID}`)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook',
    description: 'Nothing more is sent to it, pending deliveries included; its log goes with it.',
  })
  @ApiWebhookId()
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiRefusals({ 404: 'WEBHOOK_NOT_FOUND' })
  async delete(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param(WEBHOOK_ID) id: string,
  ): Promise<void> {
    await this.webhooks.delete(player, id);
  }

  @Get(`webhooks/:${WEBHOOK_ID}/deliveries`)
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: 'A webhook’s delivery log',
    description: 'Its latest deliveries, newest first: state, attempts, the last answer.',
  })
  @ApiWebhookId()
  @ApiOkResponse({ type: WebhookDeliveryListDto, description: 'Newest first, at most 100.' })
  @ApiRefusals({ 404: 'WEBHOOK_NOT_FOUND' })
  async deliveries(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param(WEBHOOK_ID) id: string,
  ): Promise<WebhookDeliveryListDto> {
    return { items: await this.webhooks.deliveries(player, id) };
  }

  @Post(`webhooks/:${WEBHOOK_ID}/ping`)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    operationId: 'pingWebhook',
    summary: 'Send a test delivery',
    description:
      'Queues a `webhook.ping` delivery, sent at once (after anything the hook is owed); see ' +
      'how it went in the delivery log.',
  })
  @ApiWebhookId()
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'The queued delivery.' })
  @ApiRefusals({ 404: 'WEBHOOK_NOT_FOUND', 409: 'WEBHOOK_DISABLED' })
  ping(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param(WEBHOOK_ID) id: string,
  ): Promise<WebhookDeliveryDto> {
    return this.webhooks.ping(player, id);
  }

  @Put('matches/:matchId/seats/:seat/discord-user')
  @ApiOperation({
    operationId: 'setSeatDiscordUser',
    summary: 'Name the Discord user playing your seat',
    description: 'Discord hooks mention them (`<@id>`) while the seat is awaited.',
  })
  @ApiMatchId()
  @ApiParam({
    name: 'seat',
    schema: { type: 'integer', minimum: 0, maximum: MAX_SEAT },
    description: 'Your seat.',
  })
  @ApiOkResponse({ type: SeatDiscordUserDto, description: 'The seat’s Discord user now.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED',
    403: 'NOT_SEAT_HOLDER',
    404: 'MATCH_NOT_FOUND',
  })
  setDiscordUser(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Param('seat', ParseIntPipe, new IntRangePipe('seat', 0, MAX_SEAT)) seat: number,
    @Body() input: SeatDiscordUserInput,
  ): Promise<SeatDiscordUserDto> {
    return this.webhooks.setDiscordUser(player, matchId, seat, input);
  }

  @Get('matches/:matchId/reminders')
  @ApiOperation({
    operationId: 'getMatchReminders',
    summary: 'When a match reminds its awaited seats',
  })
  @ApiMatchId()
  @ApiOkResponse({ type: MatchRemindersDto, description: 'Its reminder times.' })
  @ApiRefusals({ 404: 'MATCH_NOT_FOUND' })
  reminders(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
  ): Promise<MatchRemindersDto> {
    return this.webhooks.reminders(player, matchId);
  }

  @Put('matches/:matchId/reminders')
  @ApiOperation({
    operationId: 'setMatchReminders',
    summary: 'Choose when a match reminds its awaited seats',
    description:
      'Seconds before each decision’s deadline; each reminder is a `reminder.due` webhook event ' +
      'and a `matchReminders` subscription event. For the match’s creator and seated players.',
  })
  @ApiMatchId()
  @ApiOkResponse({ type: MatchRemindersDto, description: 'Its reminder times now.' })
  @ApiRefusals({ 400: 'VALIDATION_FAILED', 403: 'NOT_IN_MATCH', 404: 'MATCH_NOT_FOUND' })
  setReminders(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Body() input: MatchRemindersInput,
  ): Promise<MatchRemindersDto> {
    return this.webhooks.setReminders(player, matchId, input);
  }
}
