/**
 * Builds the application, ready to listen: used by main.ts, by the scripts that generate
 * openapi.json and schema.gql, and by the tests.
 */
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { GracefulExpressAdapter } from './common/graceful-http-adapter.js';
import { capWebSocketMessages } from './common/graphql-ws.js';
import { addFallbackHandlers, configureHttp } from './common/http-pipeline.js';
import { PinoNestLogger } from './common/logging/nest-logger.js';
import { createRootLogger } from './common/logging/root-logger.js';
import { ProblemFilter } from './common/problem.filter.js';
import { createValidationPipe } from './common/validation.js';
import { setUpApiDocs } from './common/openapi.js';
import { boundRequestsInFlight } from './common/requests-in-flight.js';
import type { AppConfig } from './config/config.js';

export interface CreateAppOptions {
  /** Extra modules (test fixtures). */
  modules?: Type[];
  logger?: Logger;
}

export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const rootLogger = options.logger ?? createRootLogger(config.log);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, options.modules),
    new GracefulExpressAdapter(),
    { logger: new PinoNestLogger(rootLogger), bodyParser: false, abortOnError: false },
  );
  try {
    configureHttp(app, config, rootLogger);
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new ProblemFilter());
    setUpApiDocs(app);
    await app.init();
    capWebSocketMessages(app.get(GraphQLModule), config.http.bodyLimit);
    addFallbackHandlers(app);
    // Nest made the server, with Express as its request listener, when the app was created.
    boundRequestsInFlight(app.getHttpServer(), config.http.maxRequestsInFlight);
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
