import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { graphqlModule } from './common/graphql.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/config.js';
import { PubSubModule } from './infrastructure/pubsub/pubsub.module.js';
import { BotsModule } from './modules/bots/index.js';
import { ChallengesModule } from './modules/challenges/index.js';
import { CatalogModule } from './modules/catalog/index.js';
import { CombatModule } from './modules/combat/index.js';
import { EventsModule } from './modules/events/index.js';
import { HealthModule } from './modules/health/index.js';
import { InvitationsModule } from './modules/invitations/index.js';
import { LadderModule } from './modules/ladder/index.js';
import { MatchesModule } from './modules/matches/index.js';
import { MetricsModule } from './modules/metrics/index.js';
import { OrdersModule } from './modules/orders/index.js';
import { PlayersModule } from './modules/players/index.js';
import { RatingsModule } from './modules/ratings/index.js';
import { ReplaysModule } from './modules/replays/index.js';
import { ReportsModule } from './modules/reports/index.js';
import { ServerInfoModule } from './modules/server-info/index.js';
import { WebhooksModule } from './modules/webhooks/index.js';
import { DatabaseModule } from './persistence/database.module.js';

/** Feature modules: later work adds its modules (matches, orders, players...) here. */
const FEATURES: Type[] = [
  HealthModule,
  MetricsModule,
  ServerInfoModule,
  CatalogModule,
  CombatModule,
  PlayersModule,
  MatchesModule,
  InvitationsModule,
  OrdersModule,
  EventsModule,
  ReplaysModule,
  ReportsModule,
  BotsModule,
  WebhooksModule,
  RatingsModule,
  LadderModule,
  ChallengesModule,
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
        graphqlModule(config),
        ...FEATURES,
        ...extra,
      ],
    };
  }
}
