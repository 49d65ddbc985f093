/**
 * The round flow's own rules: contests per pair, incoming items, the order of 5A and 5B, hits in
 * canonical order, damage stunts after losses, Stamina after the window, roles and defaults.
 */
import { Match } from '../../../core/match.js';
import { injectedDice, seededDice } from '../../../testing/context.js';
import type { Attack, ExpanseState } from '../battle.js';
import { damageControlKind } from '../decisions/damage-control.js';
import { manoeuvresKind } from '../decisions/manoeuvres.js';
import { stepStart } from '../flow/casualties.js';
import { resolveStep2 } from '../flow/step2.js';
import { resolveStep4 } from '../flow/step4.js';
import { offers } from '../flow/purchases.js';
import { gatherIncoming, resolveEvasion, resolvePointDefence } from '../flow/step5.js';
import { resolveHitOf, resolveStep6 } from '../flow/step6.js';
import { defaultDamageControl, resolveStep7 } from '../flow/step7.js';
import { expanse } from '../index.js';
import { commandTest } from '../rules/command.js';
import { scenarioSetup } from '../scenarios.js';
import { battleOf, opening } from '../setup.js';
import { inFlightTorpedo } from './contract.js';

function battle(id: string): ExpanseState {
  const s = opening(id);
  s.round = 1;
  // The examples start from Medium, as EX-SCN-1 does.
  for (const p of s.pairs) p.band = 'M';
  return s;
}

/** Three frigates, one a side (`three-sided` until 0.2.0, EX-B-9). */
function threeFrigates(): ExpanseState {
  const { setup, objective } = scenarioSetup('three-sided', '0.1.0');
  const s = battleOf(setup, objective, 'three-sided');
  s.round = 1;
  // The examples start from Medium, as EX-SCN-1 does.
  for (const p of s.pairs) p.band = 'M';
  return s;
}

function hit(s: ExpanseState, over: Partial<Attack>): Attack {
  return {
    id: `r1.${over.attacker ?? 'A1'}.${over.weapon ?? 'railgun'}`,
    attacker: 'A1',
    weapon: 'railgun',
    target: 'B1',
    kind: 'weapon',
    type: 'railgun',
    band: 'M',
    damage: '3d6',
    result: 'hit',
    stunts: [],
    ...over,
  } as Attack;
}

describe('Expanse round flow', () => {
  it('EX-MAN-6 EX-MAN-7 one manoeuvre roll per ship for all its contests; bands change together', () => {
    const s = threeFrigates();
    const intents = (enemies: string[], action: 'close' | 'open') =>
      enemies.map((enemy) => ({ enemy, action }));
    const ctx = seededDice('contests');
    resolveStep2(
      s,
      {
        A: { ships: { A1: { intents: intents(['B1', 'C1'], 'close') } } },
        B: { ships: { B1: { intents: intents(['A1', 'C1'], 'open') } } },
        C: { ships: { C1: { intents: intents(['A1', 'B1'], 'open') } } },
      },
      ctx,
    );
    const purposes = ctx.rolls().map((r) => r.purpose);
    expect(purposes.filter((p) => p === 'Hammurabi: manoeuvre')).toHaveLength(1);
    expect(purposes).toHaveLength(3);
    const types = ctx.events.map((e) => e.type).filter((t) => t.startsWith('range.'));
    const firstChange = types.indexOf('range.changed');
    expect(types.filter((t) => t === 'range.contested')).toHaveLength(2);
    expect(types.slice(firstChange).every((t) => t === 'range.changed')).toBe(true);
    // B1 and C1 both open: same direction, no test; that pair goes to Long.
    expect(s.pairs.find((p) => p.ships.join() === 'B1,C1')!.band).toBe('L');
  });

  it('EX-MAN-11 an out-of-control ship tests TN 15 before contests; failing, it holds', () => {
    const s = battle('duel');
    s.outOfControl = ['A1'];
    const orders = {
      A: { ships: { A1: { intents: [{ enemy: 'B1', action: 'close' as const }] } } },
    };
    resolveStep2(s, orders, injectedDice([1, 2, 3]));
    expect(s.outOfControl).toEqual(['A1']);
    expect(s.pairs[0].band).toBe('M');
    // Success (6 + 5 + 4 + 3 = 18 ≥ 15): control is back at once, and A1 wins the contest.
    resolveStep2(s, orders, injectedDice([6, 5, 4, 6, 6, 6, 1, 1, 1]));
    expect(s.outOfControl).toEqual([]);
    expect(s.pairs[0].band).toBe('C');
  });

  it('EX-DEF-1 EX-DMG-21 incoming items: earlier torpedoes first; one with no target is removed', () => {
    const s = battle('two-vs-two');
    s.round = 2;
    s.attacks = [hit(s, { attacker: 'A1', target: 'B1', result: 'pending' })];
    s.torpedoes = [
      inFlightTorpedo({ id: 'T1', owner: 'B2', target: 'A1' }),
      inFlightTorpedo({ id: 'T2', owner: 'B1', target: 'A2' }),
      inFlightTorpedo({ id: 'T3', owner: 'B1', target: 'A1', impactRound: 3 }),
    ];
    s.ships.find((x) => x.id === 'A2')!.status = 'taken_out';
    const ctx = injectedDice([]);
    gatherIncoming(s, ctx);
    expect(s.attacks.map((a) => a.torpedo ?? a.id)).toEqual(['T1', 'r1.A1.railgun']);
    expect(s.torpedoes.map((t) => t.status)).toEqual(['in_flight', 'removed', 'in_flight']);
  });

  it('EX-DMG-1 EX-STUNT-BURN-THEM a Burn Them hit resolves after step-2 items, before earlier torpedoes', () => {
    const s = battle('duel');
    s.round = 2;
    const plume = hit(s, {
      id: 'r2.A1.burn_them',
      weapon: 'burn_them',
      kind: 'burn_them',
      type: 'burn_them',
      band: 'XC',
      damage: '6d6',
    });
    const setUp = hit(s, { id: 'r2.B1.set_up', attacker: 'B1', target: 'A1', kind: 'setup' });
    const railgun = hit(s, { id: 'r2.B1.railgun', attacker: 'B1', target: 'A1' });
    // Step 4 left them in this order: the set-up hazard (step 2), the plume, B1's railgun.
    s.attacks = [setUp, plume, railgun];
    s.torpedoes = [inFlightTorpedo({ id: 'T1', owner: 'B1', target: 'A1' })];
    gatherIncoming(s, injectedDice([]));
    const order = ['r2.B1.set_up', 'r2.A1.burn_them', 'r1.B1.torpedo_1', 'r2.B1.railgun'];
    expect(s.attacks.map((a) => a.id)).toEqual(order);
    // Nothing evaded or shot down: step 6 resolves the hits in that order.
    for (const a of s.attacks) a.result = 'hit';
    const ctx = seededDice('burn-them-order');
    resolveStep6(s, {}, ctx);
    const resolved = ctx.events.filter((e) => e.type === 'hit.resolved').map((e) => e.data.attack);
    expect(resolved).toEqual(order);
  });

  it('EX-DEF-10 evasion tests (5A) come before point defence (5B); an evaded torpedo needs none', () => {
    const s = battle('duel');
    s.round = 2;
    s.torpedoes = [inFlightTorpedo({ id: 'T1' }), inFlightTorpedo({ id: 'T2' })];
    gatherIncoming(s, injectedDice([]));
    // A1 evades T1 (6+6+5+3 = 20 ≥ 14), fails T2 (1+2+3+3 = 9); PD against T2: 6+6+4+3 ≥ 12.
    const ctx = injectedDice([6, 6, 5, 1, 2, 3, 6, 6, 4]);
    resolveEvasion(s, {}, ctx);
    resolvePointDefence(s, ctx);
    expect(ctx.rolls().map((r) => r.purpose)).toEqual([
      "Tachi: evade Scirocco's torpedo_1",
      "Tachi: evade Scirocco's torpedo_1",
      'Tachi: point defence against T2',
    ]);
    expect(s.attacks.map((a) => a.result)).toEqual(['evaded', 'shot_down']);
  });

  it('EX-DMG-1 EX-DMG-20 EX-ROUND-3 hits resolve in order; a taken-out target drops the rest', () => {
    const s = battle('two-vs-two');
    const first = hit(s, { attacker: 'A1', weapon: 'railgun', target: 'B2' });
    const second = hit(s, { attacker: 'A2', weapon: 'torpedo_1', target: 'B2', damage: '4d6' });
    // 18 damage against hull 2d6 = 2: net 16; conditions 1 → 15, 1 → 14: taken out.
    const ctx = injectedDice([6, 6, 6, 1, 1, 1, 1]);
    for (const a of [first, second]) resolveHitOf(s, a, ctx);
    expect(s.ships.find((x) => x.id === 'B2')!.status).toBe('taken_out');
    expect(ctx.events.filter((e) => e.type === 'hit.resolved')).toHaveLength(1);
    expect(ctx.events.map((e) => e.type)).toContain('ship.taken_out');
  });

  it('EX-DMG-19 damage stunts act after the losses, Perceived Weakness at the damage roll', () => {
    const s = battle('duel');
    const a = hit(s, {
      stunts: [
        { stunt: 'EX-STUNT-PERCEIVED-WEAKNESS', sp: 3 },
        { stunt: 'EX-STUNT-SYSTEM-DAMAGE', sp: 2, system: 'sensors' },
        { stunt: 'EX-STUNT-HULL-BREACH', sp: 3 },
      ],
    });
    // damage 1+1+1 + PW 1 = 4; hull 6+6+2 = 14: no losses, but the stunts still land.
    const ctx = injectedDice([1, 1, 1, 1, 6, 6]);
    resolveHitOf(s, a, ctx);
    const b1 = s.ships.find((x) => x.id === 'B1')!;
    expect(ctx.rolls().map((r) => r.purpose)).toEqual([
      'Scirocco: damage',
      'Scirocco: perceived weakness',
      'Scirocco: hull',
    ]);
    expect(b1.systemDamage.sensors).toBe(2);
    expect(b1.hullBreach).toBe(1);
  });

  it('EX-ATK-10 a grappler hit pulls the pair to X-close and grapples it, with no damage', () => {
    const s = battle('duel');
    const ctx = injectedDice([]);
    resolveHitOf(s, hit(s, { weapon: 'grappler', type: 'grappler', damage: null }), ctx);
    expect(s.pairs[0]).toMatchObject({ band: 'XC', grapple: { grappler: 'A1' } });
    expect(ctx.rolls()).toEqual([]);
  });

  it('EX-ROUND-4 EX-CREW-6 at the start of a step a vacant role passes down the succession', () => {
    const s = battle('duel');
    const a1 = s.ships[0];
    a1.crew.find((c) => c.id === 'A1.pilot')!.status = 'taken_out';
    stepStart(s, injectedDice([]));
    expect(a1.roles.pilot).not.toBe('A1.pilot');
    expect(a1.crew.find((c) => c.id === a1.roles.pilot)!.status).toBe('active');
  });

  it('EX-ROUND-6 default damage control: restore the reactor, else repair the worst system', () => {
    const s = battle('duel');
    const a1 = s.ships[0];
    expect(defaultDamageControl(a1)).toEqual([]);
    a1.losses.sensors = 2;
    a1.losses.weapons = 2;
    expect(defaultDamageControl(a1)).toEqual([
      { crew: 'A1.engineer', action: 'repair', system: 'sensors' },
    ]);
    a1.offline.weapons = true;
    expect(defaultDamageControl(a1)[0]).toMatchObject({ system: 'weapons' });
    a1.reactor.offline = true;
    expect(defaultDamageControl(a1)[0]).toMatchObject({ action: 'restore', target: 'reactor' });
    // A side that sends no DC orders gets that default (engineer 6+6+3+3 = 18 ≥ 13).
    resolveStep7(s, {}, injectedDice([6, 6, 3]));
    expect(a1.reactor.tempOnlineUntilRound).toBe(1 + 3);
  });

  it('EX-ROUND-6 an empty step-2 bundle holds every intent with g 0', () => {
    const s = battle('duel');
    const ctx = injectedDice([]);
    resolveStep2(s, { A: { ships: {} }, B: {} }, ctx);
    expect(s.pairs[0].band).toBe('M');
    expect(s.fx.A1.highG2).toBe(0);
    expect(ctx.rolls()).toEqual([]);
  });

  it('EX-DC-1 EX-EX-7c one action per crew member and one test per object a round', () => {
    const s = battle('duel');
    s.step = 7;
    const a1 = s.ships[0];
    a1.losses.manoeuvrability = 1;
    a1.losses.weapons = 1;
    const check = (actions: unknown[]) =>
      damageControlKind.validate(s, 0, null, { ships: { A1: { actions } } });
    expect(
      check([
        { crew: 'A1.engineer', action: 'repair', system: 'manoeuvrability' },
        { crew: 'A1.engineer', action: 'repair', system: 'weapons' },
      ]),
    ).toEqual([expect.objectContaining({ code: 'CREW_ALREADY_ACTED' })]);
    expect(
      check([
        { crew: 'A1.engineer', action: 'repair', system: 'weapons' },
        { crew: 'A1.captain', action: 'repair', system: 'weapons' },
      ]),
    ).toEqual([expect.objectContaining({ code: 'DC_TARGET_ALREADY_TESTED' })]);
    expect(check([{ crew: 'A1.pilot', action: 'repair', system: 'sensors' }])).toEqual([
      expect.objectContaining({ code: 'DC_TARGET_INVALID' }),
    ]);
  });

  it('EX-CORE-14 Fortune never changes a test: same dice, same total at any Fortune', () => {
    const s = battle('duel');
    const rich = commandTest(s.ships[0], [4, 2, 4]);
    s.ships[0].crew.forEach((c) => (c.fortune = 0));
    expect(commandTest(s.ships[0], [4, 2, 4])).toEqual(rich);
    const schemaText = JSON.stringify(
      Object.values(expanse.kinds).map((k) => (typeof k.schema === 'function' ? null : k.schema)),
    );
    // Down With the Ship's `max_fortune` (§8.2) spends Fortune on crew damage, never on dice.
    expect(schemaText.replaceAll('"max_fortune"', '')).not.toMatch(/fortune/i);
  });

  it('EX-HIGHG-7 Stamina tests for step-2 high-g come after the step-2 stunt window', () => {
    const match = Match.create(expanse, { rulesetId: 'expanse', scenarioId: 'duel' }, 'g');
    const state = () => match.state as ExpanseState;
    const give = (seat: number, order: unknown) => {
      const d = match.pendingFor(seat)[0];
      const r = match.submit(seat, d.id, order);
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
    };
    give(0, { ships: {} });
    give(1, { ships: {} });
    while (state().step === 1) for (const d of match.pending()) give(d.seat, { stunts: [] });
    state().ships[0].sp.command = 2; // so that the step-2 window opens for A
    const before = match.replay().events.length;
    give(0, {
      ships: { A1: { intents: [{ enemy: 'B1', action: 'close', bands: 2 }], high_g: 1 } },
    });
    give(1, { ships: {} });
    expect(match.pending()[0]).toMatchObject({ kind: 'stunts' });
    const rolled = () =>
      match
        .replay()
        .events.slice(before)
        .filter((e) => e.type === 'dice.rolled')
        .map((e) => String(e.data.purpose));
    expect(rolled().some((p) => p.includes('stamina'))).toBe(false);
    for (const d of match.pending()) give(d.seat, { stunts: [] });
    expect(rolled().filter((p) => p.includes('stamina'))).toHaveLength(5);
  });

  it('EX-MAN-9 a grapple holds the pair at X-close until the grappled ship breaks free', () => {
    const s = battle('duel');
    const [a1] = s.ships;
    a1.weapons.push({ ...a1.weapons[0], id: 'grappler', type: 'grappler', damage: null });
    s.pairs[0].band = 'XC';
    s.pairs[0].grapple = { grappler: 'A1' };
    const open = { intents: [{ enemy: 'A1', action: 'open' as const }] };
    // Held: B1 cannot manoeuvre and the pair makes no contest.
    const held = injectedDice([]);
    resolveStep2(s, { B: { ships: { B1: open } } }, held);
    expect(s.pairs[0]).toMatchObject({ band: 'XC', grapple: { grappler: 'A1' } });
    expect(held.rolls()).toEqual([]);
    // Break free (18 + 2 against 3 + 3), then B1's opening move is contested as usual.
    const free = injectedDice([6, 6, 6, 1, 1, 1, 1, 1, 1, 6, 6, 6]);
    resolveStep2(s, { B: { ships: { B1: { ...open, grapple: 'break_free' } } } }, free);
    expect(s.pairs[0]).toMatchObject({ band: 'C', grapple: null });
    expect(free.rolls().map((r) => r.purpose)).toEqual([
      'Scirocco: break free',
      'Tachi: break free',
      'Tachi: manoeuvre',
      'Scirocco: manoeuvre',
    ]);
    // A grapple ends by itself when the grappler's grappler cannot be used.
    s.pairs[0].grapple = { grappler: 'A1' };
    a1.weapons.find((w) => w.id === 'grappler')!.status = 'offline';
    resolveStep2(s, {}, injectedDice([]));
    expect(s.pairs[0].grapple).toBeNull();
    s.step = 2;
    s.pairs[0].grapple = { grappler: 'A1' };
    expect(manoeuvresKind.validate(s, 1, null, { ships: { B1: { grapple: 'release' } } })).toEqual([
      expect.objectContaining({ code: 'MANOEUVRE_UNAVAILABLE', path: '/ships/B1/grapple' }),
    ]);
  });

  it('EX-ATK-12 Draw Fire turns the first n attacks on the ally onto the buyer, where valid', () => {
    const s = battle('two-vs-two');
    for (const p of s.pairs) if (p.ships.includes('A1')) p.band = 'C';
    s.fx.B1.drawFire = { ally: 'B2', n: 1 };
    const ctx = seededDice('draw-fire');
    resolveStep4(
      s,
      {
        A: {
          ships: {
            A1: {
              attacks: [
                { weapon: 'railgun', target: 'B2' },
                { weapon: 'pdc_fore', target: 'B2' },
              ],
            },
          },
        },
      },
      ctx,
    );
    expect(s.attacks.map((a) => [a.weapon, a.target])).toEqual([
      ['railgun', 'B1'],
      ['pdc_fore', 'B2'],
    ]);
    expect(ctx.events.filter((e) => e.type === 'fire.drawn')).toHaveLength(1);
    // It is bought in the step-1 window, naming an ally.
    s.step = 1;
    s.phase = 'window';
    s.ships.find((x) => x.id === 'B1')!.sp.command = 2;
    expect(
      offers(
        s,
        s.ships.find((x) => x.id === 'B1')!,
      ),
    ).toContainEqual({
      ship: 'B1',
      stunt: 'EX-STUNT-DRAW-FIRE',
      ally: 'B2',
      sp: 2,
    });
  });
});
