/**
 * The Express pipeline around Nest's routes, in order: request id and logging, security headers,
 * CORS, JSON bodies; then the routes (REST under /api/v1, health, docs, GraphQL); and a final
 * 404 / error problem for whatever no route claimed.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config.js';
import { parseJsonBodies, requireJsonBodies } from './body-parsing.js';
import { GRAPHIQL_CSP, isGraphiqlRequest, serveGraphiql } from './graphiql.js';
import { httpLogging } from './logging/http-logging.js';
import { instanceOf, sendProblem } from './problem.filter.js';
import { ApiProblem, toProblem } from './problem.js';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.js';

export const API_PREFIX = 'api/v1';
/** Served outside /api/v1: probes address the process, not a version of the API. */
export const UNPREFIXED_ROUTES = ['health', 'health/ready', 'metrics'];
export const GRAPHQL_PATH = '/graphql';

function securityHeaders(): (req: Request, res: Response, next: NextFunction) => void {
  const strict = helmet();
  const forGraphiql = helmet({ contentSecurityPolicy: GRAPHIQL_CSP });
  return (req, res, next) =>
    (isGraphiqlRequest(req, GRAPHQL_PATH) ? forGraphiql : strict)(req, res, next);
}

/**
 * Express hashes every answer for an ETag. Only a GET (or HEAD) can be asked again with
 * If-None-Match; the answer to an order, a sign-up or any other write is never conditional, so it
 * is sent without one (the hash was ≈ 0.6% of the server's CPU per order, decision 0019). The
 * writes' answers see the application's settings through a view without the ETag function.
 */
export function answerWritesWithoutEtags(express: Express): void {
  const settings = Object.create(express.settings as object, { 'etag fn': { value: undefined } });
  const withoutEtags = Object.create(express, { settings: { value: settings } }) as unknown;
  express.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.app = withoutEtags as Response['app'];
    next();
  });
}

/** Before `init()`: what runs ahead of the routes. */
export function configureHttp(
  app: NestExpressApplication,
  config: AppConfig,
  rootLogger: Logger,
): void {
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  answerWritesWithoutEtags(app.getHttpAdapter().getInstance());
  app.use(httpLogging(rootLogger));
  app.use(securityHeaders());
  app.use(serveGraphiql(GRAPHQL_PATH));
  if (config.http.corsOrigins) {
    app.enableCors({
      origin: config.http.corsOrigins === '*' ? '*' : config.http.corsOrigins,
      exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After'],
      maxAge: 600,
    });
  }
  app.use(requireJsonBodies());
  app.use(parseJsonBodies(config.http.bodyLimit));
  app.setGlobalPrefix(API_PREFIX, { exclude: UNPREFIXED_ROUTES });
}

/**
 * After `init()`: Nest answers 404 itself only under /api/v1 and its own routes; anything else
 * (`/nope`) ends here, as does an error no handler took.
 */
export function addFallbackHandlers(app: NestExpressApplication): void {
  app.use((req: Request, res: Response) => {
    const problem = toProblem(ApiProblem.notFound(`No route ${req.method} ${req.path}.`), {
      instance: instanceOf(req),
      requestId: requestIdOf(req),
    });
    sendProblem(res, problem);
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log?.error({ err: error }, 'unhandled error');
    if (res.headersSent) {
      res.end();
      return;
    }
    sendProblem(res, toProblem(error, { instance: instanceOf(req), requestId: requestIdOf(req) }));
  });
}
