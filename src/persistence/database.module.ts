import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { openDatabase } from './data-source.js';

@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Runs after the HTTP server has stopped and in-flight requests have finished. */
  async onApplicationShutdown(): Promise<void> {
    await this.dataSource.destroy();
  }
}

/**
 * Provides the TypeORM `DataSource` (under its class, the token @nestjs/typeorm's
 * `TypeOrmModule.forFeature` and `@InjectDataSource()` use), migrated and ready.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => openDatabase(config.database),
        },
        DatabaseShutdown,
      ],
      exports: [DataSource],
    };
  }
}
