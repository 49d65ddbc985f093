/**
 * Query parameters that are credentials: a stream ticket opens a match's stream as its player. A
 * used or expired one is worthless, but a log line may be read within its minute; it is not kept.
 */
const SECRET_PARAMS = /([?&](?:ticket)=)[^&#]*/gi;

export const REDACTED = '[REDACTED]';

/** The URL as it may be logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${REDACTED}`);
}
