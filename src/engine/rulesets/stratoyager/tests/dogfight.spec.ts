import { injectedDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';
import { dealHands, shuffleDeck } from '../rules/dogfight.js';
import { beginDogfight } from '../rules/flow.js';
import { codesOf, drift, events, game, submit, unit } from './fixtures.js';

const G = 'fsf-guardian-1';
const B = 'khi-blackbuck-1';

function dogfight(
  hands: [number[], number[]] = [
    [1, 4],
    [2, 5],
  ],
): GameState {
  const s = game(
    [
      { id: G, x: 12, y: 10, speed: 0 },
      { id: B, x: 12, y: 14, course: 6, facing: 6, speed: 0, shields: 0, structure: 1 },
    ],
    { options: { dogfightAuto: true } },
  );
  s.dogfight!.hands = hands;
  return s;
}

const cards = (movementCard: number) => ({
  orders: [{ type: 'DOGFIGHT_CARDS' as const, movementCard }],
});

describe('Stratoyager dogfight (SY-DOG)', () => {
  it('SY-RNG-5, SY-DOG-2: Fisher-Yates with j = randInt(i + 1) from hidden d(i+1) draws; dealt alternately, fifth unused', () => {
    const ctx = injectedDice([1, 1, 1, 1]);
    const deck = shuffleDeck(ctx, [1, 2, 3, 4, 5]);
    expect(deck).toEqual([2, 3, 4, 5, 1]);
    expect(ctx.events.map((e) => [e.data.notation, e.visibleTo])).toEqual([
      ['1d5', []],
      ['1d4', []],
      ['1d3', []],
      ['1d2', []],
    ]);
    expect(dealHands(deck)).toEqual([
      [2, 4],
      [3, 5],
    ]);
    expect(shuffleDeck(injectedDice([5, 4, 3, 2]), [1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
  });

  it('SY-DOG-1, SY-DOG-2: one active unit each: each side is dealt two cards, seen only by itself', () => {
    const s = dogfight();
    const ctx = injectedDice([1, 1, 1, 1]);
    beginDogfight(s, ctx);
    expect(s.stage).toBe('DOGFIGHT_CARDS');
    expect(events(ctx, 'dogfight.dealt')).toEqual([
      { side: 0, cards: [2, 4] },
      { side: 1, cards: [3, 5] },
    ]);
    expect(ctx.events.filter((e) => e.type === 'dogfight.dealt').map((e) => e.visibleTo)).toEqual([
      [0],
      [1],
    ]);
    const theirs = stratoyager.view(s, 1) as {
      dogfight: { myHand: number[]; movementCards: unknown[]; combatCards: unknown[] };
    };
    expect(theirs.dogfight.myHand).toEqual([3, 5]);
    expect(JSON.stringify(theirs)).not.toContain('[2,4]');
    expect(
      (stratoyager.view(s, null) as { dogfight: { myHand: unknown } }).dogfight.myHand,
    ).toBeNull();
  });

  it('SY-DOG-3: each side picks a Movement card from its hand, hidden until both have', () => {
    const s = dogfight();
    expect(codesOf(s, 0, cards(2))).toEqual(['CARD_NOT_HELD']);
    const ctx = injectedDice([]);
    submit(s, 0, cards(4), ctx);
    expect(ctx.events).toEqual([]);
    expect(
      (stratoyager.view(s, 1) as { dogfight: { movementCards: unknown[] } }).dogfight.movementCards,
    ).toEqual([null, null]);
    submit(s, 1, cards(2), ctx);
    expect(events(ctx, 'movement_cards.revealed')[0]).toEqual({ cards: [4, 2], firstMover: 1 });
  });

  it('SY-DOG-4: movement is sequential: the lower Movement card moves first, the other sees the result', () => {
    const s = dogfight();
    const ctx = injectedDice([]);
    submit(s, 0, cards(4), ctx);
    submit(s, 1, cards(2), ctx);
    expect(s.stage).toBe('MANEUVER_ORDERS');
    expect(stratoyager.pending(s).map((d) => [d.seat, d.simultaneous])).toEqual([[1, false]]);
    unit(s, B).speed = 2;
    submit(s, 1, { orders: [drift(B)] }, ctx);
    expect(unit(s, B).pos).toEqual({ x: 12, y: 12 });
    expect(
      (stratoyager.view(s, 0) as { units: { id: string; pos: unknown }[] }).units.find(
        (u) => u.id === B,
      )!.pos,
    ).toEqual({ x: 12, y: 12 });
    expect(stratoyager.pending(s).map((d) => d.seat)).toEqual([0]);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    expect(events(ctx, 'combat_cards.revealed')[0]).toEqual({ cards: [1, 5], firstToFire: 0 });
  });

  it('SY-DOG-5, SY-SEG-5: combat is sequential with immediate damage: a unit destroyed first never fires', () => {
    const s = dogfight();
    const ctx = injectedDice([6, 6, 6, 6]);
    submit(s, 0, cards(4), ctx);
    submit(s, 1, cards(2), ctx);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    expect(stratoyager.pending(s).map((d) => [d.seat, d.kind])).toEqual([[0, 'combat']]);
    submit(
      s,
      0,
      {
        orders: [{ type: 'COMBAT', unitId: G, action: { type: 'MAIN_WEAPON_SALVO', targetId: B } }],
      },
      ctx,
    );
    expect(unit(s, B).status).toBe('DESTROYED');
    expect(s.result?.reason).toBe('annihilation');
    expect(events(ctx, 'attack.resolved')).toHaveLength(1);
  });

  it('SY-DOG-5, SY-DOG-6, SY-DOG-7: the second unit fires after; the first may trigger its Fire at Will once; LMD and TURN_END follow', () => {
    const s = dogfight([
      [1, 4],
      [2, 5],
    ]);
    unit(s, B).structure = 3;
    const ctx = injectedDice([]);
    submit(s, 0, cards(4), ctx);
    submit(s, 1, cards(2), ctx);
    submit(s, 1, { orders: [drift(B)] }, ctx);
    submit(s, 0, { orders: [drift(G)] }, ctx);
    submit(
      s,
      0,
      { orders: [{ type: 'COMBAT', unitId: G, action: { type: 'FIRE_AT_WILL' } }] },
      ctx,
    );
    expect(stratoyager.pending(s).map((d) => [d.seat, d.kind])).toEqual([[1, 'combat']]);
    submit(
      s,
      1,
      { orders: [{ type: 'COMBAT', unitId: B, action: { type: 'COUNTERMEASURES' } }] },
      ctx,
    );
    expect(stratoyager.pending(s).map((d) => [d.seat, d.kind])).toEqual([[0, 'fire_at_will']]);
    expect(
      codesOf(s, 0, { orders: [{ type: 'COMBAT', unitId: G, action: { type: 'NONE' } }] }),
    ).toEqual(['UNIT_NOT_ACTIVE']);
    // 2D to hit, 2D damage, then turn 2's dogfight deck shuffle.
    const c2 = injectedDice([6, 6, 6, 6, 1, 1, 1, 1]);
    submit(s, 0, { orders: [{ type: 'FAW_TRIGGER', unitId: G, targetId: B }] }, c2);
    expect(events(c2, 'attack.resolved')[0]).toMatchObject({ weapon: 'FIRE_AT_WILL', hit: true });
    expect(events(c2, 'lmd.started')).toHaveLength(1);
    expect(events(c2, 'turn.ended')).toHaveLength(1);
    expect(unit(s, B).countermeasures).toBe(false);
    expect([s.turn, s.stage]).toEqual([2, 'DOGFIGHT_CARDS']);
  });
});
