import { describe, expect, it } from '@jest/globals';
import { schedule } from '../flow/agenda.js';
import type { Destroyed } from '../flow/frames.js';
import { damageBattlegroup, damageModel, systemsCritical } from '../rules/damage.js';
import type { AbsState } from '../state.js';
import type { SetupBattlegroup, SetupObject } from '../scenario.js';
import { injectedDice } from '../../../testing/context.js';
import { damageOf, drive, events, helm, inActivation, world } from './harness.js';

/** Deal `amount` to a battlegroup as an attack by `by` would, then run its steps 11–12. */
function hit(s: AbsState, bg: string, amount: number, by: number | null, dice: number[]) {
  s.phase = 'tactical';
  const out: Destroyed[] = [];
  const dealt = damageBattlegroup(s, s.battlegroups[bg], amount, by, out, injectedDice([]));
  if (out.length > 0) schedule(s, { f: 'chain', queue: [...out], all: [...out] });
  const d = drive(s, dice);
  return { ctx: d.ctx, dealt, out };
}

function tactical(battlegroups: SetupBattlegroup[], objects: SetupObject[] = []): AbsState {
  const s = world({ battlegroups, objects });
  s.phase = 'tactical';
  return s;
}

describe('damage and destruction', () => {
  it('ABS-EX-7: damage allocation and a failed explosion check (ABS-DMG-1, ABS-DMG-3, ABS-DMG-6)', () => {
    const s = tactical([
      {
        id: 'G',
        ceo: 'C2',
        classId: 'gunship',
        table: 'A',
        ships: [
          { id: 'G1', x: 10, y: 10 },
          { id: 'G2', x: 11, y: 10, damage: 2 },
          { id: 'G3', x: 12, y: 10 },
        ],
      },
    ]);
    const { ctx, out } = hit(s, 'G', 5, 0, [4]);
    expect(out).toEqual([{ id: 'G2', by: 0 }]);
    expect(ctx.rolls().map((r) => r.faces)).toEqual([[4]]);
    expect(damageOf(s, 'G1')).toBe(3);
    expect(damageOf(s, 'G2')).toBe('removed');
    expect(damageOf(s, 'G3')).toBe(0);
    expect(s.battlegroups.G.ships).toEqual(['G1', 'G3']);
  });

  it('ABS-DMG-3: damage beyond the battlegroup’s remaining integrity is lost', () => {
    const s = tactical([
      {
        id: 'L',
        ceo: 'C2',
        classId: 'light_utility_ship',
        table: 'A',
        ships: [{ id: 'L1', x: 10, y: 10 }],
      },
    ]);
    const { dealt } = hit(s, 'L', 9, 0, [6]);
    expect(dealt).toBe(4);
    expect(s.battlegroups.L).toBeUndefined();
  });

  it('ABS-EX-8: destruction, explosion and an area attack (ABS-DMG-2, ABS-DMG-6, ABS-DMG-7, ABS-DMG-8, ABS-DMG-9)', () => {
    const s = tactical([
      {
        id: 'BSG',
        ceo: 'C2',
        classId: 'battleship',
        table: 'A',
        ships: [{ id: 'BS', x: 10, y: 10, damage: 9 }],
      },
      {
        id: 'FW',
        ceo: 'C1',
        classId: 'fighter_wing',
        table: 'A',
        ships: [{ id: 'FW1', x: 12.5, y: 10 }],
      },
      {
        id: 'DG',
        ceo: 'C2',
        classId: 'destroyer',
        table: 'A',
        ships: [{ id: 'D1', x: 13.5, y: 10 }],
      },
    ]);
    const { ctx } = hit(s, 'BSG', 2, 0, [2, 3, 6, 1]);
    expect(ctx.rolls().flatMap((r) => r.faces)).toEqual([2, 3, 6, 1]);
    const explosion = ctx.events.find((e) => e.type === 'explosion.resolved')!.data;
    expect(explosion).toMatchObject({ id: 'BS', radius: 3, targets: ['FW1'] });
    expect(damageOf(s, 'BS')).toBe('removed');
    expect(damageOf(s, 'FW1')).toBe('removed');
    expect(damageOf(s, 'D1')).toBe(0);
    expect(ctx.events.filter((e) => e.type === 'explosion.checked').map((e) => e.data.id)).toEqual([
      'BS',
    ]);
  });

  it('ABS-EX-14: Systems Critical and destruction thresholds (ABS-DMG-2, ABS-DMG-4, ABS-BG-3)', () => {
    const s = tactical([
      {
        id: 'L',
        ceo: 'C2',
        classId: 'light_utility_ship',
        table: 'A',
        ships: [{ id: 'L1', x: 10, y: 10 }],
      },
      {
        id: 'W',
        ceo: 'C2',
        classId: 'fighter_wing',
        table: 'A',
        ships: [{ id: 'W1', x: 20, y: 10 }],
      },
    ]);
    const ctx = injectedDice([6]);
    const out: Destroyed[] = [];
    damageModel(s, 'L1', 1, null, out, ctx);
    expect([systemsCritical(s, 'L1'), s.ships.L1.destroyed]).toEqual([false, false]);
    damageModel(s, 'L1', 1, null, out, ctx);
    expect([systemsCritical(s, 'L1'), s.ships.L1.destroyed]).toEqual([true, false]);
    damageModel(s, 'W1', 1, null, out, ctx);
    expect(systemsCritical(s, 'W1')).toBe(true);
    damageModel(s, 'L1', 2, null, out, ctx);
    damageModel(s, 'W1', 2, null, out, ctx);
    expect(out.map((x) => x.id)).toEqual(['L1', 'W1']);
    expect(damageModel(s, 'L1', 1, null, out, ctx)).toBe(0);
    schedule(s, { f: 'chain', queue: [...out], all: [...out] });
    const d = drive(s, [6]);
    // L1 (m 1) rolls its check; the wing (m 0) never does.
    expect(d.ctx.rolls().map((r) => r.purpose)).toEqual(['explosion check for L1 (m 1)']);
    expect(s.ships.L1).toBeUndefined();
    expect(s.ships.W1).toBeUndefined();
  });

  it('ABS-DMG-7: an explosion hits friend and foe, its own battlegroup and jump points, nearest first', () => {
    const s = tactical(
      [
        {
          id: 'DG',
          ceo: 'C2',
          classId: 'destroyer',
          table: 'A',
          ships: [
            { id: 'D1', x: 10, y: 10, damage: 5 },
            { id: 'D2', x: 11, y: 10 },
          ],
        },
        {
          id: 'EN',
          ceo: 'C1',
          classId: 'gunship',
          table: 'A',
          ships: [{ id: 'E1', x: 10, y: 12 }],
        },
      ],
      [
        { id: 'JP', type: 'jump_point', owner: 'C2', table: 'A', x: 12.5, y: 10 },
        { id: 'AST', type: 'asteroid', table: 'A', x: 13.1, y: 10 },
      ],
    );
    // D1 destroyed; check 1 ≤ 3 explodes: 3D6 at D2 (1″), E1 (2″), JP (2.5″); AST is 3.1″ away.
    const { ctx } = hit(s, 'DG', 1, 0, [1, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    const attacks = ctx.events
      .filter((e) => e.type === 'attack_dice.rolled')
      .map((e) => e.data.target);
    expect(attacks).toEqual(['D2', 'E1', 'JP']);
    expect(damageOf(s, 'D2')).toBe(0);
  });

  it('ABS-DMG-8: chained explosions are checked breadth-first; every destroyed model is removed at once at the end', () => {
    const s = tactical([
      {
        id: 'DG',
        ceo: 'C2',
        classId: 'destroyer',
        table: 'A',
        ships: [
          { id: 'D1', x: 10, y: 10, damage: 5 },
          { id: 'D2', x: 12, y: 10, damage: 5 },
          { id: 'D3', x: 20, y: 10, damage: 5 },
        ],
      },
      {
        id: 'LU',
        ceo: 'C1',
        classId: 'light_utility_ship',
        table: 'A',
        ships: [{ id: 'L1', x: 14.5, y: 10, damage: 3 }],
      },
    ]);
    // 2 damage: D1 then D2 (5 tokens each; ties go by seq) are destroyed, D3 is not.
    // D1 checks [1] and explodes, but D2 (2″) is destroyed already and nothing else is within 3″.
    // D2 checks [2] and explodes at L1 (2.5″): [1, 6, 6] → one hit plus its bonus; saves [6, 6] fail.
    // L1 is destroyed (3 + 2 ≥ 4), checks [1] and explodes with nothing within 1″.
    const { ctx } = hit(s, 'DG', 2, 0, [1, 2, 1, 6, 6, 6, 6, 1]);
    expect(
      ctx.events
        .filter((e) => e.type === 'explosion.checked')
        .map((e) => [e.data.id, e.data.explodes]),
    ).toEqual([
      ['D1', true],
      ['D2', true],
      ['L1', true],
    ]);
    const removed = ctx.events.filter((e) => e.type === 'models.removed');
    expect(removed.map((e) => e.data.ids)).toEqual([['D1', 'D2', 'L1']]);
    expect(damageOf(s, 'D3')).toBe(5);
    expect(s.battlegroups.LU).toBeUndefined();
  });

  it('ABS-DMG-5: a ship destroyed by its own malfunction still contributes its rolled dice, and checks for explosion', () => {
    const s = world({
      battlegroups: [
        {
          id: 'G',
          ceo: 'C1',
          classId: 'gunship',
          table: 'A',
          ships: [{ id: 'G1', x: 10, y: 10, damage: 3 }],
        },
        {
          id: 'T',
          ceo: 'C2',
          classId: 'fighter_wing',
          table: 'A',
          ships: [{ id: 'T1', x: 13, y: 10 }],
        },
      ],
    });
    inActivation(s, 'C1', ['G'], { f: 'activation', stage: 'attacks', index: 0 });
    // A Carrier (silhouette 7) so that a natural 6 passes the silhouette step and is a dud.
    s.ships.T1.classId = 'carrier';
    s.battlegroups.T.classId = 'carrier';
    const d = drive(s, [6, 2, 1, 4]);
    d.submit('attacks', {
      battlegroup: 'G',
      primaryTarget: 'T',
      allocations: [{ ship: 'G1', system: 'primary', target: 'T', dice: 2 }],
    });
    // The 6 is a dud and G1 is Systems Critical (3 > 1): 1 damage destroys it; its 2 still hits.
    // Shields 5 < 6, so the save is rolled: [1] saves. G1's explosion check [4] fails.
    expect(events(d, 'critical_malfunction.suffered')).toEqual([
      { ship: 'G1', damage: 1, weapon: 'Blasters' },
    ]);
    expect(events(d, 'saves.rolled')[0]).toMatchObject({ saves: [1], unsaved: 0 });
    expect(events(d, 'explosion.checked')).toEqual([
      { id: 'G1', mass: 1, roll: 4, explodes: false },
    ]);
    expect(d.s.battlegroups.G).toBeUndefined();
  });

  it('ABS-DMG-10, ABS-DMG-12, ABS-BG-5: an explosion’s kills are credited to whoever destroyed the exploding model', () => {
    const s = world({
      objects: [{ id: 'FAC', type: 'facility', table: 'A', x: 12, y: 10, damage: 2 }],
      contracts: [
        { id: 'K2', type: 'security_sweep', table: 'A', params: { bounty: { facility: '4*S' } } },
      ],
      battlegroups: [
        {
          id: 'DG',
          ceo: 'C2',
          classId: 'destroyer',
          table: 'A',
          ships: [{ id: 'D1', x: 10, y: 10, damage: 5 }],
        },
      ],
    });
    // C1 destroys D1; it explodes [2]; 3D6 at FAC (2″, silhouette 3, shields 2): [1, 3, 5] → two hits and a
    // bonus; saves [6, 6, 6] fail: FAC destroyed, credited to C1: 12 credits. FAC (m 1) checks [6]: no.
    const { ctx } = hit(s, 'DG', 1, 0, [2, 1, 3, 5, 6, 6, 6, 6]);
    expect(
      ctx.events.filter((e) => e.type === 'contract.paid').map((e) => [e.data.ceo, e.data.amount]),
    ).toEqual([['C1', 12]]);
    expect(s.ceos[0].credits).toBe(12);
    expect(s.battlegroups.DG).toBeUndefined();
    expect(ctx.events.find((e) => e.type === 'battlegroup.lost')!.data).toEqual({
      battlegroup: 'DG',
      ceo: 'C2',
    });
  });

  it('ABS-DMG-10: Dangerous Space, malfunctions and Go Rogue credit nobody', () => {
    const s = world({
      objects: [{ id: 'FAC', type: 'facility', table: 'A', x: 12, y: 10, damage: 2 }],
      contracts: [
        { id: 'K2', type: 'security_sweep', table: 'A', params: { bounty: { facility: 5 } } },
      ],
      battlegroups: [
        {
          id: 'DG',
          ceo: 'C2',
          classId: 'destroyer',
          table: 'A',
          ships: [{ id: 'D1', x: 10, y: 10, damage: 5 }],
        },
      ],
    });
    const { ctx } = hit(s, 'DG', 1, null, [2, 1, 3, 5, 6, 6, 6, 6]);
    expect(damageOf(s, 'FAC')).toBe('removed');
    expect(ctx.events.filter((e) => e.type === 'contract.paid')).toEqual([]);
  });
});

describe('valid targets', () => {
  it('ABS-DMG-2: a destroyed ship is no longer a valid target (the attack fizzles)', () => {
    const s = world({
      battlegroups: [
        { id: 'G', ceo: 'C1', classId: 'gunship', table: 'A', ships: [{ id: 'G1', x: 10, y: 10 }] },
        {
          id: 'L',
          ceo: 'C2',
          classId: 'light_utility_ship',
          table: 'A',
          ships: [{ id: 'L1', x: 12, y: 10, damage: 3 }],
        },
        {
          id: 'L2G',
          ceo: 'C2',
          classId: 'light_utility_ship',
          table: 'A',
          ships: [{ id: 'L2', x: 12, y: 11 }],
        },
      ],
    });
    helm(s, 'C1', { tactical: 0 });
    inActivation(s, 'C1', ['G'], { f: 'activation', stage: 'attacks', index: 0 });
    // Primary at L: [1, 6] → the 1 hits (critical: 2 hits), the 6 is a dud; saves [6, 6]: L1 destroyed;
    // its check [6]. Auxiliary at L2G: [6, 6] duds.
    const d = drive(s, [1, 6, 6, 6, 6, 6, 6]);
    d.submit('attacks', {
      battlegroup: 'G',
      primaryTarget: 'L',
      allocations: [
        { ship: 'G1', system: 'primary', target: 'L', dice: 2 },
        { ship: 'G1', system: 'auxiliary', target: 'L2G', dice: 2 },
      ],
    });
    expect(damageOf(d.s, 'L1')).toBe('removed');
    expect(d.s.battlegroups.L).toBeUndefined();
    expect(events(d, 'attack_dice.rolled').map((e) => e.target)).toEqual(['L', 'L2G']);
  });
});
