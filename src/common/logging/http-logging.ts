import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { assignRequestId } from '../request-id.js';
import { redactUrl } from './redact-url.js';
import { runWithRequestLogger } from './request-context.js';

interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  remoteAddress?: string;
}

const serializeRequest = (req: SerializedRequest): SerializedRequest => ({
  id: req.id,
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.remoteAddress,
});

/** Probes of /health are not logged: orchestrators call them every few seconds. */
const unlogged = (req: IncomingMessage): boolean => req.url?.startsWith('/health') ?? false;

/**
 * First in the HTTP pipeline: gives each request its id (echoed as X-Request-Id), logs it once
 * completed, and makes its logger the one every log line of the request goes through. Where
 * completed requests are not logged at all (the level is above `info`), `failedRequestLogging`
 * does the same with none of pino-http's per-request loggers.
 */
export function httpLogging(root: Logger): RequestHandler {
  if (!root.isLevelEnabled('info')) return failedRequestLogging(root);
  const logRequest = pinoHttp({
    logger: root,
    genReqId: assignRequestId,
    customAttributeKeys: { reqId: 'requestId' },
    // Lines logged while handling a request carry its id, not the whole request again.
    quietReqLogger: true,
    autoLogging: { ignore: unlogged },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : 'info',
    // pino-http hands these its standard serialization of the request and response.
    serializers: {
      req: serializeRequest,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    logRequest(req, res);
    runWithRequestLogger(loggerOnly(req.log), next);
  };
}

/**
 * What a request's logging context holds: its logger, and not the request. Node copies the
 * context onto every async resource made while handling it: its socket's timeout and handle, a
 * built-in bot's move started by its order. A closure made beside `req` and `res` shares their
 * scope, so each of those kept the whole request (its router state, body, response and headers)
 * alive after its answer, until the socket's next request or the bot's move: under 32 bot
 * matches, two finished requests for every one in flight (decision 0039).
 */
function loggerOnly(logger: Logger): () => Logger {
  return () => logger;
}

/** A request's logger, made the first time something logs through it; holds only its id. */
function lazyChild(root: Logger, id: string): () => Logger {
  let made: Logger | undefined;
  return () => (made ??= root.child({ requestId: id }));
}

/**
 * The same request id, request logger and line for a request that failed (status ≥ 500, logged
 * at `error` as pino-http does), without making two child loggers for every request whose
 * completion is not logged: the request's logger is made when something logs through it. At
 * level `warn` pino-http took ≈ 3% of the server's CPU per order (decision 0019).
 */
function failedRequestLogging(root: Logger): RequestHandler {
  return (req, res, next) => {
    const id = assignRequestId(req, res);
    req.id = id;
    const logger = lazyChild(root, id);
    Object.defineProperty(req, 'log', { get: logger, configurable: true, enumerable: false });
    if (!unlogged(req) && root.isLevelEnabled('error')) {
      const started = Date.now();
      const completed = (error?: Error): void => {
        res.off('close', completed);
        res.off('finish', completed);
        res.off('error', completed);
        if (!error && res.statusCode < 500) return;
        logger().error(
          {
            req: requestOf(req),
            res: { statusCode: res.statusCode },
            err: error ?? new Error(`failed with status code ${res.statusCode}`),
            responseTime: Date.now() - started,
          },
          'request errored',
        );
      };
      res.on('close', completed);
      res.on('finish', completed);
      res.on('error', completed);
    }
    runWithRequestLogger(logger, next);
  };
}

function requestOf(req: Request): SerializedRequest {
  return serializeRequest({
    id: req.id,
    method: req.method,
    url: req.originalUrl || req.url,
    remoteAddress: req.socket?.remoteAddress,
  });
}
