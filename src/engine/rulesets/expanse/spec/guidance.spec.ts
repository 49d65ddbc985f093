/**
 * Guidance and Eye Patch, bought in a step's orders through the ruleset contract: offered when
 * affordable, paid, and the named test changed (EX-STUNT-GUIDANCE, EX-STUNT-EYE-PATCH).
 */
import type { ExpanseState } from '../battle.js';
import { offers } from '../flow/purchases.js';
import { torpedoItem } from '../flow/step5.js';
import type { StuntOrder } from '../orders.js';
import { inFlightTorpedo, problemsOf, stage, submitAll } from './contract.js';

const ship = (s: ExpanseState, id: string) => s.ships.find((x) => x.id === id)!;
const tests = (events: { type: string; data: Record<string, unknown> }[], test: string) =>
  events.filter((e) => e.type === 'test.resolved' && e.data.test === test).map((e) => e.data);

/** EX-EX-5: round 2, B1's torpedo launched at Medium in round 1 is incoming on A1. */
function torpedoIncoming(commandSp: number): ExpanseState {
  return stage('EX-SCN-1', 2, 5, 'orders', (s) => {
    ship(s, 'A1').sp.command = commandSp;
    const torpedo = inFlightTorpedo();
    s.torpedoes.push(torpedo);
    s.attacks = [torpedoItem(torpedo)];
  });
}

const guidance = (sp: number, test: StuntOrder['test'], ref?: string): StuntOrder => ({
  ship: 'A1',
  stunt: 'EX-STUNT-GUIDANCE',
  sp,
  test,
  ...(ref ? { ref } : {}),
});

describe('Expanse Guidance (EX-STUNT-GUIDANCE)', () => {
  it('EX-STUNT-GUIDANCE EX-EX-5 item 3: Guidance 1 on the evasion test turns 13 into 14 against TN 14', () => {
    const s = torpedoIncoming(1);
    const onEvasion = guidance(1, 'evasion', 'r1.B1.torpedo_1');
    expect(offers(s, ship(s, 'A1'))).toEqual(
      expect.arrayContaining([onEvasion, guidance(1, 'point_defence', 'T1')]),
    );
    const ctx = submitAll(
      s,
      { 0: { ships: { A1: { high_g: 0 } }, stunts: [onEvasion] } },
      [4, 4, 2],
    );
    expect(tests(ctx.events, 'evasion')).toEqual([
      expect.objectContaining({ faces: [4, 4, 2], total: 14, tn: 14, success: true }),
    ]);
    expect(s.torpedoes[0].status).toBe('evaded');
    expect(ship(s, 'A1').sp.command).toBe(0);
  });

  it('EX-STUNT-GUIDANCE without it the same dice fail (EX-EX-5: 13 < 14)', () => {
    const s = torpedoIncoming(0);
    const ctx = submitAll(s, { 0: { ships: { A1: { high_g: 0 } } } }, [4, 4, 2]);
    expect(tests(ctx.events, 'evasion')).toEqual([
      expect.objectContaining({ total: 13, tn: 14, success: false }),
    ]);
  });

  it('EX-STUNT-GUIDANCE names one test of this step: another step’s test or an unknown item is refused', () => {
    const s = torpedoIncoming(2);
    const order = (o: StuntOrder) => ({ stunts: [o] });
    expect(problemsOf(s, 0, order(guidance(1, 'ew')))).toEqual(['STUNT_NOT_AVAILABLE_IN_STEP']);
    expect(problemsOf(s, 0, order(guidance(1, 'evasion', 'r1.B1.railgun')))).toEqual([
      'UNKNOWN_REFERENCE',
    ]);
    expect(problemsOf(s, 0, order(guidance(3, 'evasion', 'r1.B1.torpedo_1')))).toEqual([
      'NOT_ENOUGH_SP',
    ]);
    expect(
      problemsOf(s, 0, {
        stunts: [
          guidance(1, 'evasion', 'r1.B1.torpedo_1'),
          guidance(1, 'evasion', 'r1.B1.torpedo_1'),
        ],
      }),
    ).toEqual(['STUNT_ALREADY_BOUGHT']);
  });

  it('EX-STUNT-GUIDANCE on the range-contest manoeuvre test (O2): +2 wins the contest 17 to 16', () => {
    const s = stage('duel', 1, 2, 'orders', (x) => (ship(x, 'A1').sp.command = 2));
    expect(offers(s, ship(s, 'A1'))).toContainEqual(guidance(2, 'manoeuvre'));
    const close = { intents: [{ enemy: 'B1', action: 'close' }] };
    // A1 [5, 5 | 2] + 3 + 2 = 17 against B1 [4, 4 | 5] + 3 = 16 (15 without Guidance: B1 holds).
    const ctx = submitAll(
      s,
      { 0: { ships: { A1: close }, stunts: [guidance(2, 'manoeuvre')] } },
      [5, 5, 2, 4, 4, 5],
    );
    const contest = ctx.events.find((e) => e.type === 'range.contested')!;
    expect(contest.data).toMatchObject({ totals: [17, 16], winner: 'A1' });
    expect(s.pairs[0].band).toBe('XC');
  });

  it('EX-STUNT-GUIDANCE on the EW test (O3): +2 turns a lost EW pair into a win; EW_UNAVAILABLE without sensors', () => {
    const s = stage('duel', 1, 3, 'orders', (x) => (ship(x, 'A1').sp.command = 2));
    expect(offers(s, ship(s, 'A1'))).toContainEqual(guidance(2, 'ew'));
    // A1 [3, 3 | 1] + 5 + 2 = 14 against B1 [2, 3 | 3] + 5 = 13.
    const ctx = submitAll(s, { 0: { stunts: [guidance(2, 'ew')] } }, [3, 3, 1, 2, 3, 3]);
    expect(ctx.events.find((e) => e.type === 'ew.won')!.data).toMatchObject({ winner: 'A1' });
    // In a 2v2 side A is still asked (A2 makes its EW test), but A1 has no EW test to guide.
    const blind = stage('two-vs-two', 1, 3, 'orders', (x) => {
      ship(x, 'A1').sp.command = 2;
      ship(x, 'A1').offline.sensors = true;
    });
    expect(problemsOf(blind, 0, { stunts: [guidance(1, 'ew')] })).toEqual(['EW_UNAVAILABLE']);
  });
});

describe('Expanse Eye Patch and Guidance in damage control (O7)', () => {
  const repairs = {
    A1: {
      actions: [
        { crew: 'A1.comms', action: 'repair', system: 'manoeuvrability' },
        { crew: 'A1.engineer', action: 'repair', system: 'sensors' },
      ],
    },
  };
  const damaged = (commandSp: number) =>
    stage('duel', 1, 7, 'orders', (s) => {
      const a1 = ship(s, 'A1');
      a1.sp.command = commandSp;
      a1.losses.manoeuvrability = 1;
      a1.losses.sensors = 2;
    });
  const eyePatch = (sp: number, pay?: StuntOrder['pay']): StuntOrder => ({
    ship: 'A1',
    stunt: 'EX-STUNT-EYE-PATCH',
    sp,
    ...(pay ? { pay } : {}),
  });

  it('EX-STUNT-EYE-PATCH is paid with engineer SP of an earlier test of the step: TN 11 − 2 = 9', () => {
    const s = damaged(1);
    expect(offers(s, ship(s, 'A1'))).toEqual(
      expect.arrayContaining([
        eyePatch(1),
        guidance(1, 'damage_control', 'repair:manoeuvrability'),
        guidance(1, 'damage_control', 'repair:sensors'),
      ]),
    );
    const ctx = submitAll(
      s,
      {
        0: {
          ships: repairs,
          stunts: [
            guidance(1, 'damage_control', 'repair:manoeuvrability'),
            eyePatch(2, [{ pool: 'engineer', sp: 2 }]),
          ],
        },
      },
      // comms: [4, 4 | 5] + 1 + Guidance 1 = 15, doubles: 5 engineer SP; engineer [1, 2 | 3] + 3 = 9.
      [4, 4, 5, 1, 2, 3],
    );
    expect(tests(ctx.events, 'repair')).toEqual([
      expect.objectContaining({ total: 15, tn: 11, success: true }),
      expect.objectContaining({ total: 9, tn: 9, success: true }),
    ]);
    const a1 = ship(s, 'A1');
    expect(a1.sp.engineer).toBe(3);
    expect(a1.sp.command).toBe(0);
    expect(a1.losses.manoeuvrability).toBe(0);
    expect(a1.dcProgress.sensors).toBe(3);
  });

  it('EX-STUNT-EYE-PATCH fizzles unpaid when the pools cannot cover it as its repair comes', () => {
    const s = damaged(0);
    const ctx = submitAll(
      s,
      { 0: { ships: repairs, stunts: [eyePatch(2, [{ pool: 'engineer', sp: 2 }])] } },
      [1, 2, 3, 1, 2, 3],
    );
    expect(ctx.events.find((e) => e.type === 'stunt.fizzled')!.data).toMatchObject({
      ship: 'A1',
      stunt: 'EX-STUNT-EYE-PATCH',
      why: 'NOT_ENOUGH_SP',
    });
    expect(tests(ctx.events, 'repair')[1]).toMatchObject({ total: 9, tn: 11, success: false });
  });

  it('EX-STUNT-EYE-PATCH and a damage-control Guidance need their action in the bundle', () => {
    const s = damaged(2);
    const onlyManoeuvrability = {
      A1: { actions: [{ crew: 'A1.engineer', action: 'repair', system: 'manoeuvrability' }] },
    };
    expect(
      problemsOf(s, 0, {
        ships: onlyManoeuvrability,
        stunts: [eyePatch(1), guidance(1, 'damage_control', 'repair:sensors')],
      }),
    ).toEqual(['STUNT_PREREQUISITE_NOT_MET', 'STUNT_PREREQUISITE_NOT_MET']);
  });
});
