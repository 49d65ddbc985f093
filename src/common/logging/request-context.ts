import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/**
 * The logger of the request being handled (it carries the request id), for any code it calls.
 * Kept as a function: where requests are not logged, the request's logger is made only if
 * something logs.
 */
const requestLoggers = new AsyncLocalStorage<() => Logger>();

export function runWithRequestLogger(logger: () => Logger, next: () => void): void {
  requestLoggers.run(logger, next);
}

export function currentRequestLogger(): Logger | undefined {
  return requestLoggers.getStore()?.();
}
