/**
 * Turnabout is Fair Play (EX-STUNT-TURNABOUT, EX-Q-41) through the ruleset contract: in round
 * 2's step-3 window of a duel, A1's comms officer seizes B1's manually guided torpedo, 2 SP a
 * torpedo, and removes it or turns it on B1.
 */
import type { ExpanseState } from '../battle.js';
import { choicesOf, inFlightTorpedo, problemsOf, stage, submitAll } from './contract.js';

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;

/** Round 2's step-3 window of a duel, A1's comms holding `comms` SP. */
function window3(comms = 2, manual = true): ExpanseState {
  return stage('duel', 2, 3, 'window', (s) => {
    s.torpedoes = [
      inFlightTorpedo({
        manual,
        targetingSnapshot: 3,
        attackBonusSnapshot: 2,
        weaponsLossSnapshot: 1,
      }),
    ];
    s.nextTorpedo = 2;
    ship(s, 'A1').sp.comms = comms;
  });
}

const seize = (torpedoes: unknown[], sp = 2 * torpedoes.length) => ({
  stunts: [{ ship: 'A1', stunt: 'EX-STUNT-TURNABOUT', sp, torpedoes }],
});
const retarget = { id: 'T1', choice: 'retarget', new_target: 'B1' };

describe('Expanse Turnabout is Fair Play (EX-STUNT-TURNABOUT)', () => {
  it('EX-STUNT-TURNABOUT EX-Q-41 an opposed Technology + sensors test seizes a manual torpedo and turns it on its launcher', () => {
    const s = window3();
    expect(choicesOf(s, 0)).toContainEqual(seize([retarget]));
    expect(choicesOf(s, 0)).toContainEqual(seize([{ id: 'T1', choice: 'neutralise' }]));
    // A1 comms [5, 5 | 4] = 14 + 3 + sensors 2 = 19 against B1 [1, 1 | 1] = 3 + 5 = 8.
    const ctx = submitAll(s, { 0: seize([retarget]) }, [5, 5, 4, 1, 1, 1]);
    expect(ship(s, 'A1').sp.comms).toBe(0);
    expect(ctx.events.find((e) => e.type === 'test.opposed')!.data).toMatchObject({
      test: 'turnabout',
      ships: ['A1', 'B1'],
      torpedo: 'T1',
      totals: [19, 8],
      success: true,
    });
    // A1 owns it now, under autonomous control, with its own targeting and no attack bonus.
    expect(s.torpedoes[0]).toMatchObject({
      owner: 'A1',
      target: 'B1',
      manual: false,
      targetingSnapshot: 3,
      attackBonusSnapshot: 0,
      weaponsLossSnapshot: 0,
      impactRound: 2,
      launchBand: 'M',
    });
    // Steps 4 and 5: it is incoming on B1, evaded at TN 12 (launched at Medium) + 3.
    submitAll(s, {}, []);
    expect(s.step).toBe(5);
    expect(s.attacks).toEqual([
      expect.objectContaining({ id: 'r1.A1.T1', attacker: 'A1', target: 'B1', torpedo: 'T1' }),
    ]);
    const evasion = submitAll(s, {}, []);
    expect(evasion.events.find((e) => e.type === 'test.resolved')!.data).toMatchObject({
      ship: 'B1',
      test: 'evasion',
      tn: 15,
    });
  });

  it('EX-STUNT-TURNABOUT neutralise removes the torpedo; a lost test leaves it', () => {
    const s = window3();
    submitAll(s, { 0: seize([{ id: 'T1', choice: 'neutralise' }]) }, [5, 5, 4, 1, 1, 1]);
    expect(s.torpedoes[0].status).toBe('removed');
    const kept = window3();
    submitAll(kept, { 0: seize([{ id: 'T1', choice: 'neutralise' }]) }, [1, 1, 1, 5, 5, 4]);
    expect(kept.torpedoes[0]).toMatchObject({ owner: 'B1', status: 'in_flight' });
  });

  it('EX-STUNT-TURNABOUT 2 SP per enemy torpedo under manual control, once a round, an enemy as the new target', () => {
    const s = window3(6);
    expect(problemsOf(s, 0, seize([retarget], 4))).toEqual(['STUNT_COST_INVALID']);
    expect(problemsOf(s, 0, seize([{ ...retarget, new_target: 'A1' }]))).toEqual([
      'INVALID_TARGET',
    ]);
    expect(problemsOf(s, 0, seize([retarget, retarget]))).toEqual(['DUPLICATE_ORDER']);
    expect(problemsOf(s, 0, seize([{ id: 'T7', choice: 'neutralise' }]))).toEqual([
      'UNKNOWN_REFERENCE',
    ]);
    const twice = { stunts: [...seize([retarget]).stunts, ...seize([retarget]).stunts] };
    expect(problemsOf(s, 0, twice)).toEqual(['STUNT_ALREADY_BOUGHT']);
    const autonomous = window3(2, false);
    expect(JSON.stringify(choicesOf(autonomous, 0))).not.toContain('TURNABOUT');
    expect(problemsOf(autonomous, 0, seize([retarget]))).toEqual(['UNKNOWN_REFERENCE']);
  });
});
