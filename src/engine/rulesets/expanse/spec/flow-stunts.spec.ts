/**
 * Stunts with a place of their own in the round: Burn Them first in step 4, Follow the Leader in
 * the range contests, Skimming and reacquiring, and Quick Start over several rounds (EX-EX-7e).
 */
import { injectedDice } from '../../../testing/context.js';
import type { ExpanseState, StepNo } from '../battle.js';
import { damageControlKind } from '../decisions/damage-control.js';
import { weaponAttacksKind } from '../decisions/weapon-attacks.js';
import { checkFollowing, followingNotLeader } from '../flow/follow.js';
import { bundlePurchaseProblems, offers } from '../flow/purchases.js';
import { resolveStep2 } from '../flow/step2.js';
import { resolveStep3 } from '../flow/step3.js';
import { resolveStep4 } from '../flow/step4.js';
import { resolveEvasion } from '../flow/step5.js';
import { resolveStep7 } from '../flow/step7.js';
import { buy } from '../flow/stunt-effects.js';
import type { StuntOrder } from '../orders.js';
import { restore } from '../rules/damage-control.js';
import { roleHolder } from '../rules/crew.js';
import { stuntPoints } from '../rules/test.js';
import { opening } from '../setup.js';

function at(id: string, step: StepNo, phase: 'orders' | 'window', band = 'C'): ExpanseState {
  const s = opening(id);
  s.round = 1;
  s.step = step;
  s.phase = phase;
  for (const p of s.pairs) p.band = band as ExpanseState['pairs'][number]['band'];
  return s;
}

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;
const codes = (p: { code: string }[]) => p.map((x) => x.code);

describe('Expanse stunts in the round flow', () => {
  const burn: StuntOrder = { ship: 'A1', stunt: 'EX-STUNT-BURN-THEM', sp: 5, target: 'B1' };

  it('EX-STUNT-BURN-THEM needs X-close; under it only aft and turret weapons may be ordered', () => {
    const s = at('duel', 4, 'orders', 'C');
    ship(s, 'A1').sp.command = 5;
    expect(codes(bundlePurchaseProblems(s, 'A', [burn], '/stunts'))).toEqual([
      'STUNT_PREREQUISITE_NOT_MET',
    ]);
    s.pairs[0].band = 'XC';
    expect(offers(s, ship(s, 'A1'))).toContainEqual({ ...burn });
    const order = (weapon: string) => ({
      ships: { A1: { attacks: [{ weapon, target: 'B1' }] } },
      stunts: [burn],
    });
    expect(codes(weaponAttacksKind.validate(s, 0, null, order('pdc_fore')))).toEqual([
      'WEAPON_ARC_BLOCKED',
    ]);
    expect(weaponAttacksKind.validate(s, 0, null, order('pdc_aft'))).toEqual([]);
  });

  it('EX-ATK-13 Burn Them resolves first in S4_RESOLVE: TN 19 at −2 won gives an unevadable 6d6 hit', () => {
    const s = at('duel', 4, 'orders', 'XC');
    ship(s, 'A1').sp.command = 5;
    const ctx = injectedDice([
      // Burn Them: A1 [6, 6 | 6] + 3 − 2 = 19 ≥ 19 against B1 [1, 1 | 2] + 3 = 7.
      6, 6, 6, 1, 1, 2,
      // Gunnery SP rolls of A1 and B1, no doubles.
      1, 2, 3, 1, 2, 3,
    ]);
    buy(s, burn, ctx);
    resolveStep4(
      s,
      {
        A: { ships: { A1: { attacks: [{ weapon: 'pdc_aft', target: 'B1' }] } } },
        B: { ships: { B1: { attacks: [{ weapon: 'pdc_fore', target: 'A1' }] } } },
      },
      ctx,
    );
    expect(ctx.rolls().map((r) => r.purpose)).toEqual([
      'Tachi: burn them',
      'Scirocco: resist burn them',
      'Tachi: gunnery SP roll',
      'Scirocco: gunnery SP roll',
    ]);
    expect(s.attacks.map((a) => [a.kind, a.damage, a.result])).toEqual([
      ['burn_them', '6d6', 'hit'],
      ['weapon', '2d6', 'pending'],
      ['weapon', '2d6', 'pending'],
    ]);
    // Step 5: no test against the plume; B1 evades A1's PDC at +2, A1 evades B1's at −2.
    s.step = 5;
    const five = injectedDice([1, 1, 2, 1, 1, 2]);
    resolveEvasion(s, {}, five);
    const totals = five.events.filter((e) => e.type === 'test.resolved').map((e) => e.data.total);
    expect(five.rolls()).toHaveLength(2);
    expect(totals).toEqual([4 + 3 + 2, 4 + 3 - 2]);
  });

  it('EX-ATK-13 a Burn Them lost by the pilot still binds the buyer to its rear arcs, no hit', () => {
    const s = at('duel', 4, 'orders', 'XC');
    ship(s, 'A1').sp.command = 5;
    // A1 [6, 6 | 5] + 3 − 2 = 18 < 19.
    const ctx = injectedDice([6, 6, 5, 1, 1, 2, 1, 2, 3, 1, 2, 3]);
    buy(s, burn, ctx);
    resolveStep4(
      s,
      { A: { ships: { A1: { attacks: [{ weapon: 'railgun', target: 'B1' }] } } } },
      ctx,
    );
    expect(s.attacks).toEqual([]);
    expect(s.fx.A1.burnThem).toBe('B1');
  });

  it('EX-MAN-10 EX-STUNT-FOLLOW-THE-LEADER the follower holds; the leader moves only by winning', () => {
    const s = at('duel', 2, 'window', 'C');
    ship(s, 'A1').sp.pilot = 2;
    const follow: StuntOrder = {
      ship: 'A1',
      stunt: 'EX-STUNT-FOLLOW-THE-LEADER',
      sp: 2,
      leader: 'B1',
    };
    expect(offers(s, ship(s, 'A1'))).toContainEqual(follow);
    buy(s, follow, injectedDice([]));
    expect(s.pairs[0].follow).toEqual({ follower: 'A1', leader: 'B1' });
    expect(followingNotLeader(s, 'A1', 'B1')).toBe(false);
    expect(followingNotLeader(s, 'A1', 'C9')).toBe(true);
    // Round 2: A1 orders a close but holds toward its leader: no contest, no dice.
    s.step = 2;
    s.phase = 'orders';
    const close = {
      A: { ships: { A1: { intents: [{ enemy: 'B1', action: 'close' as const }] } } },
    };
    const quiet = injectedDice([]);
    resolveStep2(s, close, quiet);
    expect(s.pairs[0].band).toBe('C');
    // B1 opens against the holding follower and loses: A1 [6, 6 | 6] + 3 vs B1 [1, 1 | 2] + 3.
    const open = { B: { ships: { B1: { intents: [{ enemy: 'A1', action: 'open' as const }] } } } };
    resolveStep2(s, { ...close, ...open }, injectedDice([6, 6, 6, 1, 1, 2]));
    checkFollowing(s, injectedDice([]));
    expect(s.pairs[0]).toMatchObject({ band: 'C', follow: { follower: 'A1' } });
    // B1 wins the next contest: band Medium, and following ends at S2_END.
    resolveStep2(s, open, injectedDice([1, 1, 2, 6, 6, 6]));
    checkFollowing(s, injectedDice([]));
    expect(s.pairs[0]).toMatchObject({ band: 'M', follow: null });
  });

  it('EX-MAN-10 the follower may end following in its step-2 orders', () => {
    const s = at('duel', 2, 'orders', 'C');
    s.pairs[0].follow = { follower: 'A1', leader: 'B1' };
    resolveStep2(s, { A: { ships: { A1: { end_follow: true } } } }, injectedDice([]));
    expect(s.pairs[0].follow).toBeNull();
  });

  it('EX-STUNT-SKIMMING needs a planet; each success makes an enemy lose track of the skimmer', () => {
    const s = at('duel', 2, 'orders', 'M');
    ship(s, 'A1').sp.command = 4;
    const skim: StuntOrder = { ship: 'A1', stunt: 'EX-STUNT-SKIMMING', sp: 4 };
    expect(codes(bundlePurchaseProblems(s, 'A', [skim], '/stunts'))).toEqual([
      'STUNT_PREREQUISITE_NOT_MET',
    ]);
    s.terrain = [{ type: 'planet_atmosphere' }];
    expect(bundlePurchaseProblems(s, 'A', [skim], '/stunts')).toEqual([]);
    buy(s, skim, injectedDice([]));
    // A1 [6, 6 | 6] + 3 = 21 ≥ 17 against B1 [1, 1 | 1] + 3 = 6.
    resolveStep2(s, {}, injectedDice([6, 6, 6, 1, 1, 1]));
    expect(s.pairs[0].lostTrack).toEqual(['B1']);
  });

  it('EX-EW-1 a ship that lost track reacquires before EW (opposed TN 11); until then it cannot target', () => {
    const s = at('duel', 4, 'orders', 'C');
    s.pairs[0].lostTrack = ['B1'];
    const shot = { ships: { B1: { attacks: [{ weapon: 'railgun', target: 'A1' }] } } };
    expect(codes(weaponAttacksKind.validate(s, 1, null, shot))).toEqual(['TARGET_NOT_TRACKED']);
    s.step = 3;
    // B1 comms INT 1 + Technology 2 + Sensors 2: [1, 2 | 3] + 5 = 11 vs A1 [6, 6 | 6] + 5: lost.
    const failed = injectedDice([1, 2, 3, 6, 6, 6, 1, 2, 4, 1, 2, 4]);
    resolveStep3(s, {}, failed);
    expect(failed.rolls().map((r) => r.purpose)).toEqual([
      'Scirocco: reacquire',
      'Tachi: resist reacquire',
      'Tachi: electronic warfare',
      'Scirocco: electronic warfare',
    ]);
    expect(s.pairs[0].lostTrack).toEqual(['B1']);
    // [6, 6 | 5] + 5 = 22 ≥ 11 beats [1, 1 | 1] + 5: track regained, the attack is legal again.
    resolveStep3(s, {}, injectedDice([6, 6, 5, 1, 1, 1, 1, 2, 4, 1, 2, 4]));
    expect(s.pairs[0].lostTrack).toEqual([]);
    s.step = 4;
    expect(weaponAttacksKind.validate(s, 1, null, shot)).toEqual([]);
  });

  it('EX-STUNT-QUICK-START EX-EX-7e W7 after 7d: comms 14 ≥ 14 adds 3, engineer 19 adds 6: progress 9', () => {
    const s = at('EX-SCN-1', 7, 'window', 'M');
    const b = ship(s, 'B1');
    b.reactor.offline = true;
    // EX-EX-7d: the engineer restores the reactor [4, 4 | 6] = 16, online through r + 6, 6 SP.
    b.sp.engineer = stuntPoints(restore(b, roleHolder(b, 'engineer'), 'reactor', [4, 4, 6], 1));
    expect(b.sp.engineer).toBe(6);
    const quick: StuntOrder = {
      ship: 'B1',
      stunt: 'EX-STUNT-QUICK-START',
      sp: 6,
      crew: ['B1.comms', 'B1.engineer'],
    };
    expect(offers(s, b)).toContainEqual(quick);
    const alien = { ...quick, crew: ['B1.comms', 'A1.engineer'] };
    expect(codes(bundlePurchaseProblems(s, 'B', [alien], '/stunts'))).toEqual(['CREW_UNAVAILABLE']);
    const ctx = injectedDice([5, 4, 3, 6, 5, 6]);
    buy(s, quick, ctx);
    const tests = ctx.events.filter((e) => e.type === 'test.resolved').map((e) => e.data);
    expect(tests.map((t) => [t.total, t.success, t.progress])).toEqual([
      [14, true, 3],
      [19, true, 9],
    ]);
    expect(b.quickStart).toMatchObject({ progress: 9 });
    expect(b.sp.engineer).toBe(0);
    expect(b.reactor.offline).toBe(true);
  });

  it('EX-DC-6 EX-DC-1 in later rounds each named member continues with its own test as its action', () => {
    const s = at('EX-SCN-1', 7, 'orders', 'M');
    s.round = 2;
    const b = ship(s, 'B1');
    b.reactor.offline = true;
    b.quickStart = { crew: ['B1.comms', 'B1.engineer'], progress: 9, round: 2 };
    const check = (actions: unknown[]) =>
      codes(damageControlKind.validate(s, 1, null, { ships: { B1: { actions } } }));
    const both = [
      { crew: 'B1.comms', action: 'quick_start' },
      { crew: 'B1.engineer', action: 'quick_start' },
    ];
    // Not in the round of the purchase, and never by a member it does not name.
    expect(check([both[0]])).toEqual(['DC_TARGET_INVALID']);
    s.round = 3;
    expect(check([{ crew: 'B1.pilot', action: 'quick_start' }])).toEqual(['DC_TARGET_INVALID']);
    expect(check(both)).toEqual([]);
    // Comms [1, 2 | 3] + 2 = 8 fails; engineer [6, 6 | 6] + 2 = 20 adds 6: 15, the reactor is back.
    const ctx = injectedDice([1, 2, 3, 6, 6, 6]);
    resolveStep7(s, { B: { ships: { B1: { actions: both as never } } } }, ctx);
    expect(b.reactor).toEqual({ offline: false, tempOnlineUntilRound: null });
    expect(b.quickStart).toBeNull();
    // The Quick Start tests feed no engineer pool (EX-DC-7 lists only the others).
    expect(b.sp.engineer).toBe(0);
  });
});
