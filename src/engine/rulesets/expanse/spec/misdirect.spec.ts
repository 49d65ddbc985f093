/**
 * Misdirect (EX-STUNT-MISDIRECT, EX-Q-43) through the ruleset contract: in a duel at Close, B1
 * turns A1's torpedo back onto A1, bought in step-5 orders (tested before evasion) or in the
 * step-5 window (after a failed evasion, before point defence).
 */
import type { ExpanseState } from '../battle.js';
import { torpedoItem } from '../flow/step5.js';
import { choicesOf, inFlightTorpedo, problemsOf, stage, submitAll } from './contract.js';

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;

/** Round 1, step 5 of a duel at Close: A1's torpedo T1 incoming on B1, which holds 7 command SP. */
function torpedoOnB1(): ExpanseState {
  return stage('duel', 1, 5, 'orders', (s) => {
    const t = inFlightTorpedo({
      owner: 'A1',
      target: 'B1',
      launchBand: 'C',
      impactRound: 1,
      targetingSnapshot: 3,
    });
    s.torpedoes = [t];
    s.attacks = [torpedoItem(t)];
    ship(s, 'B1').sp.command = 7;
  });
}

const misdirect = (extra: Record<string, unknown> = {}) => ({
  ship: 'B1',
  stunt: 'EX-STUNT-MISDIRECT',
  sp: 7,
  torpedo: 'T1',
  nearby: 'A1',
  ...extra,
});

describe('Expanse Misdirect (EX-STUNT-MISDIRECT)', () => {
  it('EX-STUNT-MISDIRECT EX-DEF-10 bought in O5: pilots opposed, TN 17 Technology; the torpedo strikes the other ship, no evasion', () => {
    const s = torpedoOnB1();
    // B1 pilot [5, 5 | 4] = 14 + 3 = 17 beats A1 [1, 2 | 3] = 6 + 3 = 9; B1 comms [6, 5 | 4]
    // = 15 + 3 = 18 ≥ 17. No evasion or point-defence dice follow.
    const ctx = submitAll(s, { 1: { stunts: [misdirect()] } }, [5, 5, 4, 1, 2, 3, 6, 5, 4]);
    expect(ship(s, 'B1').sp.command).toBe(0);
    expect(ctx.events.find((e) => e.type === 'test.opposed')!.data).toMatchObject({
      test: 'misdirect',
      ships: ['B1', 'A1'],
      totals: [17, 9],
      tn: null,
      success: true,
    });
    expect(ctx.events.find((e) => e.type === 'test.resolved')!.data).toMatchObject({
      ship: 'B1',
      crew: 'B1.comms',
      test: 'misdirect',
      total: 18,
      tn: 17,
      success: true,
    });
    expect(ctx.events.find((e) => e.type === 'torpedo.misdirected')!.data).toEqual({
      torpedo: 'T1',
      attack: 'r1.A1.torpedo_1',
      from: 'B1',
      to: 'A1',
    });
    expect(ctx.rolls().map((r) => r.purpose)).toEqual([
      'Scirocco: misdirect',
      'Tachi: resist misdirect',
      'Scirocco comms: misdirect test',
    ]);
    expect(s.torpedoes[0]).toMatchObject({ target: 'A1', status: 'hit' });
    // Step 6: only A1, hit by its own torpedo, is asked; A1 takes no damage stunts on it.
    expect(s.step).toBe(6);
    ship(s, 'A1').sp.weaponsFree = 4;
    expect(JSON.stringify(choicesOf(s, 0))).not.toContain('torpedo_1');
    const hit = submitAll(s, {}, []);
    expect(hit.events.find((e) => e.type === 'hit.resolved')!.data).toMatchObject({
      attack: 'r1.A1.torpedo_1',
      target: 'A1',
    });
  });

  it('EX-STUNT-MISDIRECT bought in W5 after a failed evasion; a failed flip leaves it for point defence (5B)', () => {
    const s = torpedoOnB1();
    // Evasion [1, 1 | 1] fails; the window offers Misdirect on T1.
    submitAll(s, {}, [1, 1, 1]);
    expect([s.step, s.phase]).toEqual([5, 'window']);
    expect(choicesOf(s, 1)).toContainEqual({ stunts: [misdirect()] });
    // B1 pilot [1, 1 | 2] = 7 loses to A1 [6, 6 | 6] = 21; Technology [6, 6 | 6] passes; then the
    // point-defence test against T1.
    const ctx = submitAll(s, { 1: { stunts: [misdirect()] } }, [1, 1, 2, 6, 6, 6, 6, 6, 6]);
    expect(ctx.events.some((e) => e.type === 'torpedo.misdirected')).toBe(false);
    expect(ctx.rolls().map((r) => r.purpose)).toContain('Scirocco: point defence against T1');
    expect(s.torpedoes[0].target).toBe('B1');
  });

  it('EX-STUNT-MISDIRECT names a torpedo incoming on the ship, another ship close by and a tester who is not the pilot', () => {
    const s = torpedoOnB1();
    const bundle = (o: Record<string, unknown>) => ({ stunts: [misdirect(o)] });
    expect(problemsOf(s, 1, bundle({ torpedo: 'T9' }))).toEqual(['UNKNOWN_REFERENCE']);
    expect(problemsOf(s, 1, bundle({ nearby: 'B1' }))).toEqual(['INVALID_TARGET']);
    expect(problemsOf(s, 1, bundle({ crew: 'B1.pilot' }))).toEqual(['CREW_UNAVAILABLE']);
    expect(problemsOf(s, 1, bundle({ crew: 'B1.engineer' }))).toEqual([]);
    expect(problemsOf(s, 1, bundle({ sp: 6 }))).toEqual(['STUNT_COST_INVALID']);
    s.pairs[0].band = 'M';
    expect(problemsOf(s, 1, bundle({}))).toEqual(['STUNT_PREREQUISITE_NOT_MET']);
  });
});
