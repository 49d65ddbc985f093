/**
 * Query parameters that are credentials. API keys are never accepted in URLs, but a client may
 * still put one there (`?apiKey=`): it must not come back in a problem's `instance` nor reach a
 * log. A stream ticket opens a match's stream as its player: a used or expired one is
 * worthless, but a log line may be read within its minute.
 */
const SECRET_PARAMS =
  /([?&](?:ticket|api[-_]?key|key|token|access[-_]?token|authorization|auth|password|secret|seed|sig)=)[^&#]*/gi;

export const REDACTED = '[REDACTED]';

/** The URL as it may be logged or shown back. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${REDACTED}`);
}
