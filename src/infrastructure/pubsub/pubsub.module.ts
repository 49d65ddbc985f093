import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { inProcessBackend, type PubSubBackend } from './pubsub.backend.js';

/** The `PubSubEngine` to publish to and subscribe with: `@InjectPubSub() pubSub: PubSubEngine`. */
export const PUB_SUB = Symbol('PUB_SUB');
export const PUB_SUB_BACKEND = Symbol('PUB_SUB_BACKEND');

export const InjectPubSub = (): ParameterDecorator => Inject(PUB_SUB);

@Injectable()
class PubSubLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(PUB_SUB_BACKEND) private readonly backend: PubSubBackend) {}

  onModuleInit(): void {
    this.backend.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }
}

@Global()
@Module({})
export class PubSubModule {
  static forRoot(): DynamicModule {
    return {
      module: PubSubModule,
      providers: [
        {
          provide: PUB_SUB_BACKEND,
          inject: [APP_CONFIG],
          useFactory: async (config: AppConfig): Promise<PubSubBackend> =>
            config.redis
              ? (await import('./redis-backend.js')).redisBackend(config.redis.url)
              : inProcessBackend(),
        },
        {
          provide: PUB_SUB,
          inject: [PUB_SUB_BACKEND],
          useFactory: (backend: PubSubBackend) => backend.engine,
        },
        PubSubLifecycle,
      ],
      exports: [PUB_SUB, PUB_SUB_BACKEND],
    };
  }
}
