import type { HttpAnswer } from './http-sender.js';
import { retryAfterMs } from './retry-after.js';

const answer = (status: number, text = '', headers: HttpAnswer['headers'] = {}): HttpAnswer => ({
  status,
  text,
  headers,
});

describe('retryAfterMs: the wait a rate-limited target asks for', () => {
  it('reads Discord’s retry_after (seconds, fractional) from a 429 body', () => {
    const body = JSON.stringify({ message: 'You are being rate limited.', retry_after: 0.251 });
    expect(retryAfterMs(answer(429, body))).toBe(251);
  });

  it('falls back to the Retry-After header, in seconds or as an HTTP date', () => {
    expect(retryAfterMs(answer(429, 'slow down', { 'retry-after': '3' }))).toBe(3000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    const date = 'Thu, 01 Jan 2026 00:00:10 GMT';
    expect(retryAfterMs(answer(503, '', { 'retry-after': date }), now)).toBe(10_000);
  });

  it('asks nothing of other statuses or of nonsense', () => {
    expect(retryAfterMs(answer(500, JSON.stringify({ retry_after: 5 })))).toBeNull();
    expect(retryAfterMs(answer(429, JSON.stringify({ retry_after: -1 })))).toBeNull();
    expect(retryAfterMs(answer(429, '', { 'retry-after': 'soon' }))).toBeNull();
    expect(retryAfterMs(answer(429))).toBeNull();
  });
});
