import { threadClock } from './thread-clock.js';

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('threadClock', () => {
  const clock = threadClock();

  it('measures CPU time on Linux, where Node 20 has no thread clock of its own', () => {
    if (process.platform === 'linux') expect(clock.kind).toBe('thread-cpu');
  });

  it('advances while the thread works and, for a CPU clock, not while it sleeps', () => {
    const start = clock.now();
    while (clock.now() - start < 20); // terminates only if the clock advances with work
    const beforeSleep = clock.now();
    sleep(300);
    const slept = clock.now() - beforeSleep;
    if (clock.kind === 'thread-cpu') expect(slept).toBeLessThan(50);
    else expect(slept).toBeGreaterThanOrEqual(300);
  });
});
