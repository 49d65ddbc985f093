import { describe, expect, it } from '@jest/globals';
import { Match } from '../../../core/match.js';
import { scanProblems } from '../rules/scan.js';
import { outcomeOf } from '../rules/score.js';
import { DEFAULT_SCENARIO_ID, DEFAULT_SETUP, type SetupBattlegroup } from '../scenario.js';
import { initialState } from '../setup.js';
import type { AbsState } from '../state.js';
import { aBillionSuns } from '../index.js';
import { agenda, damageOf, drive, events, inActivation, world } from './harness.js';

function tableB(battlegroups: SetupBattlegroup[], jp: [number, number] = [11, 7]): AbsState {
  const s = initialState({
    ...DEFAULT_SETUP,
    objects: [
      ...DEFAULT_SETUP.objects!,
      { id: 'JP-3', type: 'jump_point', owner: 'C1', table: 'B', x: jp[0], y: jp[1] },
    ],
    battlegroups,
  });
  s.round = 1;
  s.agenda = [];
  for (const c of s.ceos) c.helm = { seizeInitiative: 0, jumpIn: 0, tactical: 0 };
  return s;
}

const lu = (
  x: number,
  y: number,
  carried = 0,
  classId = 'light_utility_ship',
): SetupBattlegroup => ({
  id: 'LU',
  ceo: 'C1',
  classId,
  table: 'B',
  ships: [{ id: 'LU1', x, y }],
  carried: carried ? { lifeboat: carried } : {},
});

describe('contracts, credits and profit', () => {
  it('ABS-EX-16: rescue and delivery (ABS-ACT-9, ABS-JUMP-12, ABS-BG-7, K3)', () => {
    const s = tableB([lu(9, 6)]);
    inActivation(s, 'C1', ['LU'], { f: 'activation', stage: 'scan', index: 0 });
    const d = drive(s);
    d.submit('scan', { target: 'LB-1' });
    expect(d.s.objects['LB-1']).toBeUndefined();
    expect(d.s.battlegroups.LU.carried).toEqual({ lifeboat: 1 });

    const far = tableB([lu(9.1, 6)]);
    inActivation(far, 'C1', ['LU'], { f: 'activation', stage: 'scan', index: 0 });
    expect(drive(far).codes('scan', { target: 'LB-1' })).toEqual(['E_SCAN_RANGE']);

    const full = tableB([lu(28, 6, 1)], [28, 8]);
    inActivation(full, 'C1', ['LU'], { f: 'activation', stage: 'scan', index: 0 });
    expect(drive(full).codes('scan', { target: 'LB-2' })).toEqual(['E_RESCUE_CAPACITY']);

    const gun = tableB([lu(28, 6, 0, 'gunship')], [28, 8]);
    inActivation(gun, 'C1', ['LU'], { f: 'activation', stage: 'scan', index: 0 });
    expect(drive(gun).codes('scan', { target: 'LB-2' })).toEqual(['E_RESCUE_NOT_UTILITY']);
    gun.battlegroups.LU.used.scan = true;
    expect(scanProblems(gun, gun.battlegroups.LU, 'LB-2').map((p) => p.code)).toEqual([
      'E_SCAN_TWICE',
    ]);

    // A later activation: Jump Out within 5″ of JP-3 delivers the token.
    const home = tableB([lu(9, 6, 1)], [12, 9]);
    home.battlegroups.LU.order = 'jump_out';
    inActivation(home, 'C1', ['LU'], { f: 'activation', stage: 'jump_out', index: 0 });
    const h = drive(home);
    expect(h.s.ceos[0].credits).toBe(6);
    expect(h.s.ceos[0].revenue).toEqual({ K3: 6 });
    expect(h.s.ships.LU1.at).toBeNull();
    expect(h.s.ships.LU1.bg).toBeNull();
    expect(h.s.battlegroups.LU).toBeUndefined();
    expect(events(h, 'battlegroup.jumped_out')).toEqual([
      { ceo: 'C1', battlegroup: 'LU', via: 'JP-3', ships: ['LU1'] },
    ]);
  });

  it('ABS-EX-16: a destroyed carrying battlegroup drops its tokens as new Lifeboats where its last ship died (ABS-DMG-12, ABS-BG-7)', () => {
    const s = tableB([lu(20, 9, 1)]);
    s.ships.LU1.damage = 3;
    s.phase = 'tactical';
    const before = s.nextSeq;
    schedule(
      s,
      attackFrame({
        cause: 'uncontrolled',
        attacker: null,
        sourceBg: null,
        credit: null,
        target: 'LU',
        alloc: [{ src: '', weapon: 'Test', sides: 6, dmg: 1, dice: 1 }],
      }),
    );
    const d = drive(s, [1, 6, 6, 6]);
    expect(damageOf(d.s, 'LU1')).toBe('removed');
    const dropped = Object.values(d.s.objects).filter((o) => o.seq >= before);
    expect(dropped).toEqual([
      expect.objectContaining({
        type: 'lifeboat',
        at: { table: 'B', x: 20, y: 9 },
        damage: 0,
        seq: before,
      }),
    ]);
  });

  it('ABS-BG-7, ABS-JUMP-11: carried tokens move with the battlegroup through a jump hop; hop rules', () => {
    const s = tableB([lu(9, 6, 1)], [12, 9]);
    s.objects['JP-4'] = {
      ...s.objects['JP-3'],
      id: 'JP-4',
      seq: 99,
      at: { table: 'A', x: 4, y: 4 },
    };
    s.objects['JP-5'] = {
      ...s.objects['JP-3'],
      id: 'JP-5',
      seq: 100,
      owner: 1,
      at: { table: 'A', x: 30, y: 4 },
    };
    s.battlegroups.LU.order = 'red_alert';
    inActivation(s, 'C1', ['LU'], { f: 'activation', stage: 'movement', index: 0 });
    const d = drive(s);
    const hop = (to: string, x: number, y: number, when: 'start' | 'end' = 'start') => ({
      battlegroups: [
        {
          battlegroup: 'LU',
          jumpHop: { when, to, placements: [{ ship: 'LU1', x, y, heading: 0 }] },
          moves: [{ ship: 'LU1', legs: [{ heading: 0, distance: 0 }] }],
        },
      ],
    });
    expect(d.codes('movement', hop('JP-5', 30, 6))).toEqual(['E_NOT_FRIENDLY_JUMP_POINT']);
    expect(d.codes('movement', hop('JP-3', 12, 7))).toEqual(['E_HOP_NOT_ELIGIBLE']);
    expect(d.codes('movement', hop('JP-4', 10, 4))).toEqual(['E_OUT_OF_JUMP_RANGE']);
    expect(d.codes('movement', hop('CARRIER', 10, 4))).toEqual(['E_UNKNOWN_ID']);
    d.submit('movement', hop('JP-4', 6, 4));
    expect(d.s.ships.LU1.at).toEqual({ table: 'A', x: 6, y: 4 });
    expect(d.s.battlegroups.LU.carried).toEqual({ lifeboat: 1 });
  });

  it('ABS-EX-21: profit and winner, with the fleet-value tie-break (ABS-SCORE-6, ABS-SCORE-7)', () => {
    const s = world({
      battlegroups: [
        { ceo: 'C1', classId: 'frigate', table: 'A', ships: [{ x: 1, y: 1 }] },
        { ceo: 'C2', classId: 'destroyer', table: 'A', ships: [{ x: 9, y: 9 }] },
      ],
      reserve: [{ ceo: 'C2', classId: 'gunship' }],
    });
    s.phase = 'over';
    s.endedBy = 'rounds';
    const [c1, c2] = s.ceos;
    c1.spent = 4 + 1 + 7;
    c1.revenue = { K1: 9, K3: 6 };
    c1.credits = 15 - 12;
    c2.spent = 12 + 6;
    c2.revenue = { K2: 18 };
    c2.credits = 0;
    expect(outcomeOf(s)).toMatchObject({
      winners: [0],
      draw: false,
      reason: 'profit',
      scores: { 0: 3, 1: 0 },
    });
    c1.credits = 0;
    expect(outcomeOf(s)).toMatchObject({ winners: [1], reason: 'fleet_value' });
    s.ships[Object.keys(s.ships).find((k) => s.ships[k].classId === 'gunship')!].classId =
      'light_utility_ship';
    s.ships[Object.keys(s.ships).find((k) => s.ships[k].classId === 'destroyer')!].classId =
      'light_utility_ship';
    // C1's frigate (7) now outweighs C2's two light utility ships (2).
    expect(outcomeOf(s)).toMatchObject({ winners: [0], reason: 'fleet_value' });
    s.ships[Object.keys(s.ships).find((k) => s.ships[k].classId === 'frigate')!].classId =
      'medium_utility_ship';
    expect(outcomeOf(s)).toMatchObject({ winners: [], draw: true, reason: 'draw' });
  });

  it('ABS-SCORE-4, ABS-SCORE-5: an end-of-round control contract shares its payout rounded up, until it expires', () => {
    const s = world({
      contracts: [
        {
          id: 'Z',
          type: 'zone_control',
          table: 'A',
          params: { x: 10, y: 10, radius: 5, credits: 5 },
          expiresAfterRound: 1,
        },
      ],
      battlegroups: [
        { ceo: 'C1', classId: 'corvette', table: 'A', ships: [{ x: 10, y: 12 }] },
        {
          ceo: 'C2',
          classId: 'gunship',
          table: 'A',
          ships: [
            { x: 12, y: 10 },
            { x: 13, y: 10 },
          ],
        },
      ],
    });
    s.roundLimit = 2;
    agenda(s, { f: 'end' });
    const d = drive(s);
    expect(d.s.ceos.map((c) => c.credits)).toEqual([3, 3]);
    expect(events(d, 'contract.expired')).toEqual([{ contract: 'Z', round: 1 }]);
    d.s.agenda = [];
    agenda(d.s, { f: 'end' });
    const again = drive(d.s);
    expect(again.s.ceos.map((c) => c.credits)).toEqual([3, 3]);
    expect(again.s.phase).toBe('over');
  });

  it('ABS-SCORE-1, ABS-END-2: CEOs start at 0 credits; the game lasts the scenario’s rounds even with nothing in play', () => {
    const m = Match.create(
      aBillionSuns,
      { rulesetId: 'a-billion-suns', scenarioId: DEFAULT_SCENARIO_ID },
      'quiet',
    );
    expect(m.state.ceos.map((c) => c.credits)).toEqual([0, 0]);
    let rounds = 0;
    while (!m.isOver) {
      const d = m.pending()[0];
      const order = d.kind === 'jump_turn' ? { type: 'pass' } : m.ruleset.defaultOrder(m.state, d);
      if (d.kind === 'helm') rounds += d.seat === 0 ? 1 : 0;
      expect(m.submit(d.seat, d.id, order).ok).toBe(true);
    }
    expect(rounds).toBe(4);
    expect(m.outcome()).toMatchObject({ draw: true, scores: { 0: 0, 1: 0 } });
  });

  it('ABS-SCORE-3, ABS-SCORE-2: credits go into debt by requisition and come back only from contracts', () => {
    const s = tableB([lu(9, 6)]);
    s.ceos[0].credits = -1;
    s.ceos[0].spent = 1;
    inActivation(s, 'C1', ['LU'], { f: 'activation', stage: 'scan', index: 0 });
    const d = drive(s);
    d.submit('scan', { target: 'LB-1' });
    expect(d.s.ceos[0].credits).toBe(-1);
    d.s.battlegroups.LU.order = 'jump_out';
    d.s.battlegroups.LU.activated = false;
    inActivation(d.s, 'C1', ['LU'], { f: 'activation', stage: 'jump_out', index: 0 });
    const out = drive(d.s);
    expect(out.s.ceos[0].credits).toBe(5);
    const c = out.s.ceos[0];
    expect(c.credits).toBe(Object.values(c.revenue).reduce((a, b) => a + b, 0) - c.spent);
  });
});

import { schedule } from '../flow/agenda.js';
import { attackFrame } from '../flow/attack.js';
