/**
 * The crew damage stunts on a hit (Shrapnel, Skewer, Rupture, Scuttle), the fleet stunts (Good
 * Advice, Combined Fire), Weapon Online and Hack the System, bought and carried out in the flow.
 */
import { injectedDice } from '../../../testing/context.js';
import type { Attack, ExpanseState, StepNo } from '../battle.js';
import { damageControlKind } from '../decisions/damage-control.js';
import { markHelpless } from '../flow/crew-stunts.js';
import { bundlePurchaseProblems, offers } from '../flow/purchases.js';
import { resolveStep1 } from '../flow/step1.js';
import { attackBonusOf } from '../flow/step4.js';
import { resolveHitOf } from '../flow/step6.js';
import { resolveStep7 } from '../flow/step7.js';
import { railgunShot } from './contract.js';
import { buy } from '../flow/stunt-effects.js';
import type { StuntOrder } from '../orders.js';
import { usable } from '../rules/attacks.js';
import { highGProblem } from '../rules/high-g.js';
import { opening } from '../setup.js';

function at(id: string, step: StepNo, phase: 'orders' | 'window'): ExpanseState {
  const s = opening(id);
  s.round = 1;
  s.step = step;
  s.phase = phase;
  return s;
}

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;
const codes = (p: { code: string }[]) => p.map((x) => x.code);

/** Step 6 of a duel: A1's railgun hit B1 and A1 has `sp` free weapons SP. */
function afterHit(sp: number): { s: ExpanseState; hit: Attack } {
  const s = at('duel', 6, 'orders');
  const hit = railgunShot('A1', 'B1', { result: 'hit' });
  s.attacks = [hit];
  ship(s, 'A1').sp.weaponsFree = sp;
  return { s, hit };
}

// Damage [1, 1, 1] = 3 against hull [6, 6] + 2 = 14: no losses, so only the stunts' dice follow.
const ABSORBED = [1, 1, 1, 6, 6];

describe('Expanse crew damage stunts on a hit', () => {
  it('EX-STUNT-SHRAPNEL one 2d6 roll (4 SP) hurts everyone at the named station, not the others', () => {
    const { s } = afterHit(4);
    const o: StuntOrder = {
      ship: 'A1',
      stunt: 'EX-STUNT-SHRAPNEL',
      sp: 4,
      attack: 'r1.A1.railgun',
      station: 'ops',
    };
    expect(offers(s, ship(s, 'A1'))).toContainEqual(o);
    expect(codes(bundlePurchaseProblems(s, 'A', [{ ...o, sp: 3 }], '/stunts'))).toEqual([
      'STUNT_COST_INVALID',
    ]);
    const ctx = injectedDice([...ABSORBED, 3, 4]);
    buy(s, o, ctx);
    resolveHitOf(s, s.attacks[0], ctx);
    expect(ship(s, 'B1').crew.map((c) => [c.station, c.fortune])).toEqual([
      ['ops', 4],
      ['ops', 4],
      ['ops', 4],
      ['ops', 4],
      ['engineering', 11],
    ]);
  });

  it('EX-STUNT-SKEWER 6 SP is 6d6 on one named crew member; the role passes on (EX-CREW-6)', () => {
    const { s } = afterHit(6);
    const o: StuntOrder = {
      ship: 'A1',
      stunt: 'EX-STUNT-SKEWER',
      sp: 6,
      attack: 'r1.A1.railgun',
      crew: 'B1.pilot',
    };
    expect(offers(s, ship(s, 'A1'))).toContainEqual(o);
    // 36 past Fortune 11 leaves 25: injured −1d6 [1], wounded −1d6 [1], still more: taken out.
    const ctx = injectedDice([...ABSORBED, 6, 6, 6, 6, 6, 6, 1, 1]);
    buy(s, o, ctx);
    resolveHitOf(s, s.attacks[0], ctx);
    const b = ship(s, 'B1');
    expect(b.crew.find((c) => c.id === 'B1.pilot')!.status).toBe('taken_out');
    expect(b.roles.pilot).not.toBe('B1.pilot');
  });

  it('EX-STUNT-RUPTURE 3d6 penetrating at the station and System Damage 3 on the system', () => {
    const { s } = afterHit(5);
    const o: StuntOrder = {
      ship: 'A1',
      stunt: 'EX-STUNT-RUPTURE',
      sp: 5,
      attack: 'r1.A1.railgun',
      station: 'engineering',
      system: 'sensors',
    };
    expect(codes(bundlePurchaseProblems(s, 'A', [{ ...o, station: undefined }], '/s'))).toEqual([
      'ORDER_MALFORMED',
    ]);
    const ctx = injectedDice([...ABSORBED, 2, 2, 2]);
    buy(s, o, ctx);
    resolveHitOf(s, s.attacks[0], ctx);
    const b = ship(s, 'B1');
    expect(b.crew.find((c) => c.id === 'B1.engineer')!.fortune).toBe(11 - 6);
    expect(b.crew.find((c) => c.id === 'B1.pilot')!.fortune).toBe(11);
    expect(b.systemDamage.sensors).toBe(3);
  });

  it('EX-STUNT-SCUTTLE only on a ship helpless when step 6 began (EX-DMG-22); it is then taken out', () => {
    const { s } = afterHit(2);
    const o: StuntOrder = { ship: 'A1', stunt: 'EX-STUNT-SCUTTLE', sp: 2, attack: 'r1.A1.railgun' };
    markHelpless(s);
    expect(codes(bundlePurchaseProblems(s, 'A', [o], '/stunts'))).toEqual([
      'STUNT_PREREQUISITE_NOT_MET',
    ]);
    const b = ship(s, 'B1');
    b.reactor.offline = true;
    b.offline.manoeuvrability = true;
    markHelpless(s);
    expect(offers(s, ship(s, 'A1'))).toContainEqual(o);
    const ctx = injectedDice(ABSORBED);
    buy(s, o, ctx);
    resolveHitOf(s, s.attacks[0], ctx);
    expect(b.status).toBe('taken_out');
  });
});

describe('Expanse fleet stunts, Weapon Online and Hack the System', () => {
  it('EX-STUNT-GOOD-ADVICE sp mode fills the ally pool at once; bonus mode lifts its next command test', () => {
    const s = at('two-vs-two', 1, 'window');
    ship(s, 'A1').sp.command = 8;
    const advice = (mode: 'bonus' | 'sp'): StuntOrder => ({
      ship: 'A1',
      stunt: 'EX-STUNT-GOOD-ADVICE',
      sp: 4,
      ally: 'A2',
      mode,
    });
    expect(offers(s, ship(s, 'A1'))).toContainEqual(advice('bonus'));
    buy(s, advice('sp'), injectedDice([]));
    expect(ship(s, 'A2').sp.command).toBe(2);
    buy(s, advice('bonus'), injectedDice([]));
    s.step = 1;
    s.phase = 'orders';
    const ctx = injectedDice([1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 2, 4]);
    resolveStep1(s, {}, ctx);
    const totals = ctx.events
      .filter((e) => e.type === 'test.resolved')
      .map((e) => e.data.total as number);
    // A1, A2, B1, B2 in scenario order; only A2's test has the +2, and only this once.
    expect(totals[1] - totals[0]).toBe(2);
    expect(s.goodAdvice).toEqual({});
  });

  it('EX-STUNT-COMBINED-FIRE both captains pay on the same enemy: min(n₁, n₂) each; alone, nothing', () => {
    const s = at('two-vs-two', 1, 'window');
    ship(s, 'A1').sp.command = 2;
    ship(s, 'A2').sp.command = 3;
    const fire = (from: string, ally: string, sp: number): StuntOrder => ({
      ship: from,
      stunt: 'EX-STUNT-COMBINED-FIRE',
      sp,
      target: 'B1',
      ally,
    });
    expect(offers(s, ship(s, 'A1'))).toContainEqual(fire('A1', 'A2', 2));
    buy(s, fire('A1', 'A2', 2), injectedDice([]));
    expect(attackBonusOf(s, ship(s, 'A1'), 'B1')).toBe(0);
    buy(s, fire('A2', 'A1', 3), injectedDice([]));
    expect(attackBonusOf(s, ship(s, 'A1'), 'B1')).toBe(2);
    expect(attackBonusOf(s, ship(s, 'A2'), 'B1')).toBe(2);
    expect(attackBonusOf(s, ship(s, 'A2'), 'B2')).toBe(0);
  });

  it('EX-STUNT-WEAPON-ONLINE TN 14 with the better score; success jury-rigs 1d3 shots (EX-ATK-9)', () => {
    const s = at('duel', 7, 'window');
    const a = ship(s, 'A1');
    a.sp.engineer = 5;
    const pdc = a.weapons.find((w) => w.id === 'pdc_fore')!;
    pdc.status = 'offline';
    const o: StuntOrder = {
      ship: 'A1',
      stunt: 'EX-STUNT-WEAPON-ONLINE',
      sp: 5,
      weapon: 'pdc_fore',
      crew: 'A1.engineer',
    };
    expect(offers(s, a)).toContainEqual(o);
    expect(codes(bundlePurchaseProblems(s, 'A', [{ ...o, weapon: 'railgun' }], '/stunts'))).toEqual(
      ['STUNT_PREREQUISITE_NOT_MET'],
    );
    // INT 1 + Engineering 2: [5, 5 | 1] + 3 = 14 ≥ 14; shots d6 [5] → 1d3 = 3.
    buy(s, o, injectedDice([5, 5, 1, 5]));
    expect(pdc).toMatchObject({ status: 'jury_rigged', juryShots: 3 });
    expect(usable(a, pdc, 1)).toBe(true);
  });

  it('EX-STUNT-HACK-THE-SYSTEM EX-DC-4 a won hack of the drive stops high-g until comms removes it', () => {
    const s = at('duel', 3, 'window');
    ship(s, 'A1').sp.comms = 4;
    const o: StuntOrder = {
      ship: 'A1',
      stunt: 'EX-STUNT-HACK-THE-SYSTEM',
      sp: 4,
      target: 'B1',
      hack: 'drive',
    };
    expect(offers(s, ship(s, 'A1'))).toContainEqual(o);
    expect(codes(bundlePurchaseProblems(s, 'A', [{ ...o, hack: 'shields' }], '/s'))).toEqual([
      'UNKNOWN_REFERENCE',
    ]);
    // INT 1 + Technology 2 + Sensors 2 each side: [6, 6 | 5] + 5 beats [1, 1 | 1] + 5.
    buy(s, o, injectedDice([6, 6, 5, 1, 1, 1]));
    const b = ship(s, 'B1');
    expect(b.hacked).toEqual({ system: 'drive' });
    expect(highGProblem(b, 1)).toBe('HIGH_G_UNAVAILABLE');
    s.step = 7;
    s.phase = 'orders';
    const actions = [{ crew: 'B1.comms', action: 'remove_hack' }];
    expect(damageControlKind.validate(s, 1, null, { ships: { B1: { actions } } })).toEqual([]);
    // [5, 5 | 5] + 3 = 18 ≥ 15 with doubles: the hack ends and the engineer pool gains 5.
    resolveStep7(
      s,
      { B: { ships: { B1: { actions: actions as never } } } },
      injectedDice([5, 5, 5]),
    );
    expect(b.hacked).toBeNull();
    expect(b.sp.engineer).toBe(5);
  });
});
