import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../config/config.js';
import { REDACTED } from './redact-url.js';

/** Secrets a log line might carry as a field (URLs are redacted where requests are logged). */
const SECRET_FIELDS = [
  'authorization',
  'apiKey',
  'api_key',
  'ticket',
  'seed',
  'password',
  // A webhook's signing secret (shown once, when the hook is created).
  'secret',
];

/**
 * What pino censors wherever it appears at the top of a line or one level down (`req.headers`
 * two): keys, stream tickets and seeds; and the bound parameters of a failed SQL statement,
 * which may hold a seed or a key's hash.
 */
export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'connectionParams',
  '*.connectionParams',
  'err.parameters',
  'err.driverError.parameters',
];

/**
 * JSON lines on stdout; pretty single lines when configured (the default in a terminal).
 * `destination`: somewhere else than stdout (tests read what was logged).
 */
export function createRootLogger(
  config: AppConfig['log'],
  destination?: DestinationStream,
): Logger {
  const options = {
    name: 'salvo',
    level: config.level,
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    transport: config.pretty
      ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l' } }
      : undefined,
  });
}
