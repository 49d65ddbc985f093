import { injectedDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import {
  assignCards,
  codesOf,
  events,
  game,
  passStage,
  submit,
  unit,
  type UnitSpec,
} from './fixtures.js';

function force(prefix: string, type: string, n: number, y: number): UnitSpec[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-${type}-${i + 1}`,
    x: 1 + 3 * i,
    y,
  }));
}

describe('Stratoyager initiative (SY-INIT)', () => {
  it('SY-EX-1, SY-INIT-2, SY-INIT-3, SY-INIT-6: 6 vs 7 units: cards 1..7, side 0 discards one and skips that segment', () => {
    const s = game([...force('fsf', 'guardian', 6, 1), ...force('khi', 'evo', 7, 30)]);
    expect(s.stage).toBe('INITIATIVE');
    expect(s.segmentCount).toBe(7);
    const ctx = injectedDice([]);
    const fsf = {
      'fsf-guardian-1': 1,
      'fsf-guardian-2': 2,
      'fsf-guardian-3': 3,
      'fsf-guardian-4': 5,
      'fsf-guardian-5': 6,
      'fsf-guardian-6': 7,
    };
    expect(codesOf(s, 0, { orders: [{ type: 'INITIATIVE', cards: fsf, discards: [4] }] })).toEqual(
      [],
    );
    assignCards(s, ctx, { 0: fsf });
    const owners: string[] = [];
    while (s.turn === 1) {
      if (s.stage === 'MANEUVER_ORDERS')
        owners.push(`${s.segment}:${s.owes[0] ? 'A' : '-'}${s.owes[1] ? 'B' : '-'}`);
      passStage(s, ctx);
    }
    expect(owners).toEqual(['1:AB', '2:AB', '3:AB', '4:-B', '5:AB', '6:AB', '7:AB']);
  });

  it('SY-INIT-1, SY-RES-5: only ON_TABLE units are active and get cards; reserves and off-table units do not', () => {
    const s = game([
      { id: 'fsf-guardian-1', x: 5, y: 1 },
      { id: 'fsf-guardian-2', status: 'RESERVE' },
      {
        id: 'fsf-guardian-3',
        status: 'OFF_TABLE',
        offTable: { exitPoint: { x: 0, y: 5 }, exitEdge: 'WEST', exitTurn: 1 },
      },
      { id: 'khi-evo-1', x: 5, y: 30 },
    ]);
    expect(s.segmentCount).toBe(1);
    expect(
      codesOf(s, 0, {
        orders: [{ type: 'INITIATIVE', cards: { 'fsf-guardian-1': 1, 'fsf-guardian-2': 2 } }],
      }),
    ).toEqual(['IC_UNKNOWN_UNIT']);
  });

  it('SY-INIT-4, SY-GEN-4: assignments stay hidden until both are in', () => {
    const s = game([...force('fsf', 'guardian', 2, 1), ...force('khi', 'evo', 2, 30)]);
    const ctx = injectedDice([]);
    submit(
      s,
      0,
      { orders: [{ type: 'INITIATIVE', cards: { 'fsf-guardian-1': 2, 'fsf-guardian-2': 1 } }] },
      ctx,
    );
    expect(ctx.events).toEqual([]);
    const theirView = JSON.stringify(stratoyager.view(s, 1));
    expect(theirView).not.toContain('"initiativeCard":2');
    expect(JSON.stringify(stratoyager.view(s, null))).toBe(
      theirView.replace('"viewer":1', '"viewer":null'),
    );
    submit(
      s,
      1,
      { orders: [{ type: 'INITIATIVE', cards: { 'khi-evo-1': 1, 'khi-evo-2': 2 } }] },
      ctx,
    );
    expect(events(ctx, 'initiative.revealed')[0]).toMatchObject({
      cards: { 'fsf-guardian-1': 2, 'fsf-guardian-2': 1, 'khi-evo-1': 1, 'khi-evo-2': 2 },
    });
  });

  it('SY-INIT-5, SY-SEG-3: segments run in card order, and a unit acts once per turn', () => {
    const s = game([...force('fsf', 'guardian', 2, 1), ...force('khi', 'evo', 2, 30)]);
    const ctx = injectedDice([]);
    assignCards(s, ctx, { 0: { 'fsf-guardian-1': 2, 'fsf-guardian-2': 1 } });
    const seen: string[] = [];
    while (s.turn === 1) {
      if (s.stage === 'MANEUVER_ORDERS') seen.push(`${s.segment}:${s.active.join(',')}`);
      passStage(s, ctx);
    }
    expect(seen).toEqual(['1:fsf-guardian-2,khi-evo-1', '2:fsf-guardian-1,khi-evo-2']);
    expect(s.units.every((u) => !u.activated)).toBe(true);
  });

  it('SY-INIT-6: a removed card holder skips its segment; a segment with nobody is skipped entirely', () => {
    const s = game([...force('fsf', 'guardian', 2, 1), ...force('khi', 'evo', 2, 30)]);
    const ctx = injectedDice([]);
    assignCards(s, ctx);
    // Card 2 holders both leave play before segment 2.
    unit(s, 'fsf-guardian-2').status = 'DESTROYED';
    unit(s, 'fsf-guardian-2').pos = null;
    unit(s, 'khi-evo-2').status = 'WITHDRAWN';
    unit(s, 'khi-evo-2').pos = null;
    passStage(s, ctx);
    passStage(s, ctx);
    expect(events(ctx, 'segment.skipped')).toEqual([{ turn: 1, segment: 2 }]);
    expect(s.turn).toBe(2);
  });

  it('SY-INIT-2: with no unit on the table there are no segments', () => {
    const s = game([
      { id: 'fsf-guardian-1', status: 'RESERVE' },
      { id: 'khi-evo-1', status: 'RESERVE' },
    ]);
    expect(s.turn).toBe(2);
    expect(s.stage).not.toBe('INITIATIVE');
  });

  it('SY-INIT-7: cards last one turn, and nobody enters mid-turn', () => {
    const s = game([
      ...force('fsf', 'guardian', 1, 1),
      ...force('khi', 'evo', 2, 30),
      { id: 'fsf-vulture-1', status: 'RESERVE' },
    ]);
    const ctx = injectedDice([6]);
    assignCards(s, ctx);
    while (s.turn === 1) passStage(s, ctx);
    expect(unit(s, 'fsf-vulture-1').status).toBe('RESERVE');
    expect(s.units.every((u) => u.initiativeCard === null || s.stage === 'INITIATIVE')).toBe(true);
  });

  it('SY-INIT-8, SY-DOG-1: one unit each side: the dogfight replaces the initiative cards', () => {
    const s = game(
      [
        { id: 'fsf-guardian-1', x: 5, y: 1 },
        { id: 'khi-evo-1', x: 5, y: 30 },
      ],
      { options: { dogfightAuto: true } },
    );
    expect(s.stage).toBe('DOGFIGHT_CARDS');
    expect(stratoyager.pending(s).map((d) => d.kind)).toEqual(['dogfight_cards', 'dogfight_cards']);
    const off = game(
      [
        { id: 'fsf-guardian-1', x: 5, y: 1 },
        { id: 'khi-evo-1', x: 5, y: 30 },
      ],
      { options: { dogfightAuto: false } },
    );
    expect(off.stage).toBe('INITIATIVE');
  });
});
