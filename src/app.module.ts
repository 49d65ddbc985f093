import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { graphqlModule } from './common/graphql.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/config.js';
import { PubSubModule } from './infrastructure/pubsub/pubsub.module.js';
import { BotsModule } from './modules/bots/bots.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { CombatModule } from './modules/combat/combat.module.js';
import { EventsModule } from './modules/events/events.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MatchesModule } from './modules/matches/matches.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PlayersModule } from './modules/players/players.module.js';
import { ReplaysModule } from './modules/replays/replays.module.js';
import { ServerInfoModule } from './modules/server-info/server-info.module.js';
import { DatabaseModule } from './persistence/database.module.js';

/** Feature modules: later work adds its modules (matches, orders, players...) here. */
const FEATURES: Type[] = [
  HealthModule,
  ServerInfoModule,
  CatalogModule,
  CombatModule,
  PlayersModule,
  MatchesModule,
  OrdersModule,
  EventsModule,
  ReplaysModule,
  BotsModule,
];

@Module({})
export class AppModule {
  /** `extra`: modules only tests add (fixtures that exercise the error model). */
  static forRoot(config: AppConfig, extra: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(),
        PubSubModule.forRoot(),
        RateLimitModule,
        graphqlModule(),
        ...FEATURES,
        ...extra,
      ],
    };
  }
}
