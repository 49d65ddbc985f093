import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module.js';
import { OrdersController } from './orders.controller.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';

/** Decisions owed and the orders that answer them. */
@Module({
  imports: [MatchesModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrdersResolver],
})
export class OrdersModule {}
