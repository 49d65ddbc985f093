import { injectedDice } from '../../../testing/context.js';
import { stratoyager } from '../index.js';
import { hullStress, resolveMovement } from '../rules/segment.js';
import { atSegment, decisionFor, events, game, maneuver, unit } from './fixtures.js';

const G = 'fsf-guardian-1';
const E = 'khi-evo-1';

function guardianIn(speed = 8) {
  return atSegment(
    game([
      { id: G, x: 12, y: 10, speed },
      { id: E, x: 20, y: 30 },
    ]),
    [G],
  );
}

describe('Stratoyager hull stress (SY-STRESS, SY-HIND-2, SY-HIND-4)', () => {
  it('SY-EX-4: braking by 5 rolls 2 + 1 Weak Frame dice; [4, 1, 2] is GREYOUT (SY-STRESS-1, SY-STRESS-2, SY-HIND-2)', () => {
    const s = guardianIn(8);
    const ctx = injectedDice([4, 1, 2]);
    resolveMovement(s, [maneuver(G, ['ACCEL_DECEL', 'DECELERATE', 5], ['SLIDE', 'PORT', 0])], ctx);
    expect(ctx.rolls()).toHaveLength(1);
    expect(ctx.rolls()[0].faces).toEqual([4, 1, 2]);
    expect(unit(s, G).stress).toBe('GREYOUT');
    expect(events(ctx, 'unit.stressed')[0]).toMatchObject({
      base: 2,
      pool: 3,
      failures: 1,
      result: 'GREYOUT',
    });
  });

  it('SY-EX-6, SY-STRESS-4: the wingover with 4 failures destroys the Guardian; 1 failure is GREYOUT', () => {
    const s = guardianIn(4);
    resolveMovement(
      s,
      [maneuver(G, ['TURN', 'STARBOARD', 6], ['SLIDE', 'PORT', 0])],
      injectedDice([4, 5, 6, 6]),
    );
    expect(unit(s, G).status).toBe('DESTROYED');
    expect(unit(s, G).pos).toBeNull();
    const t = guardianIn(4);
    resolveMovement(
      t,
      [maneuver(G, ['TURN', 'STARBOARD', 6], ['SLIDE', 'PORT', 0])],
      injectedDice([1, 2, 3, 4]),
    );
    expect(unit(t, G).stress).toBe('GREYOUT');
  });

  it('SY-EX-13, SY-STRESS-4: three failures are BLACKOUT and 1 structure, shields ignored', () => {
    const s = guardianIn();
    const order = maneuver(G, ['TURN', 'STARBOARD', 6], ['SLIDE', 'PORT', 0]);
    hullStress(s, unit(s, G), order, injectedDice([4, 4, 4, 1]));
    expect(unit(s, G).stress).toBe('BLACKOUT');
    expect(unit(s, G).structure).toBe(2);
    expect(unit(s, G).shields).toBe(2);
    const t = guardianIn();
    hullStress(t, unit(t, G), order, injectedDice([6, 5, 4, 4]));
    expect(unit(t, G).status).toBe('DESTROYED');
  });

  it('SY-STRESS-4: structural damage from structure 1 wrecks the unit', () => {
    const s = guardianIn();
    unit(s, G).structure = 1;
    hullStress(
      s,
      unit(s, G),
      maneuver(G, ['TURN', 'STARBOARD', 6], ['SLIDE', 'PORT', 0]),
      injectedDice([4, 4, 4, 1]),
    );
    expect(unit(s, G).status).toBe('WRECKED');
  });

  it('SY-EX-13, SY-HIND-4: Retrofitted Civilian adds 1 to each stress die (Evo)', () => {
    const s = atSegment(
      game([
        { id: G, x: 2, y: 2 },
        { id: E, x: 12, y: 10 },
      ]),
      [E],
    );
    // Evo: safe turn 3, slide 3. Turn 5 -> base 2.
    const two = maneuver(E, ['TURN', 'STARBOARD', 5], ['SLIDE', 'PORT', 0]);
    hullStress(s, unit(s, E), two, injectedDice([3, 1]));
    expect(unit(s, E).stress).toBe('GREYOUT');
    const t = atSegment(
      game([
        { id: G, x: 2, y: 2 },
        { id: E, x: 12, y: 10 },
      ]),
      [E],
    );
    const three = maneuver(E, ['TURN', 'STARBOARD', 6], ['SLIDE', 'PORT', 0]);
    hullStress(t, unit(t, E), three, injectedDice([3, 3, 2]));
    expect(unit(t, E).stress).toBe('BLACKOUT');
    // Any combat order but NONE is then rejected (SY-CA-2).
    t.stage = 'COMBAT_ORDERS';
    t.owes = [false, true];
    const d = decisionFor(t, 1);
    expect(
      stratoyager
        .validate(t, d, {
          orders: [{ type: 'COMBAT', unitId: E, action: { type: 'RAISE_SHIELDS' } }],
        })
        .map((p) => p.code),
    ).toEqual(['UNIT_CANNOT_ACT']);
    expect(
      stratoyager.validate(t, d, {
        orders: [{ type: 'COMBAT', unitId: E, action: { type: 'NONE' } }],
      }),
    ).toEqual([]);
  });

  it('SY-EX-13, SY-STRESS-3: base 0 means no test, no Weak Frame die, no dice drawn', () => {
    const s = guardianIn();
    const ctx = injectedDice([]);
    resolveMovement(s, [maneuver(G, ['TURN', 'STARBOARD', 3], ['SLIDE', 'PORT', 0])], ctx);
    expect(ctx.rolls()).toEqual([]);
    expect(unit(s, G).stress).toBe('NONE');
  });

  it('SY-STRESS-1: the test follows the whole MA, yaw AFTER included', () => {
    const s = guardianIn(3);
    const ctx = injectedDice([1, 1]);
    resolveMovement(
      s,
      [
        maneuver(G, ['ACCEL_DECEL', 'ACCELERATE', 4], ['TURN', 'PORT', 2], {
          yaw: { timing: 'AFTER', facingOffset: 6 },
        }),
      ],
      ctx,
    );
    expect(events(ctx, 'unit.stressed')[0]).toMatchObject({ base: 1, pool: 2 });
  });

  it('SY-STRESS-5: Greyout and Blackout are removed at TURN_END', () => {
    const s = guardianIn(4);
    const ctx = injectedDice([4, 1, 2, 1, 1]);
    stratoyager.apply(
      s,
      decisionFor(s, 0),
      { orders: [maneuver(G, ['TURN', 'STARBOARD', 6], ['SLIDE', 'PORT', 0])] },
      ctx,
    );
    expect(unit(s, G).stress).toBe('GREYOUT');
    // No other active unit: combat stage for side 0, then the turn ends.
    stratoyager.apply(s, stratoyager.pending(s)[0], { orders: [] }, ctx);
    expect(s.turn).toBe(2);
    expect(unit(s, G).stress).toBe('NONE');
  });

  it('SY-STRESS-6, SY-EXIT-5: a unit that flew off the table still takes its stress test', () => {
    const t = atSegment(
      game([
        { id: G, x: 1, y: 20, course: 9, facing: 9, speed: 3 },
        { id: E, x: 20, y: 30 },
      ]),
      [G],
    );
    const c2 = injectedDice([4, 4, 4, 1]);
    resolveMovement(t, [maneuver(G, ['SLIDE', 'PORT', 0], ['TURN', 'STARBOARD', 6])], c2);
    expect(unit(t, G).status).toBe('OFF_TABLE');
    expect(events(c2, 'unit.stressed')).toHaveLength(1);
    expect(unit(t, G).structure).toBe(2);
  });
});
