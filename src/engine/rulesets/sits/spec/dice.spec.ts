import { describe, expect, it } from '@jest/globals';
import { injectedDice } from '../../../testing/context.js';
import { d100Faces, d10Faces, rollD10, rollD100, rollVariance } from '../rules/dice.js';
import { rhu, rhuRatio } from '../rules/rounding.js';
import { defenceOrder } from '../rules/missile-defence.js';
import { launchAll } from '../rules/launch.js';
import { shipsInOrder } from '../state.js';
import { game } from './test-fixtures.js';

describe('general rules (SITS-GEN)', () => {
  it('SITS-GEN-1: a d10 reads 0–9', () => {
    const { dice } = injectedDice([1, 10]);
    expect([rollD10(dice, 'low'), rollD10(dice, 'high')]).toEqual([0, 9]);
  });

  it('SITS-GEN-2: a d100 is two d10, tens then units, 00–99', () => {
    const { dice } = injectedDice([...d100Faces(0), ...d100Faces(99), 8, 2]);
    expect([rollD100(dice, 'a'), rollD100(dice, 'b'), rollD100(dice, 'c')]).toEqual([0, 99, 71]);
  });

  it('SITS-GEN-3: 3d10v is the sum of three d10 minus 13', () => {
    const { dice } = injectedDice([
      ...d10Faces(7, 4, 5),
      ...d10Faces(0, 0, 0),
      ...d10Faces(9, 9, 9),
    ]);
    expect([rollVariance(dice, 'x'), rollVariance(dice, 'y'), rollVariance(dice, 'z')]).toEqual([
      3, -13, 14,
    ]);
  });

  it('SITS-GEN-4: rhu rounds halves up, in exact integer arithmetic', () => {
    expect([rhu(2.5), rhu(-0.5), rhu(3.49)]).toEqual([3, 0, 3]);
    expect([rhuRatio(82, 4), rhuRatio(13, 4), rhuRatio(29, 4)]).toEqual([21, 3, 7]);
  });

  it('SITS-GEN-5: every roll is logged with its purpose, in consumption order', () => {
    const ctx = injectedDice([...d10Faces(3), ...d100Faces(45)]);
    rollD10(ctx.dice, 'system hit on B1');
    rollD100(ctx.dice, 'missile defence: B1');
    expect(ctx.rolls()).toEqual([
      { purpose: 'system hit on B1', faces: [4] },
      { purpose: 'missile defence: B1', faces: [5, 6] },
    ]);
  });

  it('SITS-GEN-6: ships in id order; ties between salvos by launcher, then mount order in the class', () => {
    const g = game([
      { id: 'B2', at: [0, -10], classId: 'lancet_dd' },
      { id: 'A1', at: [0, 10], facing: 'E' },
      { id: 'A10', at: [0, 10], facing: 'E' },
    ]);
    expect(shipsInOrder(g).map((s) => s.id)).toEqual(['A1', 'A10', 'B2']);
    launchAll(
      g,
      [
        { ship: 'A10', mount: 'S-MSL', target: 'B2', warhead: 'laser' },
        { ship: 'A1', mount: 'S-MSL', target: 'B2', warhead: 'laser' },
        { ship: 'A1', mount: 'P-MSL', target: 'B2', warhead: 'laser' },
      ],
      () => {},
    );
    expect(defenceOrder(g, g.salvos).map((s) => s.id)).toEqual([
      'S1-A1-P-MSL',
      'S1-A1-S-MSL',
      'S1-A10-S-MSL',
    ]);
  });
});
