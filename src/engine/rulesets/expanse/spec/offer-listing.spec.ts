/**
 * The stage's stunt offers are listed once and shared by the window's decision (decision 0017):
 * what a caller is handed is its own copy, and a purchase is skipped past the checks only while
 * it is, field for field, one of the offers.
 */
import { rngFromSeed } from '../../../core/rng.js';
import type { StuntOrder } from '../orders.js';
import { expanse } from '../index.js';
import { choicesOf, decisionOf, problemsOf, stage } from './contract.js';

/** W1 of the duel with 5 command SP on A1: On Target, Evasive Action, Tactics… are offered. */
const w1 = () =>
  stage('duel', 1, 1, 'window', (s) => {
    s.ships.find((x) => x.id === 'A1')!.sp.command = 5;
  });

const purchaseOf = (choice: unknown) => (choice as { stunts: StuntOrder[] }).stunts[0];

describe('Expanse stunt offers listed once a stage', () => {
  it('EX-STUNT-GEN-4 a listed offer passes; changed into what the pools cannot pay, it is refused', () => {
    const s = w1();
    const offer = purchaseOf(choicesOf(s, 0)[1]);
    expect(problemsOf(s, 0, { stunts: [offer] })).toEqual([]);
    // The caller's copy, changed: checked afresh, and the listing itself is unchanged.
    offer.sp = 60;
    expect(problemsOf(s, 0, { stunts: [offer] })).toEqual(['NOT_ENOUGH_SP']);
    expect(purchaseOf(choicesOf(s, 0)[1]).sp).not.toBe(60);
  });

  it('EX-STUNT-GEN-4 a sampled purchase is a copy: changing it leaves the next sample alone', () => {
    const s = w1();
    const d = decisionOf(s, 0);
    const sampled = () => {
      const rng = rngFromSeed('listing', 'seat-0');
      for (;;) {
        const o = expanse.sample(s, d, rng) as { stunts: StuntOrder[] };
        if (o.stunts.length > 0) return o;
      }
    };
    const first = sampled();
    const sp = first.stunts[0].sp;
    first.stunts[0].sp = 60;
    expect(sampled().stunts[0].sp).toBe(sp);
  });

  it('EX-STUNT-GEN-1 two purchases are checked against the pools even if each is listed', () => {
    const s = w1();
    const offers = choicesOf(s, 0).slice(1).map(purchaseOf);
    const five = offers.filter((o) => o.sp === 5);
    expect(five.length).toBeGreaterThan(1);
    expect(problemsOf(s, 0, { stunts: [five[0]] })).toEqual([]);
    expect(problemsOf(s, 0, { stunts: five.slice(0, 2) })).toContain('NOT_ENOUGH_SP');
  });
});
