import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SweepTimer } from './sweep-timer.js';

describe('SweepTimer', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  /** A pass that stays under way until `finish` is called. */
  function slowPass(): { pass: () => Promise<void>; starts: () => number; finish: () => void } {
    let started = 0;
    let release = (): void => {};
    return {
      pass: () => {
        started++;
        return new Promise<void>((resolve) => (release = resolve));
      },
      starts: () => started,
      finish: () => release(),
    };
  }

  it('never starts a pass while the previous one is under way', async () => {
    const p = slowPass();
    const timer = new SweepTimer(p.pass, 100);
    timer.start();
    expect(p.starts()).toBe(0);
    await jest.advanceTimersByTimeAsync(350);
    expect(p.starts()).toBe(1);
    p.finish();
    await jest.advanceTimersByTimeAsync(100);
    expect(p.starts()).toBe(2);
    p.finish();
    await timer.stop();
  });

  it('runs a first pass at once when asked, and stop waits for the pass under way', async () => {
    const p = slowPass();
    const timer = new SweepTimer(p.pass, 100);
    timer.start({ now: true });
    expect(p.starts()).toBe(1);
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(500);
    expect(stopped).toBe(false);
    expect(p.starts()).toBe(1);
    p.finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
