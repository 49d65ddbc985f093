import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiMatchId, ApiRefusals, MatchIdParam, ViewQuery } from '../match-runtime/index.js';
import { Authenticated, type AuthenticatedPlayer, CurrentPlayer } from '../players/index.js';
import { DecisionDto } from './decision.dto.js';
import { idempotencyKey } from './idempotency-key.js';
import { OrderAccepted } from './order-accepted.dto.js';
import { OrdersService } from './orders.service.js';
import { SubmitOrderInput } from './submit-order.input.js';

@ApiTags('orders')
@Controller('matches/:matchId')
@ApiMatchId()
@Authenticated()
export class OrdersController {
  constructor(@Inject(OrdersService) private readonly orders: OrdersService) {}

  @Get('decision')
  @ApiOperation({
    summary: 'What you must decide now',
    description:
      "The decision your seat owes, with its deadline, the order's JSON Schema, the legal orders when few and one legal example. 204 when you owe nothing now.",
  })
  @ApiOkResponse({ type: DecisionDto, description: 'The decision you owe now.' })
  @ApiNoContentResponse({ description: 'You owe no decision now (or the match is not active).' })
  @ApiRefusals({ 403: 'NOT_A_SEAT', 404: 'MATCH_NOT_FOUND' })
  async getDecision(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Query() query: ViewQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DecisionDto | undefined> {
    const decision = await this.orders.decision(matchId, player, query.seat);
    if (decision) return decision;
    res.status(HttpStatus.NO_CONTENT);
    return undefined;
  }

  @Post('orders')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Submit an order',
    description:
      'Accepted orders are committed before the answer. Retrying with the same Idempotency-Key and body returns the first answer and applies nothing twice.',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'Any unique string (1-255 printable ASCII), per player and match: makes retries safe.',
  })
  @ApiOkResponse({ type: OrderAccepted, description: 'Accepted and committed.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED, MALFORMED_JSON',
    403: 'NOT_A_SEAT, NOT_YOUR_DECISION',
    404: 'MATCH_NOT_FOUND',
    409: 'DECISION_NOT_PENDING, MATCH_OVER, MATCH_NOT_ACTIVE, IDEMPOTENCY_KEY_REUSED',
    413: 'PAYLOAD_TOO_LARGE',
    422: "ILLEGAL_ORDER: errors[] holds the ruleset's problems (path, code, message)",
  })
  submitOrder(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Body() input: SubmitOrderInput,
    @Headers('idempotency-key') key: string | undefined,
  ): Promise<OrderAccepted> {
    return this.orders.submit(matchId, player, input, idempotencyKey(key));
  }
}
