import { describe, expect, it } from '@jest/globals';
import { axial } from '../../../geometry/hex.js';
import { injectedDice, seededDice } from '../../../testing/context.js';
import { closureBetween } from '../rules/fire.js';
import { d100Faces } from '../rules/dice.js';
import type { SegmentOrders } from '../rules/orders.js';
import {
  decoySides,
  decoyStep,
  finishSegment,
  fireStep,
  longOrdersStep,
  placeMarkers,
  turnBreak,
} from '../rules/segment.js';
import { findScenario, gameFromSetup } from '../scenarios.js';
import { globalSegment } from '../state.js';
import { game } from './test-fixtures.js';

const quiet = () => {};
const picket = () => gameFromSetup(findScenario('picket-clash')!.setup);
const seg = (
  g: { turn: number; segment: number },
  player: string,
  ships: SegmentOrders['ships'],
): SegmentOrders => ({
  type: 'segment_orders',
  turn: g.turn,
  segment: g.segment,
  player,
  ships,
});

describe('sequence of play (SITS-SEQ)', () => {
  it('Picket Clash opening facts (§5): ranges, RoC and bearings', () => {
    const g = picket();
    expect(Object.keys(g.ships)).toEqual(['A1', 'B1', 'B2']);
    expect(closureBetween(g.ships.B1, g.ships.A1)).toMatchObject({
      perTurn: 8,
      perSegment: 1,
      band: 0,
    });
    expect(g.ships.A1).toMatchObject({
      hull: 180,
      adRemaining: 10,
      decoys: 4,
      mounts: { 'P-MSL': { ammo: 60 } },
    });
    expect(g).toMatchObject({ turn: 1, segment: 1, g: 1, turnLimit: 12 });
  });

  it('SITS-GEN-7: g = 8 × (turn − 1) + segment', () => {
    expect(globalSegment(1, 1)).toBe(1);
    expect(globalSegment(2, 3)).toBe(11);
  });

  it('SITS-SEQ-1 / SITS-SEQ-2: eight segments of steps, then the turn break starts turn 2', () => {
    const g = picket();
    const { dice } = seededDice('seq');
    placeMarkers(g);
    expect(g.ships.A1.fpm).toEqual(axial(0, -1)); // 4 in A: split 4 / 0 moves in s1, s3, s5, s7
    for (let s = 1; s <= 8; s++) {
      expect(g.segment).toBe(s);
      fireStep(g, [], dice, quiet);
      longOrdersStep(g, [], quiet);
      const due = finishSegment(g, dice, quiet);
      expect(due).toBe(s === 8);
    }
    expect(g.ships.A1.pos).toEqual(axial(0, -4));
    expect(g.ships.B1.pos).toEqual(axial(10, -41));
    expect(turnBreak(g, [], dice, quiet)).toBeNull();
    expect(g).toMatchObject({ turn: 2, segment: 1, g: 9 });
  });

  it('SITS-SEQ-2 step 3 then 4: a launch is revealed before the decoy window, which concerns only the target side', () => {
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'C' },
      { id: 'B1', at: [0, -10], classId: 'lancet_dd' },
    ]);
    placeMarkers(g);
    fireStep(
      g,
      [seg(g, 'A', [{ ship: 'A1', launch: [{ mount: 'P-MSL', target: 'B1', warhead: 'laser' }] }])],
      injectedDice([]).dice,
      quiet,
    );
    longOrdersStep(g, [], quiet);
    expect(decoySides(g)).toEqual(['B']);
    decoyStep(
      g,
      [
        {
          type: 'decoy_response',
          turn: 1,
          segment: 1,
          player: 'B',
          decoys: [{ ship: 'B1', salvo: g.salvos[0].id }],
        },
      ],
      quiet,
    );
    expect(g.salvos[0].decoyed).toBe(true);
    const { dice } = injectedDice(d100Faces(0, 0, 0, 0, 0, 0));
    finishSegment(g, dice, quiet);
    expect(g.ships.B1.hull).toBe(110);
    expect(g.salvos).toEqual([]); // step 1 of the next segment clears them (SITS-MSL-7)
  });

  it('SITS-SEQ-3: ships in one step act at once: two ships swap hexes without meeting', () => {
    const g = game([
      { id: 'A1', at: [0, 0], velocity: { C: 8 } },
      { id: 'B1', at: [1, 0], velocity: { F: 8 }, classId: 'lancet_dd' },
    ]);
    placeMarkers(g);
    finishSegment(g, injectedDice([]).dice, quiet);
    expect([g.ships.A1.pos, g.ships.B1.pos]).toEqual([axial(1, 0), axial(0, 0)]);
  });

  it('SITS-SEQ-5: salvo counts reset at the turn break; SITS-SEQ-6: a destroyed ship moves no more', () => {
    const g = game(
      [
        { id: 'A1', velocity: { A: 8 } },
        { id: 'B1', at: [0, -60], classId: 'lancet_dd', velocity: { D: 8 } },
      ],
      {
        segment: 8,
      },
    );
    g.ships.A1.salvosThisTurn = 2;
    g.ships.B1.status = 'destroyed';
    placeMarkers(g);
    finishSegment(g, injectedDice([]).dice, quiet);
    expect(g.ships.B1.pos).toEqual(axial(0, -60));
    expect(turnBreak(g, [], injectedDice([]).dice, quiet)).toBe('annihilation');
    expect(g.ships.A1.salvosThisTurn).toBe(0);
  });

  it('SITS-SEQ-4 within a segment: the wedge due in this segment rises in its regeneration step', () => {
    const g = game([{ id: 'A1' }], { turn: 2, segment: 4 });
    g.ships.A1.wedgeUp = false;
    g.ships.A1.wedgeRaiseAt = 12;
    placeMarkers(g);
    finishSegment(g, injectedDice([]).dice, quiet);
    expect(g.ships.A1).toMatchObject({ wedgeUp: true, wedgeRaiseAt: null });
  });
});

describe('long orders after a hard step 3 (SITS-THR-1, SITS-THR-8)', () => {
  it('SITS-THR-8: a thrust order is capped by thrust lost to beams in the same segment, and needs the wedge', () => {
    const g = game([{ id: 'A1' }, { id: 'B1', classId: 'lancet_dd', at: [0, -10] }]);
    placeMarkers(g);
    g.ships.A1.maxThrust = 2;
    g.ships.B1.wedgeUp = false;
    longOrdersStep(
      g,
      [seg(g, 'A', [{ ship: 'A1', thrust: 5 }]), seg(g, 'B', [{ ship: 'B1', thrust: 4 }])],
      quiet,
    );
    expect([g.ships.A1.thrust, g.ships.B1.thrust]).toEqual([2, 0]);
  });
});
