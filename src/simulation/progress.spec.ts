import { progressOn, progressText } from './progress.js';

function stream(isTTY: boolean) {
  const writes: string[] = [];
  return { isTTY, columns: 100, writes, write: (t: string) => writes.push(t) };
}

describe('progress', () => {
  it('states games done, games/s and the time left', () => {
    expect(progressText(250, 1000, 5)).toBe('250/1000 games · 50 games/s · ETA 15s');
    expect(progressText(100, 10_000, 10)).toBe('100/10000 games · 10 games/s · ETA 16m30s');
    expect(progressText(0, 10, 0)).toBe('0/10 games · 0 games/s · ETA --');
  });

  it('redraws a bar in place on a terminal, at most ten times a second, and clears it', () => {
    let t = 0;
    const tty = stream(true);
    const progress = progressOn(tty, () => t);
    t = 1000;
    progress.update(10, 100);
    t = 1050;
    progress.update(11, 100);
    t = 2000;
    progress.update(20, 100);
    progress.finish();
    expect(tty.writes).toHaveLength(3);
    expect(tty.writes[0]).toMatch(/^\r\[#+\.+\] 10\/100 games · 10 games\/s · ETA 9s/);
    expect(tty.writes[1]).toContain('20/100 games');
    expect(tty.writes[2]).toBe('\r\x1b[K');
  });

  it('writes a plain line every ten seconds elsewhere, and nothing for a short run', () => {
    let t = 0;
    const log = stream(false);
    const progress = progressOn(log, () => t);
    t = 5000;
    progress.update(50, 100);
    t = 9000;
    progress.update(100, 100);
    progress.finish();
    expect(log.writes).toEqual([]);

    const long = stream(false);
    const slow = progressOn(long, () => t);
    t += 10_000;
    slow.update(10, 100);
    t += 1000;
    slow.update(11, 100);
    expect(long.writes).toEqual(['10/100 games · 1 games/s · ETA 1m30s\n']);
  });
});
