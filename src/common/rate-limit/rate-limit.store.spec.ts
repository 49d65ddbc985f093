import { MemoryRateLimitStore } from './rate-limit.store.js';

describe('MemoryRateLimitStore', () => {
  it('counts hits per key within a window, then starts a new window', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 10_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetMs: 50_000 });
    expect(await store.hit('b', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 50_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });
});
