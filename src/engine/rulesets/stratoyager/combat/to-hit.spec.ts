import { injectedDice } from '../../../testing/context.js';
import { toHitPool, type FiringBand, type ToHitPool } from './range.js';
import { decideToHit, keptIndex, linkedRerollIndex, rollToHit } from './to-hit.js';

const pool = (band: FiringBand): ToHitPool => toHitPool(band)!;
const label = { attack: 'khi-blackbuck-1 salvo at fsf-guardian-1', seat: 1 };

describe('to-hit roll', () => {
  it('SY-HIT-5: the kept die of the band decides; a hit is kept >= THT', () => {
    expect(decideToHit(pool('CLOSE'), 5, [3, 5], false)).toMatchObject({ kept: 5, hit: true });
    expect(decideToHit(pool('LONG'), 5, [3, 5], false)).toMatchObject({ kept: 3, hit: false });
    expect(decideToHit(pool('POINT_BLANK'), 6, [1, 6, 2], false)).toMatchObject({
      kept: 6,
      hit: true,
    });
    expect(decideToHit(pool('EXTREME'), 2, [6, 1, 6], false)).toMatchObject({
      kept: 1,
      hit: false,
    });
    expect(decideToHit(pool('MEDIUM'), 4, [4], false)).toMatchObject({ kept: 4, hit: true });
  });

  it('SY-HIT-5: dice are rolled even when THT <= 1, and they always hit', () => {
    const ctx = injectedDice([1, 1]);
    const roll = rollToHit(ctx.dice, pool('LONG'), 0, false, label);
    expect(roll.hit).toBe(true);
    expect(ctx.rolls()).toHaveLength(1);
    expect(ctx.rolls()[0].faces).toEqual([1, 1]);
  });

  it('SY-RNG-3: a pool is n consecutive draws kept in draw order; ties keep the earliest', () => {
    expect(keptIndex([4, 6, 6], 'HIGHEST')).toBe(1);
    expect(keptIndex([2, 1, 1], 'LOWEST')).toBe(1);
    const ctx = injectedDice([5, 2, 4]);
    expect(rollToHit(ctx.dice, pool('EXTREME'), 3, false, label).faces).toEqual([5, 2, 4]);
  });

  it('SY-EX-9 / SY-FEAT-4: Linked at LONG re-rolls the lowest die after a miss and hits', () => {
    const ctx = injectedDice([3, 5, 6]);
    const roll = rollToHit(ctx.dice, pool('LONG'), 5, true, label);
    expect(roll.reroll).toEqual({ index: 0, from: 3, to: 6 });
    expect(roll.finalFaces).toEqual([6, 5]);
    expect(roll).toMatchObject({ kept: 5, hit: true });
  });

  it('SY-EX-23 / SY-Q-41: Linked re-roll policy: lowest die, earliest on a tie, none after a hit', () => {
    // LONG, THT 3: [1, 5] keeps 1 and misses; die 1 re-rolled to 4: [4, 5] keeps 4, hit.
    let ctx = injectedDice([1, 5, 4, 6, 6]);
    let roll = rollToHit(ctx.dice, pool('LONG'), 3, true, label);
    expect(roll).toMatchObject({ reroll: { index: 0, from: 1, to: 4 }, kept: 4, hit: true });
    // The pool and the re-roll used three faces; the next draws (6, 6) are left for the damage dice.
    expect(ctx.rolls().map((r) => r.faces)).toEqual([[1, 5], [4]]);

    // CLOSE, THT 3: [2, 2] misses; the tie goes to the earliest die, re-rolled to 6.
    ctx = injectedDice([2, 2, 6]);
    roll = rollToHit(ctx.dice, pool('CLOSE'), 3, true, label);
    expect(roll).toMatchObject({
      reroll: { index: 0, from: 2, to: 6 },
      finalFaces: [6, 2],
      hit: true,
    });

    // CLOSE, THT 3: [5, 1] hits: no re-roll and no extra draw.
    ctx = injectedDice([5, 1]);
    roll = rollToHit(ctx.dice, pool('CLOSE'), 3, true, label);
    expect(roll.hit).toBe(true);
    expect(roll.reroll).toBeUndefined();
    expect(ctx.rolls()).toHaveLength(1);
  });

  it('SY-FEAT-4: a Linked re-roll that still misses stays a miss; re-selection uses the new face', () => {
    const ctx = injectedDice([2, 4, 1]);
    const roll = rollToHit(ctx.dice, pool('LONG'), 5, true, label);
    expect(roll).toMatchObject({
      reroll: { index: 0, from: 2, to: 1 },
      finalFaces: [1, 4],
      kept: 1,
      hit: false,
    });
    expect(linkedRerollIndex([3, 3, 2])).toBe(2);
  });

  it('SY-RNG-4: every roll is logged with its purpose: the pool first, then the Linked re-roll', () => {
    const ctx = injectedDice([1, 1, 1, 6]);
    rollToHit(ctx.dice, pool('POINT_BLANK'), 4, true, label);
    const purposes = ctx.rolls().map((r) => r.purpose);
    expect(purposes[0]).toMatch(
      /^to-hit: khi-blackbuck-1 salvo at fsf-guardian-1 \(THT 4, 3D keep highest, POINT_BLANK\)$/,
    );
    expect(purposes[1]).toMatch(/^linked re-roll: khi-blackbuck-1 salvo at fsf-guardian-1$/);
  });
});
