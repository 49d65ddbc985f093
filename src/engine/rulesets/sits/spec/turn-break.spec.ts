import { describe, expect, it } from '@jest/globals';
import { injectedDice, seededDice } from '../../../testing/context.js';
import { aspectOf } from '../rules/arcs.js';
import { applySystemHit } from '../rules/damage.js';
import { autoAssign, repairShip } from '../rules/damage-control.js';
import { d100Faces, d10Faces } from '../rules/dice.js';
import {
  concede,
  disengagements,
  endReason,
  pointsFor,
  result,
  victoryPoints,
} from '../rules/end.js';
import { drawMiracleCard, freshDeck, handValue, shuffle } from '../rules/miracles.js';
import { regenerate } from '../rules/regeneration.js';
import type { SideState } from '../state.js';
import { game } from './test-fixtures.js';

const quiet = () => {};
const left = aspectOf(5, {
  roll: 'NORMAL',
  wedgeUp: true,
  sidewallUp: { port: true, starboard: true },
});

function damaged() {
  const g = game([{ id: 'B1', classId: 'lancet_dd' }]);
  const b1 = g.ships.B1;
  applySystemHit(g, b1, 2, left, quiet); // D1: sidewall −5
  applySystemHit(g, b1, 6, left, quiet); // D2: AD −10
  return { g, b1 };
}

describe('damage control (SITS-DC-1..5)', () => {
  it('SITS-EX-13 / SITS-DC-1 / SITS-DC-2 / SITS-DC-3: two parties auto-assigned; 4 repairs D1, 8 fails D2', () => {
    const { b1 } = damaged();
    expect(autoAssign(b1, [])).toEqual(['D1', 'D2']);
    repairShip(b1, [], false, 1, injectedDice(d10Faces(4, 8)).dice, quiet);
    expect(b1.sidewalls.port.strength).toBe(20);
    expect(b1.damageRecords.map((r) => [r.id, r.repaired, r.attemptsUsed])).toEqual([
      ['D1', true, 1],
      ['D2', false, 1],
    ]);
  });

  it('SITS-DC-4: two failures make a record permanent: no party is auto-assigned to it', () => {
    const { b1 } = damaged();
    repairShip(b1, ['D2', 'D2'], false, 1, injectedDice(d10Faces(8, 9)).dice, quiet);
    expect(b1.damageRecords[1]).toMatchObject({ attemptsUsed: 2, repaired: false });
    expect(autoAssign(b1, [])).toEqual(['D1']);
  });

  it('SITS-DC-3 / SITS-Q-26: a Bridge repair earlier in the break helps the later rolls', () => {
    const g = game([{ id: 'B1', classId: 'lancet_dd' }]);
    const b1 = g.ships.B1;
    applySystemHit(g, b1, 9, left, quiet); // D1: bridge, target 6 → 5
    applySystemHit(g, b1, 5, left, quiet); // D2: fire control
    repairShip(b1, ['D1', 'D2'], false, 1, injectedDice(d10Faces(0, 5)).dice, quiet);
    expect(b1.dcTarget).toBe(6);
    expect(b1.damageRecords.every((r) => r.repaired)).toBe(true); // 5 < 6 only after the Bridge repair
    expect(b1.fcPenalty).toBe(0);
  });

  it('SITS-DC-3: a party on a record repaired earlier in the break rolls nothing', () => {
    const { b1 } = damaged();
    const ctx = injectedDice(d10Faces(0));
    b1.dcParties = 2;
    repairShip(b1, ['D1', 'D1'], false, 1, ctx.dice, quiet);
    expect(ctx.rolls()).toHaveLength(1);
    expect(b1.damageRecords[0].attemptsUsed).toBe(1);
  });

  it('SITS-DC-5: hull, extra hull and magazine damage are not repairable', () => {
    const g = game([{ id: 'B1', classId: 'lancet_dd' }]);
    const b1 = g.ships.B1;
    applySystemHit(g, b1, 8, left, quiet);
    expect(autoAssign(b1, [])).toEqual([]);
  });

  it('SITS-DMG-7 / SITS-DC-3: repairing the impeller back above 0 raises the wedge in segment 4 of the next turn', () => {
    const g = game([{ id: 'B1', classId: 'lancet_dd' }], { turn: 3, segment: 8 });
    const b1 = g.ships.B1;
    b1.maxThrust = 1;
    applySystemHit(g, b1, 3, left, quiet);
    expect(b1.wedgeUp).toBe(false);
    repairShip(b1, ['D1'], false, 3, injectedDice(d10Faces(0)).dice, quiet);
    expect(b1).toMatchObject({ maxThrust: 1, wedgeUp: false, wedgeRaiseAt: 28 });
    g.g = 28;
    regenerate(g, quiet);
    expect(b1.wedgeUp).toBe(true);
  });
});

describe('regeneration (SITS-SEQ-4, SITS-Q-24)', () => {
  it('SITS-SEQ-4: a lanced sidewall returns next segment; capacity resets to the current capacity', () => {
    const g = game([{ id: 'B1', classId: 'lancet_dd' }], { segment: 2 });
    const b1 = g.ships.B1;
    b1.sidewalls.port.knockedDown = true;
    b1.sidewalls.port.regenAt = 3;
    b1.adRemaining = 0;
    b1.adCapacity = 4;
    regenerate(g, quiet);
    expect(b1.sidewalls.port.knockedDown).toBe(true);
    g.g = 3;
    regenerate(g, quiet);
    expect(b1.sidewalls.port).toMatchObject({ knockedDown: false, regenAt: null });
    expect(b1.adRemaining).toBe(4);
  });
});

describe('miracle cards (SITS-DC-6, SITS-DC-7, SITS-Q-25)', () => {
  const side = (deck: string[]): SideState => ({
    id: 'A',
    name: 'A',
    forceCost: 100,
    miracleCommander: true,
    miracleHand: [],
    miracleHeld: false,
    deck,
    conceded: false,
  });

  it('SITS-DC-6: blackjack values, aces 1 or 11', () => {
    expect(handValue(['AC', 'KD'])).toBe(21);
    expect(handValue(['AC', 'KD', '5H'])).toBe(16);
    expect(handValue(['9C', '10D'])).toBe(19);
    expect(handValue(['QC', 'JD', '2H'])).toBe(22);
  });

  it('SITS-DC-6: the deck starts A–K of clubs, diamonds, hearts, spades; the shuffle draws d100s below 100 − (100 mod k)', () => {
    const deck = freshDeck();
    expect(deck.slice(0, 3)).toEqual(['AC', '2C', '3C']);
    expect(deck[51]).toBe('KS');
    // k = 52: 100 − 48 = 52, so 60 is rerolled and 53 is too; 1 swaps card 0 with card 1.
    const faces = [...d100Faces(60, 1), ...new Array(50).fill(0).flatMap(() => d100Faces(0))];
    const out = shuffle(deck, injectedDice(faces).dice, 'A');
    expect(out.slice(0, 2)).toEqual(['2C', 'AC']);
    expect([...out].sort()).toEqual([...deck].sort());
    const s = seededDice('deck');
    expect(shuffle(deck, s.dice, 'A')).toEqual(shuffle(deck, seededDice('deck').dice, 'A'));
  });

  it('SITS-DC-6: a hand reaching 19 holds a Miracle and goes back into a reshuffled deck; the draw is secret', () => {
    const s = side(['10C', '9D', ...freshDeck().filter((c) => c !== '10C' && c !== '9D')]);
    const seen: (string[] | undefined)[] = [];
    const report = (_t: string, _d: Record<string, unknown>, sides?: string[]) =>
      void seen.push(sides);
    const { dice } = seededDice('m');
    drawMiracleCard(s, dice, report);
    expect(s).toMatchObject({ miracleHand: ['10C'], miracleHeld: false });
    drawMiracleCard(s, dice, report);
    expect(s.miracleHeld).toBe(true);
    expect(s.miracleHand).toEqual([]);
    expect(s.deck).toHaveLength(52);
    expect(seen).toEqual([['A'], ['A']]);
  });

  it('SITS-DC-7: a Miracle makes every attempt on the ship succeed without a roll, even out of tries', () => {
    const { b1 } = damaged();
    b1.damageRecords[1].attemptsUsed = 2;
    const ctx = injectedDice([]);
    repairShip(b1, ['D1', 'D2'], true, 1, ctx.dice, quiet);
    expect(b1.damageRecords.every((r) => r.repaired)).toBe(true);
    expect(b1).toMatchObject({ ad: 30, adCapacity: 6 });
    expect(ctx.rolls()).toEqual([]);
  });
});

describe('end of the game (SITS-END)', () => {
  it('SITS-END-1 / SITS-END-2: the last turn ends it; so does a side with no active ship', () => {
    const g = game([{ id: 'A1' }, { id: 'B1', classId: 'lancet_dd', at: [0, -10] }], { turn: 12 });
    expect(endReason(g)).toBe('turn_limit');
    g.turn = 5;
    expect(endReason(g)).toBeNull();
    g.ships.B1.status = 'destroyed';
    expect(endReason(g)).toBe('annihilation');
  });

  it('SITS-END-3 / SITS-Q-28: ships 137+ from every active enemy disengage together', () => {
    const g = game([
      { id: 'A1', at: [0, 0] },
      { id: 'A2', at: [0, -200] },
      { id: 'B1', classId: 'lancet_dd', at: [0, -100] },
      { id: 'B2', classId: 'lancet_dd', at: [0, 100] },
    ]);
    expect(disengagements(g).map((s) => s.id)).toEqual([]);
    g.ships.B2.pos = { q: 0, r: 200 };
    expect(disengagements(g).map((s) => s.id)).toEqual(['B2']);
    // Judged before any leaves: had A1 and A2 gone first, B1 and B2 would have no enemy left.
    g.ships.B1.pos = { q: 0, r: 300 };
    expect(disengagements(g).map((s) => s.id)).toEqual(['A1', 'A2', 'B1', 'B2']);
    g.ships.B1.status = 'destroyed';
    g.ships.B2.status = 'destroyed';
    expect(disengagements(g)).toEqual([]); // no active enemy: the game ends instead
  });

  it('SITS-END-4 / SITS-END-5 / SITS-END-6: concession counts as destroyed; points for damage and kills', () => {
    const g = game([
      { id: 'A1' },
      { id: 'B1', classId: 'lancet_dd' },
      { id: 'B2', classId: 'lancet_dd' },
    ]);
    g.ships.B1.damageTaken = 55;
    g.ships.A1.damageTaken = 90;
    expect(pointsFor(g, g.ships.B1)).toBe(30);
    expect(victoryPoints(g)).toEqual({ A: 30, B: 50 });
    expect(result(g, 'turn_limit').leaders).toEqual(['B']);
    g.ships.B2.damageTaken = 37; // floor(60 × 37 / 110) = 20: 30 + 20 = 50, level with B
    expect(result(g, 'turn_limit').leaders).toEqual(['A', 'B']);
    concede(g, 'B', quiet);
    expect(victoryPoints(g)).toEqual({ A: 120, B: 50 });
    expect(endReason(g)).toBe('annihilation');
  });
});
