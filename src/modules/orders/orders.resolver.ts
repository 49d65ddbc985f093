import { Inject } from '@nestjs/common';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IntRangePipe, MAX_SEAT } from '../../common/integer-bounds.js';
import { MatchIdArg } from '../match-runtime/index.js';
import { Authenticated, type AuthenticatedPlayer, CurrentPlayer } from '../players/index.js';
import { DecisionDto } from './decision.dto.js';
import { idempotencyKey } from './idempotency-key.js';
import { OrderAccepted } from './order-accepted.dto.js';
import { OrdersService } from './orders.service.js';
import { SubmitOrderInput } from './submit-order.input.js';

@Resolver(() => DecisionDto)
@Authenticated()
export class OrdersResolver {
  constructor(@Inject(OrdersService) private readonly orders: OrdersService) {}

  @Query(() => DecisionDto, {
    nullable: true,
    description: 'The decision you owe now in a match; null when you owe none.',
  })
  decision(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdArg() matchId: string,
    @Args(
      'seat',
      { type: () => Int, nullable: true, description: `Only this seat of yours (0-${MAX_SEAT}).` },
      new IntRangePipe('seat', 0, MAX_SEAT),
    )
    seat?: number,
  ): Promise<DecisionDto | null> {
    return this.orders.decision(matchId, player, seat ?? undefined);
  }

  @Mutation(() => OrderAccepted, {
    description:
      'Submit an order; it is committed before the answer. Errors carry the same codes as REST.',
  })
  submitOrder(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdArg() matchId: string,
    @Args('input', { description: 'The decision answered and the order.' }) input: SubmitOrderInput,
    @Args('idempotencyKey', {
      type: () => String,
      nullable: true,
      description: 'Makes retries safe: the same key and order give the first answer again.',
    })
    key?: string,
  ): Promise<OrderAccepted> {
    return this.orders.submit(matchId, player, input, idempotencyKey(key));
  }
}
