import { BotRetries } from './bot-retries.js';

describe('the retries of a failing bot seat', () => {
  const policy = { firstDelayMs: 1_000, maxDelayMs: 5_000, attempts: 5 };

  it('wait twice as long after each failure, up to the bound', () => {
    const retries = new BotRetries(policy);
    const waits: number[] = [];
    let now = 0;
    for (let i = 0; i < 5; i++) {
      retries.failed('m', 1, now);
      let wait = 0;
      while (retries.waiting('m', 1, now + wait)) wait += 100;
      waits.push(wait);
      now += wait;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('give up after the set number of failures in a row', () => {
    const retries = new BotRetries(policy);
    const exhausted = [1, 2, 3, 4, 5].map((i) => {
      expect(retries.failed('m', 1, i * 10_000)).toBe(i);
      return retries.exhausted('m', 1);
    });
    expect(exhausted).toEqual([false, false, false, false, true]);
    expect(retries.exhausted('m', 0)).toBe(false);
  });

  it('count each seat of each match apart, and start over once the seat is settled', () => {
    const retries = new BotRetries(policy);
    retries.failed('m', 1, 0);
    retries.failed('m', 1, 0);
    expect(retries.waiting('m', 0, 10)).toBe(false);
    expect(retries.waiting('n', 1, 10)).toBe(false);
    expect(retries.failed('m', 0, 0)).toBe(1);
    retries.settled('m', 1);
    expect(retries.waiting('m', 1, 10)).toBe(false);
    expect(retries.failed('m', 1, 0)).toBe(1);
    retries.forget('m');
    expect(retries.waiting('m', 0, 10)).toBe(false);
    expect(retries.waiting('m', 1, 10)).toBe(false);
  });
});
