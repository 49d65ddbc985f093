import { MatchLocks } from './match-lock.js';

describe('MatchLocks', () => {
  it('runs the work on one match one at a time, in order, and other matches meanwhile', async () => {
    const locks = new MatchLocks();
    const log: string[] = [];
    const work = (name: string, ms: number) => async () => {
      log.push(`${name}+`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name}-`);
      return name;
    };
    const results = await Promise.all([
      locks.run('a', work('a1', 20)),
      locks.run('a', work('a2', 1)),
      locks.run('b', work('b1', 1)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a2+')).toBeGreaterThan(log.indexOf('a1-'));
    expect(log.indexOf('b1-')).toBeLessThan(log.indexOf('a1-'));
  });

  it('goes on after a failure', async () => {
    const locks = new MatchLocks();
    await expect(locks.run('a', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(locks.run('a', async () => 'next')).resolves.toBe('next');
  });
});
