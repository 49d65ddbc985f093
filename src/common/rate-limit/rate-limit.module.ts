import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PUB_SUB_BACKEND } from '../../infrastructure/pubsub/pubsub.module.js';
import type { PubSubBackend } from '../../infrastructure/pubsub/pubsub.backend.js';
import { PlayersModule } from '../../modules/players/index.js';
import { RATE_LIMIT_STORE, RateLimitGuard } from './rate-limit.guard.js';
import { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit.store.js';

/** The guard counts a valid key against its player: it needs the players' keys. */
@Global()
@Module({
  imports: [PlayersModule],
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [PUB_SUB_BACKEND],
      useFactory: (backend: PubSubBackend) =>
        backend.redis ? new RedisRateLimitStore(backend.redis) : new MemoryRateLimitStore(),
    },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
})
export class RateLimitModule {}
