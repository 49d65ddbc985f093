import {
  affordableStunts,
  costAllowed,
  pay,
  plannable,
  poolAllowed,
  purchaseKey,
  purchaseProblem,
  stuntDef,
  STUNTS,
  type Purchase,
  type PurchaseContext,
} from '../rules/stunts.js';
import { planningTest } from '../rules/command.js';
import { hunter, runner } from './fixtures.js';

const w1: PurchaseContext = { when: 'W1', round: 1, bought: new Set() };
const cmd = (stunt: string, sp: number, object?: string): Purchase => ({
  stunt,
  sp,
  pay: [{ pool: 'command', sp }],
  object,
});

describe('Expanse stunts (EX-STUNT-GEN; window W1 of worked example EX-EX-1)', () => {
  it('EX-STUNT-GEN-1 EX-STUNT-GEN-4 EX-EX-1 W1: A1 buys On-target 2 and Evasive Action 3 from 5 command SP', () => {
    const a = hunter();
    a.sp.command = 5;
    expect(purchaseProblem(a, cmd('EX-STUNT-ON-TARGET', 3), w1)).toBe('STUNT_COST_INVALID');
    expect(purchaseProblem(a, cmd('EX-STUNT-EVASIVE-ACTION', 4), w1)).toBe('STUNT_COST_INVALID');
    for (const p of [cmd('EX-STUNT-ON-TARGET', 2), cmd('EX-STUNT-EVASIVE-ACTION', 3)]) {
      expect(purchaseProblem(a, p, w1)).toBeNull();
      pay(a, p);
    }
    expect(a.sp.command).toBe(0);
    expect(purchaseProblem(a, cmd('EX-STUNT-TACTICS', 2, 'B1'), w1)).toBe('NOT_ENOUGH_SP');
  });

  it('EX-STUNT-GEN-2 role pools pay only for their table in their step; command and bank pay anywhere', () => {
    const onTarget = stuntDef('EX-STUNT-ON-TARGET')!;
    expect(poolAllowed(onTarget, 'weapons_free', 'W4')).toBe(true);
    expect(poolAllowed(onTarget, 'weapons_free', 'W1')).toBe(false);
    expect(poolAllowed(onTarget, 'pilot', 'W4')).toBe(false);
    expect(poolAllowed(onTarget, 'command', 'W1')).toBe(true);
    const calc = stuntDef('EX-STUNT-CALCULATION')!;
    expect(poolAllowed(calc, 'bank', 'W1')).toBe(false);
    const b = runner();
    b.sp.pilot = 3;
    const p: Purchase = {
      stunt: 'EX-STUNT-EVASIVE-ACTION',
      sp: 3,
      pay: [{ pool: 'pilot', sp: 3 }],
    };
    expect(purchaseProblem(b, p, { ...w1, when: 'W2' })).toBe('SP_POOL_NOT_ALLOWED');
    expect(purchaseProblem(b, p, { ...w1, when: 'W5' })).toBeNull();
  });

  it('EX-STUNT-GEN-2 EX-EX-4 bound SP pay System Damage 3 and Off-Course 2 on their own attack only', () => {
    const a = hunter();
    a.sp.weaponsBound = { 'A1.r2.railgun': 5 };
    const o6: PurchaseContext = { when: 'O6', round: 2, bought: new Set() };
    const sd: Purchase = {
      stunt: 'EX-STUNT-SYSTEM-DAMAGE',
      sp: 3,
      pay: [{ pool: 'weapons_bound', attack: 'A1.r2.railgun', sp: 3 }],
    };
    const oc: Purchase = {
      stunt: 'EX-STUNT-OFF-COURSE',
      sp: 2,
      pay: [{ pool: 'weapons_bound', attack: 'A1.r2.railgun', sp: 2 }],
    };
    expect(purchaseProblem(a, sd, o6)).toBeNull();
    pay(a, sd);
    expect(purchaseProblem(a, oc, o6)).toBeNull();
    pay(a, oc);
    expect(a.sp.weaponsBound['A1.r2.railgun']).toBe(0);
    const other: Purchase = { ...oc, pay: [{ pool: 'weapons_bound', attack: 'A1.r2.pdc', sp: 2 }] };
    expect(purchaseProblem(a, other, o6)).toBe('NOT_ENOUGH_SP');
  });

  it('EX-STUNT-GEN-3 a stunt outside its timings is STUNT_NOT_AVAILABLE_IN_STEP; unknown ids STUNT_UNKNOWN', () => {
    const a = hunter();
    a.sp.command = 9;
    expect(purchaseProblem(a, cmd('EX-STUNT-BURN-THEM', 5), w1)).toBe(
      'STUNT_NOT_AVAILABLE_IN_STEP',
    );
    expect(purchaseProblem(a, cmd('EX-STUNT-BURN-THEM', 5), { ...w1, when: 'O4' })).toBeNull();
    expect(purchaseProblem(a, cmd('EX-STUNT-NOPE', 1), w1)).toBe('STUNT_UNKNOWN');
  });

  it('EX-STUNT-GEN-4 cost rules: exact, minimum, steps, listed sets and the target hull dice', () => {
    expect(costAllowed({ exact: 4 }, 4)).toBe(true);
    expect(costAllowed({ min: 3 }, 7)).toBe(true);
    expect(costAllowed({ step: 3 }, 6)).toBe(true);
    expect(costAllowed({ step: 3 }, 5)).toBe(false);
    expect(costAllowed({ oneOf: [2, 4] }, 3)).toBe(false);
    expect(costAllowed({ hullDice: true }, 2, 2)).toBe(true);
    expect(costAllowed({ hullDice: true }, 1, 2)).toBe(false);
  });

  it('EX-STUNT-GEN-5 EX-STUNT-GEN-9 once per object per round; a flinched ship buys nothing', () => {
    const a = hunter();
    a.sp.command = 9;
    const p = cmd('EX-STUNT-TACTICS', 2, 'B1');
    const bought = new Set([purchaseKey(p)]);
    expect(purchaseProblem(a, p, { ...w1, bought })).toBe('STUNT_ALREADY_BOUGHT');
    expect(purchaseProblem(a, cmd('EX-STUNT-TACTICS', 2, 'B2'), { ...w1, bought })).toBeNull();
    expect(purchaseProblem(a, p, { ...w1, flinched: true })).toBe('SHIP_ACTIONS_SUSPENDED');
  });

  it('EX-CMD-6 EX-CMD-7 planning declares only fixed costs; a locked bank entry pays only its stunt', () => {
    expect(plannable(stuntDef('EX-STUNT-PRECISE-HIT')!)).toBe(true);
    expect(plannable(stuntDef('EX-STUNT-GUIDANCE')!)).toBe(false);
    expect(plannable(stuntDef('EX-STUNT-EVASIVE-ACTION')!)).toBe(false);
    const a = hunter();
    planningTest(a, [5, 5, 6], [{ stunt: 'EX-STUNT-PRECISE-HIT', cost: 4 }], 1);
    const fromBank = (stunt: string, sp: number): Purchase => ({
      stunt,
      sp,
      pay: [{ pool: 'bank', bankId: a.bank[0].id, sp }],
    });
    expect(purchaseProblem(a, fromBank('EX-STUNT-PRECISE-HIT', 4), { ...w1, round: 1 })).toBe(
      'BANK_LOCKED',
    );
    expect(purchaseProblem(a, fromBank('EX-STUNT-PRECISE-HIT', 4), { ...w1, round: 2 })).toBeNull();
    expect(purchaseProblem(a, fromBank('EX-STUNT-ON-TARGET', 2), { ...w1, round: 2 })).toBe(
      'BANK_LOCKED',
    );
  });

  it('EX-CMD-9 fleet stunts need an ally on the side', () => {
    const a = hunter();
    a.sp.command = 4;
    expect(purchaseProblem(a, cmd('EX-STUNT-DRAW-FIRE', 2, 'A2'), w1)).toBe(
      'STUNT_PREREQUISITE_NOT_MET',
    );
    expect(
      purchaseProblem(a, cmd('EX-STUNT-DRAW-FIRE', 2, 'A2'), { ...w1, hasAlly: true }),
    ).toBeNull();
  });

  it('EX-STUNT-GEN-2 the stunt decision lists exactly the stunts and amounts affordable now', () => {
    const a = hunter();
    a.sp.command = 3;
    const listed = affordableStunts(a, 'W1', 1);
    expect(listed.find((s) => s.stunt === 'EX-STUNT-ON-TARGET')?.amounts).toEqual([2]);
    expect(listed.find((s) => s.stunt === 'EX-STUNT-EVASIVE-ACTION')?.amounts).toEqual([3]);
    expect(listed.find((s) => s.stunt === 'EX-STUNT-PRECISE-HIT')).toBeUndefined();
    expect(listed.find((s) => s.stunt === 'EX-STUNT-COMBINED-FIRE')).toBeUndefined();
    expect(affordableStunts(hunter(), 'W1', 1)).toEqual([]);
    const b = runner();
    b.sp.comms = 4;
    expect(affordableStunts(b, 'W3', 1).map((s) => s.stunt)).toEqual(
      STUNTS.filter((s) => s.when.includes('W3') && s.role?.pool === 'comms').map((s) => s.id),
    );
  });
});
