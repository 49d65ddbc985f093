import { Module } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { PlayersModule } from '../players/index.js';
import { OrdersController } from './orders.controller.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';

/** Decisions owed and the orders that answer them. */
@Module({
  imports: [PlayersModule, MatchRuntimeModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrdersResolver],
})
export class OrdersModule {}
