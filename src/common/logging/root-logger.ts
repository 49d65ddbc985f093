import { pino, stdTimeFunctions, type Logger } from 'pino';
import type { AppConfig } from '../../config/config.js';

/** JSON lines on stdout; pretty single lines when configured (the default in a terminal). */
export function createRootLogger(config: AppConfig['log']): Logger {
  return pino({
    name: 'salvo',
    level: config.level,
    timestamp: stdTimeFunctions.isoTime,
    transport: config.pretty
      ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l' } }
      : undefined,
  });
}
