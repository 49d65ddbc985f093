/**
 * Blockade (EX-STUNT-BLOCKADE) through the ruleset contract in `two-vs-two`: bought in the
 * step-2 window naming an enemy and an ally; `hinder` costs the enemy 2 on targeted attacks and
 * range contests against the ally through the next round's step 2, `protect` gives the ally +2
 * to evade the enemy this round.
 */
import type { ExpanseState } from '../battle.js';
import { choicesOf, problemsOf, stage, submitAll } from './contract.js';

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;

/** Round 1's step-2 window of two-vs-two, A1's pilot holding 4 SP. */
function window2(): ExpanseState {
  return stage('two-vs-two', 1, 2, 'window', (s) => {
    ship(s, 'A1').sp.pilot = 4;
  });
}

const blockade = (mode: string, extra: Record<string, unknown> = {}) => ({
  stunts: [
    { ship: 'A1', stunt: 'EX-STUNT-BLOCKADE', sp: 4, target: 'B1', ally: 'A2', mode, ...extra },
  ],
});

/** Step 3 with default orders (every roll 1s), then B1's railgun at A2 in step 4. */
function railgunAtA2(s: ExpanseState, targeted: boolean, faces: number[]) {
  submitAll(s, {}, []);
  expect([s.step, s.phase]).toEqual([4, 'orders']);
  const attack = {
    weapon: 'railgun',
    target: 'A2',
    ...(targeted ? { targeted_loss: 'collateral' } : {}),
  };
  return submitAll(s, { 1: { ships: { B1: { attacks: [attack] } } } }, faces);
}

describe('Expanse Blockade (EX-STUNT-BLOCKADE)', () => {
  it('EX-STUNT-BLOCKADE EX-ATK-5 hinder: the enemy tests its targeted attack on the ally at −2', () => {
    const s = window2();
    expect(choicesOf(s, 0)).toContainEqual(blockade('hinder'));
    expect(choicesOf(s, 0)).toContainEqual(blockade('protect'));
    submitAll(s, { 0: blockade('hinder') }, []);
    expect(ship(s, 'A1').sp.pilot).toBe(0);
    expect(s.hinders).toEqual([{ enemy: 'B1', protected: 'A2', untilRound: 2 }]);
    // Gunnery SP rolls of A1 and A2 (1s), then B1's test: [4, 3 | 2] = 9 + 3 − 2 = 10 < 11.
    const ctx = railgunAtA2(s, true, [1, 1, 1, 1, 1, 1, 4, 3, 2]);
    const test = ctx.events.find(
      (e) => e.type === 'test.resolved' && e.data.test === 'targeted_attack',
    )!;
    expect(test.data).toMatchObject({ ship: 'B1', total: 10, success: false });
    // The wasted shot never reaches step 6.
    expect(ctx.events.some((e) => e.type === 'hit.resolved')).toBe(false);
  });

  it('EX-STUNT-BLOCKADE EX-MAN-5 EX-MAN-7 hinder lasts through the next round’s range contests against the ally, then ends at S2_END', () => {
    const s = stage('two-vs-two', 2, 2, 'orders', (x) => {
      x.hinders = [{ enemy: 'B1', protected: 'A2', untilRound: 2 }];
    });
    const open = { ships: { A2: { intents: [{ enemy: 'B1', action: 'open', bands: 1 }] } } };
    // Only A2–B1 is contested. A2 [2, 3 | 4] = 9 + 3 = 12; B1 [4, 4 | 3] = 11 + 3 − 2 = 12:
    // a tie that A2 wins on the Drama Die (B1 would have had 14).
    const ctx = submitAll(s, { 0: open }, [2, 3, 4, 4, 4, 3]);
    expect(ctx.events.find((e) => e.type === 'range.contested')!.data).toEqual({
      ships: ['A2', 'B1'],
      totals: [12, 12],
      winner: 'A2',
    });
    expect(s.pairs.find((p) => p.ships.includes('A2') && p.ships.includes('B1'))!.band).toBe('L');
    expect(s.step).toBe(3);
    expect(s.hinders).toEqual([]);
  });

  it('EX-STUNT-BLOCKADE EX-DEF-4 protect: the ally evades the enemy’s attacks at +2 this round', () => {
    const s = window2();
    submitAll(s, { 0: blockade('protect') }, []);
    expect(s.fx.A2.protectedFrom).toEqual(['B1']);
    railgunAtA2(s, false, []);
    expect([s.step, s.phase]).toEqual([5, 'orders']);
    // TN 10 (railgun at Medium) + targeting 3 = 13; A2 [4, 3 | 1] = 8 + 3 + 2 = 13: evaded.
    const ctx = submitAll(s, {}, [4, 3, 1]);
    expect(ctx.events.find((e) => e.type === 'test.resolved')!.data).toMatchObject({
      ship: 'A2',
      test: 'evasion',
      total: 13,
      tn: 13,
      success: true,
    });
  });

  it('EX-STUNT-BLOCKADE EX-STUNT-GEN-3 EX-STUNT-GEN-5 a mode, an enemy and an ally, once a round per line, only in W2', () => {
    const s = window2();
    const bare = {
      stunts: [{ ship: 'A1', stunt: 'EX-STUNT-BLOCKADE', sp: 4, target: 'B1', ally: 'A2' }],
    };
    expect(problemsOf(s, 0, bare)).toEqual(['ORDER_MALFORMED']);
    expect(problemsOf(s, 0, blockade('hinder', { ally: 'B2' }))).toEqual(['INVALID_TARGET']);
    ship(s, 'A1').sp.pilot = 8;
    const twice = { stunts: [...blockade('hinder').stunts, ...blockade('protect').stunts] };
    expect(problemsOf(s, 0, twice)).toEqual(['STUNT_ALREADY_BOUGHT']);
    const duel = stage('duel', 1, 2, 'window', (x) => (ship(x, 'A1').sp.pilot = 4));
    expect(JSON.stringify(choicesOf(duel, 0))).not.toContain('BLOCKADE');
    const orders = stage('two-vs-two', 1, 2, 'orders', (x) => (ship(x, 'A1').sp.command = 4));
    expect(problemsOf(orders, 0, { ships: {}, ...blockade('hinder') })).toEqual([
      'STUNT_NOT_AVAILABLE_IN_STEP',
    ]);
  });
});
