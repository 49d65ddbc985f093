/**
 * `npm run worker`: a Salvo instance that serves no HTTP and runs the ladders' queue workers
 * (pairing rounds, match starts), the deadlines and the built-in bots. Any number of them share
 * the work of one database (DATABASE_URL); set REDIS_URL too, so the matches they start reach
 * subscribers connected to the API instances.
 */
import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PinoNestLogger } from '../src/common/logging/nest-logger.js';
import { createRootLogger } from '../src/common/logging/root-logger.js';
import { ConfigModule } from '../src/config/config.module.js';
import { ConfigError, loadConfig, type AppConfig } from '../src/config/config.js';
import { PubSubModule } from '../src/infrastructure/pubsub/pubsub.module.js';
import { BotsModule } from '../src/modules/bots/index.js';
import { LadderModule } from '../src/modules/ladder/index.js';
import { DatabaseModule } from '../src/persistence/database.module.js';

@Module({})
class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(),
        PubSubModule.forRoot(),
        LadderModule,
        BotsModule,
      ],
    };
  }
}

let config: AppConfig;
try {
  config = loadConfig({ ...process.env, LADDER_WORKER: 'true' }, { isTty: process.stdout.isTTY });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Salvo worker cannot start. ${error.message}\n`);
  process.exit(1);
}
const logger = createRootLogger(config.log);
const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
  logger: new PinoNestLogger(logger),
});
app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
logger.info(
  { database: config.database.kind, pubsub: config.redis ? 'redis' : 'in-process' },
  'Salvo worker running: ladder pairing rounds, deadlines, built-in bots',
);
