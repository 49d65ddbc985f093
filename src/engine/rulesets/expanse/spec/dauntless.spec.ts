/**
 * Dauntless (EX-STUNT-DAUNTLESS, EX-Q-22) through the ruleset contract: bought in the step-2
 * window against an enemy at Close, resolved at once; a flinched target is asked nothing more
 * this round and fails its evasion; a target that holds risks a collision resolved first in
 * step 6.
 */
import type { Attack, ExpanseState } from '../battle.js';
import { expanse } from '../index.js';
import { choicesOf, problemsOf, railgunShot, stage, submitAll } from './contract.js';

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;
const seats = (s: ExpanseState) => expanse.pending(s).map((d) => d.seat);

/** Round 1's step-2 window of a duel at Close, A1's pilot holding 5 SP. */
function window2(scenario = 'duel'): ExpanseState {
  return stage(scenario, 1, 2, 'window', (s) => {
    ship(s, 'A1').sp.pilot = 5;
  });
}

const dauntless = { stunts: [{ ship: 'A1', stunt: 'EX-STUNT-DAUNTLESS', sp: 5, target: 'B1' }] };
const railgun = { ships: { A1: { attacks: [{ weapon: 'railgun', target: 'B1' }] } } };

describe('Expanse Dauntless (EX-STUNT-DAUNTLESS)', () => {
  it('EX-STUNT-DAUNTLESS EX-Q-22 EX-DEF-5 EX-EW-2 a failed TN 15 test flinches the target: no EW, no attacks, failed evasion', () => {
    const s = window2();
    expect(choicesOf(s, 0)).toContainEqual(dauntless);
    // B1's pilot: [3, 4 | 2] = 9 + 3 = 12 < 15.
    const ctx = submitAll(s, { 0: dauntless }, [3, 4, 2]);
    expect(ctx.events.find((e) => e.type === 'test.resolved')!.data).toMatchObject({
      ship: 'B1',
      test: 'dauntless',
      total: 12,
      tn: 15,
      success: false,
    });
    expect(ctx.events.find((e) => e.type === 'ship.flinched')!.data).toEqual({
      ship: 'B1',
      by: 'A1',
    });
    expect(ship(s, 'A1').sp.pilot).toBe(0);
    // Step 3: only A1 is asked, and only A1 makes an EW test.
    expect([s.step, seats(s)]).toEqual([3, [0]]);
    const ew = submitAll(s, {}, []);
    expect(ew.rolls().map((r) => r.purpose)).toEqual(['Tachi: electronic warfare']);
    // Step 4: only A1 fires and makes its gunnery SP roll; B1's evasion [6, 6 | 6] fails anyway.
    expect([s.step, seats(s)]).toEqual([4, [0]]);
    const fight = submitAll(s, { 0: railgun }, [1, 1, 1, 6, 6, 6]);
    expect(fight.rolls().map((r) => r.purpose)).toEqual([
      'Tachi: gunnery SP roll',
      "Scirocco: evade Tachi's railgun",
    ]);
    expect(
      fight.events.find((e) => e.type === 'test.resolved' && e.data.test === 'evasion')!.data,
    ).toMatchObject({ ship: 'B1', total: 21, success: false });
    // Step 6: B1 may still state its loss preference, but buys nothing.
    expect([s.step, seats(s)]).toEqual([6, [0, 1]]);
    ship(s, 'B1').sp.command = 3;
    expect(problemsOf(s, 1, { ships: { B1: { two_condition_preference: 'serious' } } })).toEqual(
      [],
    );
    expect(
      problemsOf(s, 1, {
        ships: {
          B1: { two_condition_preference: 'normal', reactive: { not_my_ship: { max_sp: 1 } } },
        },
      }),
    ).toEqual(['SHIP_ACTIONS_SUSPENDED']);
    expect(choicesOf(s, 1)).toEqual([{}]);
  });

  it('EX-STUNT-DAUNTLESS EX-DMG-1 a target that holds, and a buyer failing TN 17: a collision, 3d6 each, resolved first in step 6', () => {
    const s = window2();
    // B1 [6, 6 | 6] = 21 ≥ 15 holds; A1 [1, 2 | 3] = 6 + 3 = 9 < 17: the corvettes collide.
    const ctx = submitAll(s, { 0: dauntless }, [6, 6, 6, 1, 2, 3]);
    expect(ctx.events.find((e) => e.type === 'ships.collided')!.data).toEqual({
      ships: ['A1', 'B1'],
    });
    expect(s.attacks.map((a: Attack) => [a.id, a.target, a.damage, a.result])).toEqual([
      ['r1.collision.A1.B1', 'B1', '3d6', 'hit'],
      ['r1.collision.B1.A1', 'A1', '3d6', 'hit'],
    ]);
    submitAll(s, {}, []);
    submitAll(s, { 0: railgun }, []);
    expect(s.step).toBe(5);
    submitAll(s, {}, []);
    expect(s.step).toBe(6);
    // Damage stunts name weapon hits only; a collision is none (EX-D-27).
    ship(s, 'A1').sp.weaponsFree = 3;
    expect(JSON.stringify(choicesOf(s, 0))).not.toContain('collision');
    const hits = submitAll(s, {}, []);
    expect(hits.events.filter((e) => e.type === 'hit.resolved').map((e) => e.data.attack)).toEqual([
      'r1.collision.A1.B1',
      'r1.collision.B1.A1',
      'r1.A1.railgun',
    ]);
  });

  it('EX-STUNT-DAUNTLESS both hold their nerve: nothing happens', () => {
    const s = window2();
    const ctx = submitAll(s, { 0: dauntless }, [6, 6, 6, 6, 6, 6]);
    expect(ctx.events.filter((e) => e.type === 'test.resolved').map((e) => e.data.test)).toEqual([
      'dauntless',
      'avoid_collision',
    ]);
    expect(s.attacks).toEqual([]);
    expect(s.fx.B1.flinched).toBeUndefined();
  });

  it('EX-STUNT-DAUNTLESS EX-STUNT-GEN-9 needs Close or X-close; a flinched ship’s orders are SHIP_ACTIONS_SUSPENDED', () => {
    // A1's only enemy, B1, is at Medium.
    const far = window2('two-vs-two');
    expect(JSON.stringify(choicesOf(far, 0))).not.toContain('DAUNTLESS');
    expect(problemsOf(far, 0, dauntless)).toEqual(['STUNT_PREREQUISITE_NOT_MET']);
    const s = stage('two-vs-two', 1, 5, 'orders', (x) => {
      x.fx.B1.flinched = true;
      x.attacks = [railgunShot('A1', 'B2', { band: 'M' }), railgunShot('A2', 'B1', { band: 'M' })];
    });
    expect(problemsOf(s, 1, { ships: { B1: { high_g: 0 } } })).toEqual(['SHIP_ACTIONS_SUSPENDED']);
    expect(problemsOf(s, 1, { ships: { B2: { high_g: 1 } } })).toEqual([]);
  });
});
