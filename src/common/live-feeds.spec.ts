import { FeedLimiter, feedClientOfKey } from './live-feeds.js';

describe('FeedLimiter', () => {
  it('gives each client at most `max` places, and takes each back once', () => {
    const limiter = new FeedLimiter(2);
    const first = limiter.acquire('a');
    const second = limiter.acquire('a');
    expect(first && second).toBeTruthy();
    expect(limiter.acquire('a')).toBeNull();
    expect(limiter.acquire('b')).not.toBeNull();
    first!();
    first!();
    expect(limiter.acquire('a')).not.toBeNull();
    expect(limiter.acquire('a')).toBeNull();
  });

  it('counts a key by its digest, never the key itself', () => {
    expect(feedClientOfKey('salvo_secret', '1.2.3.4')).toMatch(/^key:[0-9a-f]{64}$/);
    expect(feedClientOfKey(null, '1.2.3.4')).toBe('address:1.2.3.4');
  });
});
