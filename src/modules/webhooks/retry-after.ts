/**
 * How long a target asked us to wait before trying again: Discord's 429 body (`retry_after`, in
 * seconds, fractional), else the standard `Retry-After` header (seconds or an HTTP date) on a 429 or
 * 503. Trying earlier only earns another 429 and, on Discord, a longer ban.
 */
import type { HttpAnswer } from './http-sender.js';

/** The wait asked for, in ms; null when none was (or it makes no sense). */
export function retryAfterMs(answer: HttpAnswer, now = Date.now()): number | null {
  if (answer.status !== 429 && answer.status !== 503) return null;
  const fromBody = discordRetryAfter(answer.text);
  if (fromBody !== null) return fromBody;
  const header = answer.headers['retry-after'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function discordRetryAfter(text: string): number | null {
  try {
    const body = JSON.parse(text) as { retry_after?: unknown };
    const seconds = body.retry_after;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
      ? Math.ceil(seconds * 1000)
      : null;
  } catch {
    return null;
  }
}
