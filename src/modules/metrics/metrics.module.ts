import { Inject, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.js';

@Module({
  imports: [MatchRuntimeModule],
  controllers: [MetricsController],
  providers: [Metrics],
})
export class MetricsModule implements NestModule {
  constructor(@Inject(Metrics) private readonly metrics: Metrics) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.metrics.countRequests).forRoutes('{*path}');
  }
}
