import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module.js';
import { EventsController } from './events.controller.js';
import { EventsResolver } from './events.resolver.js';
import { EventsService } from './events.service.js';

/** Reading and following event logs: REST pages, Server-Sent Events, GraphQL subscriptions. */
@Module({
  imports: [MatchesModule],
  controllers: [EventsController],
  providers: [EventsService, EventsResolver],
})
export class EventsModule {}
