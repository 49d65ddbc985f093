import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a client-chosen id may look like: short, and harmless in a log line or a header. */
const ACCEPTABLE_ID = /^[\w.:@-]{1,128}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is acceptable (so one id follows a request
 * across services), else a new UUID. It is echoed in the response header.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER.toLowerCase()];
  const id = typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id pino-http gave the request, if it went through the logging middleware. */
export function requestIdOf(req: unknown): string | undefined {
  const id = (req as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}
