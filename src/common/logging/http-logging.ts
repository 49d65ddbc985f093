import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
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

/**
 * First in the HTTP pipeline: gives each request its id (echoed as X-Request-Id), logs it once
 * completed, and makes its logger the one every log line of the request goes through. Probes of
 * /health are not logged: orchestrators call them every few seconds.
 */
export function httpLogging(root: Logger): RequestHandler {
  const logRequest = pinoHttp({
    logger: root,
    genReqId: assignRequestId,
    customAttributeKeys: { reqId: 'requestId' },
    // Lines logged while handling a request carry its id, not the whole request again.
    quietReqLogger: true,
    autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/health') ?? false },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : 'info',
    // pino-http hands these its standard serialization of the request and response.
    serializers: {
      req: (req: SerializedRequest) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    logRequest(req, res);
    runWithRequestLogger(req.log, next);
  };
}
