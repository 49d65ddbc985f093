import { Module } from '@nestjs/common';
import type { PubSubBackend } from '../../infrastructure/pubsub/pubsub.backend.js';
import { PUB_SUB_BACKEND } from '../../infrastructure/pubsub/pubsub.module.js';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { PlayersModule } from '../players/index.js';
import { EventsController } from './events.controller.js';
import { EventsResolver } from './events.resolver.js';
import { EventsService } from './events.service.js';
import { PlayerStreamController } from './player-stream.controller.js';
import { EventStreams } from './sse.js';
import { MemoryTicketStore, RedisTicketStore } from './stream-ticket.store.js';
import { STREAM_TICKET_STORE, StreamTickets } from './stream-tickets.js';
import { StreamTicketsController } from './stream-tickets.controller.js';

/**
 * Reading and following event logs: REST pages, Server-Sent Events (with stream tickets for
 * browsers), GraphQL queries and subscriptions.
 */
@Module({
  imports: [PlayersModule, MatchRuntimeModule],
  controllers: [EventsController, StreamTicketsController, PlayerStreamController],
  providers: [
    EventsService,
    EventsResolver,
    StreamTickets,
    EventStreams,
    {
      provide: STREAM_TICKET_STORE,
      inject: [PUB_SUB_BACKEND],
      useFactory: (backend: PubSubBackend) =>
        backend.redis ? new RedisTicketStore(backend.redis) : new MemoryTicketStore(),
    },
  ],
})
export class EventsModule {}
