/**
 * Too Close (EX-STUNT-TOO-CLOSE) through the ruleset contract in `two-vs-two`, with A2 made one
 * size larger (Huge) and at X-close of A1: A1 hides beside it, tested after the step-2 contests;
 * shots at A1 are evaded at +2, and one evaded with a Drama Die of 5 or 6 strikes A2 instead.
 */
import type { ExpanseState } from '../battle.js';
import { choicesOf, problemsOf, railgunShot, stage, submitAll } from './contract.js';

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;

/** Two-vs-two with A2 Huge at X-close of A1. */
function besideA2(s: ExpanseState): void {
  ship(s, 'A2').size = 5;
  s.pairs.find((p) => p.ships.includes('A1') && p.ships.includes('A2'))!.band = 'XC';
}

/** Round 1's step-2 orders, A1 holding 4 command SP. */
function orders2(tweak: (s: ExpanseState) => void = besideA2): ExpanseState {
  return stage('two-vs-two', 1, 2, 'orders', (s) => {
    tweak(s);
    ship(s, 'A1').sp.command = 4;
  });
}

/** Round 1's step-1 window (its choices list the affordable stunts), A1 holding 4 command SP. */
function window1(tweak: (s: ExpanseState) => void = besideA2): ExpanseState {
  return stage('two-vs-two', 1, 1, 'window', (s) => {
    tweak(s);
    ship(s, 'A1').sp.command = 4;
  });
}

const offered = (cover: string) => ({
  stunts: [{ ship: 'A1', stunt: 'EX-STUNT-TOO-CLOSE', sp: 4, cover }],
});

const tooClose = (cover: string) => ({
  ships: {},
  stunts: [{ ship: 'A1', stunt: 'EX-STUNT-TOO-CLOSE', sp: 4, cover }],
});

describe('Expanse Too Close (EX-STUNT-TOO-CLOSE)', () => {
  it('EX-STUNT-TOO-CLOSE an opposed TN 15 test at −2 after the contests; success hides A1 beside A2', () => {
    const s = orders2();
    // A1 [6, 6 | 5] = 17 + 3 − 2 = 18 ≥ 15 beats A2's pilot [1, 1 | 1] = 3 + 3 = 6.
    const ctx = submitAll(s, { 0: tooClose('A2') }, [6, 6, 5, 1, 1, 1]);
    expect(ctx.events.find((e) => e.type === 'test.opposed')!.data).toMatchObject({
      test: 'too close',
      ships: ['A1', 'A2'],
      totals: [18, 6],
      tn: 15,
      success: true,
    });
    expect(s.fx.A1.tooClose).toBe('A2');
    expect(ship(s, 'A1').sp.command).toBe(0);
  });

  it('EX-STUNT-TOO-CLOSE both below the TN: a collision, the larger ship 2d6 and the smaller 4d6', () => {
    const s = orders2();
    // A1 [1, 1 | 1] = 3 + 1 = 4; A2 [1, 1 | 2] = 4 + 3 = 7: both below 15.
    submitAll(s, { 0: tooClose('A2') }, [1, 1, 1, 1, 1, 2]);
    expect(s.fx.A1.tooClose).toBeUndefined();
    expect(s.attacks.map((a) => [a.target, a.damage, a.kind])).toEqual([
      ['A2', '2d6', 'collision'],
      ['A1', '4d6', 'collision'],
    ]);
  });

  it('EX-STUNT-TOO-CLOSE EX-DEF-4 +2 evasion against other attackers; evaded with a Drama Die of 5 or 6, the shot hits the cover', () => {
    const s = stage('two-vs-two', 1, 5, 'orders', (x) => {
      besideA2(x);
      x.fx.A1.tooClose = 'A2';
      x.attacks = [railgunShot('B1', 'A1', { band: 'M' })];
    });
    // TN 10 + targeting 3 = 13; A1 [1, 3 | 5] = 9 + 3 + 2 = 14: evaded, Drama Die 5.
    const ctx = submitAll(s, {}, [1, 3, 5]);
    expect(ctx.events.find((e) => e.type === 'test.resolved')!.data).toMatchObject({
      ship: 'A1',
      total: 14,
      tn: 13,
      success: true,
    });
    expect(ctx.events.find((e) => e.type === 'attack.deflected')!.data).toEqual({
      attack: 'r1.B1.railgun',
      from: 'A1',
      to: 'A2',
    });
    expect(s.attacks[0]).toMatchObject({ target: 'A2', result: 'hit' });
    expect(s.step).toBe(6);
  });

  it('EX-STUNT-TOO-CLOSE a station of the battlefield, one size larger, is cover too; it rolls 3d6 + 0', () => {
    const station = (x: ExpanseState) => (x.terrain = [{ type: 'station', size: 5 }]);
    expect(choicesOf(window1(station), 0)).toContainEqual(offered('station'));
    const s = orders2(station);
    submitAll(s, { 0: tooClose('station') }, [6, 6, 5, 1, 1, 1]);
    expect(s.fx.A1.tooClose).toBe('station');
  });

  it('EX-STUNT-TOO-CLOSE needs two enemies in the fight and a larger ship at X-close; once a round', () => {
    expect(choicesOf(window1(), 0)).toContainEqual(offered('A2'));
    const s = orders2();
    expect(problemsOf(s, 0, tooClose('B1'))).toEqual(['STUNT_PREREQUISITE_NOT_MET']);
    expect(problemsOf(s, 0, tooClose('X9'))).toEqual(['UNKNOWN_REFERENCE']);
    ship(s, 'A1').sp.command = 8;
    const twice = { ships: {}, stunts: [...offered('A2').stunts, ...offered('A2').stunts] };
    expect(problemsOf(s, 0, twice)).toEqual(['STUNT_ALREADY_BOUGHT']);
    const duel = stage('duel', 1, 2, 'orders', (x) => {
      ship(x, 'B1').size = 5;
      x.pairs[0].band = 'XC';
      ship(x, 'A1').sp.command = 4;
    });
    expect(problemsOf(duel, 0, { ships: {}, stunts: tooClose('B1').stunts })).toEqual([
      'STUNT_PREREQUISITE_NOT_MET',
    ]);
  });
});
