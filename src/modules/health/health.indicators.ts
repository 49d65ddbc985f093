import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { withTimeout } from '../../common/timeout.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { PUB_SUB_BACKEND } from '../../infrastructure/pubsub/pubsub.module.js';
import type { PubSubBackend } from '../../infrastructure/pubsub/pubsub.backend.js';
import { pendingMigrations } from '../../persistence/migrate.js';

const CHECK_TIMEOUT_MS = 2000;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** What /health/ready checks: the database answers and is migrated; pub/sub answers. */
@Injectable()
export class ReadinessIndicators {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PUB_SUB_BACKEND) private readonly pubSub: PubSubBackend,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async database(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('database');
    const mode = this.config.database.kind;
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS, 'The database');
      return check.up({ mode });
    } catch (error) {
      return check.down({ mode, message: messageOf(error) });
    }
  }

  async migrations(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('migrations');
    try {
      const pending = await withTimeout(
        pendingMigrations(this.dataSource),
        CHECK_TIMEOUT_MS,
        'The database',
      );
      return pending.length === 0 ? check.up() : check.down({ pending });
    } catch (error) {
      return check.down({ message: messageOf(error) });
    }
  }

  async pubSubTransport(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('pubsub');
    const transport = this.pubSub.kind;
    try {
      await this.pubSub.ping(CHECK_TIMEOUT_MS);
      return check.up({ transport });
    } catch (error) {
      return check.down({ transport, message: messageOf(error) });
    }
  }
}
