import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';
import { currentRequestLogger } from './request-context.js';

/**
 * Nest's logger, written through pino: inside a request, through that request's logger, so every
 * line carries its `requestId`. Nest passes the context (the class name) as the last argument,
 * and for errors a stack trace before it.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const logger = currentRequestLogger() ?? this.root;
    if (!logger.isLevelEnabled(level)) return;
    const rest = [...params];
    const context = rest.length > 0 && typeof rest.at(-1) === 'string' ? rest.pop() : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    const stack = rest.find((p): p is string => typeof p === 'string' && /\n\s+at /.test(p));
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ ...fields, ...message });
    } else if (stack) {
      logger[level]({ ...fields, err: { message: String(message), stack } }, String(message));
    } else {
      logger[level](fields, String(message));
    }
  }
}
