import { bankAvailable, commandTest, planningTest } from '../rules/command.js';
import {
  advance,
  basicTest,
  commandStuntPoints,
  d3FromD6,
  halveDamage,
  hasDoubles,
  opposedStuntPoints,
  opposedTnInitiatorWins,
  opposedWinner,
  perSp,
  rollTest,
  stuntPoints,
} from '../rules/test.js';
import { faces, hunter, runner } from './fixtures.js';

describe('Expanse tests and stunt points (EX-CORE)', () => {
  it('EX-CORE-1 EX-CORE-2 a test is three dice + score + modifiers against the TN', () => {
    expect(basicTest([4, 2, 4], 3, 11)).toMatchObject({ total: 13, success: true, drama: 4 });
    expect(basicTest([2, 2, 1], 3, 11)).toMatchObject({ total: 8, success: false });
    expect(basicTest([5, 3, 3], 0, 11).success).toBe(true);
  });

  it('EX-CORE-3 doubles are any two matching dice, triples included', () => {
    expect(hasDoubles([4, 2, 4])).toBe(true);
    expect(hasDoubles([5, 5, 5])).toBe(true);
    expect(hasDoubles([6, 1, 3])).toBe(false);
  });

  it('EX-CORE-4 EX-CORE-5 only successful tests with doubles generate SP; command adds 1', () => {
    expect(stuntPoints(basicTest([3, 3, 5], 2, 11))).toBe(5);
    expect(stuntPoints(basicTest([2, 2, 1], 3, 11))).toBe(0);
    expect(stuntPoints(basicTest([6, 1, 3], 2, 11))).toBe(0);
    expect(commandStuntPoints(basicTest([6, 1, 3], 2, 11))).toBe(1);
    expect(commandStuntPoints(basicTest([4, 2, 4], 3, 11))).toBe(5);
  });

  it('EX-CORE-7 EX-CORE-8 EX-CORE-9 opposed tests: total, Drama Die, score, then no winner', () => {
    expect(
      opposedWinner({ total: 17, drama: 5, score: 2 }, { total: 15, drama: 1, score: 3 }),
    ).toBe('a');
    expect(
      opposedWinner({ total: 15, drama: 2, score: 2 }, { total: 15, drama: 1, score: 3 }),
    ).toBe('a');
    expect(
      opposedWinner({ total: 15, drama: 4, score: 2 }, { total: 15, drama: 4, score: 3 }),
    ).toBe('b');
    expect(
      opposedWinner({ total: 15, drama: 4, score: 3 }, { total: 15, drama: 4, score: 3 }),
    ).toBe(null);
    const hi = { total: 16, drama: 3, score: 3 };
    const lo = { total: 12, drama: 3, score: 3 };
    expect(opposedTnInitiatorWins(hi, lo, 17)).toBe(false);
    expect(opposedTnInitiatorWins(hi, lo, 15)).toBe(true);
    expect(opposedStuntPoints([5, 5, 1])).toBe(1);
    expect(opposedStuntPoints([5, 4, 1])).toBe(0);
  });

  it('EX-CORE-10 advanced tests add the Drama Die of each success', () => {
    expect(advance(0, basicTest([6, 3, 5], 2, 11))).toBe(5);
    expect(advance(5, basicTest([2, 5, 2], 0, 11))).toBe(5);
  });

  it('EX-CORE-13 per-SP effects and halved damage round down; 1d3 rounds up', () => {
    expect(perSp(5, 2)).toBe(2);
    expect(perSp(8, 3)).toBe(2);
    expect(halveDamage(7)).toBe(3);
    expect([1, 2, 3, 4, 5, 6].map(d3FromD6)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('EX-CORE-15 a test draws its two dice and then the Drama Die in one roll', () => {
    const d = faces(5, 6, 3);
    expect(rollTest(d, 'EW')).toEqual([5, 6, 3]);
    expect(() => rollTest(d, 'one too many')).toThrow(/dice needed/);
  });
});

describe('Expanse step 1, command (EX-CMD, worked example EX-EX-1)', () => {
  it('EX-CMD-2 EX-EX-1a A1 command [4, 2 | 4] → 13, doubles, 5 command SP', () => {
    const a = hunter();
    expect(commandTest(a, [4, 2, 4])).toMatchObject({ total: 13, success: true });
    expect(a.sp.command).toBe(5);
  });

  it('EX-CMD-2 EX-EX-1b B1 command [6, 1 | 3] → 12, 1 SP', () => {
    const b = runner();
    expect(commandTest(b, [6, 1, 3]).total).toBe(12);
    expect(b.sp.command).toBe(1);
  });

  it('EX-CMD-2 EX-EX-1c A1 command [2, 2 | 1] → 8 fails: 0 SP despite doubles', () => {
    const a = hunter();
    expect(commandTest(a, [2, 2, 1]).success).toBe(false);
    expect(a.sp.command).toBe(0);
  });

  it('EX-CMD-8 EX-EX-1d Tactics 2 SP raises the TN to 12: 13 still succeeds with 5 SP', () => {
    const a = hunter();
    const r = commandTest(a, [4, 2, 4], { tacticsPenalty: 1 });
    expect(r.success).toBe(true);
    expect(a.sp.command).toBe(5);
    expect(commandTest(hunter(), [2, 1, 5]).success).toBe(true);
    expect(commandTest(hunter(), [2, 1, 5], { tacticsPenalty: 1 }).success).toBe(false);
  });

  it('EX-CMD-5 EX-CMD-7 EX-EX-1e planning for Precise Hit banks min(max(2, 6), 4) = 4 from round 2', () => {
    const a = hunter();
    a.sp.command = 3;
    const r = planningTest(a, [5, 5, 6], [{ stunt: 'EX-STUNT-PRECISE-HIT', cost: 4 }], 1);
    expect(r).toMatchObject({ total: 18, success: true });
    expect(a.sp.command).toBe(0);
    expect(a.bank).toEqual([
      expect.objectContaining({
        amount: 4,
        lockedTo: ['EX-STUNT-PRECISE-HIT'],
        usableFromRound: 2,
      }),
    ]);
    const id = a.bank[0].id;
    expect(bankAvailable(a, id, 'EX-STUNT-PRECISE-HIT', 1)).toBe(0);
    expect(bankAvailable(a, id, 'EX-STUNT-PRECISE-HIT', 2)).toBe(4);
    expect(bankAvailable(a, id, 'EX-STUNT-ON-TARGET', 2)).toBe(0);
  });

  it('EX-CMD-5 repeated planning adds to the same entry up to its target; a plain success banks 2', () => {
    const a = hunter();
    const plan = [
      { stunt: 'EX-STUNT-SKIMMING', cost: 4 },
      { stunt: 'EX-STUNT-BURN-THEM', cost: 5 },
    ];
    planningTest(a, [6, 4, 1], plan, 1);
    expect(a.bank[0].amount).toBe(2);
    planningTest(a, [6, 6, 6], plan, 2);
    expect(a.bank[0]).toMatchObject({ amount: 8, usableFromRound: 3 });
    planningTest(a, [6, 6, 6], plan, 3);
    expect(a.bank).toHaveLength(1);
    expect(a.bank[0].amount).toBe(9);
  });
});
