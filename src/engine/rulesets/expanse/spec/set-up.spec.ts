/**
 * Set-up (EX-STUNT-SET-UP) through the ruleset contract, in the `debris-field` scenario (terrain
 * `exploitable` and `hazard`): bought in the step-2 window, it becomes a step-2 item evaded at its
 * own TN in step 5 and resolved first in step 6, without the buyer's weapons losses.
 */
import type { ExpanseState } from '../battle.js';
import { choicesOf, problemsOf, stage, submitAll } from './contract.js';

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;

/** Round 1's step-2 window in the debris field, A1's pilot holding `pilot` SP. */
function window2(scenario = 'debris-field', pilot = 4): ExpanseState {
  return stage(scenario, 1, 2, 'window', (s) => {
    ship(s, 'A1').sp.pilot = pilot;
  });
}

const setUp = (sp: number) => ({
  stunts: [{ ship: 'A1', stunt: 'EX-STUNT-SET-UP', sp, target: 'B1' }],
});

/** Steps 3 and 4 with default orders (every roll 1s: no EW win, no SP). */
function toStep5(s: ExpanseState): void {
  submitAll(s, {}, []);
  submitAll(s, {}, []);
  expect([s.step, s.phase]).toEqual([5, 'orders']);
}

describe('Expanse Set-up (EX-STUNT-SET-UP)', () => {
  it('EX-STUNT-SET-UP EX-DEF-2 EX-Q-20 a hazard attack with TN 10 + INT + 2 Leadership + floor(SP/2), paid by the pilot in W2', () => {
    const s = window2();
    expect(choicesOf(s, 0)).toContainEqual(setUp(4));
    const ctx = submitAll(s, { 0: setUp(4) }, []);
    expect(ship(s, 'A1').sp.pilot).toBe(0);
    // The Capable captain: INT 0 with Leadership; 4 SP add 2.
    expect(ctx.events.find((e) => e.type === 'attack.declared')!.data).toMatchObject({
      attacker: 'A1',
      weapon: 'set_up',
      target: 'B1',
      tn: 14,
    });
    expect(s.attacks).toEqual([
      expect.objectContaining({ kind: 'setup', target: 'B1', damage: '2d6', tn: 14 }),
    ]);
  });

  it('EX-STUNT-SET-UP EX-DEF-1 EX-DMG-1 EX-DMG-2 evaded at its own TN in step 5; a hit of floor(SP/2)d6 first in step 6, without weapons losses', () => {
    const s = window2('debris-field', 6);
    submitAll(s, { 0: setUp(6) }, []);
    toStep5(s);
    // Step 2 items come before this round's weapon attacks (none here).
    expect(s.attacks[0]).toMatchObject({ kind: 'setup', tn: 15, result: 'pending' });
    ship(s, 'A1').losses.weapons = 2;
    // B1 evades with pilot +3: [4, 4 | 3] = 11 + 3 = 14 < 15, a hit.
    const evasion = submitAll(s, {}, [4, 4, 3]);
    expect(evasion.events.find((e) => e.type === 'test.resolved')!.data).toMatchObject({
      ship: 'B1',
      test: 'evasion',
      total: 14,
      tn: 15,
      success: false,
    });
    expect([s.step, s.phase]).toEqual([6, 'orders']);
    // Damage 3d6 [6, 6, 1] = 13 (weapons losses ignored); hull [1, 1] + 2 = 4; net 9;
    // condition d6 [6] → 3; [6] → −3: two conditions; losses [2] [2] [3] [4].
    const hit = submitAll(s, {}, [6, 6, 1, 1, 1, 6, 6, 2, 2, 3, 4]);
    expect(hit.events.find((e) => e.type === 'hit.resolved')!.data).toMatchObject({
      attack: 'r1.A1.set_up.B1',
      target: 'B1',
      damage: 13,
      net: 9,
      conditions: 2,
    });
    expect(ship(s, 'B1').losses).toMatchObject({ hull: 2, manoeuvrability: 1, sensors: 1 });
  });

  it('EX-STUNT-SET-UP a successful evasion leaves the target unharmed; the pilot gains SP on doubles (EX-DEF-6)', () => {
    const s = window2();
    submitAll(s, { 0: setUp(4) }, []);
    toStep5(s);
    // [6, 6 | 5] = 17 + 3 = 20 ≥ 14, doubles: evaded, 5 pilot SP.
    submitAll(s, {}, [6, 6, 5]);
    expect(s.attacks[0].result).toBe('evaded');
    expect(ship(s, 'B1').sp.pilot).toBe(5);
  });

  it('EX-STUNT-SET-UP needs a hazard or exploitable terrain, at least 4 SP, and an enemy in range', () => {
    const bare = window2('duel');
    expect(JSON.stringify(choicesOf(bare, 0))).not.toContain('SET-UP');
    expect(problemsOf(bare, 0, setUp(4))).toEqual(['STUNT_PREREQUISITE_NOT_MET']);
    const s = window2();
    expect(problemsOf(s, 0, setUp(3))).toEqual(['STUNT_COST_INVALID']);
    expect(problemsOf(s, 0, setUp(6))).toEqual(['NOT_ENOUGH_SP']);
    expect(
      problemsOf(s, 0, { stunts: [{ ship: 'A1', stunt: 'EX-STUNT-SET-UP', sp: 4, target: 'A1' }] }),
    ).toEqual(['INVALID_TARGET']);
  });
});
