import { defeatedShip, endRound, genericVictory, helpless, startRound } from '../rules/round.js';
import { hunter, runner } from './fixtures.js';

describe('Expanse round bookkeeping and victory (EX-ROUND, EX-VIC, EX-DMG-22)', () => {
  it('EX-ROUND-1 round start: weapons and crew ready, ended restorations and suppressions lapse', () => {
    const a = hunter();
    a.weapons[0].firedThisRound = true;
    a.weapons[1].status = 'temp_online';
    a.weapons[1].tempOnlineUntilRound = 2;
    a.crew[0].step7ActionUsed = true;
    a.reactor = { offline: true, tempOnlineUntilRound: 2 };
    a.systemDamageSuppressedUntil.sensors = 2;
    startRound(a, 2);
    expect(a.weapons[1].status).toBe('temp_online');
    startRound(a, 3);
    expect(a.weapons[0].firedThisRound).toBe(false);
    expect(a.weapons[1].status).toBe('offline');
    expect(a.crew[0].step7ActionUsed).toBe(false);
    expect(a.reactor).toEqual({ offline: true, tempOnlineUntilRound: null });
    expect(a.systemDamageSuppressedUntil.sensors).toBeUndefined();
  });

  it('EX-ROUND-2 EX-CMD-3 EX-CMD-4 unspent pools are lost at round end; the bank stays', () => {
    const a = hunter();
    a.sp = { command: 3, pilot: 2, comms: 1, weaponsFree: 4, weaponsBound: { x: 2 }, engineer: 6 };
    a.bank.push({
      id: 'b',
      source: 'calculation',
      amount: 4,
      target: null,
      lockedTo: null,
      usableFromRound: 2,
    });
    endRound(a);
    expect(a.sp).toEqual({
      command: 0,
      pilot: 0,
      comms: 0,
      weaponsFree: 0,
      weaponsBound: {},
      engineer: 0,
    });
    expect(a.bank).toHaveLength(1);
  });

  it('EX-DMG-22 helpless: reactor offline and unable to manoeuvre, or no active crew', () => {
    const b = runner();
    b.reactor.offline = true;
    expect(helpless(b)).toBe(false);
    expect(helpless(b, true)).toBe(true);
    b.offline.manoeuvrability = true;
    expect(helpless(b)).toBe(true);
    b.reactor.tempOnlineUntilRound = 3;
    expect(helpless(b)).toBe(false);
    const c = runner();
    c.crew.forEach((m) => (m.status = 'taken_out'));
    expect(helpless(c)).toBe(true);
  });

  it('EX-VIC-1 a side falls when every ship is out, helpless or disengaged; all fall → draw', () => {
    const a = hunter();
    const b = runner();
    b.status = 'taken_out';
    const defeated = (side: string) =>
      [a, b].filter((s) => s.side === side).every((s) => defeatedShip(s, false));
    expect(genericVictory(['A', 'B'], defeated)).toEqual({ winner: 'A' });
    a.status = 'taken_out';
    expect(genericVictory(['A', 'B'], defeated)).toEqual({ draw: true });
    expect(genericVictory(['A', 'B', 'C'], (s) => s === 'A')).toBeNull();
    expect(defeatedShip(runner(), true)).toBe(true);
  });
});
